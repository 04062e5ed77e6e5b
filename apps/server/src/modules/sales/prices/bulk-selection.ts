import { adjustPrice, type TBulkPriceRow, type TBulkPriceUpdate } from '@backoffice/domain';
import { and, asc, eq, gt, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customers, projects, works } from '../../../db/schema/index.ts';

// Which works a bulk price update changes, and their prices before and after. The preview and the job use the same
// selection: live works of live projects that still run on the date, narrowed by customer, project and work type,
// with a chosen price that is set (a price of 0 means "none" and stays 0).

function selection(ownerId: number, update: TBulkPriceUpdate): SQL | undefined {
  const priced: SQL[] = [];
  if (update.hourRate) priced.push(gt(works.hourRate, 0));
  if (update.fixedPrice) priced.push(gt(works.fixedPrice, 0));
  return and(
    eq(works.ownerId, ownerId),
    eq(works.deleted, 0),
    eq(projects.deleted, 0),
    gte(works.endDate, update.fromDate),
    update.customerIds.length > 0 ? inArray(projects.customerId, update.customerIds) : undefined,
    update.projectIds.length > 0 ? inArray(works.projectId, update.projectIds) : undefined,
    update.workTypeIds.length > 0 ? inArray(works.workType, update.workTypeIds) : undefined,
    sql`(${sql.join(priced, sql` or `)})`,
  );
}

/** The selected works with id above `afterId`, by id, at most `limit`; each with its prices before and after. */
export async function selectedWorks(
  tx: Db,
  ownerId: number,
  update: TBulkPriceUpdate,
  page: { afterId?: number; limit?: number } = {},
): Promise<TBulkPriceRow[]> {
  const query = tx
    .select({
      workId: works.id,
      projectId: works.projectId,
      projectName: projects.name,
      customerName: sql<string>`coalesce(${customers.name}, '')`,
      workDescription: works.description,
      workType: works.workType,
      hourRate: works.hourRate,
      fixedPrice: works.fixedPrice,
    })
    .from(works)
    .innerJoin(projects, and(eq(projects.ownerId, works.ownerId), eq(projects.id, works.projectId)))
    .leftJoin(customers, and(eq(customers.ownerId, projects.ownerId), eq(customers.id, projects.customerId)))
    .where(and(selection(ownerId, update), page.afterId ? gt(works.id, page.afterId) : undefined))
    .orderBy(asc(works.id));
  const rows = await (page.limit ? query.limit(page.limit) : query);
  const adjustment = { mode: update.mode, value: update.value } as const;
  const after = (chosen: number, price: number) => (chosen && price > 0 ? adjustPrice(price, adjustment) : price);
  return rows.map(({ hourRate, fixedPrice, ...work }) => ({
    ...work,
    hourRateBefore: hourRate,
    hourRateAfter: after(update.hourRate, hourRate),
    fixedPriceBefore: fixedPrice,
    fixedPriceAfter: after(update.fixedPrice, fixedPrice),
  }));
}

/** How many works the selection holds (the job's total). */
export async function countSelectedWorks(tx: Db, ownerId: number, update: TBulkPriceUpdate): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(works)
    .innerJoin(projects, and(eq(projects.ownerId, works.ownerId), eq(projects.id, works.projectId)))
    .where(selection(ownerId, update));
  return row?.count ?? 0;
}
