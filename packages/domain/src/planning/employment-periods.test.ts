import { describe, expect, it } from 'vitest';
import {
  closedParts,
  coversPeriod,
  intersectRange,
  salaryPeriodState,
  splitAtClosedDate,
} from './employment-periods.ts';

const range = (startDate: string, endDate: string) => ({ startDate, endDate });
const job = (
  startDate: string,
  endDate: string | null,
  extra: { deleted?: number; salaryClosedDate?: string } = {},
) => ({
  startDate,
  endDate,
  deleted: extra.deleted ?? 0,
  salaryClosedDate: extra.salaryClosedDate ?? null,
});

describe('an absence needs active employments over its whole period (spec 002 §5)', () => {
  it('is covered by one contract around it, open or ended later', () => {
    expect(coversPeriod([job('2020-01-01', null)], range('2026-11-23', '2026-11-27'))).toBe(true);
    expect(coversPeriod([job('2020-01-01', '3000-01-01')], range('2026-11-23', '2026-11-27'))).toBe(true);
    expect(coversPeriod([job('2020-01-01', '2026-11-27')], range('2026-11-23', '2026-11-27'))).toBe(true);
    expect(coversPeriod([job('2020-01-01', '0000-00-00')], range('2026-11-23', '3000-01-01'))).toBe(true);
  });

  it('is not covered when a contract starts late, ends early or is deleted', () => {
    expect(coversPeriod([job('2026-11-24', null)], range('2026-11-23', '2026-11-27'))).toBe(false);
    expect(coversPeriod([job('2020-01-01', '2026-11-26')], range('2026-11-23', '2026-11-27'))).toBe(false);
    expect(coversPeriod([job('2020-01-01', null, { deleted: 1 })], range('2026-11-23', '2026-11-27'))).toBe(false);
    expect(coversPeriod([], range('2026-11-23', '2026-11-23'))).toBe(false);
  });

  it('is covered by consecutive or overlapping contracts together, not across a gap', () => {
    const consecutive = [job('2026-11-25', null), job('2020-01-01', '2026-11-24')];
    expect(coversPeriod(consecutive, range('2026-11-23', '2026-11-27'))).toBe(true);
    const overlapping = [job('2020-01-01', '2026-11-25'), job('2026-11-24', '2026-12-31')];
    expect(coversPeriod(overlapping, range('2026-11-23', '2026-11-27'))).toBe(true);
    const gap = [job('2020-01-01', '2026-11-24'), job('2026-11-26', null)];
    expect(coversPeriod(gap, range('2026-11-23', '2026-11-27'))).toBe(false);
  });
});

describe('salary periods (spec 002 §4: closed periods are locked)', () => {
  it('intersects ranges', () => {
    expect(intersectRange(range('2026-01-01', '2026-01-31'), range('2026-01-15', '2026-02-15'))).toEqual(
      range('2026-01-15', '2026-01-31'),
    );
    expect(intersectRange(range('2026-01-01', '2026-01-31'), range('2026-02-01', '2026-02-15'))).toBeNull();
  });

  it('splits a period at the closed date', () => {
    expect(splitAtClosedDate(range('2026-10-20', '2026-11-10'), '2026-10-31')).toEqual({
      closed: range('2026-10-20', '2026-10-31'),
      open: range('2026-11-01', '2026-11-10'),
    });
    expect(splitAtClosedDate(range('2026-11-01', '2026-11-10'), '2026-10-31')).toEqual({
      closed: null,
      open: range('2026-11-01', '2026-11-10'),
    });
    expect(splitAtClosedDate(range('2026-10-01', '2026-10-31'), '2026-10-31')).toEqual({
      closed: range('2026-10-01', '2026-10-31'),
      open: null,
    });
    expect(splitAtClosedDate(range('2026-10-01', '2026-10-31'), null)).toEqual({
      closed: null,
      open: range('2026-10-01', '2026-10-31'),
    });
  });

  it('tells open, closed and spanning periods apart by the employer of each day', () => {
    const closedOct = [job('2020-01-01', null, { salaryClosedDate: '2026-10-31' })];
    expect(salaryPeriodState(range('2026-11-02', '2026-11-06'), closedOct)).toBe('open');
    expect(salaryPeriodState(range('2026-10-05', '2026-10-09'), closedOct)).toBe('closed');
    expect(salaryPeriodState(range('2026-10-26', '2026-11-06'), closedOct)).toBe('spans');
    expect(salaryPeriodState(range('2026-10-26', '3000-01-01'), closedOct)).toBe('spans');
    // A new employer from 1 October whose salaries are not closed yet: October is open for that contract.
    const twoEmployers = [
      job('2020-01-01', '2026-09-30', { salaryClosedDate: '2026-10-31' }),
      job('2026-10-01', null, { salaryClosedDate: '2026-09-30' }),
    ];
    expect(salaryPeriodState(range('2026-10-05', '2026-10-09'), twoEmployers)).toBe('open');
    expect(closedParts(range('2026-09-28', '2026-10-02'), twoEmployers)).toEqual([range('2026-09-28', '2026-09-30')]);
  });

  it('merges adjacent closed parts of consecutive contracts into one', () => {
    const both = [
      job('2020-01-01', '2026-09-30', { salaryClosedDate: '2026-10-31' }),
      job('2026-10-01', null, { salaryClosedDate: '2026-10-31' }),
    ];
    expect(closedParts(range('2026-09-28', '2026-10-02'), both)).toEqual([range('2026-09-28', '2026-10-02')]);
    expect(salaryPeriodState(range('2026-09-28', '2026-10-02'), both)).toBe('closed');
  });
});
