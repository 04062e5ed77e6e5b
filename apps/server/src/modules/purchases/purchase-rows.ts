import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchaseRows } from '../../db/schema/index.ts';
import type { StoredRow } from './purchase-values.ts';

/**
 * Writes a purchase's rows anew in their order. A row sent with the id of one of this purchase's rows keeps it;
 * others get new ids (an id of another purchase's row is not taken over).
 */
export async function replaceRows(
  tx: Db,
  ownerId: number,
  purchaseId: number,
  rows: readonly StoredRow[],
  ownIds: ReadonlySet<number>,
): Promise<void> {
  await tx.delete(purchaseRows).where(and(eq(purchaseRows.ownerId, ownerId), eq(purchaseRows.purchaseId, purchaseId)));
  if (rows.length === 0) return;
  await tx.insert(purchaseRows).values(
    rows.map(({ id, ...row }, position) => ({
      ...row,
      ...(ownIds.has(id) ? { id } : {}),
      ownerId,
      purchaseId,
      position,
    })),
  );
}
