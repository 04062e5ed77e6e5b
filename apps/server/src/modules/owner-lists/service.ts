import { OWNER_LISTS, type OwnerListName } from '@backoffice/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { LIST_RULES } from './rules.ts';
import { lockOwnerLists, readStored, type StoredItem, writeStored } from './storage.ts';

/** What every owner list item has (spec 000 §3: an id and a deleted flag); the rest depends on the list. */
export interface ListItem {
  id: number;
  name: string;
  deleted: number;
  [field: string]: unknown;
}

const schemaOf = (name: OwnerListName): z.ZodType<ListItem> => OWNER_LISTS[name].schema;

/** A stored item as the API shows it (defaults of later versions filled in); undefined when it no longer parses. */
function toItem(name: OwnerListName, stored: StoredItem): ListItem | undefined {
  const parsed = schemaOf(name).safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
const orderOf = (item: ListItem) => (typeof item.order === 'number' ? item.order : 0);
/** Flex fields by their order, then every list by name; only flex fields have an order, so others sort by name. */
const byOrderThenName = (a: ListItem, b: ListItem) =>
  orderOf(a) - orderOf(b) || collator.compare(a.name, b.name) || a.id - b.id;

const isLive = (item: StoredItem) => !Number(item.deleted);
const sameName = (item: StoredItem, name: string) =>
  typeof item.name === 'string' && item.name.trim().toLocaleLowerCase() === name.toLocaleLowerCase();

// The items parsed from a stored list, by that list: a job that reads its owner's lists once (tx-reads.ts) parses
// them once too.
const parsedLists = new WeakMap<StoredItem[], ListItem[]>();

/** The non-deleted items of a list, sorted. */
export async function listItems(tx: Db, ownerId: number, name: OwnerListName): Promise<ListItem[]> {
  const stored = await readStored(tx, ownerId, name);
  let items = parsedLists.get(stored);
  if (!items) {
    items = stored
      .filter(isLive)
      .map((item) => toItem(name, item))
      .filter((item): item is ListItem => item !== undefined)
      .sort(byOrderThenName);
    parsedLists.set(stored, items);
  }
  return [...items];
}

/** save<Singular>: create (id 0), update or soft-delete (deleted 1) one item, under the owner row lock. */
export async function saveListItem(ctx: CallContext, name: OwnerListName, item: ListItem): Promise<ListItem> {
  if (item.deleted) throw fail('ownerList.nothingToDelete');

  const singular = OWNER_LISTS[name].singular;
  const lists = await lockOwnerLists(ctx.tx, ctx.ownerId);
  const stored = lists[name];
  const index = item.id ? stored.findIndex((s) => isLive(s) && Number(s.id) === item.id) : -1;
  const before = stored[index];
  if (item.id && !before) throw fail('record.notFound', { entity: singular, id: item.id });
  if (stored.some((s) => isLive(s) && Number(s.id) !== item.id && sameName(s, item.name)))
    throw fail('ownerList.nameExists');
  LIST_RULES[name]?.validate?.(lists, item, before);

  // Ids are never reused: deleted items stay stored and count for the highest id.
  const id = before ? item.id : Math.max(0, ...stored.map((s) => Number(s.id) || 0)) + 1;
  const saved: ListItem = { ...item, id };
  // Fields this version does not know stay as they were.
  if (before) stored[index] = { ...before, ...saved };
  else stored.push(saved);
  await writeStored(ctx.tx, ctx.ownerId, name, stored);
  if (before) await ctx.audit(singular, id, 'update', diffRecords(before, saved));
  else await ctx.audit(singular, id, 'create', saved);
  return saved;
}

export async function deleteListItem(ctx: CallContext, name: OwnerListName, id: number): Promise<ListItem> {
  const singular = OWNER_LISTS[name].singular;
  const lists = await lockOwnerLists(ctx.tx, ctx.ownerId);
  const stored = lists[name];
  const index = stored.findIndex((s) => isLive(s) && Number(s.id) === id);
  const before = stored[index];
  if (!before) throw fail('record.notFound', { entity: singular, id });
  await LIST_RULES[name]?.beforeDelete?.(lists, id, ctx.tx, ctx.ownerId);
  const deleted = { ...before, deleted: 1 };
  stored[index] = deleted;
  await writeStored(ctx.tx, ctx.ownerId, name, stored);
  await ctx.audit(singular, id, 'delete');
  return toItem(name, deleted) ?? { id, name: String(before.name ?? ''), deleted: 1 };
}

/**
 * Sets fields of several items of one list at once (accounting settings: the ledger account of each VAT code), under
 * the owner row lock; an id that is not a live item is refused, and nothing else of an item changes.
 */
export async function patchListItems(
  ctx: CallContext,
  name: OwnerListName,
  patches: readonly { id: number; [field: string]: unknown }[],
): Promise<void> {
  if (patches.length === 0) return;
  const singular = OWNER_LISTS[name].singular;
  const lists = await lockOwnerLists(ctx.tx, ctx.ownerId);
  const stored = lists[name];
  for (const patch of patches) {
    const index = stored.findIndex((s) => isLive(s) && Number(s.id) === patch.id);
    const before = stored[index];
    if (!before) throw fail('record.notFound', { entity: singular, id: patch.id });
    const after = { ...before, ...patch };
    const changes = diffRecords(before, after);
    if (Object.keys(changes).length === 0) continue;
    stored[index] = after;
    await ctx.audit(singular, patch.id, 'update', changes);
  }
  await writeStored(ctx.tx, ctx.ownerId, name, stored);
}
