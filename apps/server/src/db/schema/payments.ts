import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { deletedFlag, tenantColumns, tenantKey, timestamps } from './columns.ts';

// Payments and banking (issue 19): bank statement lines, what they settle, payment templates and SEPA batches. The
// owner's bank accounts are an owner settings list (owners.settings.bankAccounts); `account_id` points into it.

/**
 * A payment (spec 001 §3): a bank statement line (account_id > 0, `line_key` set) or a payment entered by hand (cash,
 * a manual entry, or an invoice marked paid: account_id 0). Signed cents: money in is positive. `amount_open` is what
 * no invoice or purchase settles yet.
 */
export const payments = pgTable(
  'payments',
  {
    ...tenantColumns(),
    accountId: integer('account_id').notNull().default(0),
    date: date('date', { mode: 'string' }).notNull(),
    valueDate: date('value_date', { mode: 'string' }),
    amount: integer('amount').notNull(),
    amountOpen: integer('amount_open').notNull().default(0),
    customerId: integer('customer_id').notNull().default(0),
    supplierId: integer('supplier_id').notNull().default(0),
    description: text('description').notNull().default(''),
    cpName: text('cp_name').notNull().default(''),
    cpAddress: text('cp_address').notNull().default(''),
    /** The counterparty's IBAN, upper case without spaces. */
    cpIban: text('cp_iban').notNull().default(''),
    cpBic: text('cp_bic').notNull().default(''),
    /** A structured creditor reference (RF or the Dutch 16-digit betalingskenmerk). */
    structuredReference: text('structured_reference').notNull().default(''),
    endToEndId: text('end_to_end_id').notNull().default(''),
    bankReference: text('bank_reference').notNull().default(''),
    transactionCode: text('transaction_code').notNull().default(''),
    /** The line's position within its statement (spec: sequenceNumber). */
    sequenceNumber: integer('sequence_number').notNull().default(0),
    /** The balance after the line when the bank file tells it (cents). */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    /** The bank statement the line came in with (0: entered by hand). */
    statementId: integer('statement_id').notNull().default(0),
    /**
     * Identifies a bank line across imports (bank-files/line-key.ts): the same or an overlapping file adds nothing. A
     * deleted line keeps its key, so it stays known and is not imported again.
     */
    lineKey: text('line_key'),
    hidden: integer('hidden').notNull().default(0),
    duplicate: integer('duplicate').notNull().default(0),
    exported: integer('exported').notNull().default(0),
    /**
     * 1 when the line came from a customer's known IBAN and matched nothing: that customer's reminders wait until
     * someone has looked at it (set by the matching, cleared when it is linked, hidden or marked as seen).
     */
    holdsReminders: integer('holds_reminders').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    index('payments_customer_idx').on(t.ownerId, t.customerId),
    index('payments_supplier_idx').on(t.ownerId, t.supplierId),
    // The payments list by date (default: the current month) and the balance of an account on a date. Migration
    // 0022 adds amount, amount_open, account_id, hidden, duplicate and customer/supplier as INCLUDE (Drizzle cannot
    // declare it), so a range's count and totals are read from the index alone.
    index('payments_date_idx').on(t.ownerId, t.date, t.id).where(sql`deleted = 0`),
    index('payments_account_date_idx').on(t.ownerId, t.accountId, t.date).where(sql`deleted = 0`),
    // What the matching still has to look at.
    index('payments_open_idx').on(t.ownerId, t.date).where(sql`amount_open <> 0 and deleted = 0 and hidden = 0`),
    index('payments_cp_iban_idx').on(t.ownerId, t.cpIban).where(sql`cp_iban <> ''`),
    uniqueIndex('payments_line_key_idx').on(t.ownerId, t.lineKey).where(sql`line_key is not null`),
    // The list's search (modules/payments/list): a word anywhere in the name, description or IBAN (pg_trgm), and a
    // word that reads as an amount by its cents, in or out.
    // Not partial: the planner weighs a word by the statistics of the index's expression, which it reads only from
    // an index on every row.
    index('payments_search_trgm_idx').using(
      'gin',
      sql`lower(${t.cpName} || ' ' || ${t.description} || ' ' || ${t.cpIban}) gin_trgm_ops`,
    ),
    index('payments_amount_idx').on(t.ownerId, t.amount).where(sql`deleted = 0`),
  ],
);

/**
 * The count and sums of the live payments per month (its first day), bank account, hidden flag, direction (the sign
 * of the amount: 1 in, -1 out, 0 neither) and open (1: something left to link), kept by statement triggers on
 * payments (migration 0025): the payments list counts and totals a year from whole months and reads only the
 * shorter part of the first and last month from the payments.
 */
export const paymentMonthSums = pgTable(
  'payment_month_sums',
  {
    ownerId: integer('owner_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    accountId: integer('account_id').notNull(),
    hidden: integer('hidden').notNull(),
    direction: smallint('direction').notNull(),
    open: smallint('open').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    amountOpen: bigint('amount_open', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'payment_month_sums_pk',
      columns: [t.ownerId, t.month, t.accountId, t.hidden, t.direction, t.open],
    }),
  ],
);

