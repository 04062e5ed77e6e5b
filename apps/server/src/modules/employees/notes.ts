import { employeeNoteResource } from '@backoffice/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { employeeNotes, ownerUsers, userAccounts } from '../../db/schema/index.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { defineResource, registerResource } from '../../platform/resources.ts';

/** Notes of one employee; createdBy is stored as the author's membership id (the spec's User id), answered as the
 * author's user name. */
const noteServer = defineResource(employeeNoteResource, employeeNotes, {
  stamp: (ctx) => ({ createdBy: ctx.membershipId }),
  joined: {
    columns: { createdBy: sql<string>`coalesce(${userAccounts.userName}, '')` },
    join: (query) =>
      query
        .leftJoin(
          ownerUsers,
          and(eq(ownerUsers.ownerId, employeeNotes.ownerId), eq(ownerUsers.id, employeeNotes.createdBy)),
        )
        .leftJoin(userAccounts, eq(userAccounts.id, ownerUsers.userId)),
  },
  order: [desc(employeeNotes.date), desc(employeeNotes.id)],
});

export function registerNoteRoutes(r: CallRegistrar): void {
  registerResource(r, noteServer);
}
