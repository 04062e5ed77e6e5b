// Default planning (issue 5): the shifts the recurring works of live projects ask for in a period. The server stores
// them; this decides what they are, so it is the same for every run and can be tested without a database.
import { isoWeekday } from '../iso-week.ts';
import type { TWork, TWorkEmployee } from '../projects/schemas.ts';
import { type WorkRecurrence, workDates } from '../projects/work-dates.ts';

export interface SlotWork extends WorkRecurrence, Pick<TWork, 'weekDays'> {
  id: number;
  projectId: number;
}

export interface SlotProject {
  id: number;
  endDate: string;
  deleted: number;
  /** Periods the customer is closed: no shifts inside them. */
  datesClosed: readonly { startDate: string; endDate: string }[];
}

/** One shift a work asks for: the identity (key), where it came from and the times the work plans. */
export interface DefaultSlot {
  key: string;
  workId: number;
  projectId: number;
  employeeWorkId: number;
  originalDate: string;
  startTime: number;
  endTime: number;
  pause: number;
  travelTime: number;
  addition: string;
  /** What the work said when the shift was made (workStamp); a different stamp later means the work changed. */
  stamp: string;
}

/** A date a work falls on with nobody (available) planned: listed by toBeScheduled, never a shift by itself. */
export interface OpenOccurrence {
  key: string;
  workId: number;
  projectId: number;
  date: string;
}

/**
 * The identity of a default shift: work, the date its recurrence gave, the employee the work plans (0 = nobody) and
 * which of that employee's entries on that weekday it is (1, 2, … in the work's list order, so the same person twice a
 * day, morning and evening, is two slots). The key stays when a planner moves or changes the shift, so a second run
 * finds it again.
 */
export function defaultSlotKey(workId: number, date: string, employeeId: number, ordinal: number): string {
  return `d:${workId}:${date}:${employeeId}:${ordinal}`;
}

/** True for keys defaultSlotKey makes. */
export const isDefaultSlotKey = (key: string) => key.startsWith('d:');

/** The work entry's times as one comparable text: start, end, pause and travel time. */
export function workStamp(e: Pick<TWorkEmployee, 'startTime' | 'endTime' | 'pause' | 'travelTime'>): string {
  return `${e.startTime}-${e.endTime}-${e.pause}-${e.travelTime}`;
}

const closedOn = (project: SlotProject, date: string) =>
  project.datesClosed.some((period) => period.startDate <= date && period.endDate >= date);

/**
 * The default shifts of `works` in [from, to] and the occurrences nobody is planned on. A work of a deleted or unknown
 * project gives nothing; a project's end date and closed periods cut its shifts; each work employee's own start and
 * end date count; `isAvailable` drops employees without a contract that day.
 */
export function defaultSlots(
  works: readonly SlotWork[],
  projectOf: (id: number) => SlotProject | undefined,
  from: string,
  to: string,
  isAvailable: (employeeId: number, date: string) => boolean,
): { slots: DefaultSlot[]; open: OpenOccurrence[] } {
  const slots: DefaultSlot[] = [];
  const open: OpenOccurrence[] = [];
  for (const work of works) {
    const project = projectOf(work.projectId);
    if (!project || project.deleted) continue;
    const last = project.endDate < to ? project.endDate : to;
    if (last < from) continue;
    for (const date of workDates(work, from, last)) {
      if (closedOn(project, date)) continue;
      const planned = work.weekDays[String(isoWeekday(date))] ?? [];
      const ordinals = new Map<number, number>();
      let any = false;
      for (const entry of planned) {
        const ordinal = (ordinals.get(entry.employeeId) ?? 0) + 1;
        ordinals.set(entry.employeeId, ordinal);
        if (entry.startDate !== null && entry.startDate > date) continue;
        if (entry.endDate < date || !isAvailable(entry.employeeId, date)) continue;
        any = true;
        slots.push({
          key: defaultSlotKey(work.id, date, entry.employeeId, ordinal),
          workId: work.id,
          projectId: work.projectId,
          employeeWorkId: entry.employeeId,
          originalDate: date,
          startTime: entry.startTime,
          endTime: entry.endTime,
          pause: entry.pause,
          travelTime: entry.travelTime,
          addition: entry.addition,
          stamp: workStamp(entry),
        });
      }
      if (!any)
        open.push({ key: defaultSlotKey(work.id, date, 0, 1), workId: work.id, projectId: work.projectId, date });
    }
  }
  return { slots, open };
}

/** A stored default shift as the reconciliation needs it. */
export interface StoredSlot {
  id: number;
  key: string;
  source: string;
  confirmed: number;
  deleted: number;
  workStamp: string;
}

/** Stamp of a stored default shift whose slot the works no longer ask for (its mismatch was raised once). */
export const GONE_STAMP = 'gone';

/**
 * What a run of default planning does with the stored shifts of its period: create the slots that have none (a removed
 * one, source 'del', stays removed), and mark mismatch on unconfirmed default shifts whose work changed since they were
 * made (another stamp) or that the works no longer ask for (day, employee or work gone). Each change is marked once:
 * the new stamp is stored with the mark, so a mismatch the planner removed does not come back on the next run.
 */
export function reconcileSlots(
  slots: readonly DefaultSlot[],
  open: readonly OpenOccurrence[],
  stored: readonly StoredSlot[],
): { create: DefaultSlot[]; mismatch: { id: number; stamp: string }[]; unchanged: number } {
  const byKey = new Map(stored.map((s) => [s.key, s]));
  const create: DefaultSlot[] = [];
  const mismatch: { id: number; stamp: string }[] = [];
  let unchanged = 0;
  const live = (s: StoredSlot) => s.source === 'default' && !s.deleted && s.confirmed === 0;
  for (const slot of slots) {
    const existing = byKey.get(slot.key);
    if (!existing) {
      create.push(slot);
      continue;
    }
    if (live(existing) && existing.workStamp !== slot.stamp) mismatch.push({ id: existing.id, stamp: slot.stamp });
    else unchanged++;
  }
  const wanted = new Set([...slots.map((s) => s.key), ...open.map((o) => o.key)]);
  for (const s of stored) {
    if (!wanted.has(s.key) && live(s) && s.workStamp !== GONE_STAMP) mismatch.push({ id: s.id, stamp: GONE_STAMP });
  }
  return { create, mismatch, unchanged };
}
