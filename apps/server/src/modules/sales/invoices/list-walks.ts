import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { customers, invoices, projects } from '../../../db/schema/index.ts';

// A page of the invoice list sorted by the customer's or the project's name or number, over many matches: the
// customers or projects are walked in that order (customers_name_idx, customers_by_number_idx, projects_name_idx)
// and each one's invoices read until the page is full, instead of joining and sorting every match. Invoices of
// customers or projects with the same name or number are sorted by id among themselves, as the join sorts them.
// Not every invoice has a project: those without one (project 0; an invoice's project is always one of the owner's,
// and projects are never deleted for good) have no name, so they come last in ascending order and first in
// descending order, as the join's nulls do, and among themselves by id (invoices_project_idx).

export const WALKS = {
  customerName: { table: customers, key: customers.name, link: invoices.customerId },
  customerNumber: { table: customers, key: customers.number, link: invoices.customerId },
  projectName: { table: projects, key: projects.name, link: invoices.projectId },
} as const;

export type WalkOrder = keyof typeof WALKS;

export interface Slice {
  ownerId: number;
  /** The list's conditions. */
  where: SQL | undefined;
  descending: boolean;
  take: number;
  start: number;
  /** How many invoices the conditions match. */
  count: number;
}

/** The page's ids in a walked order. */
export async function walkedPage(tx: Db, orderBy: WalkOrder, slice: Slice): Promise<number[]> {
  if (slice.take <= 0) return [];
  return orderBy === 'projectName' ? projectPage(tx, slice) : walk(tx, orderBy, slice);
}

/** The ids of `take` invoices from `start` that a walk of customers or projects in `orderBy` meets. */
async function walk(tx: Db, orderBy: WalkOrder, { ownerId, where, descending, take, start }: Slice) {
  const { table, key, link } = WALKS[orderBy];
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const matches = tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(where, eq(link, table.id)))
    .orderBy((descending ? desc : asc)(invoices.id));
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select m.id from ${table} cross join lateral (${matches}) m where ${table.ownerId} = ${ownerId}
      order by ${key} ${dir}, m.id ${dir} limit ${take} offset ${start}`,
  );
  return rows.map((row) => Number(row.id));
}

const withoutProject = (where: SQL | undefined) => and(where, eq(invoices.projectId, 0));

/** The ids of `take` invoices without a project from `start`, by id. */
async function unnamedPage(tx: Db, { where, descending, take, start }: Slice) {
  const rows = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(withoutProject(where))
    .orderBy((descending ? desc : asc)(invoices.id))
    .limit(take)
    .offset(start);
  return rows.map((row) => row.id);
}

/**
 * A page by project name: the invoices with a project (walked) and those without one, one after the other. Where the
 * page starts in the second part, the first part's size is counted (the invoices without a project: an index-only
 * count; those with one: the rest of `count`).
 */
async function projectPage(tx: Db, slice: Slice): Promise<number[]> {
  const named = (from: Slice) => walk(tx, 'projectName', from);
  const unnamed = (from: Slice) => unnamedPage(tx, from);
  const [first, second] = slice.descending ? [unnamed, named] : [named, unnamed];
  const head = await first(slice);
  if (head.length === slice.take) return head;
  let firstSize = slice.start + head.length;
  if (head.length === 0) {
    const [row] = await tx.select({ n: count() }).from(invoices).where(withoutProject(slice.where));
    const withoutCount = row?.n ?? 0;
    firstSize = slice.descending ? withoutCount : slice.count - withoutCount;
  }
  const tail = await second({ ...slice, take: slice.take - head.length, start: Math.max(0, slice.start - firstSize) });
  return [...head, ...tail];
}
