import { type GeoPoint, isKnownPosition, summarizeClock, type TClockData } from '@backoffice/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agendaEntries, clockRecords, projectAddresses } from '../../../db/schema/index.ts';

/**
 * The position of a project's main address on `date` (the one in force that day, else the latest main address);
 * undefined when it has none or it was never geocoded (0/0).
 */
export async function mainAddressPosition(
  tx: Db,
  ownerId: number,
  projectId: number,
  date: string,
): Promise<GeoPoint | undefined> {
  const [address] = await tx
    .select({ latitude: projectAddresses.latitude, longitude: projectAddresses.longitude })
    .from(projectAddresses)
    .where(
      and(
        eq(projectAddresses.ownerId, ownerId),
        eq(projectAddresses.projectId, projectId),
        eq(projectAddresses.mainAddress, 1),
        eq(projectAddresses.deleted, 0),
      ),
    )
    .orderBy(
      // In force on the date first.
      desc(
        sql`(${projectAddresses.startDate} is null or ${projectAddresses.startDate} <= ${date})
          and ${projectAddresses.endDate} >= ${date}`,
      ),
      desc(projectAddresses.id),
    )
    .limit(1);
  return isKnownPosition(address) ? address : undefined;
}

export interface ClockedEntry {
  id: number;
  date: string;
  startTime: number;
  endTime: number;
  checked: number;
  clockData: unknown;
}

/**
 * Rebuilds a shift's clockData from all its records. A change in its deviations opens them for checking again
 * (checked = 0), so a new problem after a planner's check is not hidden.
 */
export async function refreshClockData(tx: Db, ownerId: number, entry: ClockedEntry, now: Date): Promise<TClockData> {
  const punches = await tx
    .select({ kind: clockRecords.kind, at: clockRecords.at, distance: clockRecords.distance })
    .from(clockRecords)
    .where(
      and(eq(clockRecords.ownerId, ownerId), eq(clockRecords.agendaEntryId, entry.id), eq(clockRecords.deleted, 0)),
    )
    .orderBy(asc(clockRecords.at));
  const data = summarizeClock(
    entry,
    punches.map((p) => ({ ...p, kind: p.kind as 'in' | 'out' })),
    now,
  );
  const before = ((entry.clockData ?? {}) as TClockData).deviations ?? [];
  const changed = before.join() !== (data.deviations ?? []).join();
  await tx
    .update(agendaEntries)
    .set({ clockData: data, ...(changed ? { checked: 0 } : {}), updatedAt: now })
    .where(and(eq(agendaEntries.ownerId, ownerId), eq(agendaEntries.id, entry.id)));
  return data;
}
