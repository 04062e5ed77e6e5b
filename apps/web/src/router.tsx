import { useEffect } from 'react';
import { createHashRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { stampTypedEntries } from './platform/history-stamp.ts';
import { loadPageTexts } from './platform/i18n/i18n.ts';
import { useDocumentTitle } from './platform/layout/page-title.ts';
import { lazyPage } from './platform/lazy-page.ts';
import { PageLoader } from './platform/pages/page-loader.tsx';
import { RouteError } from './platform/pages/route-error.tsx';
import { getSession, rememberPath, useSession } from './platform/session/session-store.ts';
import { type AppRoute, MAIN_ROUTES, NOT_FOUND_PAGE, SESSION_ROUTES } from './routes.ts';

export interface RouteHandle {
  appRoute?: AppRoute;
  /** The tab title of a page outside the registry's main routes (login, not found): a translation key. */
  title?: string;
}

const isSession = (pathname: string) => pathname === '/Session' || pathname.startsWith('/Session/');

/** Guard (spec 000 §2): remembers the last path outside Session; without a session sends the user to the login. */
function Guard() {
  const location = useLocation();
  const session = useSession();
  const isSessionPath = isSession(location.pathname);
  const path = location.pathname + location.search;
  useDocumentTitle();

  useEffect(() => {
    if (!isSessionPath) rememberPath(path);
  }, [isSessionPath, path]);

  if (!isSessionPath && !session) return <Navigate to="/Session/Auth" replace />;
  return <Outlet />;
}

function mainRoute(route: AppRoute): RouteObject {
  const handle: RouteHandle = { appRoute: route };
  if (route.path === '/') return { index: true, lazy: route.page, handle };
  const path = route.params ? `${route.path}/${route.params}` : route.path;
  return { path: path.slice(1), lazy: route.page, handle };
}

const NOT_FOUND_HANDLE: RouteHandle = { title: 'pages.notFound.title' };

const routes: RouteObject[] = [
  {
    path: '/',
    Component: Guard,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      {
        lazy: lazyPage(() => import('./platform/layout/session-layout.tsx'), 'SessionLayout'),
        children: [
          { path: 'Session', element: <Navigate to="/Session/Auth" replace /> },
          ...SESSION_ROUTES.map((route) => ({
            path: route.path.slice(1),
            lazy: route.page,
            handle: { title: route.title } satisfies RouteHandle,
          })),
          { path: 'Session/*', lazy: NOT_FOUND_PAGE, handle: NOT_FOUND_HANDLE },
        ],
      },
      {
        // The pages' texts and Mantine's whole CSS come with the layout: the login page loads neither.
        lazy: lazyPage(
          () =>
            Promise.all([
              import('./platform/layout/main-layout.tsx'),
              import('./page-styles.ts'),
              loadPageTexts(),
            ]).then(([layout]) => layout),
          'MainLayout',
        ),
        children: [...MAIN_ROUTES.map(mainRoute), { path: '*', lazy: NOT_FOUND_PAGE, handle: NOT_FOUND_HANDLE }],
      },
    ],
  },
];

/**
 * The guard's first step before the router starts: logged out on a page behind the login, the address becomes the
 * login's at once, so the router never fetches that page's and the main layout's code only to leave them.
 */
function loginFirst(): void {
  const path = window.location.hash.replace(/^#/, '') || '/';
  if (getSession() || isSession(path.split('?')[0] ?? path)) return;
  rememberPath(path);
  window.history.replaceState(window.history.state, '', '#/Session/Auth');
}

/** The app's router; call after loadSession. */
export function createRouter() {
  loginFirst();
  // Before the router: its popstate listener must come after the one that stamps typed addresses.
  const followRouter = stampTypedEntries();
  const router = createHashRouter(routes);
  followRouter(router);
  return router;
}
