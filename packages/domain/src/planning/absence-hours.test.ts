import { describe, expect, it } from 'vitest';
import { absenceDays, absenceHours, contractDayHours, countedPeriod } from './absence-hours.ts';
import { isHoliday, roosterDayHours, roosterWeeks, workingDayHours } from './rooster.ts';

const STANDARD = roosterWeeks([]);
const job = (startDate: string, endDate: string | null, minHours: number, deleted = 0) => ({
  startDate,
  endDate,
  minHours,
  deleted,
});
const FULL_TIME = [job('2020-01-01', null, 3800)];
const whole = (startDate: string, endDate: string, percentage: number | null = null) => ({
  startDate,
  endDate,
  percentage,
  hourDetails: {},
});

describe('the owner rooster (spec 000 §3)', () => {
  it('defaults to 760 hundredths per weekday and nothing at weekends', () => {
    expect(STANDARD).toEqual([[760, 760, 760, 760, 760, 0, 0]]);
    expect(roosterDayHours(STANDARD, '2026-11-23')).toBe(760); // Monday
    expect(roosterDayHours(STANDARD, '2026-11-28')).toBe(0); // Saturday
  });

  it('uses the first template that is not deleted and rotates its weeks by ISO week number', () => {
    const weeks = roosterWeeks([
      { id: 1, name: 'old', deleted: 1, weeks: [{ days: [100, 100, 100, 100, 100, 100, 100] }] },
      {
        id: 2,
        name: 'even/odd',
        weeks: [{ days: [800, 800, 800, 800, 800, 0, 0] }, { days: [400, 0, 0, 0, 0, 0, 0] }],
      },
    ]);
    expect(roosterDayHours(weeks, '2025-12-29')).toBe(800); // Monday of ISO week 1 of 2026: template week 1
    expect(roosterDayHours(weeks, '2026-01-05')).toBe(400); // Monday of ISO week 2: template week 2
    expect(roosterDayHours(weeks, '2026-01-06')).toBe(0); // Tuesday of ISO week 2
    expect(roosterDayHours(weeks, '2026-01-12')).toBe(800); // ISO week 3: template week 1 again
  });

  it('takes Dutch holidays off', () => {
    expect(isHoliday('2026-12-25')).toBe(true);
    expect(isHoliday('2026-04-27')).toBe(true); // King's Day on a Monday
    expect(workingDayHours(STANDARD, '2026-12-25')).toBe(0);
    expect(workingDayHours(STANDARD, '2026-12-24')).toBe(760);
  });
});

describe('contract day hours', () => {
  it('scales the rooster day to the contract hours per week, sums concurrent contracts, 0 without a contract', () => {
    expect(contractDayHours(STANDARD, FULL_TIME, '2026-11-23')).toBe(760);
    expect(contractDayHours(STANDARD, [job('2020-01-01', null, 2400)], '2026-11-23')).toBe(480);
    expect(
      contractDayHours(STANDARD, [job('2020-01-01', null, 1200), job('2021-01-01', null, 800)], '2026-11-23'),
    ).toBe(400);
    expect(contractDayHours(STANDARD, [job('2027-01-01', null, 3800)], '2026-11-23')).toBe(0);
    expect(contractDayHours(STANDARD, [job('2020-01-01', null, 3800, 1)], '2026-11-23')).toBe(0);
  });

  it('counts the rooster day as it is for a contract without contract hours (on call)', () => {
    expect(contractDayHours(STANDARD, [job('2020-01-01', null, 0)], '2026-11-23')).toBe(760);
  });
});

describe('absence hours', () => {
  it('counts a whole week of leave as the contract week, holidays and weekends off', () => {
    expect(
      absenceHours(whole('2026-11-23', '2026-11-29'), STANDARD, FULL_TIME, whole('2026-01-01', '2026-12-31')),
    ).toBe(3800);
    // Christmas week 2026: Friday 25 December is a holiday; Saturday 26 December is one too but not a workday.
    expect(
      absenceHours(whole('2026-12-21', '2026-12-27'), STANDARD, FULL_TIME, whole('2026-12-01', '2026-12-31')),
    ).toBe(3040);
    expect(
      absenceHours(
        whole('2026-11-23', '2026-11-29'),
        STANDARD,
        [job('2020-01-01', null, 2400)],
        whole('2026-11-01', '2026-11-30'),
      ),
    ).toBe(2400);
  });

  it('counts only the days inside the range asked for, and nothing outside the employments', () => {
    const range = whole('2026-11-25', '2026-11-30');
    expect(absenceHours(whole('2026-11-23', '2026-12-04'), STANDARD, FULL_TIME, range)).toBe(4 * 760);
    const contract = [job('2026-11-25', '2026-11-26', 3800)];
    expect(absenceHours(whole('2026-11-23', '2026-11-27'), STANDARD, contract, whole('2026-11-01', '2026-11-30'))).toBe(
      1520,
    );
  });

  it('counts the percentage of a partial sickness, rounded to hundredths', () => {
    const range = whole('2026-11-01', '2026-11-30');
    expect(absenceHours(whole('2026-11-23', '2026-11-27', 50), STANDARD, FULL_TIME, range)).toBe(1900);
    expect(absenceDays(whole('2026-11-23', '2026-11-23', 33), STANDARD, FULL_TIME, range)).toEqual([
      { date: '2026-11-23', hours: 251 }, // 7.60 × 33% = 2.508
    ]);
  });

  it('takes hours typed per day as given', () => {
    const typed = {
      startDate: '2026-11-23',
      endDate: '2026-11-25',
      percentage: null,
      hourDetails: { '2026-11-24': 400 },
    };
    expect(absenceDays(typed, STANDARD, FULL_TIME, whole('2026-11-01', '2026-11-30'))).toEqual([
      { date: '2026-11-23', hours: 0 },
      { date: '2026-11-24', hours: 400 },
      { date: '2026-11-25', hours: 0 },
    ]);
  });

  it('counts an open sickness up to today only', () => {
    const open = whole('2026-11-16', '3000-01-01');
    expect(countedPeriod(open, '2026-11-23').endDate).toBe('2026-11-23');
    expect(countedPeriod(whole('2026-11-16', '2026-11-20'), '2026-11-18').endDate).toBe('2026-11-20');
    expect(
      absenceHours(countedPeriod(open, '2026-11-23'), STANDARD, FULL_TIME, whole('2026-11-01', '2026-11-30')),
    ).toBe(6 * 760);
  });

  it('refuses to walk an unbounded range (an open end must be capped by the caller)', () => {
    expect(() =>
      absenceHours(whole('2026-11-23', '3000-01-01'), STANDARD, FULL_TIME, whole('2026-01-01', '3000-01-01')),
    ).toThrow(RangeError);
  });
});