/**
 * What part of a payment settles which invoice or purchase (spec 001 §3 Payment connect). `score` and `reason` say why
 * the matching proposed it; verified 1 once a person (or a score above the owner's threshold) accepted it: only a
 * verified connect lowers the open amounts.
 */
export const paymentConnects = pgTable(
  'payment_connects',
  {
    ...tenantColumns(),
    paymentId: integer('payment_id').notNull(),
    invoiceId: integer('invoice_id').notNull().default(0),
    purchaseId: integer('purchase_id').notNull().default(0),
    amount: integer('amount').notNull(),
    score: integer('score').notNull().default(0),
    /** The matching's reasons as keys with their parameters: [{ key: 'paymentReference', ... }]. */
    reason: text('reason').notNull().default(''),
    verified: integer('verified').notNull().default(0),
    exported: integer('exported').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    index('payment_connects_payment_idx').on(t.ownerId, t.paymentId),
    index('payment_connects_invoice_idx').on(t.ownerId, t.invoiceId),
    index('payment_connects_purchase_idx').on(t.ownerId, t.purchaseId).where(sql`purchase_id > 0`),
    // The payments list's suggested and unmatched states: the few links waiting for a person.
    index('payment_connects_suggested_idx').on(t.ownerId, t.paymentId).where(sql`verified = 0 and deleted = 0`),
  ],
);

/** A bank statement as it came in a file: its balances are compared with the payments (Payments/SaldoDate). */
export const bankStatements = pgTable(
  'bank_statements',
  {
    ...tenantColumns(),
    accountId: integer('account_id').notNull(),
    /** The bank's statement id (camt Stmt/Id), or the CSV file's account and period. */
    statementRef: text('statement_ref').notNull(),
    fileName: text('file_name').notNull().default(''),
    format: text('format').notNull(),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    openingBalance: bigint('opening_balance', { mode: 'number' }),
    openingDate: date('opening_date', { mode: 'string' }),
    closingBalance: bigint('closing_balance', { mode: 'number' }),
    closingDate: date('closing_date', { mode: 'string' }),
    lines: integer('lines').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    importedBy: integer('imported_by').notNull().default(0),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('bank_statements_account_idx').on(t.ownerId, t.accountId, t.closingDate)],
);

/**
 * A payment template (spec 001 §3): a line whose description or counterparty name matches names a customer or a
 * supplier (creditor). `match_name` and `match_description` are patterns with the name between asterisks;
 * near_date_matching 1 lets a line a few days from the expected date match.
 */
export const paymentTemplates = pgTable(
  'payment_templates',
  {
    ...tenantColumns(),
    creditorId: integer('creditor_id').notNull().default(0),
    customerId: integer('customer_id').notNull().default(0),
    nearDateMatching: integer('near_date_matching').notNull().default(0),
    matchDescription: text('match_description').notNull().default(''),
    matchName: text('match_name').notNull().default(''),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);

/** A SEPA payment batch (spec 001 §3, §4: created, then executed). Really deleted while not executed. */
export const paymentBatches = pgTable(
  'payment_batches',
  {
    ...tenantColumns(),
    number: integer('number').notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The bank account (owners.settings.bankAccounts id) the batch pays from. */
    accountId: integer('account_id').notNull(),
    executionDate: date('execution_date', { mode: 'string' }).notNull(),
    executed: integer('executed').notNull().default(0),
    executedBy: integer('executed_by').notNull().default(0),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    index('payment_batches_date_idx').on(t.ownerId, t.executionDate, t.id),
    uniqueIndex('payment_batches_number_idx').on(t.ownerId, t.number),
  ],
);

/**
 * A transfer of a batch: a purchase paid (or an invoice refunded) to one bank account. A supplier with a G-account
 * split gives one transfer per account of the same purchase, their amounts adding up to the cent.
 */
export const paymentBatchItems = pgTable(
  'payment_batch_items',
  {
    ...tenantColumns(),
    batchId: integer('batch_id').notNull(),
    purchaseId: integer('purchase_id').notNull().default(0),
    invoiceId: integer('invoice_id').notNull().default(0),
    amount: integer('amount').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull().default(''),
    name: text('name').notNull(),
    remittance: text('remittance').notNull().default(''),
    endToEndId: text('end_to_end_id').notNull(),
  },
  (t) => [
    tenantKey(t),
    index('payment_batch_items_batch_idx').on(t.ownerId, t.batchId),
    index('payment_batch_items_purchase_idx').on(t.ownerId, t.purchaseId).where(sql`purchase_id > 0`),
    // A refund (a credit invoice) already in a batch.
    index('payment_batch_items_invoice_idx').on(t.ownerId, t.invoiceId).where(sql`invoice_id > 0`),
  ],
);
