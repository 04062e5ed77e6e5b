import { lazyPage } from '../../../platform/lazy-page.ts';
import type { AppRoute } from '../../../routes.ts';

/** PDF templates (under Home, spec 000 §2) and the files every invoice mail carries. */
export const PDF_TEMPLATE_ROUTES: readonly AppRoute[] = [
  {
    path: '/Home/PdfTemplates',
    page: lazyPage(
      () => import('./pdf-templates-page.tsx'),
      (m) => m.PdfTemplatesPage,
    ),
    area: 'sales',
    level: 'read',
    menu: { group: 'home', label: 'pdfTemplates.menu' },
  },
  {
    path: '/Sales/DefaultAttachmentsInvoice',
    page: lazyPage(
      () => import('./default-attachments-page.tsx'),
      (m) => m.DefaultAttachmentsPage,
    ),
    area: 'sales',
    level: 'read',
    menu: { group: 'sales', label: 'pdfTemplates.attachments.menu' },
  },
];
