import { date, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { deletedFlag, tenantColumns, tenantKey, timestamps } from './columns.ts';

// The core of invoices and payments, created with customers (issue 4) so a customer's delete can be blocked by them.
// The invoicing (issue 6) and payments issues add their remaining columns and tables.

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
    status: integer('status').notNull().default(0),
    amountExVat: integer('amount_ex_vat').notNull().default(0),
    amountInclVat: integer('amount_incl_vat').notNull().default(0),
    amountOpen: integer('amount_open').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('invoices_customer_idx').on(t.ownerId, t.customerId)],
);

export const payments = pgTable(
  'payments',
  {
    ...tenantColumns(),
    accountId: integer('account_id').notNull().default(0),
    date: date('date', { mode: 'string' }).notNull(),
    amount: integer('amount').notNull(),
    amountOpen: integer('amount_open').notNull().default(0),
    customerId: integer('customer_id').notNull().default(0),
    supplierId: integer('supplier_id').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    index('payments_customer_idx').on(t.ownerId, t.customerId),
    index('payments_supplier_idx').on(t.ownerId, t.supplierId),
  ],
);
