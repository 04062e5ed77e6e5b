/**
 * The draft fields a loaded record fills: only the keys the form edits (those of `base`), and only those the server
 * sent; a missing or null one keeps the draft's default.
 */
export function sentFields<D extends object>(base: D, record: object): Partial<D> {
  const sent = new Map<string, unknown>(Object.entries(record));
  return Object.fromEntries(
    Object.keys(base)
      .map((key) => [key, sent.get(key)] as const)
      .filter(([, value]) => value !== undefined && value !== null),
  ) as Partial<D>;
}
