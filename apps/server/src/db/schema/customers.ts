import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { deletedFlag, partyNoteColumns, tenantColumns, tenantKey, timestamps } from './columns.ts';

// Customers and what hangs off them (issue 4). Invoices and payments live in sales.ts / payments.ts.

export const customers = pgTable(
  'customers',
  {
    ...tenantColumns(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull().default(''),
    tav: text('tav').notNull().default(''),
    country: text('country').notNull().default('NL'),
    locale: text('locale').notNull().default('nl'),
    clientType: integer('client_type').notNull().default(1),
    gPercentage: integer('g_percentage').notNull().default(0),
    cocNumber: text('coc_number').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    address: text('address').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    houseAddition: text('house_addition').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    otherAddress: jsonb('other_address'),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    multiProjects: integer('multi_projects').notNull().default(0),
    isManager: integer('is_manager').notNull().default(0),
    managementId: integer('management_id').notNull().default(0),
    overrideManagementEmail: integer('override_management_email').notNull().default(0),
    joinInvoices: integer('join_invoices').notNull().default(0),
    paymentDays: integer('payment_days').notNull().default(14),
    /** The revenue ledger account of this customer's invoices' rows without a work type account (0: none). */
    ledgerAccountId: integer('ledger_account_id').notNull().default(0),
    bankAccounts: jsonb('bank_accounts').notNull().default([]),
    bankAccountsG: jsonb('bank_accounts_g').notNull().default([]),
    invoiceToEmail: text('invoice_to_email').notNull().default(''),
    invoiceReminderEmail: text('invoice_reminder_email').notNull().default(''),
    deleted: deletedFlag(),
    ...timestamps(),
    /** 1: invoice mails carry the UBL e-invoice besides the PDF. */
    attachUbl: integer('attach_ubl').notNull().default(0),
    /** The name in lower case, kept by the database: the invoice list's search reads it from an index alone. */
    lowerName: text('lower_name').generatedAlwaysAs(sql`lower(name)`),
  },
  (t) => [
    tenantKey(t),
    index('customers_list_idx').on(t.ownerId, t.deleted),
    index('customers_management_idx').on(t.ownerId, t.managementId),
    // One live customer per number; a deleted customer's number may be given again.
    uniqueIndex('customers_number_idx').on(t.ownerId, t.number).where(sql`deleted = 0`),
    // The invoice list sorts by the customer's number, deleted customers too (their invoices stay): walked in order.
    index('customers_by_number_idx').on(t.ownerId, t.number, t.id),
    // The invoice list sorts by the customer's name and searches it anywhere in the name (pg_trgm, issue 17).
    index('customers_name_idx').on(t.ownerId, t.name, t.id),
    // The invoice list's search (invoice_search, migration 0027): a common word reads every name of the owner from
    // this index alone, a rare one finds its names by their trigrams.
    index('customers_lower_name_idx').on(t.ownerId, t.lowerName, t.id),
    index('customers_lower_name_trgm_idx').using('gin', sql`${t.lowerName} gin_trgm_ops`),
  ],
);

export const customerNotes = pgTable(
  'customer_notes',
  {
    ...tenantColumns(),
    customerId: integer('customer_id').notNull(),
    ...partyNoteColumns(),
  },
  (t) => [tenantKey(t), index('customer_notes_customer_idx').on(t.ownerId, t.customerId, t.date)],
);

export const contacts = pgTable(
  'contacts',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    customerId: integer('customer_id').notNull().default(0),
    function: text('function').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    contactRows: jsonb('contact_rows').notNull().default([]),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('contacts_customer_idx').on(t.ownerId, t.customerId)],
);
