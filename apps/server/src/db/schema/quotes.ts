import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { deletedFlag, tenantColumns, tenantKey, timestamps } from './columns.ts';

// Quotes and opportunities (issue 17): what is offered to a customer or prospect, and the leads before a quote.

export const quotes = pgTable(
  'quotes',
  {
    ...tenantColumns(),
    customerId: integer('customer_id').notNull().default(0),
    company: text('company').notNull(),
    contact: text('contact').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    requestDate: date('request_date', { mode: 'string' }).notNull(),
    dateToEmail: date('date_to_email', { mode: 'string' }),
    startDate: date('start_date', { mode: 'string' }),
    kind: integer('kind').notNull().default(1),
    statusCode: integer('status_code').notNull().default(1),
    result: integer('result').notNull().default(1),
    projectId: integer('project_id').notNull().default(0),
    notes: text('notes').notNull().default(''),
    /** The quote's lines (ZQuoteLine), kept with the quote as an invoice keeps its rows. */
    lines: jsonb('lines').notNull().default([]),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('quotes_request_date_idx').on(t.ownerId, t.deleted, t.requestDate)],
);

export const opportunities = pgTable(
  'opportunities',
  {
    ...tenantColumns(),
    company: text('company').notNull(),
    customerId: integer('customer_id').notNull().default(0),
    contact: text('contact').notNull().default(''),
    quoteId: integer('quote_id').notNull().default(0),
    projectId: integer('project_id').notNull().default(0),
    notes: jsonb('notes').notNull().default([]),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('opportunities_list_idx').on(t.ownerId, t.deleted)],
);
