import {
  clockDeviations,
  hhmmOfMinutes,
  minutesFromDate,
  type TClockData,
  type TClockRecordRow,
  type TClockShiftRow,
} from '@backoffice/domain';
import { and, asc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agendaEntries, type clockRecords, employees, projects } from '../../../db/schema/index.ts';
import { employeeNameSql } from '../../keys/service.ts';

// Shifts as the clock pages read them: with the employee's and the project's names and the clock summary.

/** A shift that counts: not deleted, not a removed default occurrence ('del'), with an employee. */
export const liveShift = (ownerId: number): SQL =>
  and(
    eq(agendaEntries.ownerId, ownerId),
    eq(agendaEntries.deleted, 0),
    ne(agendaEntries.source, 'del'),
    ne(agendaEntries.employeeId, 0),
  ) as SQL;

export interface ShiftFilter {
  startDate: string;
  endDate: string;
  employeeId?: number;
  projectId?: number;
}

/** The conditions of a period and the optional employee and project, on the (owner, date/employee/project) indexes. */
export function shiftFilter(ownerId: number, filter: ShiftFilter): SQL {
  return and(
    liveShift(ownerId),
    gte(agendaEntries.date, filter.startDate),
    lte(agendaEntries.date, filter.endDate),
    filter.employeeId ? eq(agendaEntries.employeeId, filter.employeeId) : undefined,
    filter.projectId ? eq(agendaEntries.projectId, filter.projectId) : undefined,
  ) as SQL;
}

const columns = {
  id: agendaEntries.id,
  key: agendaEntries.key,
  date: agendaEntries.date,
  employeeId: agendaEntries.employeeId,
  employeeName: employeeNameSql(employees),
  projectId: agendaEntries.projectId,
  projectName: sql<string>`coalesce(${projects.name}, '')`,
  startTime: agendaEntries.startTime,
  endTime: agendaEntries.endTime,
  pause: agendaEntries.pause,
  hours: agendaEntries.hours,
  plannedStart: agendaEntries.plannedStart,
  plannedEnd: agendaEntries.plannedEnd,
  confirmed: agendaEntries.confirmed,
  checked: agendaEntries.checked,
  clockData: agendaEntries.clockData,
};

/** Shifts matching `where`, by date, start, employee name; deviations computed at `now`. */
export async function readClockShifts(tx: Db, ownerId: number, where: SQL, now: Date): Promise<TClockShiftRow[]> {
  const rows = await tx
    .select(columns)
    .from(agendaEntries)
    .leftJoin(employees, and(eq(employees.ownerId, ownerId), eq(employees.id, agendaEntries.employeeId)))
    .leftJoin(projects, and(eq(projects.ownerId, ownerId), eq(projects.id, agendaEntries.projectId)))
    .where(where)
    .orderBy(asc(agendaEntries.date), asc(agendaEntries.startTime), asc(columns.employeeName), asc(agendaEntries.id));
  return rows.map(({ clockData, ...row }) => {
    const clock = clockData as TClockData;
    return { ...row, clock, deviations: clockDeviations(row, clock, now) };
  });
}

export async function readClockShiftsById(tx: Db, ownerId: number, ids: number[], now: Date) {
  if (ids.length === 0) return [];
  return readClockShifts(tx, ownerId, and(liveShift(ownerId), inArray(agendaEntries.id, ids)) as SQL, now);
}

export type ClockRecordRow = typeof clockRecords.$inferSelect;

/** A stored record as the pages show it; its time of day is read against `date` (the shift's, or its own). */
export function toRecordRow(record: ClockRecordRow, date: string): TClockRecordRow {
  return {
    id: record.id,
    kind: record.kind as 'in' | 'out',
    at: record.at.toISOString(),
    time: hhmmOfMinutes(minutesFromDate(date, record.at)),
    latitude: record.latitude,
    longitude: record.longitude,
    distance: record.distance,
  };
}
