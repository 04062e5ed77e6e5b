import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import { exportXlsx } from '../../../platform/data-table/export-xlsx.ts';
import { exportSheet } from '../../../platform/data-table/table-logic.ts';
import type { PurchaseRow } from '../purchase-api.ts';

/**
 * The export of a purchases list: every match (the server's perPage 0), not only the page shown, in the visible
 * columns, written here as the tables' own export is (the purchase calls answer JSON only).
 */
export async function exportPurchases(
  fileName: string,
  columns: readonly TableColumn<PurchaseRow>[],
  visibleKeys: readonly string[],
  loadAll: () => Promise<readonly PurchaseRow[]>,
): Promise<void> {
  const visible = columns.filter((column) => visibleKeys.includes(column.key));
  await exportXlsx({ fileName, ...exportSheet(visible, await loadAll()) });
}
