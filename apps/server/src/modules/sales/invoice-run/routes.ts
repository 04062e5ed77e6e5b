import { INVOICE_RUN_CALLS } from '@backoffice/domain';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { queueInvoiceRun } from './run-queue.ts';
import { readInvoiceRun } from './run-view.ts';

/** The invoice run (issue 17): createInvoices/0 and /1 queue it, invoiceRunJob follows it. */
export function registerInvoiceRunRoutes(r: CallRegistrar): void {
  r.handle(INVOICE_RUN_CALLS.createInvoices, (ctx, body) => queueInvoiceRun(ctx, body, 0));
  r.handle(INVOICE_RUN_CALLS.createInvoicesAndSend, (ctx, body) => queueInvoiceRun(ctx, body, 1));
  r.handle(INVOICE_RUN_CALLS.invoiceRunJob, (ctx, body) => readInvoiceRun(ctx.tx, ctx.ownerId, body.id));
}
