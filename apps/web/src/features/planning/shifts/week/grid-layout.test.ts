import type { TWeekEntry } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { buildGrid, CHIP_HEIGHT, MIN_ROW_HEIGHT, visibleRows } from './grid-layout.ts';

const DATES = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
let id = 1;
const entry = (employeeId: number, date: string, startTime: number, projectId = 9) =>
  ({ id: id++, employeeId, projectId, date, startTime, endTime: startTime + 100 }) as TWeekEntry;

describe('week grid layout', () => {
  const rows = [
    { id: 1, name: 'Anna' },
    { id: 2, name: 'Bram' },
    { id: 0, name: '' },
  ];

  it('puts shifts in their row and day by start time, each row as tall as its busiest day', () => {
    const late = entry(1, DATES[0] as string, 1400);
    const early = entry(1, DATES[0] as string, 800);
    const grid = buildGrid(
      rows,
      [late, early, entry(2, DATES[6] as string, 900), entry(0, DATES[2] as string, 900)],
      DATES,
      false,
    );
    expect(grid.rows.map((r) => r.id)).toEqual([1, 2, 0]);
    expect(grid.rows[0]?.days[0]?.map((e) => e.id)).toEqual([early.id, late.id]);
    expect(grid.rows[1]?.days[6]).toHaveLength(1);
    expect(grid.rows[0]?.height).toBe(Math.max(MIN_ROW_HEIGHT, 2 * CHIP_HEIGHT + 8));
    expect(grid.rows[1]?.top).toBe(grid.rows[0]?.height);
    expect(grid.height).toBe(grid.rows.reduce((sum, r) => sum + r.height, 0));
  });

  it('groups by project in the project view and filters rows by name', () => {
    const grid = buildGrid([{ id: 9, name: 'Kantoor Utrecht' }], [entry(1, DATES[1] as string, 800)], DATES, true);
    expect(grid.rows[0]?.days[1]).toHaveLength(1);
    expect(buildGrid(rows, [], DATES, false, 'bra').rows.map((r) => r.id)).toEqual([2]);
  });

  it('renders only the rows in view, with some to spare', () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}` }));
    const grid = buildGrid(many, [], DATES, false);
    expect(visibleRows(grid.rows, 0, 400, 2)).toEqual([0, 13]);
    const [first, last] = visibleRows(grid.rows, 10_000, 400, 2);
    expect(first).toBe(Math.floor(10_000 / MIN_ROW_HEIGHT) - 2);
    expect(last - first).toBeLessThan(20);
    expect(visibleRows(grid.rows, 1e9, 400, 2)[1]).toBe(500);
    expect(visibleRows([], 0, 400)).toEqual([0, 0]);
  });
});
