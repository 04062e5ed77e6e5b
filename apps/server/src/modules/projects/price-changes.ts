import { PRICE_KINDS, type PriceKind } from '@backoffice/domain';
import type { Db } from '../../db/client.ts';
import { priceChanges } from '../../db/schema/index.ts';

// Every change of a work's price is recorded (issue 17, spec 001 §3 Price change): on the work form here, by the bulk
// price update in sales. The history answers "when did this customer's price last go up".

export interface PriceChangeInput {
  projectId: number;
  workId: number;
  kind: PriceKind;
  oldPrice: number;
  newPrice: number;
  date: string;
  /** The bulk update that made it; 0 for the work form. */
  bulkId?: number;
}

type Prices = { hourRate: number; fixedPrice: number };

/** The prices that differ between a stored work and its new values, as changes dated `date`. */
export function workPriceChanges(
  work: { id: number; projectId: number },
  before: Prices,
  after: Prices,
  date: string,
): PriceChangeInput[] {
  const kinds = [
    [PRICE_KINDS.hourRate, before.hourRate, after.hourRate],
    [PRICE_KINDS.fixedPrice, before.fixedPrice, after.fixedPrice],
  ] as const;
  return kinds
    .filter(([, oldPrice, newPrice]) => oldPrice !== newPrice)
    .map(([kind, oldPrice, newPrice]) => ({
      projectId: work.projectId,
      workId: work.id,
      kind,
      oldPrice,
      newPrice,
      date,
    }));
}

/** Writes the changes in the caller's transaction; a bulk update's repeat of a change it made is left out. */
export async function recordPriceChanges(
  tx: Db,
  ownerId: number,
  userId: number,
  changes: readonly PriceChangeInput[],
): Promise<number> {
  if (changes.length === 0) return 0;
  const rows = await tx
    .insert(priceChanges)
    .values(changes.map((change) => ({ ...change, bulkId: change.bulkId ?? 0, ownerId, userId })))
    .onConflictDoNothing()
    .returning({ id: priceChanges.id });
  return rows.length;
}
