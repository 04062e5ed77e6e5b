import { lazyPage } from '../../../platform/lazy-page.ts';
import type { AppRoute } from '../../../routes.ts';

/** /Sales/Quotes/{action?}/{id} (spec 000 §2): quotes, and opportunities as a tab; edit/{id} opens a quote. */
export const QUOTE_ROUTES: readonly AppRoute[] = [
  {
    path: '/Sales/Quotes',
    params: ':action?/:id?',
    page: lazyPage(
      () => import('./quotes-page.tsx'),
      (m) => m.QuotesPage,
    ),
    area: 'sales',
    level: 'read',
    menu: { group: 'sales', label: 'quotes.menu.quotes' },
  },
];
