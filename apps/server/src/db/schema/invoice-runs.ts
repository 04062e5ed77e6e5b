import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey, timestamps } from './columns.ts';

/**
 * One draft of an invoice run (createInvoices/{send}, one job): its state moves pending → invoiced → done (PDF made and,
 * with send, mailed) or failed, in the same transaction as the invoicing or the mail, so a run resumed after a crash
 * numbers no draft twice and mails no invoice twice.
 */
export const invoiceRunItems = pgTable(
  'invoice_run_items',
  {
    ...tenantColumns(),
    jobId: integer('job_id').notNull(),
    /** The order the drafts were chosen in: they are invoiced in this order. */
    position: integer('position').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    /** The customer's name when the run was queued: failures are listed by it. */
    customerName: text('customer_name').notNull(),
    state: text('state').$type<'pending' | 'invoiced' | 'done' | 'failed'>().notNull().default('pending'),
    number: integer('number'),
    /** Why the draft failed: an error key of the catalogue and its parameters. */
    errorKey: text('error_key'),
    errorParams: jsonb('error_params').notNull().default({}),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('invoice_run_items_job_idx').on(t.ownerId, t.jobId, t.position)],
);
