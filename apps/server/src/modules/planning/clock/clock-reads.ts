import {
  LIVE_CLOCK_STATUSES,
  type LiveClockStatus,
  liveClockStatus,
  type TClockShiftRow,
  type TClockStatusAnswer,
  type TClockTimesAnswer,
  type TClockTimesRow,
  type TDeviationsQuery,
  wallClock,
  zonedInstant,
} from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { formatDate, formatTime } from '@backoffice/domain/format';
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agendaEntries, clockRecords, employees } from '../../../db/schema/index.ts';
import { employeeNameSql } from '../../keys/index.ts';
import { type ExportColumn, HOURS_FORMAT, hoursCell } from './export-sheet.ts';
import { readClockShifts, type ShiftFilter, shiftFilter, toRecordRow } from './shift-rows.ts';

/** agendaEntriesClockTimes: every shift of the period with its clock records, and records that matched no shift. */
export async function clockTimes(tx: Db, ownerId: number, filter: ShiftFilter, now: Date): Promise<TClockTimesAnswer> {
  const where = shiftFilter(ownerId, filter);
  const shifts = await readClockShifts(tx, ownerId, where, now);
  // The records through the same filter on the shifts (a join, not a list of ids: a quarter of 500 employees is more
  // shifts than a query may have parameters).
  const records = await tx
    .select({ record: clockRecords })
    .from(clockRecords)
    .innerJoin(
      agendaEntries,
      and(eq(agendaEntries.ownerId, clockRecords.ownerId), eq(agendaEntries.id, clockRecords.agendaEntryId)),
    )
    .where(and(where, eq(clockRecords.ownerId, ownerId), eq(clockRecords.deleted, 0)))
    .orderBy(asc(clockRecords.at));
  const byEntry = new Map<number, TClockTimesRow['records']>();
  const dateOf = new Map(shifts.map((s) => [s.id, s.date]));
  for (const { record } of records) {
    const list = byEntry.get(record.agendaEntryId) ?? [];
    list.push(toRecordRow(record, dateOf.get(record.agendaEntryId) ?? ''));
    byEntry.set(record.agendaEntryId, list);
  }
  const unmatched = filter.projectId ? [] : await unmatchedRecords(tx, ownerId, filter);
  return { entries: shifts.map((s) => ({ ...s, records: byEntry.get(s.id) ?? [] })), unmatched };
}

async function unmatchedRecords(tx: Db, ownerId: number, filter: ShiftFilter) {
  const rows = await tx
    .select({ record: clockRecords, employeeName: employeeNameSql(employees) })
    .from(clockRecords)
    .leftJoin(employees, and(eq(employees.ownerId, ownerId), eq(employees.id, clockRecords.employeeId)))
    .where(
      and(
        eq(clockRecords.ownerId, ownerId),
        eq(clockRecords.agendaEntryId, 0),
        eq(clockRecords.deleted, 0),
        gte(clockRecords.at, zonedInstant(filter.startDate, 0)),
        lt(clockRecords.at, zonedInstant(addDays(filter.endDate, 1), 0)),
        filter.employeeId ? eq(clockRecords.employeeId, filter.employeeId) : undefined,
      ),
    )
    .orderBy(asc(clockRecords.at));
  return rows.map(({ record, employeeName }) => {
    const date = wallClock(record.at).date;
    return { ...toRecordRow(record, date), employeeId: record.employeeId, employeeName, date };
  });
}

const timeText = (hhmm: number | null | undefined) => (hhmm == null ? '' : formatTime(hhmm));
/** "08:00–10:00"; an open end shows as "…". */
const span = (from: number | null | undefined, to: number | null | undefined) =>
  from == null && to == null ? '' : `${timeText(from) || '…'}–${timeText(to) || '…'}`;

/** The clock times export: one row per shift, planned against clocked. */
export const CLOCK_TIMES_COLUMNS: readonly ExportColumn<TClockShiftRow>[] = [
  { key: 'date', title: 'Date', cell: (r) => formatDate(r.date) },
  { key: 'employee', title: 'Employee', cell: (r) => r.employeeName },
  { key: 'project', title: 'Project', cell: (r) => r.projectName },
  { key: 'planned', title: 'Planned', cell: (r) => span(r.startTime, r.endTime) },
  { key: 'startTime', title: 'Start', cell: (r) => timeText(r.startTime) },
  { key: 'endTime', title: 'End', cell: (r) => timeText(r.endTime) },
  { key: 'clocked', title: 'Clocked', cell: (r) => span(r.clock.inTime, r.clock.outTime) },
  {
    key: 'distance',
    title: 'Distance in / out (m)',
    cell: (r) => `${r.clock.inDistance ?? '–'} / ${r.clock.outDistance ?? '–'}`,
  },
  { key: 'clockIn', title: 'Clocked in', cell: (r) => timeText(r.clock.inTime) },
  { key: 'clockOut', title: 'Clocked out', cell: (r) => timeText(r.clock.outTime) },
  { key: 'inDistance', title: 'Distance in (m)', cell: (r) => r.clock.inDistance ?? null },
  { key: 'outDistance', title: 'Distance out (m)', cell: (r) => r.clock.outDistance ?? null },
  { key: 'hours', title: 'Hours', cell: (r) => hoursCell(r.hours), numFmt: HOURS_FORMAT },
  { key: 'deviations', title: 'Deviations', cell: (r) => r.deviations.join(', '), code: (r) => r.deviations },
];

/** getDeviations: shifts of the period whose clock records deviate now, open, checked or both. */
export async function deviations(tx: Db, ownerId: number, request: TDeviationsQuery, now: Date) {
  const where = and(
    shiftFilter(ownerId, request),
    // Only shifts with clock records can deviate.
    sql`${agendaEntries.clockData} ? 'records'`,
    request.checked === -1 ? undefined : eq(agendaEntries.checked, request.checked),
  ) as SQL;
  const shifts = await readClockShifts(tx, ownerId, where, now);
  return shifts.filter((s) => s.deviations.length > 0);
}

/** The live status of today's shifts (planning wall clock), with a count per status. */
export async function clockStatus(tx: Db, ownerId: number, now: Date): Promise<TClockStatusAnswer> {
  const date = wallClock(now).date;
  const shifts = await readClockShifts(tx, ownerId, shiftFilter(ownerId, { startDate: date, endDate: date }), now);
  const counts: Partial<Record<LiveClockStatus, number>> = {};
  const entries = shifts.map((shift) => {
    const status = liveClockStatus(shift, shift.clock, now);
    counts[status] = (counts[status] ?? 0) + 1;
    return { ...shift, status };
  });
  const rank = (s: LiveClockStatus) => LIVE_CLOCK_STATUSES.indexOf(s);
  entries.sort((a, b) => rank(a.status) - rank(b.status) || a.startTime - b.startTime);
  return { date, at: now.toISOString(), entries, counts };
}
