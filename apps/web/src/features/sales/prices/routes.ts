import { lazyPage } from '../../../platform/lazy-page.ts';
import { menuEntries } from '../../../platform/menu-entries.ts';
import type { AppRoute } from '../../../routes.ts';

const priceChanges = lazyPage(() => import('./price-changes-page.tsx'), 'PriceChangesPage');
const bulkPriceUpdate = lazyPage(() => import('./bulk-price-update-page.tsx'), 'BulkPriceUpdatePage');
const generalSettings = lazyPage(() => import('./general-settings-page.tsx'), 'SalesGeneralSettingsPage');
const inMenu = menuEntries('sales', 'sales');

/** Price changes, the bulk price update and the Sales general settings (issue 17). */
export const PRICE_ROUTES: readonly AppRoute[] = [
  inMenu('/Sales/PriceChanges', 'prices.menu.priceChanges', priceChanges),
  inMenu('/Sales/BulkPriceUpdate', 'prices.menu.bulkPriceUpdate', bulkPriceUpdate, { level: 'write' }),
  inMenu('/Sales/GeneralSettings', 'prices.menu.generalSettings', generalSettings),
];
