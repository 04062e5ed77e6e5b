import { OWNER_SETTINGS_DEFAULTS, type TOwner, ZOwnerSettings } from '@backoffice/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { owners } from '../../db/schema/index.ts';

type OwnerRow = typeof owners.$inferSelect;

export function toOwner(row: OwnerRow): TOwner {
  return {
    id: row.id,
    name: row.name,
    // Defaults fill settings a later version added; unknown keys of later modules are kept.
    settings: ZOwnerSettings.parse({ ...OWNER_SETTINGS_DEFAULTS, ...(row.settings as object) }),
    rooster: (row.rooster as unknown[]) ?? [],
    flexFiltersEmployees: (row.flexFiltersEmployees as unknown[]) ?? [],
    flexFieldsProjects: (row.flexFieldsProjects as unknown[]) ?? [],
    defaultFiles: (row.defaultFiles as Record<string, unknown>) ?? {},
  };
}

export async function findOwner(tx: Db, ownerId: number): Promise<OwnerRow | undefined> {
  const [row] = await tx.select().from(owners).where(eq(owners.id, ownerId));
  return row;
}
