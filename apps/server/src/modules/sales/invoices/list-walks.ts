import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { customers, invoices } from '../../../db/schema/index.ts';

// A page of the invoice list sorted by the customer's name or number, over many matches: the customers are walked in
// that order (customers_name_idx, customers_by_number_idx) and each one's invoices read (invoices_customer_date_idx)
// until the page is full, instead of joining and sorting every match. Invoices of customers with the same name or
// number are sorted by id among themselves, as the join sorts them. Every invoice has a customer; not every one a
// project, so a sort by project name keeps the join (walking the projects and then reading the invoices without one
// by id measured no faster: those are found and sorted like the join does).

export const WALKS = {
  customerName: { table: customers, key: customers.name, link: invoices.customerId },
  customerNumber: { table: customers, key: customers.number, link: invoices.customerId },
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

/** The page's ids in a walked order. */
export async function walkedPage(tx: Db, orderBy: WalkOrder, { ownerId, where, descending, take, start }: Slice) {
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
