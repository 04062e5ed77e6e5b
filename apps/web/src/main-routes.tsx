import type { RouteObject } from 'react-router';
import { loadPageTexts } from './platform/i18n/i18n.ts';
import { MainLayout } from './platform/layout/main-layout.tsx';
import { lazyPage } from './platform/lazy-page.ts';
import './page-styles.ts';
import { NOT_FOUND_ROUTE } from './platform/pages/not-found-route.ts';
import type { RouteHandle } from './router.tsx';
import { type AppRoute, MAIN_ROUTES, routeTitle } from './routes.ts';

function mainRoute(route: AppRoute): RouteObject {
  const handle: RouteHandle = { appRoute: route, title: routeTitle(route) };
  if (route.path === '/') return { index: true, lazy: route.page, handle };
  const path = route.params ? `${route.path}/${route.params}` : route.path;
  return { path: path.slice(1), lazy: route.page, handle };
}

/**
 * The main layout with every page behind the login. The router adds it on the first address behind the login
 * (router.tsx), so the login page loads neither the registry nor its ~150 lazy imports with their preload lists.
 * The layout and Mantine's whole CSS are static imports of this module: the bundler then knows that they are loaded
 * before any page, and leaves what they share with the pages in this one chunk instead of a small chunk per set of
 * pages sharing it (~40 requests less on a first load, issue 15). The pages' texts come with the layout.
 */
export const MAIN_LAYOUT_ROUTE: RouteObject = {
  lazy: lazyPage(() => loadPageTexts().then(() => ({ MainLayout })), 'MainLayout'),
  children: [...MAIN_ROUTES.map(mainRoute), NOT_FOUND_ROUTE],
};
