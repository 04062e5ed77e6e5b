import { OWNER_LIST_METAS, type OwnerListName, type RecordMeta } from '@backoffice/domain';
import type { CallRegistrar } from '../../platform/calls.ts';
import { registerResource, type ServerResource } from '../../platform/resources.ts';
import { deleteListItem, type ListItem, listItems, saveListItem } from './service.ts';

/** An owner list as a resource whose store is its list in the owner's settings (the save locks the owner row). */
const settingsResource = (name: OwnerListName): ServerResource => ({
  meta: OWNER_LIST_METAS[name] as unknown as RecordMeta,
  store: {
    list: (ctx) => listItems(ctx.tx, ctx.ownerId, name),
    save: (ctx, item) => saveListItem(ctx, name, item as ListItem),
    remove: (ctx, id) => deleteListItem(ctx, name, id),
  },
});

/**
 * The owner settings lists (districts, machine types, VAT codes, work types, project flex fields): one pair of calls
 * per entry of OWNER_LISTS. Every back-office user reads them (a planner picks a work type); the list's own area
 * writes them.
 */
export function registerOwnerListRoutes(r: CallRegistrar): void {
  for (const name of Object.keys(OWNER_LIST_METAS) as OwnerListName[]) registerResource(r, settingsResource(name));
}
