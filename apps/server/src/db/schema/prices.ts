import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { deletedFlag, tenantColumns, tenantKey, timestamps } from './columns.ts';

// Issue 17: price changes of works, bulk price updates, and the per-user page-state cache.

/** Every change of a work's hour rate (kind 1) or fixed price (kind 2): on the work form or by a bulk update. */
export const priceChanges = pgTable(
  'price_changes',
  {
    ...tenantColumns(),
    projectId: integer('project_id').notNull(),
    workId: integer('work_id').notNull(),
    kind: integer('kind').notNull(),
    oldPrice: integer('old_price').notNull(),
    newPrice: integer('new_price').notNull(),
    /** From when the new price applies (the bulk update's date; the day of the save on the form). */
    date: date('date', { mode: 'string' }).notNull(),
    userId: integer('user_id').notNull().default(0),
    /** The bulk update that made it; 0 for the work form. */
    bulkId: integer('bulk_id').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    index('price_changes_date_idx').on(t.ownerId, t.date),
    index('price_changes_project_idx').on(t.ownerId, t.projectId, t.date),
    // A resumed bulk update cannot change a work's price twice.
    uniqueIndex('price_changes_bulk_idx').on(t.ownerId, t.bulkId, t.workId, t.kind).where(sql`bulk_id > 0`),
  ],
);

/**
 * A bulk price update: its request, and how far its job got. `lastWorkId` moves forward in the same transaction as
 * the works it changed, so a resumed job goes on after them; `mailId` is set with the mail, so it goes out once.
 */
export const bulkPriceUpdates = pgTable(
  'bulk_price_updates',
  {
    ...tenantColumns(),
    userId: integer('user_id').notNull(),
    request: jsonb('request').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    lastWorkId: integer('last_work_id').notNull().default(0),
    mailId: integer('mail_id').notNull().default(0),
    mailedTo: text('mailed_to').notNull().default(''),
    error: text('error'),
    ...timestamps(),
  },
  (t) => [tenantKey(t)],
);

/** Page state per user (spec 001 §3 Cache): key1 the page, key2 what on it, key3 and key4 the values. */
export const pageCache = pgTable(
  'page_cache',
  {
    ...tenantColumns(),
    userId: integer('user_id').notNull(),
    key1: text('key1').notNull(),
    key2: text('key2').notNull().default(''),
    key3: text('key3').notNull().default(''),
    key4: text('key4').notNull().default(''),
    ...timestamps(),
  },
  (t) => [tenantKey(t), uniqueIndex('page_cache_key_idx').on(t.ownerId, t.userId, t.key1, t.key2)],
);
