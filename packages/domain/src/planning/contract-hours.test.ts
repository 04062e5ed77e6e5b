import { describe, expect, it } from 'vitest';
import {
  contractWeekSummary,
  isoWeeksBetween,
  sumContractWeeks,
  weekContract,
  ZContractWeekRequest,
  ZContractWeeksRequest,
} from './contract-hours.ts';
import { roosterWeeks } from './rooster.ts';

const STANDARD = roosterWeeks([]);
const job = (startDate: string, endDate: string | null, minHours: number) => ({ startDate, endDate, minHours });

describe('contract hours per ISO week', () => {
  it('is the contract hours per week for a whole week inside the employment', () => {
    expect(weekContract(STANDARD, [job('2020-01-01', null, 2400)], '2026-11-23')).toEqual({
      contract: 2400,
      holiday: 0,
    });
  });

  it('counts the rooster part of a week a contract starts or ends in', () => {
    // Starts on Wednesday: Wednesday to Friday are 3 of the rooster's 5 days.
    expect(weekContract(STANDARD, [job('2026-11-25', null, 3800)], '2026-11-23').contract).toBe(2280);
    // Ends on Saturday: the whole rooster week lies inside.
    expect(weekContract(STANDARD, [job('2020-01-01', '2026-11-28', 3800)], '2026-11-23').contract).toBe(3800);
    // Consecutive contracts of 20 and 30 hours changing on Thursday.
    const changing = [job('2020-01-01', '2026-11-25', 2000), job('2026-11-26', null, 3000)];
    expect(weekContract(STANDARD, changing, '2026-11-23').contract).toBe(1200 + 1200);
  });

  it('tells the contract hours that fall on holidays', () => {
    // Christmas week 2026: Friday 25 December.
    expect(weekContract(STANDARD, [job('2020-01-01', null, 3800)], '2026-12-21')).toEqual({
      contract: 3800,
      holiday: 760,
    });
  });

  it('has no contract hours without contract hours or outside the employments', () => {
    expect(weekContract(STANDARD, [job('2020-01-01', null, 0)], '2026-11-23').contract).toBe(0);
    expect(weekContract(STANDARD, [job('2027-01-01', null, 3800)], '2026-11-23').contract).toBe(0);
  });

  it('compares planned hours with what is left to plan after holidays and absences', () => {
    const week = { contract: 3800, holiday: 760 };
    expect(contractWeekSummary(week, 760, 2280)).toMatchObject({ available: 2280, difference: 0, balance: 'even' });
    expect(contractWeekSummary(week, 0, 3500)).toMatchObject({ available: 3040, difference: 460, balance: 'over' });
    expect(contractWeekSummary(week, 0, 1000)).toMatchObject({ difference: -2040, balance: 'under' });
    expect(contractWeekSummary(week, 5000, 0)).toMatchObject({ available: 0, balance: 'even' });
    const total = sumContractWeeks([contractWeekSummary(week, 0, 3500), contractWeekSummary(week, 0, 1000)]);
    expect(total).toMatchObject({ contract: 7600, holiday: 1520, available: 6080, planned: 4500, balance: 'under' });
  });
});

describe('ISO week ranges', () => {
  it('lists the weeks across a year end, week 53 included', () => {
    const weeks = isoWeeksBetween({ year: 2026, week: 52 }, { year: 2027, week: 2 });
    expect(weeks.map((w) => `${w.year}-${w.week}`)).toEqual(['2026-52', '2026-53', '2027-1', '2027-2']);
    expect(weeks[0]?.startDate).toBe('2026-12-21');
    expect(isoWeeksBetween({ year: 2026, week: 5 }, { year: 2026, week: 4 })).toEqual([]);
  });

  it('refuses weeks that do not exist, reversed ranges and more than 53 weeks', () => {
    expect(ZContractWeekRequest.safeParse({ year: 2026, week: 53 }).success).toBe(true);
    expect(ZContractWeekRequest.safeParse({ year: 2027, week: 53 }).success).toBe(false);
    const weeks = (startYear: number, startWeek: number, endYear: number, endWeek: number) =>
      ZContractWeeksRequest.safeParse({ startYear, startWeek, endYear, endWeek }).success;
    expect(weeks(2026, 40, 2027, 10)).toBe(true);
    expect(weeks(2026, 10, 2026, 9)).toBe(false);
    expect(weeks(2026, 1, 2026, 53)).toBe(true); // 2026 has 53 ISO weeks
    expect(weeks(2026, 1, 2027, 1)).toBe(false); // 54 weeks
    expect(weeks(2027, 1, 2028, 1)).toBe(true); // 2027 has 52: 53 weeks
    const any = ZContractWeeksRequest.parse({
      startYear: 2026,
      startWeek: 1,
      endYear: 2026,
      endWeek: 2,
      employerId: 0,
    });
    expect(any.employerId).toBeUndefined();
  });
});

describe('contract week requests with fields out of range', () => {
  it('answer with issues, never by throwing', () => {
    expect(ZContractWeekRequest.safeParse({ year: 0, week: 60 }).success).toBe(false);
    expect(ZContractWeeksRequest.safeParse({ startYear: 0, startWeek: 0, endYear: 'x', endWeek: 99 }).success).toBe(
      false,
    );
  });
});
