import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { deletedFlag, partyNoteColumns, tenantColumns, tenantKey, timestamps } from './columns.ts';

// Suppliers and their notes (issue 18). Purchase invoices come with the purchases half of the issue.

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
