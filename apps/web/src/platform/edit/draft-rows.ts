let nextKey = 0;
/** A key for a list row that has no id yet. */
export const newRowKey = () => `new-${++nextKey}`;

/** The key of a loaded list row: from its id once saved. */
export const rowKey = (id: number) => (id > 0 ? `id-${id}` : newRowKey());

/** Removes a row from a draft list: a saved row is deleted by the save (deleted = 1), an unsaved one simply goes. */
export function withoutRow<R extends { key: string; id: number; deleted: number }>(
  rows: readonly R[],
  key: string,
): R[] {
  return rows
    .map((row) => (row.key === key ? { ...row, deleted: 1 } : row))
    .filter((row) => row.id > 0 || !row.deleted);
}
