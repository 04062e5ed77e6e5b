import { customerNoteResource } from '@backoffice/domain';
import { and, between, desc, eq, sql } from 'drizzle-orm';
import { customerNotes, employees, ownerUsers, userAccounts } from '../../db/schema/index.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { defineResource, registerResource } from '../../platform/resources.ts';
import { employeeNameSql } from '../keys/index.ts';

/**
 * Notes of one customer, listed in a date range. createdBy is the author's membership id (the spec's User id, as for
 * employee notes); createdByName is the name of the employee linked to that login, or the login's user name.
 */
const noteServer = defineResource(customerNoteResource, customerNotes, {
  stamp: (ctx) => ({ createdBy: ctx.membershipId }),
  joined: {
    columns: {
      createdBy: customerNotes.createdBy,
      createdByName: sql<string>`coalesce(nullif(${employeeNameSql(employees)}, ''), ${userAccounts.userName}, '')`,
    },
    join: (query) =>
      query
        .leftJoin(
          ownerUsers,
          and(eq(ownerUsers.ownerId, customerNotes.ownerId), eq(ownerUsers.id, customerNotes.createdBy)),
        )
        .leftJoin(userAccounts, eq(userAccounts.id, ownerUsers.userId))
        .leftJoin(employees, and(eq(employees.ownerId, ownerUsers.ownerId), eq(employees.id, ownerUsers.employeeId))),
  },
  order: [desc(customerNotes.date), desc(customerNotes.id)],
  listFilter: (request) => between(customerNotes.date, String(request.startDate), String(request.endDate)),
});

export function registerCustomerNoteRoutes(r: CallRegistrar): void {
  registerResource(r, noteServer);
}
