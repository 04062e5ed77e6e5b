import {
  OWNER_SETTINGS_DEFAULTS,
  SALES_SETTINGS_DEFAULTS,
  type TOwner,
  type TSalesSettings,
  ZOwnerSettings,
  ZSalesSettings,
} from '@backoffice/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { owners } from '../../db/schema/index.ts';
import { readOnce } from '../../platform/tx-reads.ts';

type OwnerRow = typeof owners.$inferSelect;

// The settings parsed from an owner row, by that row: a job that reads its owner once (tx-reads.ts) parses it once.
const parsedOwners = new WeakMap<OwnerRow, TOwner>();
const parsedSettings = new WeakMap<OwnerRow, Map<string, { schema: z.ZodType; setting: unknown }>>();

export function toOwner(row: OwnerRow): TOwner {
  const known = parsedOwners.get(row);
  if (known) return known;
  const owner = parseOwner(row);
  parsedOwners.set(row, owner);
  return owner;
}

function parseOwner(row: OwnerRow): TOwner {
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

export function findOwner(tx: Db, ownerId: number): Promise<OwnerRow | undefined> {
  return readOnce(tx, `owner:${ownerId}`, async () => {
    const [row] = await tx.select().from(owners).where(eq(owners.id, ownerId));
    return row;
  });
}

/** One settings object of the owner (owners.settings[key]); unset or unreadable, its defaults. */
export async function ownerSettingOf<T>(tx: Db, ownerId: number, key: string, schema: z.ZodType<T>, defaults: T) {
  const row = await findOwner(tx, ownerId);
  const known = row ? parsedSettings.get(row) : undefined;
  const seen = known?.get(key);
  if (seen?.schema === schema) return seen.setting as T;
  const stored = row ? (toOwner(row).settings as Record<string, unknown>)[key] : undefined;
  const parsed = schema.safeParse(stored ?? {});
  const setting = parsed.success ? parsed.data : defaults;
  if (row) parsedSettings.set(row, (known ?? new Map()).set(key, { schema, setting }));
  return setting;
}

/** Replaces one settings object of the owner (owners.settings[key]) in one statement; the other keys stay. */
export async function writeOwnerSetting(tx: Db, ownerId: number, key: string, value: unknown): Promise<void> {
  await tx
    .update(owners)
    .set({
      settings: sql`coalesce(${owners.settings}, '{}'::jsonb) || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)`,
      updatedAt: sql`now()`,
    })
    .where(eq(owners.id, ownerId));
}

/**
 * The owner's Sales general settings (owners.settings.salesSettings, saved on /Sales/GeneralSettings); unset or
 * unreadable ones are the defaults. Customers, invoices and runs read their defaults here.
 */
export const salesSettingsOf = (tx: Db, ownerId: number): Promise<TSalesSettings> =>
  ownerSettingOf(tx, ownerId, 'salesSettings', ZSalesSettings, SALES_SETTINGS_DEFAULTS);
