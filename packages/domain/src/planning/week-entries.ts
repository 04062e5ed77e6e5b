// The week view's answer (agendaEntriesPlanning). A whole owner's week is some 20,000 shifts, so each shift travels as
// a short array in a fixed order instead of an object with its field names (a quarter of the bytes, and quicker to
// write and read); packWeekEntry and unpackWeekEntry are the one place that knows the order.
import { z } from 'zod';
import { ZHoliday } from '../holidays.ts';
import { PLANNING_COLORS, type PlanningColor } from './enums.ts';
import { flagsOfBits, type ShiftFlag, ZPlanningSummary } from './shift-flags.ts';
import { ZPlanningVisibility } from './shift-schemas.ts';

/** A shift as the week grid shows it. */
export interface TWeekEntry {
  id: number;
  date: string;
  employeeId: number;
  projectId: number;
  startTime: number;
  endTime: number;
  pause: number;
  travelTime: number;
  hours: number;
  planningType: number;
  confirmed: number;
  mismatch: number;
  /** 1 once the customer was mailed about it (a sent announcement is shaded, spec 002 §4). */
  announced: number;
  addition: string;
  note: string;
  flags: ShiftFlag[];
  color: PlanningColor;
}

/**
 * [id, day (0 = Monday of the week), employeeId, projectId, startTime, endTime, pause, travelTime, hours,
 * planningType, confirmed, mismatch, flags (bit i = SHIFT_FLAGS[i]), colour (index in PLANNING_COLORS), addition, note,
 * announced]
 */
const zN = z.number().int();
export const ZWeekEntryTuple = z.tuple([
  zN,
  zN,
  zN,
  zN,
  zN,
  zN,
  zN,
  zN,
  zN,
  zN,
  zN,
  zN,
  zN,
  zN,
  z.string(),
  z.string(),
  zN,
]);
export type TWeekEntryTuple = z.infer<typeof ZWeekEntryTuple>;

/** The stored fields of a shift the week view sends. */
export type WeekShift = Omit<TWeekEntry, 'flags' | 'color'>;

/** A shift as a tuple: `day` is its date's index in the week, `bits` its flags (shift-flags.ts). */
export function packWeekEntry(e: WeekShift, day: number, bits: number, color: PlanningColor): TWeekEntryTuple {
  return [
    e.id,
    day,
    e.employeeId,
    e.projectId,
    e.startTime,
    e.endTime,
    e.pause,
    e.travelTime,
    e.hours,
    e.planningType,
    e.confirmed,
    e.mismatch,
    bits,
    PLANNING_COLORS.indexOf(color),
    e.addition,
    e.note,
    e.announced,
  ];
}

export function unpackWeekEntry(t: TWeekEntryTuple, dates: readonly string[]): TWeekEntry {
  return {
    id: t[0],
    date: dates[t[1]] ?? '',
    employeeId: t[2],
    projectId: t[3],
    startTime: t[4],
    endTime: t[5],
    pause: t[6],
    travelTime: t[7],
    hours: t[8],
    planningType: t[9],
    confirmed: t[10],
    mismatch: t[11],
    flags: flagsOfBits(t[12]),
    color: PLANNING_COLORS[t[13]] ?? 'scheduled',
    addition: t[14],
    note: t[15],
    announced: t[16],
  };
}

/** agendaEntriesPlanning: everything the week grid shows, in one answer. */
export const ZPlanningWeek = z.object({
  year: z.number().int(),
  week: z.number().int(),
  view: z.number().int(),
  /** Monday … Sunday. */
  dates: z.array(z.string()),
  holidays: z.array(ZHoliday),
  /** The grid's rows, by name: employees (id 0 = shifts without an employee) or projects. */
  rows: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Names of every employee and project the answer mentions. */
  employeeNames: z.record(z.string(), z.string()),
  projectNames: z.record(z.string(), z.string()),
  entries: z.array(ZWeekEntryTuple),
  /** Approved absences that touch the week. */
  absences: z.array(
    z.object({
      id: z.number().int(),
      employeeId: z.number().int(),
      startDate: z.string(),
      endDate: z.string(),
      kind: z.number().int(),
    }),
  ),
  summary: ZPlanningSummary,
  visibility: ZPlanningVisibility,
});
export type TPlanningWeek = z.infer<typeof ZPlanningWeek>;
