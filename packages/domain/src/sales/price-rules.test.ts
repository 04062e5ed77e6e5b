import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_MODES,
  addMonths,
  adjustPrice,
  defaultPriceChangeRange,
  isPriceChangeRangeAllowed,
  isRecentPriceChange,
} from './price-rules.ts';

const percent = (value: number) => ({ mode: ADJUSTMENT_MODES.percentage, value });
const amount = (value: number) => ({ mode: ADJUSTMENT_MODES.amount, value });

describe('adjustPrice', () => {
  it.each([
    [3450, 250, 3536], // 34.50 + 2.5 % = 35.3625 → 35.36
    [3450, 300, 3554], // 35.535 → 35.54 (half up)
    [3150, 350, 3260], // 32.6025 → 32.60
    [100, 50, 101], // 1.005 → 1.01: exact, where 1.005 as a float would round down
    [3450, -1000, 3105],
    [3450, -10_000, 0],
    [0, 500, 0],
  ])('%i cents %i hundredths of a percent → %i', (cents, value, expected) => {
    expect(adjustPrice(cents, percent(value))).toBe(expected);
  });

  it('adds an amount and never goes below zero', () => {
    expect(adjustPrice(3450, amount(125))).toBe(3575);
    expect(adjustPrice(3450, amount(-500))).toBe(2950);
    expect(adjustPrice(300, amount(-500))).toBe(0);
  });
});

describe('price-change windows', () => {
  it('adds months, keeping the day or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-11-26', -13)).toBe('2025-10-26');
    expect(addMonths('2025-12-15', 13)).toBe('2027-01-15');
  });

  it('defaults to the last 13 months', () => {
    expect(defaultPriceChangeRange('2026-11-26')).toEqual({ startDate: '2025-10-26', endDate: '2026-11-26' });
  });

  it('allows a range of at most one year and one month, running forward', () => {
    expect(isPriceChangeRangeAllowed('2025-10-26', '2026-11-26')).toBe(true);
    expect(isPriceChangeRangeAllowed('2025-10-26', '2026-11-27')).toBe(false);
    expect(isPriceChangeRangeAllowed('2026-11-26', '2026-11-25')).toBe(false);
  });

  it('marks a change within the last week (or still to come) as recent', () => {
    expect(isRecentPriceChange('2026-11-19', '2026-11-26')).toBe(true);
    expect(isRecentPriceChange('2026-11-18', '2026-11-26')).toBe(false);
    expect(isRecentPriceChange('2026-12-01', '2026-11-26')).toBe(true);
  });
});
