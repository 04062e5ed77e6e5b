import { BULK_PRICE_PREVIEW_ROWS, type TBulkPricePreview, type TBulkPriceUpdate } from '@backoffice/domain';
import type { Db } from '../../../db/client.ts';
import { selectedWorks } from './bulk-selection.ts';

/** The preview of a bulk update: the first works before and after, and the totals of all of them. */
export async function bulkPricePreview(tx: Db, ownerId: number, update: TBulkPriceUpdate): Promise<TBulkPricePreview> {
  const rows = await selectedWorks(tx, ownerId, update);
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    rows: rows.slice(0, BULK_PRICE_PREVIEW_ROWS),
    totals: {
      works: rows.length,
      hourRateBefore: sum((row) => row.hourRateBefore),
      hourRateAfter: sum((row) => row.hourRateAfter),
      fixedPriceBefore: sum((row) => row.fixedPriceBefore),
      fixedPriceAfter: sum((row) => row.fixedPriceAfter),
    },
  };
}
