import type { TProjectPurchaseCosts } from '@backoffice/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchaseRows, purchases, suppliers } from '../../db/schema/index.ts';
import { supplierJoin } from './purchase-queries.ts';

/** Most rows one answer holds. */
const MAX_COST_ROWS = 10_000;

/** projectPurchaseCosts: the project's rows of the owner's live purchases (purchase_rows_project_idx), newest first. */
export async function projectPurchaseCosts(tx: Db, ownerId: number, projectId: number): Promise<TProjectPurchaseCosts> {
  const rows = await tx
    .select({
      purchaseId: purchases.id,
      number: purchases.number,
      status: purchases.status,
      supplierId: purchases.supplierId,
      supplierName: suppliers.name,
      invoiceDate: purchases.invoiceDate,
      bookDate: purchases.bookDate,
      purchaseTypeId: purchaseRows.purchaseTypeId,
      workId: purchaseRows.workId,
      description: purchaseRows.description,
      amount: purchaseRows.amount,
    })
    .from(purchaseRows)
    .innerJoin(
      purchases,
      and(eq(purchases.ownerId, ownerId), eq(purchases.id, purchaseRows.purchaseId), eq(purchases.deleted, 0)),
    )
    .leftJoin(suppliers, supplierJoin(ownerId))
    .where(and(eq(purchaseRows.ownerId, ownerId), eq(purchaseRows.projectId, projectId)))
    .orderBy(desc(purchases.invoiceDate), desc(purchases.id), purchaseRows.position)
    .limit(MAX_COST_ROWS);
  const costs = rows.map((row) => ({ ...row, supplierName: row.supplierName ?? '' }));
  return {
    rows: costs,
    total: costs.reduce((sum, row) => sum + row.amount, 0),
    totalDefinitive: costs.reduce((sum, row) => sum + (row.status === 1 ? row.amount : 0), 0),
  };
}
