import {
  OWNER_SETTINGS_DEFAULTS,
  SALES_SETTINGS_DEFAULTS,
  type TOwner,
  type TSalesSettings,
  ZOwnerSettings,
  ZSalesSettings,
} from '@backoffice/domain';
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

/**
 * The owner's Sales general settings (owners.settings.salesSettings, saved on /Sales/GeneralSettings); unset or
 * unreadable ones are the defaults. Customers, invoices and runs read their defaults here.
 */
export async function salesSettingsOf(tx: Db, ownerId: number): Promise<TSalesSettings> {
  const row = await findOwner(tx, ownerId);
  const stored = row ? (toOwner(row).settings as Record<string, unknown>).salesSettings : undefined;
  const parsed = ZSalesSettings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : SALES_SETTINGS_DEFAULTS;
}
