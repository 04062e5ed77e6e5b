import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { deletedFlag, tenantColumns, tenantKey, timestamps } from './columns.ts';

// Simple record types of the Other area and news; declared as resources in modules/other.

export const cars = pgTable(
  'cars',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    licensePlate: text('license_plate').notNull().default(''),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('cars_list_idx').on(t.ownerId, t.deleted)],
);

export const products = pgTable(
  'products',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('products_list_idx').on(t.ownerId, t.deleted)],
);

export const procedures = pgTable(
  'procedures',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('procedures_list_idx').on(t.ownerId, t.deleted)],
);

export const fixedTasks = pgTable(
  'fixed_tasks',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    frequency: integer('frequency').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('fixed_tasks_list_idx').on(t.ownerId, t.deleted)],
);

export const news = pgTable(
  'news',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    published: integer('published').notNull().default(0),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('news_list_idx').on(t.ownerId, t.deleted)],
);
