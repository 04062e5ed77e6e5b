import type { CallRegistrar } from '../../platform/calls.ts';
import { registerSalesSettingRoutes } from './general/sales-settings.ts';
import { registerInvoiceRoutes } from './invoices/routes.ts';
import { registerPriceRoutes } from './prices/routes.ts';
import { registerReminderRoutes } from './reminders/routes.ts';

/** Sales invoices (issue 6): invoices from draft to paid, open invoices and payment reminders. */
export function registerSalesRoutes(r: CallRegistrar): void {
  registerInvoiceRoutes(r);
  registerReminderRoutes(r);
  registerPriceRoutes(r);
  registerSalesSettingRoutes(r);
}
