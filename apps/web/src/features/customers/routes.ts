import { lazyPage } from '../../platform/lazy-page.ts';
import { menuEntries } from '../../platform/menu-entries.ts';
import type { AppRoute } from '../../routes.ts';
import { SALES_LIST_ROUTES } from '../sales/routes.ts';

const customers = lazyPage(() => import('./customers-page.tsx'), 'CustomersPage');
const contacts = lazyPage(() => import('./contacts-page.tsx'), 'ContactsPage');
const importCustomers = lazyPage(() => import('./import/import-customers-page.tsx'), 'ImportCustomersPage');
const inMenu = menuEntries('sales', 'sales');

/** The sales pages of spec 000 §2, in menu order (routes.ts joins every domain's list into one registry). */
export const SALES_ROUTES: readonly AppRoute[] = [
  inMenu('/Sales/Customers/:action?/:id?', 'customers.menu.customers', customers),
  {
    path: '/Customers/Edit',
    params: ':id/:tab?',
    page: lazyPage(() => import('./edit/customer-edit-page.tsx'), 'CustomerEditPage'),
    area: 'sales',
    level: 'read',
    title: 'customers.menu.customers',
  },
  inMenu('/Sales/Contacts/:action?/:id?', 'customers.menu.contacts', contacts),
  ...SALES_LIST_ROUTES,
  inMenu('/Sales/ImportCustomers', 'customers.menu.importCustomers', importCustomers, { level: 'write' }),
];
