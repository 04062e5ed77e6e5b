import { describe, expect, it } from 'vitest';
import {
  endAfter,
  isRangeWithin,
  isWorkDateInRange,
  minutesOfDay,
  shiftHours,
  timesOverlap,
  workDateRange,
} from './shift-times.ts';

describe('shift times', () => {
  it('computes worked hours in hundredths as end minus start minus pause', () => {
    expect(shiftHours(800, 1230, 0)).toBe(450);
    expect(shiftHours(800, 1230, 50)).toBe(400);
    expect(shiftHours(600, 800, 25)).toBe(175);
    // 20 minutes is a third of an hour: 33 hundredths, rounded once over the whole span.
    expect(shiftHours(800, 820, 0)).toBe(33);
    expect(shiftHours(1700, 2400, 0)).toBe(700);
    expect(shiftHours(0, 2400, 100)).toBe(2300);
  });

  it('gives no hours for a shift ending before or at its start, and never negative hours', () => {
    expect(shiftHours(1200, 800, 0)).toBe(0);
    expect(shiftHours(800, 800, 0)).toBe(0);
    expect(shiftHours(800, 830, 100)).toBe(0);
  });

  it('reads HHmm as minutes of the day and adds lengths capped at midnight', () => {
    expect(minutesOfDay(1330)).toBe(810);
    expect(minutesOfDay(2400)).toBe(1440);
    expect(endAfter(800, 150)).toBe(1030);
    expect(endAfter(2300, 120)).toBe(2400);
  });

  it('sees overlaps but not shifts that touch', () => {
    expect(timesOverlap({ startTime: 800, endTime: 1000 }, { startTime: 930, endTime: 1100 })).toBe(true);
    expect(timesOverlap({ startTime: 800, endTime: 1000 }, { startTime: 1000, endTime: 1100 })).toBe(false);
    expect(timesOverlap({ startTime: 800, endTime: 1700 }, { startTime: 1200, endTime: 1300 })).toBe(true);
  });

  it('accepts work dates from two years before to two years after the current year, real dates only', () => {
    const today = '2026-11-23';
    expect(workDateRange(today)).toEqual({ min: '2024-01-01', max: '2028-12-31' });
    expect(isWorkDateInRange('2024-01-01', today)).toBe(true);
    expect(isWorkDateInRange('2028-12-31', today)).toBe(true);
    expect(isWorkDateInRange('2023-12-31', today)).toBe(false);
    expect(isWorkDateInRange('2029-01-01', today)).toBe(false);
    expect(isWorkDateInRange('2026-02-30', today)).toBe(false);
    expect(isWorkDateInRange('23-11-2026', today)).toBe(false);
    expect(isWorkDateInRange(20261123, today)).toBe(false);
  });

  it('limits a period by its length, both ends counted', () => {
    expect(isRangeWithin('2026-01-01', '2026-01-01', 1)).toBe(true);
    expect(isRangeWithin('2026-01-01', '2026-01-07', 7)).toBe(true);
    expect(isRangeWithin('2026-01-01', '2026-01-08', 7)).toBe(false);
    expect(isRangeWithin('2026-01-02', '2026-01-01', 7)).toBe(false);
  });
});
