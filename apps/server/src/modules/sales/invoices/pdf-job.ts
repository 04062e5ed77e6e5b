import { withTenant } from '../../../db/tenant.ts';
import { jobContext } from '../../../platform/calls.ts';
import type { AppContext } from '../../../platform/context.ts';
import { registerRegeneratePdfsJob } from '../pdf-templates/regenerate-job.ts';
import { invoicePdfFile } from './pdf.ts';

/**
 * The PDF of a new invoice is made by the job queue right after invoicing commits. Invoicing holds the owner's
 * number lock until it commits, so it does as little as it can: with the PDF rendered inside, fifty users invoicing at
 * once waited in line for each other's renders. Whatever needs the PDF earlier (opening, sending, a reminder) makes
 * it on the spot through invoicePdfFile, which makes it once.
 */
export const INVOICE_PDF_JOB = 'invoice.pdf';

export function registerInvoiceJobs(app: AppContext): void {
  app.jobs.register(INVOICE_PDF_JOB, (job) => {
    const invoiceId = Number((job.payload as { invoiceId?: unknown }).invoiceId);
    return withTenant(app.database, job.ownerId, async (tx) => {
      const pdf = await invoicePdfFile(jobContext(app, tx, job.ownerId), invoiceId);
      return { uploadId: pdf.uploadId };
    });
  });
  registerRegeneratePdfsJob(app);
}
