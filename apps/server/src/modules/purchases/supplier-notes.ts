import { supplierNoteResource } from '@backoffice/domain';
import { and, between, desc, eq, sql } from 'drizzle-orm';
import { employees, ownerUsers, supplierNotes, userAccounts } from '../../db/schema/index.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { defineResource, registerResource } from '../../platform/resources.ts';
import { employeeNameSql } from '../keys/index.ts';

/** Notes of one supplier in a date range, as customer notes: the author's membership id and name. */
const noteServer = defineResource(supplierNoteResource, supplierNotes, {
  stamp: (ctx) => ({ createdBy: ctx.membershipId }),
  joined: {
    columns: {
      createdBy: supplierNotes.createdBy,
      createdByName: sql<string>`coalesce(nullif(${employeeNameSql(employees)}, ''), ${userAccounts.userName}, '')`,
    },
    join: (query) =>
      query
        .leftJoin(
          ownerUsers,
          and(eq(ownerUsers.ownerId, supplierNotes.ownerId), eq(ownerUsers.id, supplierNotes.createdBy)),
        )
        .leftJoin(userAccounts, eq(userAccounts.id, ownerUsers.userId))
        .leftJoin(employees, and(eq(employees.ownerId, ownerUsers.ownerId), eq(employees.id, ownerUsers.employeeId))),
  },
  order: [desc(supplierNotes.date), desc(supplierNotes.id)],
  listFilter: (request) => between(supplierNotes.date, String(request.startDate), String(request.endDate)),
});

export function registerSupplierNoteRoutes(r: CallRegistrar): void {
  registerResource(r, noteServer);
}
