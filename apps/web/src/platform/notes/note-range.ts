import { isValidIsoDate } from '@backoffice/domain/dates';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The Notes tab's default range: the last 12 months up to today (29 February falls back to the 28th). */
export function lastTwelveMonths(today: string): DateRange {
  const year = String(Number(today.slice(0, 4)) - 1).padStart(4, '0');
  const sameDay = `${year}${today.slice(4)}`;
  return { startDate: isValidIsoDate(sameDay) ? sameDay : `${year}${today.slice(4, 8)}28`, endDate: today };
}

/** A range the server can answer: both dates set and the end not before the start. */
export function isUsableRange(range: DateRange): boolean {
  return isValidIsoDate(range.startDate) && isValidIsoDate(range.endDate) && range.startDate <= range.endDate;
}
