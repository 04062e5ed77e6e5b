// Small pure helpers for the list editors of the sub-pages (flex filters, leave types, default files, rosters).

/** The list with the item at `index` moved by `delta` places; out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

export function replaceItem<T>(list: readonly T[], index: number, patch: Partial<T>): T[] {
  return list.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

/** A new id above every id in use, for items kept inside an owner document. */
export function nextId(list: readonly { id?: unknown }[]): number {
  return list.reduce<number>((max, item) => Math.max(max, Number(item.id) || 0), 0) + 1;
}

/** Hundredths of an hour → '7,60' (or '7.60' in English). */
export function formatHours(hundredths: number, decimalSeparator: string): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(Math.round(hundredths));
  return `${sign}${Math.floor(abs / 100)}${decimalSeparator}${String(abs % 100).padStart(2, '0')}`;
}

/** '7,60', '7.6', '8' or '7:36' → hundredths (760, 760, 800, 760); null when it is not a number of hours. */
export function parseHours(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  if (clock) return Number(clock[1]) * 100 + Math.round((Number(clock[2]) * 100) / 60);
  const decimal = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(value);
  if (!decimal) return null;
  return Number(decimal[1]) * 100 + Number((decimal[2] ?? '0').padEnd(2, '0'));
}
