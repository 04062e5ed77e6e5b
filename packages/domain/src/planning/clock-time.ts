// Clock records are instants; shifts are a date plus HHmm wall-clock times. Both meet in the planning's time zone, never
// in the server's (a container often runs in UTC, which would make every clock-in an hour "late" in the summer).
import { addDays, dayNumberToIso, diffDays, isoToDayNumber } from '../dates.ts';
import { formatDate, formatTime } from '../format.ts';
import { timeOfMinutes } from './shift-times.ts';

/** The wall clock shifts are planned in (spec: a Dutch company). */
export const PLANNING_TIME_ZONE = 'Europe/Amsterdam';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** HHmm of minutes counted from a date's midnight, wrapped into one day (a clock-out after midnight shows 0115). */
export const wrappedTimeOfMinutes = (minutes: number) => timeOfMinutes(((minutes % 1440) + 1440) % 1440);

/** Offsets change only on quarter hours of UTC in every real zone, so one lookup per quarter hour is exact. */
const SLOT_MS = 15 * 60_000;
const offsetCache = new Map<string, Map<number, number>>();

/** The zone's offset from UTC in minutes at the quarter hour of `at`, from Intl once and then from the cache. */
function offsetMinutes(at: Date, timeZone: string): number {
  const slot = Math.floor(at.getTime() / SLOT_MS);
  let zone = offsetCache.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsetCache.set(timeZone, zone);
  }
  let offset = zone.get(slot);
  if (offset === undefined) {
    const parts = Object.fromEntries(
      formatterFor(timeZone)
        .formatToParts(new Date(slot * SLOT_MS))
        .map((p) => [p.type, p.value]),
    );
    const wall =
      isoToDayNumber(`${parts.year}-${parts.month}-${parts.day}`) * 1440 +
      Number(parts.hour) * 60 +
      Number(parts.minute);
    offset = wall - (slot * SLOT_MS) / 60_000;
    // A long-running server reads ever new quarter hours: keep the cache small.
    if (zone.size > 50_000) zone.clear();
    zone.set(slot, offset);
  }
  return offset;
}

/**
 * The date and whole minutes since midnight of an instant on the wall clock of `timeZone`. Thousands of clock records
 * are read per page, so the zone's offset is looked up per quarter hour instead of formatting every instant.
 */
export function wallClock(at: Date, timeZone = PLANNING_TIME_ZONE): { date: string; minutes: number } {
  const local = Math.floor(at.getTime() / 60_000) + offsetMinutes(at, timeZone);
  const day = Math.floor(local / 1440);
  return { date: dayNumberToIso(day), minutes: local - day * 1440 };
}

/** Today on the planning's wall clock: the office's "today", whatever the server's or the browser's time zone. */
export const planningToday = (now: Date = new Date()) => wallClock(now).date;

/** Minutes of an instant counted from midnight at the start of `date` (negative before, over 1440 the day after). */
export function minutesFromDate(date: string, at: Date, timeZone = PLANNING_TIME_ZONE): number {
  const wall = wallClock(at, timeZone);
  return diffDays(date, wall.date) * 1440 + wall.minutes;
}

/** The instant at `minutes` past midnight of `date` on the wall clock of `timeZone`. */
export function zonedInstant(date: string, minutes: number, timeZone = PLANNING_TIME_ZONE): Date {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // The zone's offset at the guess, then once more at the corrected instant (a daylight-saving change in between).
  let instant = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = minutesFromDate(date, new Date(instant), timeZone);
    instant += (minutes - shown) * 60_000;
  }
  return new Date(instant);
}

/** The next instant after `now` at `minutes` past midnight on the planning's wall clock (a nightly job's next run). */
export function nextDailyAt(now: Date, minutes: number): Date {
  const today = planningToday(now);
  const tonight = zonedInstant(today, minutes);
  return tonight > now ? tonight : zonedInstant(addDays(today, 1), minutes);
}

/** An instant as 'DD-MM-YYYY HH:mm' on the wall clock of `timeZone` (documents and exports, whatever the server's zone). */
export function formatWallClock(at: Date, timeZone = PLANNING_TIME_ZONE): string {
  const wall = wallClock(at, timeZone);
  return `${formatDate(wall.date)} ${formatTime(wrappedTimeOfMinutes(wall.minutes))}`;
}
