import { and, asc, count as countRows, desc, eq, notExists, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { customers, invoices, projects } from '../../../db/schema/index.ts';

// A page of the invoice list sorted by the customer's or the project's field, over many matches: the customers (or
// projects) are walked in that order (customers_name_idx, customers_by_number_idx, projects_name_idx) and each one's
// invoices read (invoices_customer_date_idx, invoices_project_date_idx) until the page is full, instead of joining
// and sorting every match. Invoices of customers (projects) with the same name or number are sorted by id among
// themselves, as the join sorts them.

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
}

async function walk(tx: Db, orderBy: WalkOrder, { ownerId, where, descending, take, start }: Slice) {
  if (take <= 0) return [];
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

/**
 * The page's ids in a walked order. An invoice without a project (none, or one that is not there) has no project
 * name: it sorts after the named ones going up and before them going down, by id, as the join's nulls do; those are
 * counted first, so the page is taken from the named ones, the others or both.
 */
export async function walkedPage(tx: Db, orderBy: WalkOrder, slice: Slice, count: number): Promise<number[]> {
  if (orderBy !== 'projectName') return walk(tx, orderBy, slice);
  const { ownerId, where, descending, take, start } = slice;
  const unnamed = and(
    where,
    notExists(
      tx
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.ownerId, ownerId), eq(projects.id, invoices.projectId))),
    ),
  );
  const [counted] = await tx.select({ n: countRows() }).from(invoices).where(unnamed);
  const unnamedCount = counted?.n ?? 0;
  const first = descending ? unnamedCount : count - unnamedCount;
  const fromFirst = { take: Math.min(take, first - start), start };
  const fromSecond = { take: start + take - Math.max(start, first), start: Math.max(0, start - first) };
  const readUnnamed = async ({ take: n, start: skip }: { take: number; start: number }) =>
    n <= 0
      ? []
      : (
          await tx
            .select({ id: invoices.id })
            .from(invoices)
            .where(unnamed)
            .orderBy((descending ? desc : asc)(invoices.id))
            .limit(n)
            .offset(skip)
        ).map((row) => row.id);
  const readNamed = (part: { take: number; start: number }) => walk(tx, orderBy, { ...slice, ...part });
  return descending
    ? [...(await readUnnamed(fromFirst)), ...(await readNamed(fromSecond))]
    : [...(await readNamed(fromFirst)), ...(await readUnnamed(fromSecond))];
}
