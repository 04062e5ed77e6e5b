let nextKey = 0;
/** A key for a list row that has no id yet. */
export const newRowKey = () => `new-${++nextKey}`;

/** The key of a loaded list row: from its id once saved. */
export const rowKey = (id: number) => (id > 0 ? `id-${id}` : newRowKey());

/** A draft list with the row added, or put in place of the row with its key (a dialog's save of a new or known row). */
export function withRow<R extends { key: string }>(rows: readonly R[], incoming: R): R[] {
  return rows.some((row) => row.key === incoming.key)
    ? rows.map((row) => (row.key === incoming.key ? incoming : row))
    : [...rows, incoming];
}

/** Removes a row from a draft list: a saved row is deleted by the save (deleted = 1), an unsaved one simply goes. */
export function withoutRow<R extends { key: string; id: number; deleted: number }>(
  rows: readonly R[],
  key: string,
): R[] {
  return rows
    .map((row) => (row.key === key ? { ...row, deleted: 1 } : row))
    .filter((row) => row.id > 0 || !row.deleted);
}
