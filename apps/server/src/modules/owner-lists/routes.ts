import { OWNER_LISTS, type OwnerListName } from '@backoffice/domain';
import type { CallRegistrar } from '../../platform/calls.ts';
import { deleteListItem, listItems, saveListItem } from './service.ts';

/**
 * The owner settings lists (districts, machine types, VAT codes, work types, project flex fields): one pair of calls
 * per entry of OWNER_LISTS. Every back-office user reads them (a planner picks a work type); the list's own area
 * writes them.
 */
export function registerOwnerListRoutes(r: CallRegistrar): void {
  for (const name of Object.keys(OWNER_LISTS) as OwnerListName[]) {
    const entry = OWNER_LISTS[name];
    r.call({ method: 'GET', path: `/all${entry.plural}`, area: 'home', level: 'read' }, (ctx) =>
      listItems(ctx.tx, ctx.ownerId, name),
    );
    r.call(
      {
        method: 'POST',
        path: `/save${entry.singular}`,
        area: entry.area,
        level: 'write',
        body: entry.schema,
        onDelete: (ctx, id) => deleteListItem(ctx, name, id),
      },
      (ctx, body) => saveListItem(ctx, name, body),
    );
  }
}
