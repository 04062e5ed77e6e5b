import { lazyPage } from '../../../platform/lazy-page.ts';
import { menuEntries } from '../../../platform/menu-entries.ts';
import type { AppRoute } from '../../../routes.ts';

const pdfTemplates = lazyPage(() => import('./pdf-templates-page.tsx'), 'PdfTemplatesPage');
const defaultAttachments = lazyPage(() => import('./default-attachments-page.tsx'), 'DefaultAttachmentsPage');
const inMenu = menuEntries('sales', 'sales');

/** PDF templates (under Home, spec 000 §2) and the files every invoice mail carries. */
export const PDF_TEMPLATE_ROUTES: readonly AppRoute[] = [
  {
    path: '/Home/PdfTemplates',
    page: pdfTemplates,
    area: 'sales',
    level: 'read',
    menu: { group: 'home', label: 'pdfTemplates.menu' },
  },
  inMenu('/Sales/DefaultAttachmentsInvoice', 'pdfTemplates.attachments.menu', defaultAttachments),
];
