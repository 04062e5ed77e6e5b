import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { deletedFlag, tenantColumns, tenantKey, timestamps } from './columns.ts';

// Sales invoices, their reminders and payments (issue 4 made the core so a customer's delete can be blocked by them;
// issue 6 the rest). The payments issue adds bank accounts, imports and batches to payments and payment_connects.

/** The invoice list's orders on the invoice's own columns (invoice date: invoices_list_idx). */
const LIST_ORDERS = ['number', 'expiryDate', 'paidDate', 'amountExVat', 'amountInclVat', 'amountOpen'] as const;

/**
 * A sales invoice (spec 001 §3 Invoice). A draft (status 0) has no number; invoicing gives it the owner's next
 * number (consecutive, no gap, no duplicate) and from then on it changes only by sending, payments and reminders.
 * Rows are kept on the invoice as a list (spec 001 §3 Invoice row); amounts are cents, units hundredths.
 */
export const invoices = pgTable(
  'invoices',
  {
    ...tenantColumns(),
    /** Null while a draft; consecutive per owner once invoiced. */
    number: integer('number'),
    customerId: integer('customer_id').notNull(),
    projectId: integer('project_id').notNull().default(0),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    bookDate: date('book_date', { mode: 'string' }),
    /** Invoice date + the customer's payment days. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    paymentDays: integer('payment_days').notNull().default(0),
    /** 0 draft, 1 invoiced. Sent and paid follow from `sent` and amountOpen. */
    status: integer('status').notNull().default(0),
    amountExVat: integer('amount_ex_vat').notNull().default(0),
    amountInclVat: integer('amount_incl_vat').notNull().default(0),
    amountOpen: integer('amount_open').notNull().default(0),
    /** VAT per rate: [{ vatCode, percentage, base, vat }] in cents. */
    vatAmounts: jsonb('vat_amounts').notNull().default([]),
    rows: jsonb('rows').notNull().default([]),
    /** The invoicing address as it was when invoiced (customer or management company). */
    address: jsonb('address').notNull().default({}),
    locale: text('locale').notNull().default('nl'),
    startPeriod: date('start_period', { mode: 'string' }),
    endPeriod: date('end_period', { mode: 'string' }),
    period: text('period').notNull().default(''),
    textAbove: text('text_above').notNull().default(''),
    textBelow: text('text_below').notNull().default(''),
    /** Send events: [{ date, by, to, method: 'email' | 'paper' }]. */
    sent: jsonb('sent').notNull().default([]),
    /** The invoice this one credits (0: not a credit invoice). */
    creditFor: integer('credit_for').notNull().default(0),
    /** The rendered PDF (uploads row), regenerated on request. */
    uploadId: integer('upload_id').notNull().default(0),
    paidDate: date('paid_date', { mode: 'string' }),
    deleted: deletedFlag(),
    ...timestamps(),
    /** The betalingskenmerk (payment-reference.ts in the domain), given when invoiced; null on drafts and credits. */
    paymentReference: text('payment_reference'),
    /** How often it was sent: the list's sent filter reads it from the list index instead of each row's JSON. */
    sentCount: integer('sent_count').generatedAlwaysAs(sql`jsonb_array_length(sent)`),
  },
  (t) => [
    tenantKey(t),
    index('invoices_customer_idx').on(t.ownerId, t.customerId),
    index('invoices_date_idx').on(t.ownerId, t.invoiceDate),
    uniqueIndex('invoices_number_idx').on(t.ownerId, t.number).where(sql`number is not null`),
    // The open-invoices screen reads invoiced, unpaid invoices by book date; migration 0011 adds the columns its totals
    // read as INCLUDE (an index-only scan), which Drizzle cannot declare.
    index('invoices_open_idx').on(t.ownerId, t.bookDate).where(sql`status > 0 and amount_open <> 0 and deleted = 0`),
    // A bank line's reference finds its one invoice.
    uniqueIndex('invoices_payment_reference_idx')
      .on(t.ownerId, t.paymentReference)
      .where(sql`payment_reference is not null`),
    // The invoice list at 50,000 invoices per owner (issue 17): a date range's count and totals and every filter read
    // from this index alone; the migration adds the filtered and summed columns as INCLUDE, which Drizzle cannot declare.
    index('invoices_list_idx').on(t.ownerId, t.invoiceDate, t.id).where(sql`deleted = 0`),
    // One index per order the list offers, the invoice date last so a date range is checked in the index: a page is
    // read in order and stops after it instead of sorting every invoice of the range.
    ...LIST_ORDERS.map((order) =>
      index(`invoices_by_${t[order].name}_idx`).on(t.ownerId, t[order], t.id, t.invoiceDate).where(sql`deleted = 0`),
    ),
    // Sorting by customer or project walks them in name order and reads each one's invoices; the invoices without a
    // project (0) are read by id from the project's index (list-walks.ts).
    index('invoices_customer_date_idx').on(t.ownerId, t.customerId, t.invoiceDate, t.id).where(sql`deleted = 0`),
    index('invoices_project_idx').on(t.ownerId, t.projectId, t.id, t.invoiceDate).where(sql`deleted = 0`),
  ],
);

/** A payment reminder sent for an invoice (spec 000 §3 Reminder): level 1-3, what was sent to whom. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    ...tenantColumns(),
    invoiceId: integer('invoice_id').notNull(),
    customerId: integer('customer_id').notNull(),
    /** The e-mail address it went to. */
    address: text('address').notNull(),
    reminderDate: date('reminder_date', { mode: 'string' }).notNull(),
    level: integer('level').notNull(),
    /** reminder_1, reminder_2 or reminder_3. */
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    text1: text('text_1').notNull(),
    /** A copy to the sender does not count as a reminder. */
    isCopy: integer('is_copy').notNull().default(0),
    sentBy: integer('sent_by').notNull().default(0),
    mailId: integer('mail_id').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    index('invoice_reminders_invoice_idx').on(t.ownerId, t.invoiceId),
    // Failed reminder mails are found from the outbox row.
    index('invoice_reminders_mail_idx').on(t.ownerId, t.mailId),
  ],
);

/** E-mail templates per name and locale (reminder_1..3 and later ones), edited under Home/EmailTemplates. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    htmlMessage: text('html_message').notNull(),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('email_templates_name_idx').on(t.ownerId, t.name, t.locale).where(sql`deleted = 0`),
  ],
);
