import { describe, expect, it } from 'vitest';
import type { TWorkEmployee } from './schemas.ts';
import { type WorkRecurrence, workDates, workOccurrences } from './work-dates.ts';

const work = (overrides: Partial<WorkRecurrence>): WorkRecurrence => ({
  startDate: '2026-01-01',
  endDate: '3000-01-01',
  periodicType: 1,
  intervalWeeks: 1,
  fixedWeeks: [],
  fixedMonths: [],
  weeksOfMonth: [],
  selectedDays: [1],
  deleted: 0,
  ...overrides,
});

// Calendar facts used below (worked out by hand): 2026-01-01 is a Thursday; 2026 and 2020 have 53 ISO weeks, with
// week 53 = 2026-12-28..2027-01-03 and 2020-12-28..2021-01-03; ISO week 1 of 2025 = 2024-12-30..2025-01-05.
const cases: { name: string; work: Partial<WorkRecurrence>; from: string; to: string; expected: string[] }[] = [
  {
    name: 'weekly on Monday and Thursday; the Thursday before the start is skipped',
    work: { startDate: '2026-01-05', selectedDays: [1, 4] },
    from: '2026-01-01',
    to: '2026-01-18',
    expected: ['2026-01-05', '2026-01-08', '2026-01-12', '2026-01-15'],
  },
  {
    name: 'every 2 weeks on Monday across 2026 week 53 into 2027',
    work: { startDate: '2026-12-14', intervalWeeks: 2, selectedDays: [1] },
    from: '2026-12-01',
    to: '2027-02-01',
    expected: ['2026-12-14', '2026-12-28', '2027-01-11', '2027-01-25'],
  },
  {
    name: 'every 2 weeks on Thursday, started on a Wednesday: counted from the Monday of the start week',
    work: { startDate: '2026-12-16', intervalWeeks: 2, selectedDays: [4] },
    from: '2026-12-01',
    to: '2027-02-01',
    expected: ['2026-12-17', '2026-12-31', '2027-01-14', '2027-01-28'],
  },
  {
    name: 'every 3 weeks on Friday across 2026 week 53 (Friday 2027-01-01 is in it)',
    work: { startDate: '2026-12-07', intervalWeeks: 3, selectedDays: [5] },
    from: '2026-12-01',
    to: '2027-02-28',
    expected: ['2026-12-11', '2027-01-01', '2027-01-22', '2027-02-12'],
  },
  {
    name: 'every 2 weeks on Monday and Sunday across 2020 week 53',
    work: { startDate: '2020-12-21', intervalWeeks: 2, selectedDays: [1, 7] },
    from: '2020-12-20',
    to: '2021-01-24',
    expected: ['2020-12-21', '2020-12-27', '2021-01-04', '2021-01-10', '2021-01-18', '2021-01-24'],
  },
  {
    name: 'every 3 weeks on Wednesday across 2020 week 53',
    work: { startDate: '2020-12-09', intervalWeeks: 3, selectedDays: [3] },
    from: '2020-12-01',
    to: '2021-02-15',
    expected: ['2020-12-09', '2020-12-30', '2021-01-20', '2021-02-10'],
  },
  {
    name: 'every 2 weeks: counted from the start date, not from the range',
    work: { startDate: '2026-01-05', intervalWeeks: 2, selectedDays: [1] },
    from: '2026-03-01',
    to: '2026-03-31',
    expected: ['2026-03-02', '2026-03-16', '2026-03-30'],
  },
  {
    name: 'every 2 weeks, started on a Sunday: that Sunday is week 0, the next Monday week 1',
    work: { startDate: '2026-01-04', intervalWeeks: 2, selectedDays: [1, 7] },
    from: '2026-01-01',
    to: '2026-01-20',
    expected: ['2026-01-04', '2026-01-12', '2026-01-18'],
  },
  {
    name: 'fixed ISO weeks 53 and 1 on Monday and Thursday across 2026→2027',
    work: { periodicType: 2, fixedWeeks: [1, 53], selectedDays: [1, 4] },
    from: '2026-12-20',
    to: '2027-01-15',
    expected: ['2026-12-28', '2026-12-31', '2027-01-04', '2027-01-07'],
  },
  {
    name: 'fixed ISO week 1 of 2025 starts in December 2024',
    work: { startDate: '2024-01-01', periodicType: 2, fixedWeeks: [1], selectedDays: [1, 3] },
    from: '2024-12-20',
    to: '2025-01-10',
    expected: ['2024-12-30', '2025-01-01'],
  },
  {
    name: 'fixed ISO week 53: 1-3 January 2027 belong to week 53 of 2026',
    work: { periodicType: 2, fixedWeeks: [53], selectedDays: [5, 6, 7] },
    from: '2027-01-01',
    to: '2027-01-10',
    expected: ['2027-01-01', '2027-01-02', '2027-01-03'],
  },
  {
    name: 'fixed ISO week 53 never happens in 2027 (52 weeks)',
    work: { periodicType: 2, fixedWeeks: [53], selectedDays: [1, 2, 3, 4, 5, 6, 7] },
    from: '2027-12-01',
    to: '2028-01-10',
    expected: [],
  },
  {
    name: 'first Monday of the month',
    work: { periodicType: 3, weeksOfMonth: [1], selectedDays: [1] },
    from: '2026-01-01',
    to: '2026-04-30',
    expected: ['2026-01-05', '2026-02-02', '2026-03-02', '2026-04-06'],
  },
  {
    name: 'fifth Monday of the month: only March and June 2026 have one',
    work: { periodicType: 3, weeksOfMonth: [5], selectedDays: [1] },
    from: '2026-01-01',
    to: '2026-06-30',
    expected: ['2026-03-30', '2026-06-29'],
  },
  {
    name: 'first and fifth Monday in March 2026',
    work: { periodicType: 3, weeksOfMonth: [1, 5], selectedDays: [1] },
    from: '2026-03-01',
    to: '2026-03-31',
    expected: ['2026-03-02', '2026-03-30'],
  },
  {
    name: 'fixed months: weekly on Wednesday, February only',
    work: { selectedDays: [3], fixedMonths: [2] },
    from: '2026-01-20',
    to: '2026-03-10',
    expected: ['2026-02-04', '2026-02-11', '2026-02-18', '2026-02-25'],
  },
  {
    name: 'fixed months with weeks of month: first Monday of January and April',
    work: { periodicType: 3, weeksOfMonth: [1], selectedDays: [1], fixedMonths: [1, 4] },
    from: '2026-01-01',
    to: '2026-04-30',
    expected: ['2026-01-05', '2026-04-06'],
  },
  {
    name: 'fixed months with fixed weeks: the calendar month of each day decides',
    work: {
      startDate: '2024-01-01',
      periodicType: 2,
      fixedWeeks: [1],
      fixedMonths: [1],
      selectedDays: [1, 2, 3, 4, 5, 6, 7],
    },
    from: '2024-12-20',
    to: '2025-01-10',
    expected: ['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05'],
  },
  {
    name: 'clipped to the start and end date of the work (both inclusive)',
    work: { startDate: '2026-03-04', endDate: '2026-03-23', selectedDays: [1] },
    from: '2026-02-01',
    to: '2026-04-30',
    expected: ['2026-03-09', '2026-03-16', '2026-03-23'],
  },
  {
    name: 'a start date on a selected day is included',
    work: { startDate: '2026-03-02', endDate: '2026-03-10', selectedDays: [1] },
    from: '2026-02-01',
    to: '2026-04-30',
    expected: ['2026-03-02', '2026-03-09'],
  },
  {
    name: 'range partly before the work: from the start date on',
    work: { startDate: '2026-03-25', selectedDays: [1] },
    from: '2026-03-01',
    to: '2026-04-14',
    expected: ['2026-03-30', '2026-04-06', '2026-04-13'],
  },
  {
    name: 'range entirely before the work',
    work: { startDate: '2026-05-01', selectedDays: [1, 2, 3, 4, 5, 6, 7] },
    from: '2026-04-01',
    to: '2026-04-30',
    expected: [],
  },
  {
    name: 'range entirely after the work',
    work: { startDate: '2026-01-01', endDate: '2026-03-31', selectedDays: [1, 2, 3, 4, 5, 6, 7] },
    from: '2026-04-01',
    to: '2026-04-30',
    expected: [],
  },
  {
    name: 'Sunday (7) weekly across the year end; Sunday 2027-01-03 closes week 53',
    work: { startDate: '2026-12-01', selectedDays: [7] },
    from: '2026-12-20',
    to: '2027-01-10',
    expected: ['2026-12-20', '2026-12-27', '2027-01-03', '2027-01-10'],
  },
  {
    name: 'Sunday every 2 weeks belongs to the week of the Monday before it',
    work: { startDate: '2026-12-14', intervalWeeks: 2, selectedDays: [7] },
    from: '2026-12-14',
    to: '2027-01-20',
    expected: ['2026-12-20', '2027-01-03', '2027-01-17'],
  },
  {
    name: 'a single-day range',
    work: { selectedDays: [4] },
    from: '2026-01-01',
    to: '2026-01-01',
    expected: ['2026-01-01'],
  },
  {
    name: 'a deleted work has no dates',
    work: { deleted: 1, selectedDays: [1, 2, 3, 4, 5, 6, 7] },
    from: '2026-01-01',
    to: '2026-01-31',
    expected: [],
  },
  {
    name: 'from after to gives nothing',
    work: { selectedDays: [1, 2, 3, 4, 5, 6, 7] },
    from: '2026-02-01',
    to: '2026-01-01',
    expected: [],
  },
];

