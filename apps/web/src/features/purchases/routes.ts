import { lazyPage } from '../../platform/lazy-page.ts';
import { menuEntries } from '../../platform/menu-entries.ts';
import type { AppRoute } from '../../routes.ts';

const suppliers = lazyPage(() => import('./suppliers-page.tsx'), 'SuppliersPage');
const purchases = lazyPage(() => import('./purchases-page.tsx'), 'PurchasesPage');
const categories = lazyPage(() => import('./settings/purchase-list-pages.tsx'), 'PurchaseCategoriesPage');
const types = lazyPage(() => import('./settings/purchase-list-pages.tsx'), 'PurchaseTypesPage');
const openPurchases = lazyPage(() => import('./open-purchases-page.tsx'), 'OpenPurchasesPage');
const settings = lazyPage(() => import('./settings/purchase-settings-page.tsx'), 'PurchaseSettingsPage');
const importPurchases = lazyPage(() => import('./import/import-purchases-page.tsx'), 'ImportPurchasesPage');
const importSuppliers = lazyPage(() => import('./import/import-suppliers-page.tsx'), 'ImportSuppliersPage');
const inMenu = menuEntries('purchases', 'purchases');

/** The project edit tab PurchaseCosts (projects/edit/project-tabs.ts), loaded with the tab. */
export const loadProjectPurchaseCostsTab = () => import('./project-costs-tab.tsx');

/** The purchases pages of spec 000 §2, in menu order. */
export const PURCHASE_ROUTES: readonly AppRoute[] = [
  inMenu('/Purchases/Suppliers/:action?/:id?', 'suppliers.menu.suppliers', suppliers),
  inMenu('/Purchases/Purchases/:action?/:id?', 'purchases.menu.purchases', purchases),
  {
    // 0 is a new purchase.
    path: '/Purchases/Purchases/Edit',
    params: ':id',
    page: lazyPage(() => import('./purchase/purchase-edit-page.tsx'), 'PurchaseEditPage'),
    area: 'purchases',
    level: 'read',
    title: 'purchases.menu.purchases',
  },
  inMenu('/Purchases/Categories/:action?/:id?', 'purchases.menu.categories', categories),
  inMenu('/Purchases/Types/:action?/:id?', 'purchases.menu.types', types),
  inMenu('/Purchases/OpenPurchases', 'purchases.menu.openPurchases', openPurchases),
  inMenu('/Purchases/Settings', 'purchases.menu.settings', settings),
  inMenu('/Purchases/ImportPurchases', 'purchases.menu.importPurchases', importPurchases, { level: 'write' }),
  {
    path: '/Suppliers/Edit',
    params: ':id/:tab?',
    page: lazyPage(() => import('./edit/supplier-edit-page.tsx'), 'SupplierEditPage'),
    area: 'purchases',
    level: 'read',
    title: 'suppliers.menu.suppliers',
  },
  inMenu('/Purchases/ImportSuppliers', 'suppliers.menu.importSuppliers', importSuppliers, { level: 'write' }),
];
