import { lazyPage } from '../../../platform/lazy-page.ts';
import { menuEntries } from '../../../platform/menu-entries.ts';
import type { AppRoute } from '../../../routes.ts';

const quotes = lazyPage(() => import('./quotes-page.tsx'), 'QuotesPage');
const inMenu = menuEntries('sales', 'sales');

/** /Sales/Quotes/{action?}/{id} (spec 000 §2): quotes, and opportunities as a tab; edit/{id} opens a quote. */
export const QUOTE_ROUTES: readonly AppRoute[] = [inMenu('/Sales/Quotes/:action?/:id?', 'quotes.menu.quotes', quotes)];
