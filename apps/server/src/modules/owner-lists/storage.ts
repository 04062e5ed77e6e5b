import { OWNER_LISTS, type OwnerListName } from '@backoffice/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { owners } from '../../db/schema/index.ts';
import { fail } from '../../platform/errors.ts';
import { readOnce } from '../../platform/tx-reads.ts';

/** A list item as stored: whatever a former version or saveOwner wrote, so nothing is dropped on rewrite. */
export type StoredItem = Record<string, unknown>;

/** Stored lists are JSON arrays; JSON text (as the spec sends settings) is read too, anything else as empty. */
function asItems(raw: unknown): StoredItem[] {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is StoredItem => typeof item === 'object' && item !== null);
}

/** The column expression that holds a list: a key of owners.settings or a column of its own. */
function listSql(name: OwnerListName): SQL<unknown> {
  return OWNER_LISTS[name].column === 'settings'
    ? sql<unknown>`${owners.settings} -> ${name}::text`
    : sql<unknown>`${owners.flexFieldsProjects}`;
}

/** Reads one stored list of the owner (no lock: a plain read). */
export function readStored(tx: Db, ownerId: number, name: OwnerListName): Promise<StoredItem[]> {
  return readOnce(tx, `ownerList:${ownerId}:${name}`, async () => {
    const [row] = await tx
      .select({ list: listSql(name) })
      .from(owners)
      .where(eq(owners.id, ownerId));
    return asItems(row?.list);
  });
}

/**
 * Locks the owner row and reads the settings document and the project flex fields: two saves of the same owner run
 * one after the other, so neither loses the other's item.
 */
export async function lockOwnerLists(tx: Db, ownerId: number): Promise<Record<OwnerListName, StoredItem[]>> {
  const [row] = await tx
    .select({ settings: owners.settings, flexFieldsProjects: owners.flexFieldsProjects })
    .from(owners)
    .where(eq(owners.id, ownerId))
    .for('update');
  if (!row) throw fail('record.notFound', { entity: 'Owner', id: ownerId });
  const settings = (typeof row.settings === 'object' && row.settings !== null ? row.settings : {}) as StoredItem;
  const lists = {} as Record<OwnerListName, StoredItem[]>;
  for (const name of Object.keys(OWNER_LISTS) as OwnerListName[]) {
    lists[name] = asItems(OWNER_LISTS[name].column === 'settings' ? settings[name] : row.flexFieldsProjects);
  }
  return lists;
}

/** Writes one list back; a settings list replaces only its own key, so other settings stay as they are. */
export async function writeStored(tx: Db, ownerId: number, name: OwnerListName, items: StoredItem[]): Promise<void> {
  const json = JSON.stringify(items);
  const set =
    OWNER_LISTS[name].column === 'settings'
      ? {
          settings: sql`coalesce(${owners.settings}, '{}'::jsonb) || jsonb_build_object(${name}::text, ${json}::jsonb)`,
        }
      : { flexFieldsProjects: sql`${json}::jsonb` };
  await tx
    .update(owners)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(owners.id, ownerId));
}
