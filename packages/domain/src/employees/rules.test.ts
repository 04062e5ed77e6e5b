import { describe, expect, it } from 'vitest';
import {
  addressesToClose,
  birthdays,
  currentEmployment,
  currentMainAddress,
  employeeName,
  endingWithin,
  isActiveEmployee,
  isInClosedPeriod,
  nextBirthday,
  nextNumber,
  overlappingEmployment,
  upcomingStart,
  workYears,
  workYearsStart,
} from './rules.ts';

const TODAY = '2026-11-22';
const job = (
  startDate: string,
  endDate: string | null,
  extra: Partial<{ id: number; employerId: number; deleted: number }> = {},
) => ({
  id: 1,
  employerId: 1,
  deleted: 0,
  startDate,
  endDate,
  ...extra,
});

describe('active employee (spec 000 §4)', () => {
  it('needs a non-deleted employment started by today without an end before today', () => {
    expect(isActiveEmployee([job('2020-01-01', null)], TODAY)).toBe(true);
    expect(isActiveEmployee([job('2020-01-01', '3000-01-01')], TODAY)).toBe(true);
    expect(isActiveEmployee([job('2020-01-01', TODAY)], TODAY)).toBe(true); // ends today: still active today
    expect(isActiveEmployee([job(TODAY, null)], TODAY)).toBe(true); // starts today
    expect(isActiveEmployee([job('2020-01-01', '2026-11-21')], TODAY)).toBe(false);
    expect(isActiveEmployee([job('2026-11-23', null)], TODAY)).toBe(false); // not started yet
    expect(isActiveEmployee([job('2020-01-01', null, { deleted: 1 })], TODAY)).toBe(false);
    expect(isActiveEmployee([job('2020-01-01', '0000-00-00')], TODAY)).toBe(true); // empty-date marker = open
    expect(isActiveEmployee([], TODAY)).toBe(false);
  });
});

describe('current employment and starting soon (issue 15)', () => {
  const typed = (contractType: number, start: string, end: string | null, deleted = 0) => ({
    ...job(start, end, { deleted }),
    contractType,
  });

  it('is the running contract, else the latest by start: one contract type for the employee', () => {
    const ended = typed(0, '2019-01-01', '2020-12-31');
    const running = typed(1, '2021-01-01', null);
    const next = typed(2, '2027-01-01', null);
    expect(currentEmployment([ended, running, next], TODAY)?.contractType).toBe(1);
    expect(currentEmployment([ended, next], TODAY)?.contractType).toBe(2); // starts later: the one to come
    expect(currentEmployment([ended], TODAY)?.contractType).toBe(0);
    expect(currentEmployment([typed(1, '2021-01-01', null, 1)], TODAY)).toBeUndefined();
    expect(currentEmployment([], TODAY)).toBeUndefined();
  });

  it('gives the next start of an employee without a running contract', () => {
    expect(upcomingStart([job('2026-12-01', null)], TODAY)).toBe('2026-12-01');
    expect(upcomingStart([job('2027-02-01', null), job('2026-12-01', '2026-12-31')], TODAY)).toBe('2026-12-01');
    expect(upcomingStart([job('2020-01-01', null), job('2026-12-01', null)], TODAY)).toBeNull(); // active now
    expect(upcomingStart([job('2020-01-01', '2021-01-01')], TODAY)).toBeNull();
    expect(upcomingStart([job('2026-12-01', null, { deleted: 1 })], TODAY)).toBeNull();
  });
});

describe('main address', () => {
  const address = (id: number, startDate: string, endDate: string, main = 1, deleted = 0) => ({
    id,
    startDate,
    endDate,
    main,
    deleted,
  });

  it('closes the previous main address the day before the new one starts', () => {
    const existing = [address(1, '2020-01-01', '3000-01-01'), address(2, '2021-01-01', '3000-01-01', 0)];
    expect(addressesToClose(existing, address(0, '2026-03-01', '3000-01-01'))).toEqual([
      { id: 1, endDate: '2026-02-28' },
    ]);
    // Across a year end and a leap day.
    expect(addressesToClose(existing, address(0, '2024-03-01', '3000-01-01'))).toEqual([
      { id: 1, endDate: '2024-02-29' },
    ]);
    expect(addressesToClose(existing, address(0, '2025-01-01', '3000-01-01'))).toEqual([
      { id: 1, endDate: '2024-12-31' },
    ]);
  });

  it('leaves addresses alone for a non-main address, an already closed one, or one starting later', () => {
    const existing = [address(1, '2020-01-01', '2022-12-31'), address(3, '2027-01-01', '3000-01-01')];
    expect(addressesToClose(existing, address(0, '2026-03-01', '3000-01-01', 0))).toEqual([]);
    expect(addressesToClose(existing, address(0, '2026-03-01', '3000-01-01'))).toEqual([]);
    expect(addressesToClose([address(5, '2020-01-01', '3000-01-01')], address(5, '2026-03-01', '3000-01-01'))).toEqual(
      [],
    );
  });

  it('finds the main address in force today', () => {
    const list = [
      address(1, '2020-01-01', '2026-02-28'),
      address(2, '2026-03-01', '3000-01-01'),
      address(3, '2019-01-01', '3000-01-01', 0),
    ];
    expect(currentMainAddress(list, TODAY)?.id).toBe(2);
    expect(currentMainAddress(list, '2025-06-01')?.id).toBe(1);
  });
});

