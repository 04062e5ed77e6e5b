import { type TAgendaEntry, UPLOAD_BELONGS_TO, type ZPlanningCacheRequest } from '@backoffice/domain';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { agendaEntries, employees, projects, uploads, works } from '../../../db/schema/index.ts';
import { employeeNameSql } from '../../keys/index.ts';
import { uploadColumns } from '../../uploads/index.ts';
import { entryColumns, entryRows, inPeriod } from './queries.ts';

// Reads of shifts for other pages: by invoice (invoicing), and with names (overviews).

/**
 * AgendaEntriesByInvoice: the shifts on an invoice; uploads1 = their work orders (the PDFs named by
 * workOrderUploadId), uploads2 = the other files filed under a shift's key (belongsTo work order, belongsString = the
 * shift's key: a signed work order or photos from the employee app).
 */
export async function entriesByInvoice(tx: Db, ownerId: number, invoiceId: number) {
  const entries = await entryRows(tx, ownerId, eq(agendaEntries.invoiceId, invoiceId));
  const workOrderIds = [...new Set(entries.map((e) => e.workOrderUploadId).filter((id) => id > 0))];
  const keys = entries.map((e) => e.key);
  const live = and(eq(uploads.ownerId, ownerId), eq(uploads.deleted, 0));
  const uploads1 = workOrderIds.length
    ? await tx
        .select(uploadColumns)
        .from(uploads)
        .where(and(live, inArray(uploads.id, workOrderIds)))
        .orderBy(asc(uploads.id))
    : [];
  const uploads2 = keys.length
    ? await tx
        .select(uploadColumns)
        .from(uploads)
        .where(
          and(
            live,
            eq(uploads.belongsTo, UPLOAD_BELONGS_TO.workOrder),
            inArray(uploads.belongsString, keys),
            workOrderIds.length ? notInArray(uploads.id, workOrderIds) : undefined,
          ),
        )
        .orderBy(asc(uploads.id))
    : [];
  return { agendaEntries: entries, uploads1, uploads2 };
}

export type CachedEntry = TAgendaEntry & { employeeName: string; projectName: string; workDescription: string };

/** agendaEntriesCache: the shifts of a period with the names an overview shows beside them (ControlPlanning asks for
 * the mismatched ones only). */
export async function entriesWithNames(
  tx: Db,
  ownerId: number,
  range: z.infer<typeof ZPlanningCacheRequest>,
): Promise<CachedEntry[]> {
  const rows = await tx
    .select({
      ...entryColumns,
      employeeName: employeeNameSql(employees),
      projectName: sql<string>`coalesce(${projects.name}, '')`,
      workDescription: sql<string>`coalesce(${works.description}, '')`,
    })
    .from(agendaEntries)
    .leftJoin(employees, and(eq(employees.ownerId, agendaEntries.ownerId), eq(employees.id, agendaEntries.employeeId)))
    .leftJoin(projects, and(eq(projects.ownerId, agendaEntries.ownerId), eq(projects.id, agendaEntries.projectId)))
    .leftJoin(works, and(eq(works.ownerId, agendaEntries.ownerId), eq(works.id, agendaEntries.workId)))
    .where(
      and(
        eq(agendaEntries.ownerId, ownerId),
        eq(agendaEntries.deleted, 0),
        inPeriod(range.startDate, range.endDate),
        range.mismatchOnly ? eq(agendaEntries.mismatch, 1) : undefined,
      ),
    )
    .orderBy(asc(agendaEntries.date), asc(agendaEntries.startTime), asc(agendaEntries.id));
  return rows as CachedEntry[];
}
