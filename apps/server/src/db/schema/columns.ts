import {
  type AnyPgColumn,
  date,
  doublePrecision,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Columns every tenant table starts with. owner_id leads the primary key (and every unique and foreign key) so
 * tables can be distributed by owner_id (Citus) without a rewrite; row-level security is keyed on it too.
 */
export const tenantColumns = () => ({
  ownerId: integer('owner_id').notNull(),
  id: integer('id').generatedByDefaultAsIdentity(),
});

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const deletedFlag = () => integer('deleted').notNull().default(0);

export const tenantKey = (t: { ownerId: AnyPgColumn; id: AnyPgColumn }) => primaryKey({ columns: [t.ownerId, t.id] });

/** An end date that may stay open: the spec's open end is 3000-01-01, never null. */
export const openEnd = (name: string) => date(name, { mode: 'string' }).notNull().default('3000-01-01');
export const optionalDate = (name: string) => date(name, { mode: 'string' });

/** A located street address of a person or a place (geocoded on save; 0/0 when no coordinates were found). */
export const streetAddressColumns = () => ({
  address: text('address').notNull(),
  houseNumber: text('house_number').notNull().default(''),
  houseAddition: text('house_addition').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  city: text('city').notNull(),
  country: text('country').notNull().default('NL'),
  latitude: doublePrecision('latitude').notNull().default(0),
  longitude: doublePrecision('longitude').notNull().default(0),
});

/** The columns of a note on a customer or a supplier after its parent's id (spec 001 §3: one shape for both). */
export const partyNoteColumns = () => ({
  kind: integer('kind').notNull(),
  cause: integer('cause').notNull().default(0),
  rating: integer('rating').notNull().default(15),
  date: date('date', { mode: 'string' }).notNull(),
  text: text('text').notNull(),
  additionalData: jsonb('additional_data').notNull().default({}),
  createdBy: integer('created_by').notNull().default(0),
  deleted: deletedFlag(),
  ...timestamps(),
});