describe('employment overlap', () => {
  it('finds another contract of the same employer that overlaps', () => {
    const existing = [job('2024-01-01', '2024-12-31', { id: 1 }), job('2025-01-01', null, { id: 2, employerId: 2 })];
    expect(overlappingEmployment(existing, job('2024-06-01', null, { id: 0 }))?.id).toBe(1);
    expect(overlappingEmployment(existing, job('2025-01-01', null, { id: 0 }))).toBeUndefined(); // starts after the end
    expect(overlappingEmployment(existing, job('2023-01-01', '2023-12-31', { id: 0 }))).toBeUndefined();
    expect(overlappingEmployment(existing, job('2023-01-01', '2024-01-01', { id: 0 }))?.id).toBe(1); // touches the start
    expect(overlappingEmployment(existing, job('2024-03-01', '2024-04-01', { id: 1 }))).toBeUndefined(); // itself
    expect(
      overlappingEmployment([job('2024-01-01', null, { id: 1, deleted: 1 })], job('2024-06-01', null, { id: 0 })),
    ).toBeUndefined();
  });
});

describe('work years (gaps of at most 30 days chain)', () => {
  it('chains employments across short gaps and restarts after a long one', () => {
    const chained = [job('2015-03-01', '2018-12-31'), job('2019-01-30', null)]; // 29 days without contract
    expect(workYearsStart(chained, TODAY)).toBe('2015-03-01');
    expect(workYears(chained, TODAY)).toBe(11);
    const thirty = [job('2015-03-01', '2018-12-31'), job('2019-01-31', null)]; // exactly 30 days
    expect(workYearsStart(thirty, TODAY)).toBe('2015-03-01');
    const broken = [job('2015-03-01', '2018-12-31'), job('2019-02-01', null)]; // 31 days
    expect(workYearsStart(broken, TODAY)).toBe('2019-02-01');
    expect(workYears(broken, TODAY)).toBe(7);
  });

  it('counts whole years only and nothing for someone who left long ago or has not started', () => {
    expect(workYears([job('2025-11-23', null)], TODAY)).toBe(0);
    expect(workYears([job('2025-11-22', null)], TODAY)).toBe(1);
    expect(workYears([job('2010-01-01', '2020-01-01')], TODAY)).toBe(0);
    expect(workYears([job('2027-01-01', null)], TODAY)).toBe(0);
  });
});

describe('birthdays (today, the next 7 days, this month)', () => {
  const person = (name: string, birthDate: string | null) => ({ name, birthDate });

  it('sorts people into today, the 8-day window and the month', () => {
    const people = [
      person('today', '1990-11-22'),
      person('in7', '1985-11-29'),
      person('in8', '1985-11-30'),
      person('earlier', '1970-11-02'),
      person('none', null),
    ];
    const result = birthdays(people, TODAY);
    expect(result.today.map((p) => p.name)).toEqual(['today']);
    expect(result.nextDays.map((p) => p.name)).toEqual(['in7']);
    expect(result.thisMonth.map((p) => p.name)).toEqual(['today', 'in7', 'in8', 'earlier']);
  });

  it('looks across the year end and handles 29 February', () => {
    expect(birthdays([person('jan', '2000-01-02')], '2026-12-28').nextDays).toHaveLength(1);
    expect(nextBirthday('2000-02-29', '2026-02-01')).toBe('2026-02-28');
    expect(nextBirthday('2000-02-29', '2028-02-01')).toBe('2028-02-29');
    expect(nextBirthday('1990-03-01', '2026-03-02')).toBe('2027-03-01');
  });
});

describe('other rules', () => {
  it('lists contracts ending within 2 months', () => {
    const list = [
      job('2020-01-01', '2027-01-22', { id: 1 }),
      job('2020-01-01', '2027-01-23', { id: 2 }),
      job('2020-01-01', null, { id: 3 }),
      job('2020-01-01', '2026-11-21', { id: 4 }),
    ];
    expect(endingWithin(list, TODAY).map((e) => e.id)).toEqual([1]);
  });

  it('numbers, names and closed periods', () => {
    expect(nextNumber([])).toBe(1);
    expect(nextNumber([3, 12, 7])).toBe(13);
    expect(employeeName({ firstName: 'Jan', insertion: 'de', lastName: 'Vries' })).toBe('Jan de Vries');
    expect(employeeName({ firstName: 'Anna', insertion: '', lastName: 'Bakker' })).toBe('Anna Bakker');
    expect(isInClosedPeriod('2026-10-31', '2026-10-31')).toBe(true);
    expect(isInClosedPeriod('2026-11-01', '2026-10-31')).toBe(false);
    expect(isInClosedPeriod('2026-11-01', null)).toBe(false);
  });
});
