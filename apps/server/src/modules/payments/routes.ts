import type { CallRegistrar } from '../../platform/calls.ts';
import { registerPaymentBatchRoutes } from './batches/routes.ts';
import { registerPaymentTemplateRoutes } from './templates/payment-templates.ts';

/** The payments calls (issue 19): bank imports, the payments list and matching, payment templates, SEPA batches. */
export function registerPaymentRoutes(r: CallRegistrar): void {
  registerPaymentBatchRoutes(r);
  registerPaymentTemplateRoutes(r);
}
