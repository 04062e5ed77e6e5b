import type { CallRegistrar } from '../../platform/calls.ts';
import { registerBankConnectionRoutes } from './bank-connection/routes.ts';
import { registerPaymentBatchRoutes } from './batches/routes.ts';
import { registerBankImportRoutes } from './import/routes.ts';
import { registerPaymentListRoutes } from './list/routes.ts';
import { registerPaymentTemplateRoutes } from './templates/payment-templates.ts';

/** The payments calls (issue 19): bank imports, the payments list and matching, payment templates, SEPA batches. */
export function registerPaymentRoutes(r: CallRegistrar): void {
  registerPaymentListRoutes(r);
  registerBankImportRoutes(r);
  registerBankConnectionRoutes(r);
  registerPaymentBatchRoutes(r);
  registerPaymentTemplateRoutes(r);
}
