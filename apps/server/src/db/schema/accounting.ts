import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { deletedFlag, tenantColumns, tenantKey, timestamps } from './columns.ts';

// The ledger (issue 20): ledger accounts, classes, diaries, the booking lines the system makes of invoices and
// purchases, and each document's processing state.

/** Ledger accounts (spec 001 §3): hidden, never deleted; `deleted` stays 0 (the generic resource table has it). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    ...tenantColumns(),
    number: text('number').notNull(),
    description: text('description').notNull(),
    kind: integer('kind').notNull().default(1),
    classId: integer('class_id').notNull().default(0),
    hidden: integer('hidden').notNull().default(0),
    rgsCode: text('rgs_code').notNull().default(''),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    // One account per number: the chart, the audit file and the trial balance identify accounts by it.
    uniqueIndex('ledger_accounts_number_idx').on(t.ownerId, t.number),
    index('ledger_accounts_class_idx').on(t.ownerId, t.classId),
  ],
);

/** Account classes (spec 001 §3): really deleted; `deleted` stays 0. */
export const ledgerClasses = pgTable(
  'ledger_classes',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    kind: integer('kind').notNull().default(1),
    oldClass: integer('old_class').notNull().default(0),
    balanceOrder: integer('balance_order').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);

/** Diaries (journals): kind 0 other, 1 sales, 2 purchase, 3 bank, 4 cash; the system books in the first of a kind. */
export const diaries = pgTable(
  'diaries',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    kind: integer('kind').notNull().default(0),
    number: integer('number').notNull().default(0),
    autoDoc: integer('auto_doc').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('diaries_kind_idx').on(t.ownerId, t.kind, t.number)],
);

/**
 * Booking lines: never changed nor deleted once written; a change of a document is booked as counter lines
 * (`counter` 1) and new lines. Debit and credit in cents, one of them 0.
 */
export const bookings = pgTable(
  'bookings',
  {
    ...tenantColumns(),
    diaryId: integer('diary_id').notNull(),
    documentKind: integer('document_kind').notNull(),
    documentId: integer('document_id').notNull().default(0),
    documentNumber: text('document_number').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    accountId: integer('account_id').notNull(),
    description: text('description').notNull().default(''),
    debit: integer('debit').notNull().default(0),
    credit: integer('credit').notNull().default(0),
    customerId: integer('customer_id').notNull().default(0),
    supplierId: integer('supplier_id').notNull().default(0),
    vatCodeId: integer('vat_code_id').notNull().default(0),
    counter: integer('counter').notNull().default(0),
    /** The final VAT return that declared this line (0: not yet declared; a late line goes in the next return). */
    vatReturnId: integer('vat_return_id').notNull().default(0),
    createdBy: integer('created_by').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey(t),
    // The trial balance (and balance, P&L, VAT return) of a date range at 1,000,000 lines per owner: migration 0021
    // adds debit and credit as INCLUDE, so the sums per account are an index-only scan of the range.
    index('bookings_date_idx').on(t.ownerId, t.date, t.accountId),
    // An account's card and the bookings page filtered by account, in date order.
    index('bookings_account_idx').on(t.ownerId, t.accountId, t.date, t.id),
    // A document's lines (rebooking, the bookings of one invoice).
    index('bookings_document_idx').on(t.ownerId, t.documentKind, t.documentId),
    // The VAT return: the lines with a VAT code of a period, and the undeclared ones of earlier periods. Migration 0023
    // adds account, VAT code, debit, credit and return as INCLUDE (an index-only scan of a quarter).
    index('bookings_vat_idx').on(t.ownerId, t.date).where(sql`vat_code_id <> 0`),
    index('bookings_vat_undeclared_idx').on(t.ownerId, t.date).where(sql`vat_code_id <> 0 AND vat_return_id = 0`),
  ],
);

/**
 * VAT returns (VatNL): a month or quarter, draft (0) until made final (1). A final return locks VAT for its period: its
 * lines get its id, and lines booked later with a date in it go into the next return. Rubrics in whole euros.
 */
export const vatReturns = pgTable(
  'vat_returns',
  {
    ...tenantColumns(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: integer('status').notNull().default(0),
    /** { '1a': { turnover, vat }, … } in whole euros, as computed when saved or made final. */
    rubrics: jsonb('rubrics').notNull().default({}),
    /** The rubrics entered by hand (5d-5f), whole euros. */
    manual: jsonb('manual').notNull().default({}),
    finalisedAt: timestamp('finalised_at', { withTimezone: true }),
    finalisedBy: integer('finalised_by').notNull().default(0),
    ...timestamps(),
  },
  (t) => [tenantKey(t), uniqueIndex('vat_returns_period_idx').on(t.ownerId, t.startDate, t.endDate)],
);

/** Each booked document's accounting processing status (spec 001 §4: 0, 1, 2, 9 failed, 10 done) and why it failed. */
export const bookingDocuments = pgTable(
  'booking_documents',
  {
    ownerId: integer('owner_id').notNull(),
    documentKind: integer('document_kind').notNull(),
    documentId: integer('document_id').notNull(),
    status: integer('status').notNull().default(0),
    /** The error key of the failure ('' when done) and its params. */
    reason: text('reason').notNull().default(''),
    params: jsonb('params').notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.documentKind, t.documentId] }),
    index('booking_documents_failed_idx').on(t.ownerId, t.status).where(sql`status = 9`),
  ],
);

/**
 * Debit and credit per account per month (the month's first day), kept by statement triggers on bookings (migration
 * 0024): the trial balance, balance and P&L read whole months here and only a cut-off's own month from the bookings.
 */
export const ledgerMonthSums = pgTable(
  'ledger_month_sums',
  {
    ownerId: integer('owner_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    accountId: integer('account_id').notNull(),
    debit: bigint('debit', { mode: 'number' }).notNull().default(0),
    credit: bigint('credit', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.month, t.accountId] })],
);
