import { PROJECT_NOTE_CALLS, projectNoteResource } from '@backoffice/domain';
import { and, desc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { employees, ownerUsers, projectNotes, projects, userAccounts } from '../../db/schema/index.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { defineResource, registerResource } from '../../platform/resources.ts';
import { employeeNameSql } from '../keys/index.ts';

// createdBy is the author's membership id (the spec's User id), as for employee notes; createdByName is the name of
// the employee that login is linked to, or its user name.
const authorName = sql<string>`coalesce(nullif(${employeeNameSql(employees)}, ''), ${userAccounts.userName}, '')`;
const withAuthor = (query: PgSelect) =>
  query
    .leftJoin(ownerUsers, and(eq(ownerUsers.ownerId, projectNotes.ownerId), eq(ownerUsers.id, projectNotes.createdBy)))
    .leftJoin(employees, and(eq(employees.ownerId, ownerUsers.ownerId), eq(employees.id, ownerUsers.employeeId)))
    .leftJoin(userAccounts, eq(userAccounts.id, ownerUsers.userId));
const newestFirst = [desc(projectNotes.date), desc(projectNotes.id)];

/** Notes of one project. */
const noteServer = defineResource(projectNoteResource, projectNotes, {
  stamp: (ctx) => ({ createdBy: ctx.membershipId }),
  joined: { columns: { createdBy: projectNotes.createdBy, createdByName: authorName }, join: withAuthor },
  order: newestFirst,
});

const { ownerId: _o, createdAt: _c, updatedAt: _u, ...noteColumns } = getTableColumns(projectNotes);

export function registerProjectNoteRoutes(r: CallRegistrar): void {
  registerResource(r, noteServer);

  // Projects/Notes: notes of every live project in a date range; type and handled -1 mean any.
  r.handle(PROJECT_NOTE_CALLS.projectNotesDateRange, async (ctx, body) => {
    const query = ctx.tx
      .select({ ...noteColumns, createdByName: authorName, projectName: projects.name })
      .from(projectNotes)
      .innerJoin(projects, and(eq(projects.ownerId, projectNotes.ownerId), eq(projects.id, projectNotes.projectId)))
      .$dynamic();
    return withAuthor(query)
      .where(
        and(
          eq(projectNotes.ownerId, ctx.ownerId),
          eq(projectNotes.deleted, 0),
          eq(projects.deleted, 0),
          gte(projectNotes.date, body.startDate),
          lte(projectNotes.date, body.endDate),
          body.type === -1 ? undefined : eq(projectNotes.kind, body.type),
          body.handled === -1 ? undefined : eq(projectNotes.handled, body.handled),
        ),
      )
      .orderBy(...newestFirst) as never;
  });
}
