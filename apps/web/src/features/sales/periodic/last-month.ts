import { addDays, startOfMonth, todayIso } from '@backoffice/domain/dates';

/** The run's default period: the whole of last month (the monthly run is made early in the next month). */
export function lastMonth(today = todayIso()): { startDate: string; endDate: string } {
  const endDate = addDays(startOfMonth(today), -1);
  return { startDate: startOfMonth(endDate), endDate };
}
