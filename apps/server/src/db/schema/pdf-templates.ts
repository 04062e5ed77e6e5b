import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey, timestamps } from './columns.ts';

// PDF templates (spec 001 §3, Home/PdfTemplates): the layout of invoices, credit invoices and later documents. The
// built-in defaults (owner 0) are not rows: they are the schema's defaults (defaultPdfTemplate in the domain).
// Templates are really deleted (spec 001 §3), so there is no deleted flag.
export const pdfTemplates = pgTable(
  'pdf_templates',
  {
    ...tenantColumns(),
    type: integer('type').notNull(),
    name: text('name').notNull(),
    active: integer('active').notNull().default(0),
    accentColor: text('accent_color').notNull(),
    textColor: text('text_color').notNull(),
    font: text('font').notNull(),
    logoPosition: text('logo_position').notNull(),
    logoUploadId: integer('logo_upload_id').notNull().default(0),
    footer: text('footer').notNull().default(''),
    footerNumbers: integer('footer_numbers').notNull().default(1),
    iban: text('iban').notNull().default(''),
    bic: text('bic').notNull().default(''),
    accountHolder: text('account_holder').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    index('pdf_templates_type_idx').on(t.ownerId, t.type),
    // One active template per type and owner: a second one is a bug, not a choice.
    uniqueIndex('pdf_templates_active_idx').on(t.ownerId, t.type).where(sql`active = 1`),
  ],
);
