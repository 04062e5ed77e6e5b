import { describe, expect, it } from 'vitest';
import { isUsableRange, lastTwelveMonths } from './note-range.ts';

describe('notes date range', () => {
  it('defaults to the last 12 months up to today', () => {
    expect(lastTwelveMonths('2026-11-22')).toEqual({ startDate: '2025-11-22', endDate: '2026-11-22' });
    expect(lastTwelveMonths('2026-01-01')).toEqual({ startDate: '2025-01-01', endDate: '2026-01-01' });
  });

  it('starts on 28 February when today is a leap day', () => {
    expect(lastTwelveMonths('2028-02-29')).toEqual({ startDate: '2027-02-28', endDate: '2028-02-29' });
  });

  it('only asks the server for a complete range in order', () => {
    expect(isUsableRange({ startDate: '2026-01-01', endDate: '2026-01-01' })).toBe(true);
    expect(isUsableRange({ startDate: '2026-02-01', endDate: '2026-01-01' })).toBe(false);
    expect(isUsableRange({ startDate: '', endDate: '2026-01-01' })).toBe(false);
  });
});
