import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { deletedFlag, partyNoteColumns, tenantColumns, tenantKey, timestamps } from './columns.ts';

// Suppliers, their notes and purchase invoices with their rows (issue 18).

export const suppliers = pgTable(
  'suppliers',
  {
    ...tenantColumns(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    houseAddition: text('house_addition').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull(),
    country: text('country').notNull().default('NL'),
    vatNumber: text('vat_number').notNull().default(''),
    cocNumber: text('coc_number').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    paymentDays: integer('payment_days').notNull().default(0),
    /** The cost ledger account of this supplier's purchase rows without a purchase type account (0: none). */
    ledgerAccountId: integer('ledger_account_id').notNull().default(0),
    /** The owner's purchase type (0: none yet); the purchase types list comes with the purchases. */
    purchaseType: integer('purchase_type').notNull().default(0),
    /** 1 manual, 2 cash, 3 SEPA direct debit. */
    paymentType: integer('payment_type').notNull().default(1),
    subcontractor: integer('subcontractor').notNull().default(0),
    /** [{iban, bic, percentage (whole percent), gAccount}]: the G-account split the payments pay out by. */
    bankAccounts: jsonb('bank_accounts').notNull().default([]),
    remarks: text('remarks').notNull().default(''),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    index('suppliers_list_idx').on(t.ownerId, t.deleted),
    // The purchases list sorted by supplier name walks the suppliers in name order (purchase-list.ts).
    index('suppliers_name_idx').on(t.ownerId, t.name, t.id),
    // One live supplier per number; a deleted supplier's number may be given again.
    uniqueIndex('suppliers_number_idx').on(t.ownerId, t.number).where(sql`deleted = 0`),
  ],
);

export const supplierNotes = pgTable(
  'supplier_notes',
  {
    ...tenantColumns(),
    supplierId: integer('supplier_id').notNull(),
    ...partyNoteColumns(),
  },
  (t) => [tenantKey(t), index('supplier_notes_supplier_idx').on(t.ownerId, t.supplierId, t.date)],
);

/** The orders of the purchases list with an index of their own (the dates have theirs). */
const PURCHASE_LIST_ORDERS = ['number', 'invoiceNo', 'dueDate', 'amountExVat', 'amountInclVat', 'amountOpen'] as const;

/**
 * Purchase invoices (spec 001 §3, §4): a draft has number 0; making it definitive gives the owner's next consecutive
 * number. A numbered purchase is never deleted (its amounts are set to 0); a draft delete sets deleted = 1. Amounts in
 * cents; `vat_amounts` the VAT per code [{ vatCode, percentage, base, vat }] as an invoice's.
 */
export const purchases = pgTable(
  'purchases',
  {
    ...tenantColumns(),
    number: integer('number').notNull().default(0),
    supplierId: integer('supplier_id').notNull(),
    /** The supplier's own invoice number. */
    invoiceNo: text('invoice_no').notNull().default(''),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    bookDate: date('book_date', { mode: 'string' }).notNull(),
    /** Invoice date + the supplier's payment days unless given. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    categoryId: integer('category_id').notNull().default(0),
    /** 0 draft, 1 definitive. */
    status: integer('status').notNull().default(0),
    amountExVat: integer('amount_ex_vat').notNull().default(0),
    amountVat: integer('amount_vat').notNull().default(0),
    amountInclVat: integer('amount_incl_vat').notNull().default(0),
    /** What is still to be paid: 0 on a draft, the amount incl. VAT once definitive; payments lower it. */
    amountOpen: integer('amount_open').notNull().default(0),
    vatAmounts: jsonb('vat_amounts').notNull().default([]),
    hidden: integer('hidden').notNull().default(0),
    anbi: integer('anbi').notNull().default(0),
    /** The supplier's accounts with the G-account split when saved: [{iban, bic, percentage, gAccount}]. */
    bankAccounts: jsonb('bank_accounts').notNull().default([]),
    paymentReference: text('payment_reference').notNull().default(''),
    /** The document (uploads row): scan, PDF or e-invoice XML; 0 none. */
    uploadId: integer('upload_id').notNull().default(0),
    remarks: text('remarks').notNull().default(''),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    // The purchases list at 50,000 purchases per owner (bench/purchases.ts): a date range's count and totals and every
    // filter read from the date index alone, and each order the list offers has an index, so a page is read in order
    // and stops after it. Migration 0019 adds the filtered and summed columns to each as INCLUDE (LIST_INCLUDE),
    // which Drizzle cannot declare.
    index('purchases_invoice_date_idx').on(t.ownerId, t.invoiceDate, t.id).where(sql`deleted = 0`),
    index('purchases_book_date_idx').on(t.ownerId, t.bookDate, t.id).where(sql`deleted = 0`),
    ...PURCHASE_LIST_ORDERS.map((order) =>
      index(`purchases_by_${t[order].name}_idx`).on(t.ownerId, t[order], t.id).where(sql`deleted = 0`),
    ),
    // A supplier's purchases: its open ones, the delete block, the same invoice number twice, the list by supplier.
    index('purchases_supplier_idx').on(t.ownerId, t.supplierId, t.id).where(sql`deleted = 0`),
    // Open purchases (definitive, unpaid) by due date: the payment-term filter is a range on it (INCLUDE in 0019).
    index('purchases_open_idx')
      .on(t.ownerId, t.dueDate, t.id)
      .where(sql`status = 1 and amount_open <> 0 and deleted = 0`),
    // Numbers are consecutive and never given twice; drafts all have 0.
    uniqueIndex('purchases_number_idx').on(t.ownerId, t.number).where(sql`number > 0`),
  ],
);

/** The rows of a purchase: what was bought, as which purchase type, for which project and work (their costs). */
export const purchaseRows = pgTable(
  'purchase_rows',
  {
    ...tenantColumns(),
    purchaseId: integer('purchase_id').notNull(),
    /** The row's place in the purchase. */
    position: integer('position').notNull().default(0),
    purchaseTypeId: integer('purchase_type_id').notNull(),
    projectId: integer('project_id').notNull().default(0),
    workId: integer('work_id').notNull().default(0),
    description: text('description').notNull().default(''),
    amount: integer('amount').notNull().default(0),
    vatCodeId: integer('vat_code_id').notNull(),
    /** The VAT code's rate and reverse charge when saved (hundredths of a percent; 1 verlegde btw). */
    vatPercentage: integer('vat_percentage').notNull().default(0),
    reverseCharge: integer('reverse_charge').notNull().default(0),
  },
  (t) => [
    tenantKey(t),
    index('purchase_rows_purchase_idx').on(t.ownerId, t.purchaseId, t.position),
    // A project's purchase costs.
    index('purchase_rows_project_idx').on(t.ownerId, t.projectId).where(sql`project_id > 0`),
  ],
);
