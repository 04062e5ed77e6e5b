// The warnings and colours of the week view (spec 002 §4 planning colours, §5 dates and times, §8 planning warnings,
// §9 overwork threshold), computed from a set of shifts, the approved absences and the projects' blacklists.
import { ABSENCE_STATUS, PLANNING_LIMITS, type PlanningColor, SHIFT_STATUS } from './enums.ts';
import { shiftHours, timesOverlap } from './shift-times.ts';

export interface FlagEntry {
  id: number;
  employeeId: number;
  projectId: number;
  date: string;
  startTime: number;
  endTime: number;
  pause: number;
  note: string;
  confirmed: number;
  mismatch: number;
}

export interface FlagAbsence {
  employeeId: number;
  startDate: string;
  endDate: string;
  status: number;
}

/**
 * overwork: the employee works more than 9 hours that day; endBeforeStart: the end time is before the start time;
 * overlap: another shift of the same employee overlaps it that day; absence: the employee has an approved absence that
 * day; blacklisted: the employee is on the project's blacklist; noted: the shift has a note; mismatch: the shift no
 * longer matches its work.
 */
export const SHIFT_FLAGS = [
  'overwork',
  'endBeforeStart',
  'overlap',
  'absence',
  'blacklisted',
  'noted',
  'mismatch',
] as const;
export type ShiftFlag = (typeof SHIFT_FLAGS)[number];

export interface ShiftMarks {
  flags: ShiftFlag[];
  color: PlanningColor;
}

export interface PlanningSummary {
  /** Employee-days over PLANNING_LIMITS.overworkHours, with the day's hours (hundredths). */
  overwork: { employeeId: number; date: string; hours: number }[];
  endBeforeStart: { count: number; employeeIds: number[] };
  /** Shifts that overlap another shift of the employee or fall in an approved absence. */
  conflicts: { count: number; employeeIds: number[] };
  blacklisted: { count: number; employeeIds: number[] };
  noted: number;
  mismatch: number;
}

/**
 * The colour of a shift: the most urgent thing about it wins. Blacklisted first (the customer refused this person),
 * then absence (the person will not come), then conflict (double booked), then noted (read the note); otherwise the
 * lifecycle: confirmed (invoiced shifts too) or scheduled.
 */
export function shiftColor(flags: readonly ShiftFlag[], confirmed: number): PlanningColor {
  if (flags.includes('blacklisted')) return 'blacklisted';
  if (flags.includes('absence')) return 'absence';
  if (flags.includes('overlap')) return 'conflict';
  if (flags.includes('noted')) return 'noted';
  return confirmed >= SHIFT_STATUS.confirmed ? 'confirmed' : 'scheduled';
}

const sortedIds = (ids: Set<number>) => [...ids].sort((a, b) => a - b);

/** Whether an approved absence of the employee covers the date. */
function absentOn(absences: readonly FlagAbsence[] | undefined, date: string): boolean {
  return absences?.some((a) => a.startDate <= date && a.endDate >= date) ?? false;
}

/**
 * Flags and colour per shift, and the summary shown above the grid. Shifts without an employee (employeeId 0) are
 * only checked for their times and note. `blacklistOf` gives a project's blacklisted employee ids.
 */
export function planningFlags(
  entries: readonly FlagEntry[],
  absences: readonly FlagAbsence[],
  blacklistOf: (projectId: number) => readonly number[] | undefined,
): { marks: Map<number, ShiftMarks>; summary: PlanningSummary } {
  const approved = new Map<number, FlagAbsence[]>();
  for (const a of absences) {
    if (a.status !== ABSENCE_STATUS.approved) continue;
    approved.set(a.employeeId, [...(approved.get(a.employeeId) ?? []), a]);
  }
  const days = new Map<string, FlagEntry[]>();
  for (const e of entries) {
    if (e.employeeId === 0) continue;
    const dayKey = `${e.employeeId}|${e.date}`;
    const list = days.get(dayKey);
    if (list) list.push(e);
    else days.set(dayKey, [e]);
  }

  const flagsOf = new Map<number, Set<ShiftFlag>>(entries.map((e) => [e.id, new Set<ShiftFlag>()]));
  const flag = (id: number, f: ShiftFlag) => flagsOf.get(id)?.add(f);
  const overwork: PlanningSummary['overwork'] = [];
  for (const list of days.values()) {
    const first = list[0] as FlagEntry;
    const hours = list.reduce((sum, e) => sum + shiftHours(e.startTime, e.endTime, e.pause), 0);
    if (hours > PLANNING_LIMITS.overworkHours) {
      overwork.push({ employeeId: first.employeeId, date: first.date, hours });
      for (const e of list) flag(e.id, 'overwork');
    }
    // Sorted by start, each shift is compared with the ones after it that start before it ends.
    const sorted = list.length > 1 ? [...list].sort((a, b) => a.startTime - b.startTime) : list;
    for (let i = 0; i < sorted.length; i++) {
      const a = sorted[i] as FlagEntry;
      if (a.endTime <= a.startTime) continue;
      for (let j = i + 1; j < sorted.length; j++) {
        const b = sorted[j] as FlagEntry;
        if (b.startTime >= a.endTime) break;
        if (b.endTime > b.startTime && timesOverlap(a, b)) {
          flag(a.id, 'overlap');
          flag(b.id, 'overlap');
        }
      }
    }
  }

  const endBeforeStart = new Set<number>();
  const conflicts = new Set<number>();
  const blacklisted = new Set<number>();
  const summary: PlanningSummary = {
    overwork: overwork.sort((a, b) => a.date.localeCompare(b.date) || a.employeeId - b.employeeId),
    endBeforeStart: { count: 0, employeeIds: [] },
    conflicts: { count: 0, employeeIds: [] },
    blacklisted: { count: 0, employeeIds: [] },
    noted: 0,
    mismatch: 0,
  };
  const marks = new Map<number, ShiftMarks>();
  for (const e of entries) {
    if (e.endTime < e.startTime) {
      flag(e.id, 'endBeforeStart');
      summary.endBeforeStart.count++;
      if (e.employeeId) endBeforeStart.add(e.employeeId);
    }
    if (e.employeeId && absentOn(approved.get(e.employeeId), e.date)) flag(e.id, 'absence');
    if (e.employeeId && blacklistOf(e.projectId)?.includes(e.employeeId)) {
      flag(e.id, 'blacklisted');
      summary.blacklisted.count++;
      blacklisted.add(e.employeeId);
    }
    if (e.note.trim() !== '') {
      flag(e.id, 'noted');
      summary.noted++;
    }
    if (e.mismatch) {
      flag(e.id, 'mismatch');
      summary.mismatch++;
    }
    const set = flagsOf.get(e.id) ?? new Set<ShiftFlag>();
    if (set.has('overlap') || set.has('absence')) {
      summary.conflicts.count++;
      conflicts.add(e.employeeId);
    }
    const flags = SHIFT_FLAGS.filter((f) => set.has(f));
    marks.set(e.id, { flags, color: shiftColor(flags, e.confirmed) });
  }
  summary.endBeforeStart.employeeIds = sortedIds(endBeforeStart);
  summary.conflicts.employeeIds = sortedIds(conflicts);
  summary.blacklisted.employeeIds = sortedIds(blacklisted);
  return { marks, summary };
}
