import { lazyPage } from '../../platform/lazy-page.ts';
import type { AppRoute } from '../../routes.ts';

/** The home page. */
export const HOME_ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    page: lazyPage(
      () => import('./home-page.tsx'),
      (m) => m.HomePage,
    ),
    area: 'home',
    level: 'read',
    menu: { group: 'home', label: 'menu.home' },
  },
];
