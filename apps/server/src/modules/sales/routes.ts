import type { CallRegistrar } from '../../platform/calls.ts';
import { registerSalesSettingRoutes } from './general/sales-settings.ts';
import { registerInvoiceRunRoutes } from './invoice-run/routes.ts';
import { registerInvoiceRoutes } from './invoices/routes.ts';
import { registerPdfTemplateRoutes } from './pdf-templates/routes.ts';
import { registerPeriodicRoutes } from './periodic/routes.ts';
import { registerPriceRoutes } from './prices/routes.ts';
import { registerQuoteRoutes } from './quotes/routes.ts';
import { registerReminderRoutes } from './reminders/routes.ts';
import { registerSalesReportRoutes } from './reports/routes.ts';

/** Sales invoices (issue 6): invoices from draft to paid, open invoices and payment reminders. */
export function registerSalesRoutes(r: CallRegistrar): void {
  registerInvoiceRoutes(r);
  registerReminderRoutes(r);
  registerPeriodicRoutes(r);
  registerInvoiceRunRoutes(r);
  registerPdfTemplateRoutes(r);
  registerQuoteRoutes(r);
  registerSalesReportRoutes(r);
  registerPriceRoutes(r);
  registerSalesSettingRoutes(r);
}
