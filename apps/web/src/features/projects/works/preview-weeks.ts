import {
  ISO_WEEKDAYS,
  type IsoWeekday,
  type TWorkEmployee,
  type WorkRecurrence,
  workOccurrences,
} from '@backoffice/domain';
import { addDays, isValidIsoDate, OPEN_END_DATE } from '@backoffice/domain/dates';
import { isoWeek, isoWeekday } from '@backoffice/domain/iso-week';
import { textToTime } from '../../../platform/time/time-text.ts';
import { parseNumberList, type WorkDraft } from './work-draft.ts';

interface PreviewDate {
  date: string;
  weekday: IsoWeekday;
  employeeIds: number[];
}

export interface PreviewWeek {
  /** ISO year and week of the Monday. */
  year: number;
  week: number;
  monday: string;
  dates: PreviewDate[];
}

export const PREVIEW_WEEKS = 8;

/** The draft's recurrence as far as it can be read while typing (a week list with a typo counts as none). */
function draftRecurrence(draft: WorkDraft): (WorkRecurrence & { weekDays: Record<string, TWorkEmployee[]> }) | null {
  if (!isValidIsoDate(draft.startDate)) return null;
  if (draft.endDate !== '' && !isValidIsoDate(draft.endDate)) return null;
  const weekDays: Record<string, TWorkEmployee[]> = {};
  for (const day of ISO_WEEKDAYS) {
    weekDays[String(day)] = draft.weekDays[day]
      .filter((entry) => entry.employeeId > 0)
      .map((entry) => ({
        employeeId: entry.employeeId,
        startDate: isValidIsoDate(entry.startDate) ? entry.startDate : null,
        endDate: isValidIsoDate(entry.endDate) ? entry.endDate : OPEN_END_DATE,
        startTime: textToTime(entry.startTime) ?? 0,
        endTime: textToTime(entry.endTime, { end: true }) ?? 0,
        pause: entry.pause,
        travelTime: entry.travelTime,
        addition: entry.addition,
      }));
  }
  return {
    startDate: draft.startDate,
    endDate: draft.endDate || OPEN_END_DATE,
    periodicType: draft.periodicType,
    intervalWeeks: draft.intervalWeeks,
    fixedWeeks: parseNumberList(draft.fixedWeeks, 1, 53) ?? [],
    fixedMonths: draft.fixedMonths,
    weeksOfMonth: draft.weeksOfMonth,
    selectedDays: draft.selectedDays,
    deleted: 0,
    weekDays,
  };
}

/**
 * The dates of the coming weeks (from this week, or from the start date's week when that is later), grouped by ISO
 * week, with the employees planned each date: what the recurrence means, shown while it is edited. Null while the
 * start date cannot be read.
 */
export function previewWeeks(draft: WorkDraft, today: string, weeks = PREVIEW_WEEKS): PreviewWeek[] | null {
  const work = draftRecurrence(draft);
  if (!work) return null;
  const from = work.startDate > today ? work.startDate : today;
  const monday = addDays(from, 1 - isoWeekday(from));
  const occurrences = workOccurrences(work, monday, addDays(monday, weeks * 7 - 1));
  return Array.from({ length: weeks }, (_, index) => {
    const start = addDays(monday, index * 7);
    const end = addDays(start, 6);
    const { year, week } = isoWeek(start);
    return {
      year,
      week,
      monday: start,
      dates: occurrences
        .filter((occurrence) => occurrence.date >= start && occurrence.date <= end)
        .map((occurrence) => ({
          date: occurrence.date,
          weekday: occurrence.weekday,
          employeeIds: occurrence.employees.map((employee) => employee.employeeId),
        })),
    };
  });
}
