import { addDays, endOfMonth, isValidIsoDate, startOfMonth } from '@backoffice/domain/dates';
import { isoWeekday } from '@backoffice/domain/iso-week';

/** A period and the optional employee and project (0 = all), kept in the page's URL query. */
export interface PeriodFilter {
  startDate: string;
  endDate: string;
  employeeId: number;
  projectId: number;
}

/** Today on the planning's wall clock, as the server counts it. */
export { planningToday } from '@backoffice/domain';

export const currentWeek = (today: string) => {
  const monday = addDays(today, 1 - isoWeekday(today));
  return { startDate: monday, endDate: addDays(monday, 6) };
};
export const currentMonth = (today: string) => ({ startDate: startOfMonth(today), endDate: endOfMonth(today) });
/** The last two weeks up to today. */
export const lastTwoWeeks = (today: string) => ({ startDate: addDays(today, -13), endDate: today });

/** The filter in the query; a part missing or not valid takes the default. */
export function parsePeriod(query: URLSearchParams, defaults: { startDate: string; endDate: string }): PeriodFilter {
  const date = (key: string, fallback: string) => {
    const value = query.get(key) ?? '';
    return isValidIsoDate(value) ? value : fallback;
  };
  const id = (key: string) => {
    const value = Number(query.get(key));
    return Number.isInteger(value) && value > 0 ? value : 0;
  };
  return {
    startDate: date('from', defaults.startDate),
    endDate: date('until', defaults.endDate),
    employeeId: id('employee'),
    projectId: id('project'),
  };
}

/** The query of a filter; zeros are left out. */
export function periodQuery(filter: PeriodFilter): Record<string, string> {
  return {
    from: filter.startDate,
    until: filter.endDate,
    ...(filter.employeeId ? { employee: String(filter.employeeId) } : {}),
    ...(filter.projectId ? { project: String(filter.projectId) } : {}),
  };
}

/** Why the server would refuse the period (the page says so instead of asking): 'order' or 'length', else null. */
export type PeriodProblem = 'order' | 'length' | null;

export function periodProblem(filter: Pick<PeriodFilter, 'startDate' | 'endDate'>, maxDays: number): PeriodProblem {
  if (filter.startDate > filter.endDate) return 'order';
  if (addDays(filter.startDate, maxDays - 1) < filter.endDate) return 'length';
  return null;
}