describe('workDates', () => {
  it.each(cases)('$name', ({ work: overrides, from, to, expected }) => {
    expect(workDates(work(overrides), from, to)).toEqual(expected);
  });

  it('accepts a three-year range and refuses a longer one', () => {
    const daily = work({ selectedDays: [1, 2, 3, 4, 5, 6, 7] });
    expect(workDates(daily, '2026-01-01', '2028-12-31')).toHaveLength(1096); // 365 + 365 + 366
    expect(() => workDates(daily, '2026-01-01', '3000-01-01')).toThrow(RangeError);
  });

  // How fast is the bench's business (bench/planning.ts); a timed assertion here failed on a busy CI machine.
  it('lists a year of 1,000 works of every periodic kind', () => {
    const works = Array.from({ length: 1000 }, (_, i) =>
      work({
        periodicType: (i % 3) + 1,
        intervalWeeks: (i % 4) + 1,
        fixedWeeks: [1, 10, 20, 30, 40, 53],
        weeksOfMonth: [1, 3],
        selectedDays: [1, 2, 3, 4, 5],
      }),
    );
    let total = 0;
    for (const w of works) total += workDates(w, '2026-01-01', '2026-12-31').length;
    expect(total).toBeGreaterThan(0);
  });
});

describe('workOccurrences', () => {
  const employee = (employeeId: number, startDate: string | null, endDate = '3000-01-01'): TWorkEmployee => ({
    employeeId,
    startDate,
    endDate,
    startTime: 800,
    endTime: 1200,
    pause: 0,
    travelTime: 0,
    addition: '',
  });
  const always = employee(1, null);
  const from12th = employee(2, '2026-01-12');
  const until12th = employee(3, null, '2026-01-12');
  const thursday = employee(4, '2026-01-01', '2026-01-31');
  const planned = {
    ...work({ startDate: '2026-01-05', selectedDays: [1, 4, 5] }),
    weekDays: { '1': [always, from12th, until12th], '4': [thursday] },
  };

  it("lists each date with that weekday's employees whose own dates include it (both ends inclusive)", () => {
    expect(workOccurrences(planned, '2026-01-01', '2026-01-19')).toEqual([
      { date: '2026-01-05', weekday: 1, employees: [always, until12th] },
      { date: '2026-01-08', weekday: 4, employees: [thursday] },
      { date: '2026-01-09', weekday: 5, employees: [] }, // selected, nobody planned on Friday
      { date: '2026-01-12', weekday: 1, employees: [always, from12th, until12th] },
      { date: '2026-01-15', weekday: 4, employees: [thursday] },
      { date: '2026-01-16', weekday: 5, employees: [] },
      { date: '2026-01-19', weekday: 1, employees: [always, from12th] },
    ]);
  });

  it('drops an employee after their end date', () => {
    expect(workOccurrences(planned, '2026-02-02', '2026-02-05')).toEqual([
      { date: '2026-02-02', weekday: 1, employees: [always, from12th] },
      { date: '2026-02-05', weekday: 4, employees: [] },
    ]);
  });

  it('has no occurrences for a deleted work or a reversed range', () => {
    expect(workOccurrences({ ...planned, deleted: 1 }, '2026-01-01', '2026-01-31')).toEqual([]);
    expect(workOccurrences(planned, '2026-01-31', '2026-01-01')).toEqual([]);
  });
});
