import { lazyPage } from '../../../platform/lazy-page.ts';
import type { AppRoute } from '../../../routes.ts';

/** Price changes, the bulk price update and the Sales general settings (issue 17). */
export const PRICE_ROUTES: readonly AppRoute[] = [
  {
    path: '/Sales/PriceChanges',
    page: lazyPage(
      () => import('./price-changes-page.tsx'),
      (m) => m.PriceChangesPage,
    ),
    area: 'sales',
    level: 'read',
    menu: { group: 'sales', label: 'prices.menu.priceChanges' },
  },
  {
    path: '/Sales/BulkPriceUpdate',
    page: lazyPage(
      () => import('./bulk-price-update-page.tsx'),
      (m) => m.BulkPriceUpdatePage,
    ),
    area: 'sales',
    level: 'write',
    menu: { group: 'sales', label: 'prices.menu.bulkPriceUpdate' },
  },
  {
    path: '/Sales/GeneralSettings',
    page: lazyPage(
      () => import('./general-settings-page.tsx'),
      (m) => m.SalesGeneralSettingsPage,
    ),
    area: 'sales',
    level: 'read',
    menu: { group: 'sales', label: 'prices.menu.generalSettings' },
  },
];
