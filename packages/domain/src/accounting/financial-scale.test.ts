import { describe, expect, it } from 'vitest';
import { reportSection } from './financial-report.ts';
import { formatScaled, ledgerAgingBucket, sameDayYearBefore, scaleAmount } from './financial-scale.ts';

describe('financial scale units', () => {
  it('shows euros with cents at 1, else whole units rounded half away from zero', () => {
    expect(scaleAmount(123_456, 1)).toBe(1234.56);
    expect(scaleAmount(149_999, 1000)).toBe(1);
    expect(scaleAmount(150_000, 1000)).toBe(2);
    expect(scaleAmount(-150_000, 1000)).toBe(-2);
    expect(scaleAmount(-149_999, 1000)).toBe(-1);
    expect(scaleAmount(4_999_999_999, 100_000)).toBe(500);
    expect(scaleAmount(49_999_999, 1_000_000)).toBe(0);
    expect(scaleAmount(50_000_000, 1_000_000)).toBe(1);
    expect(formatScaled(123_456_789, 1000, 'nl')).toBe('1.235');
    expect(formatScaled(123_456, 1, 'en')).toBe('€1,234.56');
  });

  it('totals from cents, then scaled: three lines of 400 euros are 0 thousand each and 1 together', () => {
    const accounts = [1, 2, 3].map((id) => ({
      id,
      number: `80${id}0`,
      description: `Omzet ${id}`,
      kind: 4,
      classId: 7,
    }));
    const section = reportSection(
      4,
      accounts,
      [{ id: 7, name: 'Opbrengsten', balanceOrder: 10 }],
      () => [40_000, 0],
      1000,
    );
    expect(section.classes[0]?.accounts.map((a) => a.currentShown)).toEqual([0, 0, 0]);
    expect(section.currentShown).toBe(1);
    expect(section.current).toBe(120_000);
  });

  it('takes the previous year on the same day, 29 February on the 28th', () => {
    expect(sameDayYearBefore('2026-06-15')).toBe('2025-06-15');
    expect(sameDayYearBefore('2024-02-29')).toBe('2023-02-28');
  });

  it('ages open items by days since the book date', () => {
    expect([0, 30, 31, 60, 61, 90, 91].map(ledgerAgingBucket)).toEqual([
      'days0to30',
      'days0to30',
      'days31to60',
      'days31to60',
      'days61to90',
      'days61to90',
      'over90',
    ]);
  });
});
