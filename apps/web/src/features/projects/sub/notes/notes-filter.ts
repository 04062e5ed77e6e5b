import { PROJECT_NOTE_KINDS } from '@backoffice/domain';
import { daysInMonth, isValidIsoDate } from '@backoffice/domain/dates';

/** The Projects/Notes filter, kept in the URL: /Projects/Notes/{startDate}/{endDate}/{type}/{handled}; -1 = any. */
export interface NotesFilter {
  startDate: string;
  endDate: string;
  type: number;
  handled: -1 | 0 | 1;
}

/** The same day a month earlier, or the month's last day when that month is shorter (31-03 → 28-02 or 29-02). */
export function oneMonthBefore(iso: string): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const prevYear = month === 1 ? year - 1 : year;
  const prevMonth = month === 1 ? 12 : month - 1;
  const prevDay = Math.min(day, daysInMonth(prevYear, prevMonth));
  return `${String(prevYear).padStart(4, '0')}-${String(prevMonth).padStart(2, '0')}-${String(prevDay).padStart(2, '0')}`;
}

/** The default: the notes of the last month, any type, handled or not. */
export const defaultNotesFilter = (today: string): NotesFilter => ({
  startDate: oneMonthBefore(today),
  endDate: today,
  type: -1,
  handled: -1,
});

/** The filter in the URL; a part that is missing or not valid takes its default. */
export function parseNotesParams(
  params: { startDate?: string; endDate?: string; type?: string; handled?: string },
  today: string,
): NotesFilter {
  const fallback = defaultNotesFilter(today);
  const type = Number(params.type);
  const handled = Number(params.handled);
  return {
    startDate: params.startDate && isValidIsoDate(params.startDate) ? params.startDate : fallback.startDate,
    endDate: params.endDate && isValidIsoDate(params.endDate) ? params.endDate : fallback.endDate,
    type: (PROJECT_NOTE_KINDS as readonly number[]).includes(type) ? type : -1,
    handled: handled === 0 || handled === 1 ? handled : -1,
  };
}

export const notesPath = (filter: NotesFilter) =>
  `/Projects/Notes/${filter.startDate}/${filter.endDate}/${filter.type}/${filter.handled}`;

/** The note in its project's Notes tab. */
export const notePath = (note: { projectId: number; id: number }) =>
  `/Projects/Edit/${note.projectId}/Notes/${note.id}`;
