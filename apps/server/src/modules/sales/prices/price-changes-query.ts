import {
  addMonths,
  isPriceChangeRangeAllowed,
  PRICE_CHANGE_HISTORY_MONTHS,
  type TPriceChange,
  type TUnchangedPriceProject,
} from '@backoffice/domain';
import { and, between, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  customers,
  employees,
  ownerUsers,
  priceChanges,
  projects,
  userAccounts,
  works,
} from '../../../db/schema/index.ts';
import { fail } from '../../../platform/errors.ts';
import { employeeNameSql } from '../../keys/index.ts';

// The price-changes page (spec 001 §7 priceChangesDateRange, 002 §9): the changes in a range of at most one year and
// one month, and the active projects whose prices did not change in the last 13 months.

/** priceChangesDateRange: newest first; refused (400, nothing read) when the range runs backwards or is too long. */
export function priceChangesInRange(
  tx: Db,
  ownerId: number,
  range: { startDate: string; endDate: string },
): Promise<TPriceChange[]> {
  if (range.endDate < range.startDate) throw fail('priceChange.rangeBackwards');
  if (!isPriceChangeRangeAllowed(range.startDate, range.endDate)) throw fail('priceChange.rangeTooLong');
  return priceChangeRows(tx, ownerId, between(priceChanges.date, range.startDate, range.endDate));
}

/** The changes one bulk update made, for its mail. */
export const bulkPriceChanges = (tx: Db, ownerId: number, bulkId: number) =>
  priceChangeRows(tx, ownerId, eq(priceChanges.bulkId, bulkId));

async function priceChangeRows(tx: Db, ownerId: number, condition: SQL): Promise<TPriceChange[]> {
  const rows = await tx
    .select({
      id: priceChanges.id,
      projectId: priceChanges.projectId,
      projectName: sql<string>`coalesce(${projects.name}, '')`,
      customerId: sql<number>`coalesce(${projects.customerId}, 0)`,
      customerName: sql<string>`coalesce(${customers.name}, '')`,
      workId: priceChanges.workId,
      workDescription: sql<string>`coalesce(${works.description}, '')`,
      kind: priceChanges.kind,
      oldPrice: priceChanges.oldPrice,
      newPrice: priceChanges.newPrice,
      date: priceChanges.date,
      userName: sql<string>`coalesce(nullif(${employeeNameSql(employees)}, ''), ${userAccounts.userName}, '')`,
      bulkId: priceChanges.bulkId,
    })
    .from(priceChanges)
    .leftJoin(projects, and(eq(projects.ownerId, priceChanges.ownerId), eq(projects.id, priceChanges.projectId)))
    .leftJoin(customers, and(eq(customers.ownerId, projects.ownerId), eq(customers.id, projects.customerId)))
    .leftJoin(works, and(eq(works.ownerId, priceChanges.ownerId), eq(works.id, priceChanges.workId)))
    .leftJoin(userAccounts, eq(userAccounts.id, priceChanges.userId))
    .leftJoin(ownerUsers, and(eq(ownerUsers.ownerId, priceChanges.ownerId), eq(ownerUsers.userId, priceChanges.userId)))
    .leftJoin(employees, and(eq(employees.ownerId, ownerUsers.ownerId), eq(employees.id, ownerUsers.employeeId)))
    .where(and(eq(priceChanges.ownerId, ownerId), eq(priceChanges.deleted, 0), condition))
    .orderBy(desc(priceChanges.date), desc(priceChanges.id));
  return rows as TPriceChange[];
}

/**
 * Live projects with a running work whose prices had no change dated in the last 13 months up to today, with the
 * newest older change (null when none was ever recorded): the ones due for a price review.
 */
export async function projectsWithoutPriceChange(
  tx: Db,
  ownerId: number,
  today: string,
): Promise<TUnchangedPriceProject[]> {
  const since = addMonths(today, -PRICE_CHANGE_HISTORY_MONTHS);
  const last = sql<string | null>`(select max(c.date)::text from price_changes c
    where c.owner_id = ${projects.ownerId} and c.project_id = ${projects.id} and c.deleted = 0 and c.date <= ${today})`;
  const rows = await tx
    .select({
      projectId: projects.id,
      projectName: projects.name,
      customerId: projects.customerId,
      customerName: sql<string>`coalesce(${customers.name}, '')`,
      lastChange: last,
    })
    .from(projects)
    .leftJoin(customers, and(eq(customers.ownerId, projects.ownerId), eq(customers.id, projects.customerId)))
    .where(
      and(
        eq(projects.ownerId, ownerId),
        eq(projects.deleted, 0),
        sql`${projects.endDate} >= ${today}`,
        sql`exists (select 1 from works w where w.owner_id = ${projects.ownerId} and w.project_id = ${projects.id}
          and w.deleted = 0 and w.end_date >= ${today})`,
        sql`not exists (select 1 from price_changes c where c.owner_id = ${projects.ownerId}
          and c.project_id = ${projects.id} and c.deleted = 0 and c.date between ${since} and ${today})`,
      ),
    )
    .orderBy(sql`coalesce(${customers.name}, '')`, projects.name);
  return rows;
}
