import { contactResource } from '@backoffice/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { contacts, customers } from '../../db/schema/index.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { defineResource, registerResource } from '../../platform/resources.ts';

/** Contact persons of customers (spec 001 §3); a contact without a customer (customerId 0) is allowed. */
const contactServer = defineResource(contactResource, contacts, {
  joined: {
    columns: { customerName: sql<string>`coalesce(${customers.name}, '')` },
    join: (query) =>
      query.leftJoin(customers, and(eq(customers.ownerId, contacts.ownerId), eq(customers.id, contacts.customerId))),
  },
  order: [asc(contacts.name), asc(contacts.id)],
});

export function registerContactRoutes(r: CallRegistrar): void {
  registerResource(r, contactServer);
}
