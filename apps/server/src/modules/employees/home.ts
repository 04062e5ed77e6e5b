import { birthdays, endingWithin, type TEmployee, type TEmployeesHome, workYearsStart } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';

/**
 * The home page's employee widgets (spec 000 §4): birthdays of active employees (the day, never the year of birth),
 * contracts ending (contract data: only when `contracts`, for show_employees) and anniversaries.
 */
export function employeesHome(
  list: readonly TEmployee[],
  { contracts }: { contracts: boolean },
  today = todayIso(),
): TEmployeesHome {
  const active = list.filter((e) => e.active);
  const people = active.flatMap((e) => (e.birthDate ? [{ id: e.id, name: e.name, birthDate: e.birthDate }] : []));
  const days = birthdays(people, today);
  const dayOnly = (group: typeof people) =>
    group.map((p) => ({ id: p.id, name: p.name, birthday: p.birthDate.slice(5) }));
  const endingContracts = list
    .flatMap((e) =>
      endingWithin(e.employments, today, 2).map((employment) => ({
        id: employment.id,
        employeeId: e.id,
        name: e.name,
        employerId: employment.employerId,
        number: typeof employment.number === 'number' ? employment.number : 0,
        endDate: employment.endDate,
      })),
    )
    .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.name.localeCompare(b.name));
  // Work years reach a whole number this month: the unbroken service started in this month of an earlier year.
  const anniversaries = active
    .flatMap((e) => {
      const since = workYearsStart(e.employments, today);
      if (!since || since.slice(5, 7) !== today.slice(5, 7)) return [];
      const years = Number(today.slice(0, 4)) - Number(since.slice(0, 4));
      return years >= 1 ? [{ id: e.id, name: e.name, workYears: years, since }] : [];
    })
    .sort((a, b) => a.since.slice(5).localeCompare(b.since.slice(5)) || a.name.localeCompare(b.name));
  return {
    birthdays: { today: dayOnly(days.today), nextDays: dayOnly(days.nextDays), thisMonth: dayOnly(days.thisMonth) },
    ...(contracts ? { endingContracts } : {}),
    anniversaries,
  };
}
