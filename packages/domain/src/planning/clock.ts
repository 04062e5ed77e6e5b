// Clock records of a shift: their summary (clockData), the deviations a planner checks, and the live status of today's
// shifts (spec 000 §3 clockData, 002 §4 live clock status, 002 §9 thresholds).
import { z } from 'zod';
import { minutesFromDate, PLANNING_TIME_ZONE, wrappedTimeOfMinutes } from './clock-time.ts';
import { type ClockStatus, PLANNING_LIMITS } from './enums.ts';
import { minutesOfDay } from './shift-times.ts';

export const CLOCK_KINDS = ['in', 'out'] as const;
export type ClockKind = (typeof CLOCK_KINDS)[number];

/** One clock-in or clock-out as stored: the instant and the metres from the project's main address (null: unknown). */
export interface ClockPunch {
  kind: ClockKind;
  at: Date | string;
  distance: number | null;
}

/**
 * Why a shift's clock records need a planner's look:
 * - timeDiffers: the clocked time (out − in) differs from the shift's time by more than 10 minutes. The shift's times are
 *   the confirmed ones once confirmed (the planned ones are then kept apart), else the planned ones;
 * - clockInFar / clockOutFar: clocked more than 100 m from the project's main address;
 * - lateUnder15 / lateOver15: clocked in after the start, up to 15 minutes or more;
 * - forgotClockOut: clocked in, not out, and the end is more than 10 minutes past;
 * - noClockIn: clocked out without having clocked in.
 */
export const DEVIATION_REASONS = [
  'timeDiffers',
  'clockInFar',
  'clockOutFar',
  'lateUnder15',
  'lateOver15',
  'forgotClockOut',
  'noClockIn',
] as const;
export type DeviationReason = (typeof DEVIATION_REASONS)[number];

/** agenda_entries.clockData: the first clock-in and the last clock-out of the shift, as of its last record. */
export const ZClockData = z.object({
  /** ISO instants. */
  in: z.string().optional(),
  out: z.string().optional(),
  /** HHmm on the planning's wall clock, for display. */
  inTime: z.number().int().optional(),
  outTime: z.number().int().optional(),
  inDistance: z.number().nullable().optional(),
  outDistance: z.number().nullable().optional(),
  /** How many records the shift has. */
  records: z.number().int().optional(),
  /** The deviations as of the last record; reads recompute them against the shift's current times. */
  deviations: z.array(z.enum(DEVIATION_REASONS)).optional(),
});
export type TClockData = z.infer<typeof ZClockData>;

/** What the rules need of a shift: its date and (confirmed, else planned) times. */
export interface ClockedShift {
  date: string;
  startTime: number;
  endTime: number;
}

const time = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** The first clock-in, and the last clock-out not before it (any last clock-out when there is no clock-in). */
export function summarizeClock(
  shift: ClockedShift,
  punches: readonly ClockPunch[],
  now: Date,
  timeZone = PLANNING_TIME_ZONE,
): TClockData {
  const sorted = [...punches].sort((a, b) => time(a.at).getTime() - time(b.at).getTime());
  const first = sorted.find((p) => p.kind === 'in');
  const last = sorted.filter((p) => p.kind === 'out' && (!first || time(p.at) >= time(first.at))).pop();
  const data: TClockData = { records: punches.length };
  if (first) {
    data.in = time(first.at).toISOString();
    data.inTime = wrappedTimeOfMinutes(minutesFromDate(shift.date, time(first.at), timeZone));
    data.inDistance = first.distance;
  }
  if (last) {
    data.out = time(last.at).toISOString();
    data.outTime = wrappedTimeOfMinutes(minutesFromDate(shift.date, time(last.at), timeZone));
    data.outDistance = last.distance;
  }
  data.deviations = clockDeviations(shift, data, now, timeZone);
  return data;
}

const isFar = (distance: number | null | undefined) =>
  typeof distance === 'number' && distance > PLANNING_LIMITS.deviationMetres;

/** The deviations of a shift's clock summary at `now`; none when the shift has no clock records. */
export function clockDeviations(
  shift: ClockedShift,
  clock: TClockData,
  now: Date,
  timeZone = PLANNING_TIME_ZONE,
): DeviationReason[] {
  const reasons: DeviationReason[] = [];
  const start = minutesOfDay(shift.startTime);
  const end = minutesOfDay(shift.endTime);
  const inAt = clock.in ? minutesFromDate(shift.date, new Date(clock.in), timeZone) : undefined;
  const outAt = clock.out ? minutesFromDate(shift.date, new Date(clock.out), timeZone) : undefined;
  if (inAt !== undefined && outAt !== undefined) {
    if (Math.abs(outAt - inAt - (end - start)) > PLANNING_LIMITS.deviationMinutes) reasons.push('timeDiffers');
  }
  if (inAt !== undefined && isFar(clock.inDistance)) reasons.push('clockInFar');
  if (outAt !== undefined && isFar(clock.outDistance)) reasons.push('clockOutFar');
  if (inAt !== undefined && inAt > start) {
    reasons.push(inAt - start > PLANNING_LIMITS.lateMinutes ? 'lateOver15' : 'lateUnder15');
  }
  if (inAt !== undefined && outAt === undefined) {
    if (minutesFromDate(shift.date, now, timeZone) > end + PLANNING_LIMITS.deviationMinutes) {
      reasons.push('forgotClockOut');
    }
  }
  if (inAt === undefined && outAt !== undefined) reasons.push('noClockIn');
  return reasons;
}

/** A shift of today that has not started yet has no clock status of spec 002 §4: it is upcoming. */
export type LiveClockStatus = ClockStatus | 'upcoming';

/**
 * The live clock status of a shift at `now` (spec 002 §4): clocked out (late: more than 10 minutes after the end),
 * clocked in (late: after the start; forgot to clock out: the end more than 10 minutes past), or not clocked in while
 * the start has passed by up to 15 minutes or more.
 */
export function liveClockStatus(
  shift: ClockedShift,
  clock: TClockData,
  now: Date,
  timeZone = PLANNING_TIME_ZONE,
): LiveClockStatus {
  const start = minutesOfDay(shift.startTime);
  const end = minutesOfDay(shift.endTime);
  const nowAt = minutesFromDate(shift.date, now, timeZone);
  if (clock.out) {
    const outAt = minutesFromDate(shift.date, new Date(clock.out), timeZone);
    return outAt - end > PLANNING_LIMITS.deviationMinutes ? 'clockedOutLate' : 'clockedOut';
  }
  if (clock.in) {
    if (nowAt > end + PLANNING_LIMITS.deviationMinutes) return 'forgotClockOut';
    return minutesFromDate(shift.date, new Date(clock.in), timeZone) > start ? 'clockedInLate' : 'clockedIn';
  }
  if (nowAt <= start) return 'upcoming';
  return nowAt - start > PLANNING_LIMITS.lateMinutes ? 'lateNoClockInOver15' : 'lateNoClockInUnder15';
}

/** The order the status page counts and lists them in: what needs action first. */
export const LIVE_CLOCK_STATUSES: readonly LiveClockStatus[] = [
  'lateNoClockInOver15',
  'forgotClockOut',
  'lateNoClockInUnder15',
  'clockedInLate',
  'clockedOutLate',
  'clockedIn',
  'clockedOut',
  'upcoming',
];
