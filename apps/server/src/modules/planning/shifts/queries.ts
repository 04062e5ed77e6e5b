import type { TAgendaEntry } from '@backoffice/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agendaEntries } from '../../../db/schema/index.ts';

// Reading agenda entries (shifts): one column list, every read scoped to the owner and hiding deleted entries.

export const entryColumns = {
  id: agendaEntries.id,
  key: agendaEntries.key,
  date: agendaEntries.date,
  originalDate: agendaEntries.originalDate,
  employeeId: agendaEntries.employeeId,
  projectId: agendaEntries.projectId,
  workId: agendaEntries.workId,
  employeeWorkId: agendaEntries.employeeWorkId,
  startTime: agendaEntries.startTime,
  endTime: agendaEntries.endTime,
  pause: agendaEntries.pause,
  travelTime: agendaEntries.travelTime,
  hours: agendaEntries.hours,
  addition: agendaEntries.addition,
  note: agendaEntries.note,
  source: agendaEntries.source,
  planningType: agendaEntries.planningType,
  standOut: agendaEntries.standOut,
  confirmed: agendaEntries.confirmed,
  confirmedData: agendaEntries.confirmedData,
  plannedStart: agendaEntries.plannedStart,
  plannedEnd: agendaEntries.plannedEnd,
  plannedPause: agendaEntries.plannedPause,
  plannedTravelTime: agendaEntries.plannedTravelTime,
  clockData: agendaEntries.clockData,
  mismatch: agendaEntries.mismatch,
  checked: agendaEntries.checked,
  invoiceId: agendaEntries.invoiceId,
  announcedAt: sql<
    string | null
  >`to_char(${agendaEntries.announcedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  workOrderUploadId: agendaEntries.workOrderUploadId,
  deleted: agendaEntries.deleted,
};

/** The owner's entries matching `where`, deleted ones left out unless asked; by date, start time and id. */
export async function entryRows(tx: Db, ownerId: number, where: SQL | undefined, withDeleted = false) {
  const rows = await tx
    .select(entryColumns)
    .from(agendaEntries)
    .where(and(eq(agendaEntries.ownerId, ownerId), where, withDeleted ? undefined : eq(agendaEntries.deleted, 0)))
    .orderBy(asc(agendaEntries.date), asc(agendaEntries.startTime), asc(agendaEntries.id));
  return rows as TAgendaEntry[];
}

export const inPeriod = (startDate: string, endDate: string) =>
  sql`${agendaEntries.date} between ${startDate} and ${endDate}`;

/** Entries by id (deleted ones too: a save must tell "deleted" from "not found"). */
export async function entriesByIds(tx: Db, ownerId: number, ids: number[]): Promise<Map<number, TAgendaEntry>> {
  if (ids.length === 0) return new Map();
  const rows = await entryRows(tx, ownerId, inArray(agendaEntries.id, ids), true);
  return new Map(rows.map((row) => [row.id, row]));
}
