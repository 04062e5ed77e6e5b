// The warnings and colours of the week view (spec 002 §4 planning colours, §5 dates and times, §8 planning warnings,
// §9 overwork threshold), computed from a set of shifts, the approved absences and the projects' blacklists.
import { z } from 'zod';
import { isApprovedAbsence } from './absences.ts';
import { PLANNING_LIMITS, type PlanningColor, SHIFT_STATUS } from './enums.ts';
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
  /** The answer of a request whose response was sent (absences.ts isApprovedAbsence). */
  decision?: number;
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

/** A shift's flags as bits: bit i is SHIFT_FLAGS[i]. */
export const flagsOfBits = (bits: number): ShiftFlag[] => SHIFT_FLAGS.filter((_, i) => bits & (1 << i));

const BIT = Object.fromEntries(SHIFT_FLAGS.map((flag, i) => [flag, 1 << i])) as Record<ShiftFlag, number>;

const zEmployeeCount = z.object({ count: z.number().int(), employeeIds: z.array(z.number().int()) });

export const ZPlanningSummary = z.object({
  /** Employee-days over PLANNING_LIMITS.overworkHours, with the day's hours (hundredths). */
  overwork: z.array(z.object({ employeeId: z.number().int(), date: z.string(), hours: z.number().int() })),
  endBeforeStart: zEmployeeCount,
  /** Shifts that overlap another shift of the employee or fall in an approved absence. */
  conflicts: zEmployeeCount,
  blacklisted: zEmployeeCount,
  noted: z.number().int(),
  mismatch: z.number().int(),
});
export type PlanningSummary = z.infer<typeof ZPlanningSummary>;

/**
 * The colour of a shift: the most urgent thing about it wins. Blacklisted first (the customer refused this person),
 * then absence (the person will not come), then conflict (double booked), then noted (read the note); otherwise the
 * lifecycle: confirmed (invoiced shifts too) or scheduled.
 */
export function shiftColor(flags: readonly ShiftFlag[] | number, confirmed: number): PlanningColor {
  const bits = typeof flags === 'number' ? flags : flags.reduce((sum, flag) => sum | BIT[flag], 0);
  if (bits & BIT.blacklisted) return 'blacklisted';
  if (bits & BIT.absence) return 'absence';
  if (bits & BIT.overlap) return 'conflict';
  if (bits & BIT.noted) return 'noted';
  return confirmed >= SHIFT_STATUS.confirmed ? 'confirmed' : 'scheduled';
}

const sortedIds = (ids: Set<number>) => [...ids].sort((a, b) => a - b);

/** Whether an approved absence of the employee covers the date. */
function absentOn(absences: readonly FlagAbsence[] | undefined, date: string): boolean {
  return absences?.some((a) => a.startDate <= date && a.endDate >= date) ?? false;
}

/**
 * Flags (as bits, see flagsOfBits) and colour of each shift, in the order of `entries`, and the summary shown above
 * the grid. Shifts without an employee (employeeId 0) are only checked for their times and note. `blacklistOf` gives a
 * project's blacklisted employee ids. Bits and indexes rather than objects per shift: a whole owner's week is 20,000.
 */
export function planningFlags(
  entries: readonly FlagEntry[],
  absences: readonly FlagAbsence[],
  blacklistOf: (projectId: number) => readonly number[] | undefined,
): { bits: number[]; colors: PlanningColor[]; summary: PlanningSummary } {
  const approved = new Map<number, FlagAbsence[]>();
  for (const a of absences) {
    if (!isApprovedAbsence({ status: a.status, decision: a.decision ?? 0 })) continue;
    approved.set(a.employeeId, [...(approved.get(a.employeeId) ?? []), a]);
  }
  const days = new Map<string, number[]>();
  entries.forEach((e, index) => {
    if (e.employeeId === 0) return;
    const dayKey = `${e.employeeId}|${e.date}`;
    const list = days.get(dayKey);
    if (list) list.push(index);
    else days.set(dayKey, [index]);
  });

  const bits = new Array<number>(entries.length).fill(0);
  const at = (index: number) => entries[index] as FlagEntry;
  const overwork: PlanningSummary['overwork'] = [];
  for (const list of days.values()) {
    let hours = 0;
    for (const index of list) hours += shiftHours(at(index).startTime, at(index).endTime, at(index).pause);
    if (hours > PLANNING_LIMITS.overworkHours) {
      overwork.push({ employeeId: at(list[0] as number).employeeId, date: at(list[0] as number).date, hours });
      for (const index of list) bits[index] = (bits[index] as number) | BIT.overwork;
    }
    if (list.length < 2) continue;
    // Sorted by start, each shift is compared with the ones after it that start before it ends.
    const sorted = [...list].sort((p, q) => at(p).startTime - at(q).startTime);
    for (let i = 0; i < sorted.length; i++) {
      const a = at(sorted[i] as number);
      if (a.endTime <= a.startTime) continue;
      for (let j = i + 1; j < sorted.length; j++) {
        const b = at(sorted[j] as number);
        if (b.startTime >= a.endTime) break;
        if (b.endTime > b.startTime && timesOverlap(a, b)) {
          bits[sorted[i] as number] = (bits[sorted[i] as number] as number) | BIT.overlap;
          bits[sorted[j] as number] = (bits[sorted[j] as number] as number) | BIT.overlap;
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
  const colors = new Array<PlanningColor>(entries.length);
  entries.forEach((e, index) => {
    let b = bits[index] as number;
    if (e.endTime < e.startTime) {
      b |= BIT.endBeforeStart;
      summary.endBeforeStart.count++;
      if (e.employeeId) endBeforeStart.add(e.employeeId);
    }
    if (e.employeeId && absentOn(approved.get(e.employeeId), e.date)) b |= BIT.absence;
    if (e.employeeId && blacklistOf(e.projectId)?.includes(e.employeeId)) {
      b |= BIT.blacklisted;
      summary.blacklisted.count++;
      blacklisted.add(e.employeeId);
    }
    if (e.note !== '' && e.note.trim() !== '') {
      b |= BIT.noted;
      summary.noted++;
    }
    if (e.mismatch) {
      b |= BIT.mismatch;
      summary.mismatch++;
    }
    if (b & (BIT.overlap | BIT.absence)) {
      summary.conflicts.count++;
      conflicts.add(e.employeeId);
    }
    bits[index] = b;
    colors[index] = shiftColor(b, e.confirmed);
  });
  summary.endBeforeStart.employeeIds = sortedIds(endBeforeStart);
  summary.conflicts.employeeIds = sortedIds(conflicts);
  summary.blacklisted.employeeIds = sortedIds(blacklisted);
  return { bits, colors, summary };
}
