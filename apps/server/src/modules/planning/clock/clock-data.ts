import { type GeoPoint, isKnownPosition, summarizeClock, type TClockData } from '@backoffice/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agendaEntries, clockRecords, projectAddresses } from '../../../db/schema/index.ts';

const addressColumns = {
  projectId: projectAddresses.projectId,
  address: projectAddresses.address,
  houseNumber: projectAddresses.houseNumber,
  houseAddition: projectAddresses.houseAddition,
  postalCode: projectAddresses.postalCode,
  city: projectAddresses.city,
  latitude: projectAddresses.latitude,
  longitude: projectAddresses.longitude,
};
type MainAddress = { [K in keyof typeof addressColumns]: (typeof addressColumns)[K]['_']['data'] };

/** Each project's main address on `date`: the one in force that day, else the latest main address kept. */
export async function mainAddresses(
  tx: Db,
  ownerId: number,
  projectIds: readonly number[],
  date: string,
): Promise<Map<number, MainAddress>> {
  const ids = [...new Set(projectIds)];
  const found = new Map<number, MainAddress>();
  if (ids.length === 0) return found;
  const rows = await tx
    .select(addressColumns)
    .from(projectAddresses)
    .where(
      and(
        eq(projectAddresses.ownerId, ownerId),
        inArray(projectAddresses.projectId, ids),
        eq(projectAddresses.mainAddress, 1),
        eq(projectAddresses.deleted, 0),
      ),
    )
    .orderBy(
      desc(
        sql`(${projectAddresses.startDate} is null or ${projectAddresses.startDate} <= ${date})
          and ${projectAddresses.endDate} >= ${date}`,
      ),
      desc(projectAddresses.id),
    );
  for (const row of rows) if (!found.has(row.projectId)) found.set(row.projectId, row);
  return found;
}

/** The position of a project's main address on `date`; undefined when it has none or it was never geocoded (0/0). */
export async function mainAddressPosition(
  tx: Db,
  ownerId: number,
  projectId: number,
  date: string,
): Promise<GeoPoint | undefined> {
  const address = (await mainAddresses(tx, ownerId, [projectId], date)).get(projectId);
  return isKnownPosition(address) ? address : undefined;
}

interface ClockedEntry {
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
