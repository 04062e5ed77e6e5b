import { useEffect } from 'react';
import { createHashRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { stampTypedEntries } from './platform/history-stamp.ts';
import { useDocumentTitle } from './platform/layout/page-title.ts';
import { lazyPage } from './platform/lazy-page.ts';
import { PageLoader } from './platform/pages/page-loader.tsx';
import { RouteError } from './platform/pages/route-error.tsx';
import { rememberPath, useSession } from './platform/session/session-store.ts';
import { type AppRoute, MAIN_ROUTES, NOT_FOUND_PAGE, SESSION_ROUTES } from './routes.ts';

export interface RouteHandle {
  appRoute?: AppRoute;
  /** The tab title of a page outside the registry's main routes (login, not found): a translation key. */
  title?: string;
}

/** Guard (spec 000 §2): remembers the last path outside Session; without a session sends the user to the login. */
function Guard() {
  const location = useLocation();
  const session = useSession();
  const isSessionPath = location.pathname === '/Session' || location.pathname.startsWith('/Session/');
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
        lazy: lazyPage(
          () => import('./platform/layout/session-layout.tsx'),
          (m) => m.SessionLayout,
        ),
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
        lazy: lazyPage(
          () => import('./platform/layout/main-layout.tsx'),
          (m) => m.MainLayout,
        ),
        children: [...MAIN_ROUTES.map(mainRoute), { path: '*', lazy: NOT_FOUND_PAGE, handle: NOT_FOUND_HANDLE }],
      },
    ],
  },
];

// Before the router: its popstate listener must come after the one that stamps typed addresses.
const followRouter = stampTypedEntries();
export const router = createHashRouter(routes);
followRouter(router);
