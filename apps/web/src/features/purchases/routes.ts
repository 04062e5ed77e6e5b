import { lazyPage } from '../../platform/lazy-page.ts';
import { menuEntries } from '../../platform/menu-entries.ts';
import type { AppRoute } from '../../routes.ts';

const suppliers = lazyPage(() => import('./suppliers-page.tsx'), 'SuppliersPage');
const importSuppliers = lazyPage(() => import('./import/import-suppliers-page.tsx'), 'ImportSuppliersPage');
const inMenu = menuEntries('purchases', 'purchases');

/** The purchases pages of spec 000 §2 built so far (issue 18: suppliers), in menu order. */
export const PURCHASE_ROUTES: readonly AppRoute[] = [
  inMenu('/Purchases/Suppliers/:action?/:id?', 'suppliers.menu.suppliers', suppliers),
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
