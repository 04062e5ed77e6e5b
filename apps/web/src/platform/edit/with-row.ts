/** A draft list with the row added, or put in place of the row with its key (a dialog's save of a new or known row). */
export function withRow<R extends { key: string }>(rows: readonly R[], incoming: R): R[] {
  return rows.some((row) => row.key === incoming.key)
    ? rows.map((row) => (row.key === incoming.key ? incoming : row))
    : [...rows, incoming];
}
