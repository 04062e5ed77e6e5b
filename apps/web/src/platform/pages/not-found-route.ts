import { lazyPage } from '../lazy-page.ts';

/** The not-found page, under the session layout (`/Session/…`) and under the main layout (any other address). */
export const NOT_FOUND_ROUTE = {
  path: '*',
  lazy: lazyPage(() => import('./not-found-page.tsx'), 'NotFoundPage'),
  handle: { title: 'pages.notFound.title' },
};
