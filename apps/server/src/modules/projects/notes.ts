import { type TProjectNote, ZIdRequest, ZProjectNote, ZProjectNotesFilter } from '@backoffice/domain';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees, ownerUsers, projectNotes, projects, userAccounts } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { notFound } from '../../platform/errors.ts';
import { isLive } from '../../platform/resources.ts';
import { employeeNameSql } from '../keys/service.ts';

// createdBy is the author's membership id (the spec's User id), as for employee notes; createdByName is the name of
// the employee that login is linked to, or its user name.

const authorName = sql<string>`coalesce(nullif(${employeeNameSql(employees)}, ''), ${userAccounts.userName}, '')`;

const noteColumns = {
  id: projectNotes.id,
  projectId: projectNotes.projectId,
  kind: projectNotes.kind,
  cause: projectNotes.cause,
  complaintKind: projectNotes.complaintKind,
  complaintCause: projectNotes.complaintCause,
  rating: projectNotes.rating,
  date: projectNotes.date,
  text: projectNotes.text,
  handled: projectNotes.handled,
  employeeId: projectNotes.employeeId,
  additionalData: projectNotes.additionalData,
  deleted: projectNotes.deleted,
  createdBy: projectNotes.createdBy,
  createdByName: authorName,
};

type NoteRow = TProjectNote & { projectName: string };

async function selectNotes(tx: Db, ownerId: number, where: SQL | undefined): Promise<NoteRow[]> {
  const rows = await tx
    .select({ ...noteColumns, projectName: projects.name })
    .from(projectNotes)
    .innerJoin(projects, and(eq(projects.ownerId, projectNotes.ownerId), eq(projects.id, projectNotes.projectId)))
    .leftJoin(ownerUsers, and(eq(ownerUsers.ownerId, projectNotes.ownerId), eq(ownerUsers.id, projectNotes.createdBy)))
    .leftJoin(employees, and(eq(employees.ownerId, ownerUsers.ownerId), eq(employees.id, ownerUsers.employeeId)))
    .leftJoin(userAccounts, eq(userAccounts.id, ownerUsers.userId))
    .where(and(eq(projectNotes.ownerId, ownerId), where))
    .orderBy(desc(projectNotes.date), desc(projectNotes.id));
  return rows as NoteRow[];
}

async function requireProject(tx: Db, ownerId: number, id: number): Promise<void> {
  if (!(await isLive(tx, projects, ownerId, id))) throw notFound(`Project ${id} not found`);
}

export function registerProjectNoteRoutes(r: CallRegistrar): void {
  r.call(
    { method: 'POST', path: '/notesProject', area: 'projects', level: 'read', body: ZIdRequest },
    async (ctx, body) => {
      await requireProject(ctx.tx, ctx.ownerId, body.id);
      const notes = await selectNotes(
        ctx.tx,
        ctx.ownerId,
        and(eq(projectNotes.projectId, body.id), eq(projectNotes.deleted, 0)),
      );
      return notes.map(({ projectName: _p, ...note }) => note);
    },
  );

  // Projects/Notes: notes of every live project in a date range; type and handled -1 mean any.
  r.call(
    { method: 'POST', path: '/projectNotesDateRange', area: 'projects', level: 'read', body: ZProjectNotesFilter },
    (ctx, body) =>
      selectNotes(
        ctx.tx,
        ctx.ownerId,
        and(
          eq(projectNotes.deleted, 0),
          eq(projects.deleted, 0),
          gte(projectNotes.date, body.startDate),
          lte(projectNotes.date, body.endDate),
          body.type === -1 ? undefined : eq(projectNotes.kind, body.type),
          body.handled === -1 ? undefined : eq(projectNotes.handled, body.handled),
        ),
      ),
  );

  r.call(
    { method: 'POST', path: '/saveProjectNote', area: 'projects', level: 'write', body: ZProjectNote },
    async (ctx, body) => {
      const { tx, ownerId } = ctx;
      const { id: _id, ...values } = body;
      await requireProject(tx, ownerId, body.projectId);
      const load = async (id: number) => {
        const [note] = await selectNotes(tx, ownerId, eq(projectNotes.id, id));
        return note;
      };
      if (!body.id) {
        if (values.deleted) throw notFound('Note not found');
        const [inserted] = await tx
          .insert(projectNotes)
          .values({ ...values, ownerId, createdBy: ctx.membershipId })
          .returning({ id: projectNotes.id });
        if (!inserted) throw new Error('insert project note failed');
        await ctx.audit('ProjectNote', inserted.id, 'create', diffRecords({}, values));
        return load(inserted.id);
      }
      const before = await load(body.id);
      // A note stays with its project: another project's note is "not found" like another owner's.
      if (!before || before.deleted || before.projectId !== body.projectId) throw notFound(`Note ${body.id} not found`);
      const changes = diffRecords(before, values);
      if (Object.keys(changes).length > 0) {
        await tx
          .update(projectNotes)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(projectNotes.ownerId, ownerId), eq(projectNotes.id, body.id)));
        await ctx.audit('ProjectNote', body.id, values.deleted ? 'delete' : 'update', changes);
      }
      return load(body.id);
    },
  );
}
