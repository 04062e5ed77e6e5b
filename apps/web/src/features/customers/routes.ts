import { lazyPage } from '../../platform/lazy-page.ts';
import type { AppRoute } from '../../routes.ts';
import { SALES_LIST_ROUTES } from '../sales/routes.ts';

/** The sales pages of spec 000 §2, in menu order (routes.ts joins every domain's list into one registry). */
export const SALES_ROUTES: readonly AppRoute[] = [
  {
    path: '/Sales/Customers',
    params: ':action?/:id?',
    page: lazyPage(
      () => import('./customers-page.tsx'),
      (m) => m.CustomersPage,
    ),
    area: 'sales',
    level: 'read',
    menu: { group: 'sales', label: 'customers.menu.customers' },
  },
  {
    path: '/Customers/Edit',
    params: ':id/:tab?',
    page: lazyPage(
      () => import('./edit/customer-edit-page.tsx'),
      (m) => m.CustomerEditPage,
    ),
    area: 'sales',
    level: 'read',
    title: 'customers.menu.customers',
  },
  {
    path: '/Sales/Contacts',
    params: ':action?/:id?',
    page: lazyPage(
      () => import('./contacts-page.tsx'),
      (m) => m.ContactsPage,
    ),
    area: 'sales',
    level: 'read',
    menu: { group: 'sales', label: 'customers.menu.contacts' },
  },
  ...SALES_LIST_ROUTES,
  {
    path: '/Sales/ImportCustomers',
    page: lazyPage(
      () => import('./import/import-customers-page.tsx'),
      (m) => m.ImportCustomersPage,
    ),
    area: 'sales',
    level: 'write',
    menu: { group: 'sales', label: 'customers.menu.importCustomers' },
  },
];
