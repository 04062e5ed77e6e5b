import { z } from 'zod';
import { defineCall } from '../api/contract.ts';
import { zInt, zRecordId } from '../api/fields.ts';

// The invoice run (spec 001 §4 "create invoices with a send flag", §7 createInvoices/{send}, issue 17): the chosen
// drafts are invoiced one by one in one durable job, and with send = 1 mailed; the page follows the job's progress.

/** The most drafts one run takes (a month's run of a large company). */
export const MAX_RUN_INVOICES = 10_000;

/** How often a page asks for the run's progress. */
export const INVOICE_RUN_POLL_MS = 1000;

/** createInvoices/{send}: the chosen drafts' ids (spec 001 §5: at least one; an empty list is refused by key). */
export const ZCreateInvoicesRequest = z.array(zRecordId).max(MAX_RUN_INVOICES);

export const ZInvoiceRunJobRequest = z.object({ id: zInt(1) });

/** A draft the run could not invoice or mail: the customer's name and why, as an error key with its values. */
export const ZInvoiceRunFailure = z.object({
  invoiceId: z.number().int(),
  customerName: z.string(),
  /** Invoiced but not mailed (no e-mail address): the invoice exists with its number. */
  number: z.number().int().nullable(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TInvoiceRunFailure = z.infer<typeof ZInvoiceRunFailure>;

/** A run as the page follows it: `done` of `total` drafts finished, the failures by name. */
export const ZInvoiceRunJob = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  send: z.union([z.literal(0), z.literal(1)]),
  total: z.number().int(),
  /** Drafts invoiced (and with send mailed) so far. */
  done: z.number().int(),
  failures: z.array(ZInvoiceRunFailure),
  /** Why the job itself stopped (status failed). */
  error: z.string(),
});
export type TInvoiceRunJob = z.infer<typeof ZInvoiceRunJob>;

export const isRunFinished = (job: Pick<TInvoiceRunJob, 'status'>) => job.status === 'done' || job.status === 'failed';

const createInvoices = <const P extends `/${string}`>(path: P, summary: string) =>
  defineCall({
    method: 'POST',
    path,
    area: 'sales',
    level: 'write',
    body: ZCreateInvoicesRequest,
    response: ZInvoiceRunJob,
    summary,
  });

/**
 * createInvoices/{send}: the spec's path parameter is a flag, so its two values are two declared paths (the registrar
 * and the typed client know no path parameters). Both answer the queued run at once.
 */
export const INVOICE_RUN_CALLS = {
  createInvoices: createInvoices('/createInvoices/0', 'Invoice the chosen drafts as one job (numbers and PDFs)'),
  createInvoicesAndSend: createInvoices(
    '/createInvoices/1',
    'Invoice the chosen drafts as one job and mail each invoice to its customer',
  ),
  invoiceRunJob: defineCall({
    method: 'POST',
    path: '/invoiceRunJob',
    area: 'sales',
    level: 'read',
    body: ZInvoiceRunJobRequest,
    response: ZInvoiceRunJob,
    summary: 'The progress of an invoice run: drafts done of the total, failures by customer',
  }),
};
