import { lazyPage } from '../../platform/lazy-page.ts';
import { menuEntries } from '../../platform/menu-entries.ts';
import type { AppRoute } from '../../routes.ts';

const home = lazyPage(() => import('./home-page.tsx'), 'HomePage');
const inMenu = menuEntries('home', 'home');

/** The home page. */
export const HOME_ROUTES: readonly AppRoute[] = [inMenu('/', 'menu.home', home)];
