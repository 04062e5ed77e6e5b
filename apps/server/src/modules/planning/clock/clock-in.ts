import {
  CLOCK_AT_LIMITS,
  distanceMetres,
  minutesFromDate,
  minutesOfDay,
  type TClockAnswer,
  type TClockData,
  type TClockInput,
  wallClock,
} from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { and, eq, gte, lte } from 'drizzle-orm';
import { agendaEntries, clockRecords } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { callerEmployee } from '../../employees/index.ts';
import { mainAddressPosition, refreshClockData } from './clock-data.ts';
import { liveShift, readClockShiftsById, toRecordRow } from './shift-rows.ts';

type Candidate = { id: number; date: string; startTime: number; endTime: number; checked: number; clockData: unknown };

/**
 * The shift a record belongs to. A clock-in: the employee's shift that day with the start nearest to it, preferring
 * shifts not clocked in yet. A clock-out: the open shift (clocked in, not out) of that day or the day before (a shift
 * until midnight) with the latest clock-in, else the shift that day with the end nearest to it.
 */
function matchShift(kind: 'in' | 'out', at: Date, date: string, shifts: Candidate[]): Candidate | undefined {
  const clock = (s: Candidate) => (s.clockData ?? {}) as TClockData;
  const nearest = (list: Candidate[], time: (s: Candidate) => number) => {
    const minutes = (s: Candidate) => Math.abs(minutesFromDate(s.date, at) - minutesOfDay(time(s)));
    return [...list].sort((a, b) => minutes(a) - minutes(b) || a.startTime - b.startTime)[0];
  };
  if (kind === 'in') {
    const today = shifts.filter((s) => s.date === date);
    const fresh = today.filter((s) => !clock(s).in);
    return nearest(fresh.length > 0 ? fresh : today, (s) => s.startTime);
  }
  const open = shifts
    .filter((s) => clock(s).in && !clock(s).out && new Date(clock(s).in as string) <= at)
    .sort((a, b) => String(clock(b).in).localeCompare(String(clock(a).in)));
  if (open[0]) return open[0];
  return nearest(
    shifts.filter((s) => s.date === date),
    (s) => s.endTime,
  );
}

/** POST /r/clock: a clock-in or clock-out of the caller's own employee, matched to their shift. */
export async function clock(ctx: CallContext, body: TClockInput, now: Date) {
  const employee = await callerEmployee(ctx.tx, ctx);
  if (employee.clock === 0) throw fail('clock.disabled');
  const position =
    body.latitude !== undefined && body.longitude !== undefined
      ? { latitude: body.latitude, longitude: body.longitude }
      : undefined;
  if (employee.clockOnLocation && !position) throw fail('clock.positionRequired');

  const at = body.at ? new Date(body.at) : now;
  const ahead = (at.getTime() - now.getTime()) / 60_000;
  if (ahead > CLOCK_AT_LIMITS.futureMinutes) throw fail('clock.inFuture');
  const maxPast = employee.clock === 2 ? CLOCK_AT_LIMITS.pastHoursOffline * 60 : CLOCK_AT_LIMITS.pastMinutesOnline;
  if (-ahead > maxPast) throw fail('clock.tooOld');

  const date = wallClock(at).date;
  // Locked: two records of one shift at the same moment must not both rebuild its summary from a stale view.
  const shifts = await ctx.tx
    .select({
      id: agendaEntries.id,
      date: agendaEntries.date,
      startTime: agendaEntries.startTime,
      endTime: agendaEntries.endTime,
      checked: agendaEntries.checked,
      clockData: agendaEntries.clockData,
      projectId: agendaEntries.projectId,
    })
    .from(agendaEntries)
    .where(
      and(
        liveShift(ctx.ownerId),
        eq(agendaEntries.employeeId, ctx.employeeId),
        gte(agendaEntries.date, addDays(date, -1)),
        lte(agendaEntries.date, date),
      ),
    )
    .for('update');
  const match = matchShift(body.kind, at, date, shifts) as (typeof shifts)[number] | undefined;

  const address = match ? await mainAddressPosition(ctx.tx, ctx.ownerId, match.projectId, match.date) : undefined;
  const [record] = await ctx.tx
    .insert(clockRecords)
    .values({
      ownerId: ctx.ownerId,
      employeeId: ctx.employeeId,
      agendaEntryId: match?.id ?? 0,
      projectId: match?.projectId ?? 0,
      kind: body.kind,
      at,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      distance: position && address ? distanceMetres(position, address) : null,
    })
    .returning();
  if (!record) throw new Error('insert clock record returned nothing');
  await ctx.audit('ClockRecord', record.id, 'create', {
    kind: record.kind,
    at: record.at.toISOString(),
    agendaEntryId: record.agendaEntryId,
    distance: record.distance,
  });
  if (match) await refreshClockData(ctx.tx, ctx.ownerId, match, now);
  const [entry] = match ? await readClockShiftsById(ctx.tx, ctx.ownerId, [match.id], now) : [];
  const answer: TClockAnswer = {
    record: {
      ...toRecordRow(record, match?.date ?? date),
      agendaEntryId: record.agendaEntryId,
      projectId: record.projectId,
    },
    entry: entry ?? null,
  };
  return answer;
}
