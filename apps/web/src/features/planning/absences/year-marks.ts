import { ABSENCE_STATUS, isApprovedAbsence } from '@backoffice/domain';
import { addDays, diffDays, OPEN_END_DATE } from '@backoffice/domain/dates';
import type { AbsentRow } from './api.ts';

export interface DayMark {
  kind: number;
  approved: boolean;
}

/**
 * Per day of the year the absence shown: an approved one wins over a request; denied ones are left out. An open
 * sickness shows up to today, as its hours count.
 */
export function dayMarks(
  absents: readonly Pick<AbsentRow, 'startDate' | 'endDate' | 'kind' | 'status' | 'decision'>[],
  year: number,
  today: string,
): Map<string, DayMark> {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const marks = new Map<string, DayMark>();
  for (const absent of absents) {
    const approved = isApprovedAbsence(absent);
    if (!approved && absent.status !== ABSENCE_STATUS.requested) continue;
    const start = absent.startDate > first ? absent.startDate : first;
    const until = absent.endDate === OPEN_END_DATE ? today : absent.endDate;
    const end = until < last ? until : last;
    if (start > end) continue;
    for (let i = 0, day = start; i <= diffDays(start, end); i++, day = addDays(day, 1)) {
      if (!approved && marks.has(day)) continue;
      marks.set(day, { kind: absent.kind, approved });
    }
  }
  return marks;
}
