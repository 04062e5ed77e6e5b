import { type AnyPgColumn, integer, primaryKey, timestamp } from 'drizzle-orm/pg-core';

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
