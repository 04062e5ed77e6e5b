import { isEmptyDate, OPEN_END_DATE } from '@backoffice/domain/dates';

/** An end date that is open (empty, a marker or 3000-01-01) reads as "no end". */
export function isOpenEnd(date: string | null | undefined): boolean {
  return !date || isEmptyDate(date) || date === OPEN_END_DATE;
}

/** The shared rule of a period: an end, when there is one, is not before the start (for a schema's refinement). */
export function endsAfterStart(period: { startDate: string | null; endDate: string }): boolean {
  return period.startDate === null || isOpenEnd(period.endDate) || period.endDate >= period.startDate;
}
