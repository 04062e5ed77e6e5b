import { withTenant } from '../../../db/tenant.ts';
import { writeAudit } from '../../../platform/audit.ts';
import type { CallContext } from '../../../platform/calls.ts';
import type { AppContext } from '../../../platform/context.ts';
import { invoicePdfFile } from './pdf.ts';

/**
 * The PDF of a new invoice is made by the job queue right after invoicing commits. Invoicing holds the owner's
 * number lock until it commits, so it does as little as it can: with the PDF rendered inside, fifty users invoicing at
 * once waited in line for each other's renders. Whatever needs the PDF earlier (opening, sending, a reminder) makes
 * it on the spot through invoicePdfFile, which makes it once.
 */
export const INVOICE_PDF_JOB = 'invoice.pdf';

/** A call context for work the server does on its own (no user): audited as user 0. */
function systemContext(app: AppContext, tx: CallContext['tx'], ownerId: number): CallContext {
  return {
    tx,
    app,
    ownerId,
    userId: 0,
    membershipId: 0,
    employeeId: 0,
    roles: [],
    sysAdmin: false,
    audit: (entity, entityId, action, changes = {}) =>
      writeAudit(tx, { ownerId, userId: 0, entity, entityId, action, changes }),
  };
}

export function registerInvoiceJobs(app: AppContext): void {
  app.jobs.register(INVOICE_PDF_JOB, (job) => {
    const invoiceId = Number((job.payload as { invoiceId?: unknown }).invoiceId);
    return withTenant(app.database, job.ownerId, async (tx) => {
      const pdf = await invoicePdfFile(systemContext(app, tx, job.ownerId), invoiceId);
      return { uploadId: pdf.uploadId };
    });
  });
}
