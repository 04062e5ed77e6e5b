/**
 * The choices of a settings default: "none" (0) first, then the items `live` keeps (not deleted), plus the one saved
 * so that it still shows (the server refuses it on save when it no longer may be chosen).
 */
export function defaultChoices<I extends { id: number; name: string; deleted: number }>(
  items: readonly I[] | undefined,
  live: (item: I) => boolean,
  saved: number,
  none: string,
): { value: string; label: string }[] {
  return [
    { value: '0', label: none },
    ...(items ?? [])
      .filter((item) => (live(item) && !item.deleted) || item.id === saved)
      .map((item) => ({ value: String(item.id), label: item.name })),
  ];
}
