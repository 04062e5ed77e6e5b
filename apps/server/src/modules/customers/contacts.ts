import { type TContact, ZContact } from '@backoffice/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, customers } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { findLiveCustomer } from './queries.ts';

// Contact persons of customers (spec 001 §3); a contact without a customer (customerId 0) is allowed.

const contactColumns = {
  id: contacts.id,
  name: contacts.name,
  customerId: contacts.customerId,
  function: contacts.function,
  email: contacts.email,
  phone: contacts.phone,
  mobile: contacts.mobile,
  remarks: contacts.remarks,
  contactRows: contacts.contactRows,
  deleted: contacts.deleted,
  customerName: sql<string>`coalesce(${customers.name}, '')`,
};

function selectContacts(tx: Db, ownerId: number) {
  return tx
    .select(contactColumns)
    .from(contacts)
    .leftJoin(customers, and(eq(customers.ownerId, ownerId), eq(customers.id, contacts.customerId)));
}

async function findContact(tx: Db, ownerId: number, id: number): Promise<TContact | undefined> {
  const [row] = await selectContacts(tx, ownerId).where(and(eq(contacts.ownerId, ownerId), eq(contacts.id, id)));
  return row as TContact | undefined;
}

export function registerContactRoutes(r: CallRegistrar): void {
  // Projects users pick a project's contacts from this list.
  r.call({ method: 'GET', path: '/allContacts', area: ['sales', 'projects'], level: 'read' }, async (ctx) =>
    selectContacts(ctx.tx, ctx.ownerId)
      .where(and(eq(contacts.ownerId, ctx.ownerId), eq(contacts.deleted, 0)))
      .orderBy(asc(contacts.name), asc(contacts.id)),
  );

  r.call({ method: 'POST', path: '/saveContact', area: 'sales', level: 'write', body: ZContact }, async (ctx, body) => {
    const { tx, ownerId } = ctx;
    const { id: _id, ...values } = body;
    const before = body.id ? await findContact(tx, ownerId, body.id) : undefined;
    if (body.id && (!before || before.deleted)) throw notFound(`Contact ${body.id} not found`);
    // Only a new link is checked: a contact of a customer deleted since stays editable.
    const linked = values.customerId > 0 && values.customerId !== before?.customerId;
    if (linked && !(await findLiveCustomer(tx, ownerId, values.customerId)))
      throw badRequest(`Customer ${values.customerId} not found`);
    if (!before) {
      if (values.deleted) throw notFound('Contact not found');
      const [inserted] = await tx
        .insert(contacts)
        .values({ ...values, ownerId })
        .returning({ id: contacts.id });
      if (!inserted) throw new Error('insert contact failed');
      await ctx.audit('Contact', inserted.id, 'create', diffRecords({}, values));
      return findContact(tx, ownerId, inserted.id);
    }
    const { customerName: _name, ...old } = before;
    const changes = diffRecords(old, values);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(contacts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(contacts.ownerId, ownerId), eq(contacts.id, before.id)));
      await ctx.audit('Contact', before.id, values.deleted ? 'delete' : 'update', changes);
    }
    return findContact(tx, ownerId, before.id);
  });
}
