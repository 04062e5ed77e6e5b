import type { TWeekEntry } from '@backoffice/domain';

// The week grid's layout, computed once per answer: a row per employee or project with its shifts per day, each row
// as tall as its busiest day, and the rows' offsets, so only the rows in view are rendered (500 rows scroll smoothly).

export const CHIP_HEIGHT = 26;
const ROW_PADDING = 8;
export const MIN_ROW_HEIGHT = 40;

export interface GridRow {
  id: number;
  name: string;
  /** Monday … Sunday, each by start time. */
  days: TWeekEntry[][];
  top: number;
  height: number;
}

/**
 * Groups the shifts into the rows (by employee or by project) and the seven days, and stacks the rows. Shifts of a row
 * the answer does not list (hidden rows) are left out; a name filter keeps the rows whose name contains it.
 */
export function buildGrid(
  rows: readonly { id: number; name: string }[],
  entries: readonly TWeekEntry[],
  dates: readonly string[],
  byProject: boolean,
  filter = '',
): { rows: GridRow[]; height: number } {
  const needle = filter.trim().toLocaleLowerCase();
  const dayIndex = new Map(dates.map((date, i) => [date, i]));
  const byRow = new Map<number, TWeekEntry[][]>();
  for (const row of rows) {
    if (needle && !row.name.toLocaleLowerCase().includes(needle)) continue;
    byRow.set(
      row.id,
      dates.map(() => []),
    );
  }
  for (const entry of entries) {
    const days = byRow.get(byProject ? entry.projectId : entry.employeeId);
    const day = dayIndex.get(entry.date);
    if (days && day !== undefined) days[day]?.push(entry);
  }
  let top = 0;
  const out: GridRow[] = [];
  for (const row of rows) {
    const days = byRow.get(row.id);
    if (!days) continue;
    for (const list of days) list.sort((a, b) => a.startTime - b.startTime || a.id - b.id);
    const busiest = Math.max(0, ...days.map((list) => list.length));
    const height = Math.max(MIN_ROW_HEIGHT, busiest * CHIP_HEIGHT + ROW_PADDING);
    out.push({ id: row.id, name: row.name, days, top, height });
    top += height;
  }
  return { rows: out, height: top };
}

/** The first row whose bottom is below `offset` (binary search over the stacked rows). */
function rowAt(rows: readonly GridRow[], offset: number): number {
  let low = 0;
  let high = rows.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    const row = rows[mid] as GridRow;
    if (row.top + row.height <= offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The rows to render for a scroll position: those in view plus `overscan` on either side ([first, last) indexes). */
export function visibleRows(
  rows: readonly GridRow[],
  scrollTop: number,
  viewportHeight: number,
  overscan = 4,
): [number, number] {
  if (rows.length === 0) return [0, 0];
  const first = rowAt(rows, Math.max(0, scrollTop));
  const last = rowAt(rows, scrollTop + viewportHeight);
  return [Math.max(0, first - overscan), Math.min(rows.length, last + 1 + overscan)];
}
