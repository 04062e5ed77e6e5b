import { useEffect } from 'react';
import {
  createHashRouter,
  Navigate,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  useLocation,
} from 'react-router';
import { SESSION_ROUTES } from './features/session/routes.ts';
import { stampTypedEntries } from './platform/history-stamp.ts';
import { useDocumentTitle } from './platform/layout/page-title.ts';
import { SessionLayout } from './platform/layout/session-layout.tsx';
import { NOT_FOUND_ROUTE } from './platform/pages/not-found-route.ts';
import { PageLoader } from './platform/pages/page-loader.tsx';
import { RouteError } from './platform/pages/route-error.tsx';
import { getSession, rememberPath, useSession } from './platform/session/session-store.ts';
import type { AppRoute } from './routes.ts';

export interface RouteHandle {
  appRoute?: AppRoute;
  /** The tab title's label (a translation key); for a page of the registry its routeTitle. */
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

const ROOT_ID = 'root';

/** The root with the session pages; the main layout's route when it is known at the start (a stored login). */
const routes = (mainRoutes: RouteObject | undefined): RouteObject[] => [
  {
    // Pathless: '/' matches nothing until the main routes are added (a root with path '/' would match it alone).
    id: ROOT_ID,
    Component: Guard,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      {
        Component: SessionLayout,
        children: [
          { path: 'Session', element: <Navigate to="/Session/Auth" replace /> },
          ...SESSION_ROUTES.map((route) => ({
            path: route.path.slice(1),
            lazy: route.page,
            handle: { title: route.title } satisfies RouteHandle,
          })),
          { ...NOT_FOUND_ROUTE, path: 'Session/*' },
        ],
      },
      ...(mainRoutes ? [mainRoutes] : []),
    ],
  },
];

/**
 * The main layout and its pages join the routes on the first address outside /Session (react-router asks for the
 * routes it cannot match); the layout's code comes in the same chunk.
 */
const addMainRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { MAIN_LAYOUT_ROUTE } = await import('./main-routes.tsx');
  patch(ROOT_ID, [MAIN_LAYOUT_ROUTE]);
};

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
export function createRouter(mainRoutes?: RouteObject) {
  loginFirst();
  // Before the router: its popstate listener must come after the one that stamps typed addresses.
  const followRouter = stampTypedEntries();
  const router = createHashRouter(routes(mainRoutes), { patchRoutesOnNavigation: addMainRoutes });
  followRouter(router);
  return router;
}
