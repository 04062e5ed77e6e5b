import { type TEmployeeNote, ZEmployeeNote, ZNotesEmployeeRequest } from '@backoffice/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeeNotes, ownerUsers, userAccounts } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { notFound } from '../../platform/errors.ts';
import { findEmployeeRow } from './queries.ts';

// createdBy is stored as the author's membership id (the spec's User id) and answered as their user name.

const noteColumns = {
  id: employeeNotes.id,
  employeeId: employeeNotes.employeeId,
  kind: employeeNotes.kind,
  rating: employeeNotes.rating,
  date: employeeNotes.date,
  text: employeeNotes.text,
  deleted: employeeNotes.deleted,
  createdBy: sql<string>`coalesce(${userAccounts.userName}, '')`,
};

function selectNotes(tx: Db, ownerId: number) {
  return tx
    .select(noteColumns)
    .from(employeeNotes)
    .leftJoin(ownerUsers, and(eq(ownerUsers.ownerId, ownerId), eq(ownerUsers.id, employeeNotes.createdBy)))
    .leftJoin(userAccounts, eq(userAccounts.id, ownerUsers.userId));
}

async function findNote(tx: Db, ownerId: number, id: number): Promise<TEmployeeNote | undefined> {
  const [row] = await selectNotes(tx, ownerId).where(and(eq(employeeNotes.ownerId, ownerId), eq(employeeNotes.id, id)));
  return row;
}

async function requireEmployee(tx: Db, ownerId: number, id: number): Promise<void> {
  const employee = await findEmployeeRow(tx, ownerId, id);
  if (!employee || employee.deleted) throw notFound(`Employee ${id} not found`);
}

export function registerNoteRoutes(r: CallRegistrar): void {
  // Notes (complaints, conversations, sickness notes) are not basic data: show_employees only.
  r.call(
    { method: 'POST', path: '/notesEmployee', area: 'employees', level: 'admin', body: ZNotesEmployeeRequest },
    async (ctx, body) => {
      await requireEmployee(ctx.tx, ctx.ownerId, body.id);
      return selectNotes(ctx.tx, ctx.ownerId)
        .where(
          and(
            eq(employeeNotes.ownerId, ctx.ownerId),
            eq(employeeNotes.employeeId, body.id),
            eq(employeeNotes.deleted, 0),
          ),
        )
        .orderBy(desc(employeeNotes.date), desc(employeeNotes.id));
    },
  );

  r.call(
    { method: 'POST', path: '/saveEmployeeNote', area: 'employees', level: 'write', body: ZEmployeeNote },
    async (ctx, body) => {
      const { tx, ownerId } = ctx;
      const { id: _id, ...values } = body;
      await requireEmployee(tx, ownerId, body.employeeId);
      if (!body.id) {
        if (values.deleted) throw notFound('Note not found');
        const [inserted] = await tx
          .insert(employeeNotes)
          .values({ ...values, ownerId, createdBy: ctx.membershipId })
          .returning({ id: employeeNotes.id });
        if (!inserted) throw new Error('insert note failed');
        await ctx.audit('EmployeeNote', inserted.id, 'create', diffRecords({}, values));
        return findNote(tx, ownerId, inserted.id);
      }
      const before = await findNote(tx, ownerId, body.id);
      // A note stays with its employee: another employee's id is "not found" like another owner's.
      if (!before || before.deleted || before.employeeId !== body.employeeId)
        throw notFound(`Note ${body.id} not found`);
      const { createdBy: _createdBy, ...old } = before;
      const changes = diffRecords(old, values);
      if (Object.keys(changes).length > 0) {
        await tx
          .update(employeeNotes)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(employeeNotes.ownerId, ownerId), eq(employeeNotes.id, body.id)));
        await ctx.audit('EmployeeNote', body.id, values.deleted ? 'delete' : 'update', changes);
      }
      return { ...before, ...values };
    },
  );
}
