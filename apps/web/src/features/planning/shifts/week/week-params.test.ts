import { describe, expect, it } from 'vitest';
import { parseWeekParams, shiftWeek, weekPath } from './week-params.ts';

const TODAY = '2026-11-23'; // ISO week 48 of 2026 (a year of 53 weeks)

describe('week view address', () => {
  it('reads the full form and the short forms, defaulting to the current ISO week', () => {
    expect(parseWeekParams({ planningType: '2', year: '2027', week: '3', id: '14' }, TODAY)).toEqual({
      view: 2,
      year: 2027,
      week: 3,
      focusId: 14,
    });
    expect(parseWeekParams({ planningType: '1', year: '2026', week: '50' }, TODAY)).toMatchObject({
      year: 2026,
      week: 50,
    });
    // /Planning/{planningType}/{week}: a lone number up to 53 is a week of this year.
    expect(parseWeekParams({ planningType: '1', year: '12' }, TODAY)).toMatchObject({ year: 2026, week: 12 });
    expect(parseWeekParams({ planningType: '1' }, TODAY)).toEqual({ view: 1, year: 2026, week: 48, focusId: 0 });
    expect(parseWeekParams({}, TODAY)).toEqual({ view: 1, year: 2026, week: 48, focusId: 0 });
  });

  it('falls back to a real week for nonsense', () => {
    expect(parseWeekParams({ planningType: 'x', year: '2027', week: '53' }, TODAY)).toMatchObject({
      view: 1,
      year: 2027,
      week: 1,
    });
    expect(parseWeekParams({ planningType: '1', year: '2026', week: '53' }, TODAY)).toMatchObject({ week: 53 });
    expect(parseWeekParams({ planningType: '9', year: 'abc', week: '-1' }, TODAY)).toMatchObject({ view: 1, week: 48 });
  });

  it('steps weeks across year ends and week 53', () => {
    expect(shiftWeek(2026, 53, 1)).toEqual({ year: 2027, week: 1 });
    expect(shiftWeek(2027, 1, -1)).toEqual({ year: 2026, week: 53 });
    expect(shiftWeek(2025, 52, 1)).toEqual({ year: 2026, week: 1 });
    // 2026-11-23 minus 350 days is Monday 2025-12-08, ISO week 50.
    expect(shiftWeek(2026, 48, -50)).toEqual({ year: 2025, week: 50 });
  });

  it('builds the canonical address', () => {
    expect(weekPath({ view: 2, year: 2026, week: 48 })).toBe('/Planning/WeekView/2/2026/48');
    expect(weekPath({ view: 1, year: 2026, week: 48, focusId: 7 })).toBe('/Planning/WeekView/1/2026/48/7');
  });
});
