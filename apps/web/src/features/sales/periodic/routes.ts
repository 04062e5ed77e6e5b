import { lazyPage } from '../../../platform/lazy-page.ts';
import type { AppRoute } from '../../../routes.ts';

/** The periodic invoice run (issue 17). */
export const PERIODIC_ROUTES: readonly AppRoute[] = [
  {
    path: '/Sales/Periodic',
    page: lazyPage(
      () => import('./periodic-page.tsx'),
      (m) => m.PeriodicPage,
    ),
    area: 'sales',
    level: 'write',
    menu: { group: 'sales', label: 'periodic.menu' },
  },
];
