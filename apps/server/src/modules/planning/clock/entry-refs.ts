import type { TEntryRef, TEntryStamp } from '@backoffice/domain';
import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agendaEntries } from '../../../db/schema/index.ts';

// Work orders and announcements name shifts by id or by key, and write back by key (spec 000 §4).

const refColumns = {
  id: agendaEntries.id,
  key: agendaEntries.key,
  date: agendaEntries.date,
  employeeId: agendaEntries.employeeId,
  projectId: agendaEntries.projectId,
  workId: agendaEntries.workId,
  startTime: agendaEntries.startTime,
  endTime: agendaEntries.endTime,
  pause: agendaEntries.pause,
  addition: agendaEntries.addition,
  announcedAt: agendaEntries.announcedAt,
  workOrderUploadId: agendaEntries.workOrderUploadId,
};

export type RefEntry = Pick<typeof agendaEntries.$inferSelect, keyof typeof refColumns>;

/** The live shifts the refs name, in the order asked (duplicates once), and the refs that name none. */
export async function resolveEntries(
  tx: Db,
  ownerId: number,
  refs: readonly TEntryRef[],
): Promise<{ found: RefEntry[]; missing: TEntryRef[] }> {
  const ids = refs.filter((r): r is number => typeof r === 'number');
  const keys = refs.filter((r): r is string => typeof r === 'string');
  const rows = await tx
    .select(refColumns)
    .from(agendaEntries)
    .where(
      and(
        eq(agendaEntries.ownerId, ownerId),
        eq(agendaEntries.deleted, 0),
        ne(agendaEntries.source, 'del'),
        or(
          ids.length > 0 ? inArray(agendaEntries.id, ids) : undefined,
          keys.length > 0 ? inArray(agendaEntries.key, keys) : undefined,
        ),
      ),
    );
  const found = new Map<number, RefEntry>();
  const missing: TEntryRef[] = [];
  for (const ref of refs) {
    const row = rows.find((r) => (typeof ref === 'number' ? r.id === ref : r.key === ref));
    if (row) found.set(row.id, row);
    else missing.push(ref);
  }
  return { found: [...found.values()], missing };
}

/** The entries as the answers give them back, updated by key. */
export async function entryStamps(tx: Db, ownerId: number, keys: readonly string[]): Promise<TEntryStamp[]> {
  if (keys.length === 0) return [];
  const rows = await tx
    .select({
      id: agendaEntries.id,
      key: agendaEntries.key,
      announcedAt: agendaEntries.announcedAt,
      workOrderUploadId: agendaEntries.workOrderUploadId,
    })
    .from(agendaEntries)
    .where(and(eq(agendaEntries.ownerId, ownerId), inArray(agendaEntries.key, [...keys])) as SQL);
  return rows.map((r) => ({ ...r, announcedAt: r.announcedAt ? r.announcedAt.toISOString() : null }));
}
