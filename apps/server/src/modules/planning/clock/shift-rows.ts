import {
  clockDeviations,
  minutesFromDate,
  type TClockData,
  type TClockRecordRow,
  type TClockShiftRow,
  wrappedTimeOfMinutes,
} from '@backoffice/domain';
import { and, asc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agendaEntries, type clockRecords, employees, projects } from '../../../db/schema/index.ts';
import { employeeNameSql } from '../../keys/index.ts';

// Shifts as the clock pages read them: with the employee's and the project's names and the clock summary.

/**
 * A shift that counts: not deleted, not a removed default occurrence ('del'); with an employee unless `unassigned`
 * ones (nobody planned yet) are wanted too.
 */
export const liveShift = (ownerId: number, unassigned = false): SQL =>
  and(
    eq(agendaEntries.ownerId, ownerId),
    eq(agendaEntries.deleted, 0),
    ne(agendaEntries.source, 'del'),
    unassigned ? undefined : ne(agendaEntries.employeeId, 0),
  ) as SQL;

export interface ShiftFilter {
  startDate: string;
  endDate: string;
  employeeId?: number;
  projectId?: number;
}

/** The conditions of a period and the optional employee and project, on the (owner, date/employee/project) indexes. */
export function shiftFilter(ownerId: number, filter: ShiftFilter, unassigned = false): SQL {
  return and(
    liveShift(ownerId, unassigned),
    gte(agendaEntries.date, filter.startDate),
    lte(agendaEntries.date, filter.endDate),
    filter.employeeId ? eq(agendaEntries.employeeId, filter.employeeId) : undefined,
    filter.projectId ? eq(agendaEntries.projectId, filter.projectId) : undefined,
  ) as SQL;
}

export const employeeName = employeeNameSql(employees);
export const projectName = sql<string>`coalesce(${projects.name}, '')`;

/** The columns of TShiftRowBase; the query joins employees and projects (withNames). */
export const shiftBaseColumns = {
  id: agendaEntries.id,
  key: agendaEntries.key,
  date: agendaEntries.date,
  employeeId: agendaEntries.employeeId,
  employeeName,
  projectId: agendaEntries.projectId,
  projectName,
  startTime: agendaEntries.startTime,
  endTime: agendaEntries.endTime,
  pause: agendaEntries.pause,
  hours: agendaEntries.hours,
  confirmed: agendaEntries.confirmed,
};

/** The joins that give a shift its employee's and project's names. */
export const employeeJoin = (ownerId: number) =>
  and(eq(employees.ownerId, ownerId), eq(employees.id, agendaEntries.employeeId));
export const projectJoin = (ownerId: number) =>
  and(eq(projects.ownerId, ownerId), eq(projects.id, agendaEntries.projectId));

const columns = {
  ...shiftBaseColumns,
  plannedStart: agendaEntries.plannedStart,
  plannedEnd: agendaEntries.plannedEnd,
  checked: agendaEntries.checked,
  clockData: agendaEntries.clockData,
};

/** Shifts matching `where`, by date, start, employee name; deviations computed at `now`. */
export async function readClockShifts(tx: Db, ownerId: number, where: SQL, now: Date): Promise<TClockShiftRow[]> {
  const rows = await tx
    .select(columns)
    .from(agendaEntries)
    .leftJoin(employees, employeeJoin(ownerId))
    .leftJoin(projects, projectJoin(ownerId))
    .where(where)
    .orderBy(asc(agendaEntries.date), asc(agendaEntries.startTime), asc(employeeName), asc(agendaEntries.id));
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
    time: wrappedTimeOfMinutes(minutesFromDate(date, record.at)),
    latitude: record.latitude,
    longitude: record.longitude,
    distance: record.distance,
  };
}
