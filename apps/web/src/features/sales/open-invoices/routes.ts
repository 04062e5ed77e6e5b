import { lazyPage } from '../../../platform/lazy-page.ts';
import type { AppRoute } from '../../../routes.ts';

/** Open invoices with payment reminders, and the e-mail templates they use. */
export const OPEN_INVOICE_ROUTES: readonly AppRoute[] = [
  {
    path: '/Sales/OpenInvoices',
    params: ':action?/:id?',
    page: lazyPage(
      () => import('./open-invoices-page.tsx'),
      (m) => m.OpenInvoicesPage,
    ),
    area: 'sales',
    level: 'read',
    menu: { group: 'sales', label: 'openInvoices.menu' },
  },
  {
    path: '/Home/EmailTemplates',
    page: lazyPage(
      () => import('./email-templates-page.tsx'),
      (m) => m.EmailTemplatesPage,
    ),
    area: 'settings',
    level: 'read',
    menu: { group: 'home', label: 'emailTemplates.menu' },
  },
];
