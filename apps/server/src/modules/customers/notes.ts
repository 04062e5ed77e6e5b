import { type TCustomerNote, ZCustomerNote, ZNotesCustomerRequest } from '@backoffice/domain';
import { and, between, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerNotes, employees, ownerUsers, userAccounts } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { notFound } from '../../platform/errors.ts';
import { employeeNameSql } from '../keys/service.ts';
import { findLiveCustomer } from './queries.ts';

// createdBy is the author's membership id (the spec's User id, as for employee notes); createdByName is the name of
// the employee linked to that login, or the login's user name when none is linked.

const authorName = sql<string>`coalesce(nullif(${employeeNameSql(employees)}, ''), ${userAccounts.userName}, '')`;

const noteColumns = {
  id: customerNotes.id,
  customerId: customerNotes.customerId,
  kind: customerNotes.kind,
  cause: customerNotes.cause,
  rating: customerNotes.rating,
  date: customerNotes.date,
  text: customerNotes.text,
  additionalData: customerNotes.additionalData,
  deleted: customerNotes.deleted,
  createdBy: customerNotes.createdBy,
  createdByName: authorName,
};

function selectNotes(tx: Db, ownerId: number) {
  return tx
    .select(noteColumns)
    .from(customerNotes)
    .leftJoin(ownerUsers, and(eq(ownerUsers.ownerId, ownerId), eq(ownerUsers.id, customerNotes.createdBy)))
    .leftJoin(userAccounts, eq(userAccounts.id, ownerUsers.userId))
    .leftJoin(employees, and(eq(employees.ownerId, ownerId), eq(employees.id, ownerUsers.employeeId)));
}

async function findNote(tx: Db, ownerId: number, id: number): Promise<TCustomerNote | undefined> {
  const [row] = await selectNotes(tx, ownerId).where(and(eq(customerNotes.ownerId, ownerId), eq(customerNotes.id, id)));
  return row as TCustomerNote | undefined;
}

async function requireCustomer(tx: Db, ownerId: number, id: number): Promise<void> {
  if (!(await findLiveCustomer(tx, ownerId, id))) throw notFound(`Customer ${id} not found`);
}

export function registerCustomerNoteRoutes(r: CallRegistrar): void {
  r.call(
    { method: 'POST', path: '/notesCustomer', area: 'sales', level: 'read', body: ZNotesCustomerRequest },
    async (ctx, body) => {
      await requireCustomer(ctx.tx, ctx.ownerId, body.id);
      return selectNotes(ctx.tx, ctx.ownerId)
        .where(
          and(
            eq(customerNotes.ownerId, ctx.ownerId),
            eq(customerNotes.customerId, body.id),
            eq(customerNotes.deleted, 0),
            between(customerNotes.date, body.startDate, body.endDate),
          ),
        )
        .orderBy(desc(customerNotes.date), desc(customerNotes.id));
    },
  );

  r.call(
    { method: 'POST', path: '/saveCustomerNote', area: 'sales', level: 'write', body: ZCustomerNote },
    async (ctx, body) => {
      const { tx, ownerId } = ctx;
      const { id: _id, ...values } = body;
      await requireCustomer(tx, ownerId, body.customerId);
      if (!body.id) {
        if (values.deleted) throw notFound('Note not found');
        const [inserted] = await tx
          .insert(customerNotes)
          .values({ ...values, ownerId, createdBy: ctx.membershipId })
          .returning({ id: customerNotes.id });
        if (!inserted) throw new Error('insert note failed');
        await ctx.audit('CustomerNote', inserted.id, 'create', diffRecords({}, values));
        return findNote(tx, ownerId, inserted.id);
      }
      const before = await findNote(tx, ownerId, body.id);
      // A note stays with its customer: another customer's note id is "not found" like another owner's.
      if (!before || before.deleted || before.customerId !== body.customerId)
        throw notFound(`Note ${body.id} not found`);
      const { createdBy: _by, createdByName: _name, ...old } = before;
      const changes = diffRecords(old, values);
      if (Object.keys(changes).length > 0) {
        await tx
          .update(customerNotes)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(customerNotes.ownerId, ownerId), eq(customerNotes.id, body.id)));
        await ctx.audit('CustomerNote', body.id, values.deleted ? 'delete' : 'update', changes);
      }
      return { ...before, ...values };
    },
  );
}
