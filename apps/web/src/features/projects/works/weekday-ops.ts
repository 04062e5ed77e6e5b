import { ISO_WEEKDAYS, type IsoWeekday } from '@backoffice/domain';
import { minutesBetween, textToTime } from '../../../platform/time/time-text.ts';
import { type EntryDraft, emptyEntry, newEntryKey, type WorkDraft } from './work-draft.ts';

// Changes to the weekday grid of a work draft; each returns a new draft.

const sortDays = (days: readonly number[]) => [...days].sort((a, b) => a - b);

export function setDaySelected(draft: WorkDraft, day: IsoWeekday, selected: boolean): WorkDraft {
  const others = draft.selectedDays.filter((other) => other !== day);
  return { ...draft, selectedDays: sortDays(selected ? [...others, day] : others) };
}

/**
 * A new entry on a day, with the times of the day's last entry (or else of the first entry of the week) so a second
 * cleaner at the same hours needs only a name. Adding to a day that is not selected selects it: that is why one adds.
 */
export function addEntry(draft: WorkDraft, day: IsoWeekday): WorkDraft {
  const template =
    draft.weekDays[day].at(-1) ?? ISO_WEEKDAYS.map((other) => draft.weekDays[other][0]).find((entry) => entry);
  const entry: EntryDraft = template
    ? { ...emptyEntry(), startTime: template.startTime, endTime: template.endTime, pause: template.pause }
    : emptyEntry();
  const withDay = setDaySelected(draft, day, true);
  return { ...withDay, weekDays: { ...draft.weekDays, [day]: [...draft.weekDays[day], entry] } };
}

export function removeEntry(draft: WorkDraft, day: IsoWeekday, index: number): WorkDraft {
  return { ...draft, weekDays: { ...draft.weekDays, [day]: draft.weekDays[day].filter((_, i) => i !== index) } };
}

export function updateEntry(draft: WorkDraft, day: IsoWeekday, index: number, patch: Partial<EntryDraft>): WorkDraft {
  const entries = draft.weekDays[day].map((entry, i) => (i === index ? { ...entry, ...patch } : entry));
  return { ...draft, weekDays: { ...draft.weekDays, [day]: entries } };
}

/** The selected days other than Monday that "copy Monday" would overwrite. */
export const copyTargets = (draft: WorkDraft): IsoWeekday[] =>
  ISO_WEEKDAYS.filter((day) => day !== 1 && draft.selectedDays.includes(day));

/** Monday's entries (fresh copies) on every other selected day, replacing what those days had. */
export function copyMondayToSelected(draft: WorkDraft): WorkDraft {
  const weekDays = { ...draft.weekDays };
  for (const day of copyTargets(draft)) {
    weekDays[day] = draft.weekDays[1].map((entry) => ({ ...entry, key: newEntryKey() }));
  }
  return { ...draft, weekDays };
}

/** Minutes the entries of one day plan: end minus start minus pause; entries with unreadable times count 0. */
export function plannedMinutes(entries: readonly EntryDraft[]): number {
  let total = 0;
  for (const entry of entries) {
    const start = textToTime(entry.startTime);
    const end = textToTime(entry.endTime, { end: true });
    if (start === null || end === null || end <= start) continue;
    total += Math.max(0, minutesBetween(start, end) - (entry.pause * 60) / 100);
  }
  return Math.round(total);
}

/**
 * The hour rate after choosing another work type: the new type's default, unless the planner typed a rate of their
 * own (one that is neither empty nor the old type's default).
 */
export function rateAfterTypeChange(hourRate: number, oldTypeRate: number | undefined, newTypeRate: number): number {
  return hourRate === 0 || hourRate === oldTypeRate ? newTypeRate : hourRate;
}
