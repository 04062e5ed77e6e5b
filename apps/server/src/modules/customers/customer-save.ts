import {
  type KeyedMessage,
  NEW_CUSTOMER_DEFAULT_FIELDS,
  newCustomerDefaults,
  type TCustomer,
  type ZCustomerSave,
  ZOtherAddress,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, eq, max, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customers, invoices, payments, projects } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { geocodeWarning, locate } from '../../platform/geo.ts';
import { lockOwnerSequence } from '../../platform/sequences.ts';
import { salesSettingsOf } from '../settings/index.ts';
import { type CustomerRow, findCustomerRow, findLiveCustomer, loadCustomer } from './queries.ts';

export type CustomerInput = z.infer<typeof ZCustomerSave>;

/** The delete blocks of spec 000 §8, checked in this order. */
const DELETE_BLOCKS = [
  { table: invoices, key: 'customer.withInvoices' },
  { table: payments, key: 'customer.withPayments' },
  { table: projects, key: 'customer.withProjects' },
] as const;

async function deleteBlock(tx: Db, ownerId: number, id: number) {
  for (const { table, key } of DELETE_BLOCKS) {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.ownerId, ownerId), eq(table.customerId, id), eq(table.deleted, 0)))
      .limit(1);
    if (row) return key;
  }
  return undefined;
}

async function managesOthers(tx: Db, ownerId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.ownerId, ownerId), eq(customers.managementId, id), eq(customers.deleted, 0)))
    .limit(1);
  return row !== undefined;
}

/**
 * The number to store: '<auto>' keeps an existing customer's number and gives a new one the highest plus one; a typed
 * number must not belong to another live customer. Runs under the owner's customer lock, so two saves at once cannot
 * take the same number (the partial unique index is the last wall).
 */
async function resolveNumber(ctx: CallContext, input: CustomerInput, before: CustomerRow | undefined): Promise<number> {
  const { tx, ownerId } = ctx;
  // A stored customer keeping its number takes nothing from the sequence: no need to wait for other saves.
  if (before && typeof input.number !== 'number') return before.number;
  await lockOwnerSequence(tx, ownerId, 'customer');
  if (typeof input.number === 'number') {
    const [taken] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.ownerId, ownerId),
          eq(customers.number, input.number),
          eq(customers.deleted, 0),
          before ? ne(customers.id, before.id) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw fail('customer.numberExists');
    return input.number;
  }
  const [row] = await tx
    .select({ highest: max(customers.number) })
    .from(customers)
    .where(and(eq(customers.ownerId, ownerId), eq(customers.deleted, 0)));
  return (row?.highest ?? 0) + 1;
}

async function checkManagement(ctx: CallContext, input: CustomerInput, before: CustomerRow | undefined) {
  const { tx, ownerId } = ctx;
  if (input.managementId > 0) {
    if (before && input.managementId === before.id) throw fail('customer.managementSelf');
    const management = await findLiveCustomer(tx, ownerId, input.managementId);
    if (!management?.isManager) throw fail('customer.managementNotFound');
  }
  if (before?.isManager && !input.isManager && (await managesOthers(tx, ownerId, before.id)))
    throw fail('customer.stillManages');
}

async function deleteCustomer(ctx: CallContext, before: CustomerRow): Promise<TCustomer> {
  const { tx, ownerId } = ctx;
  const blocked = await deleteBlock(tx, ownerId, before.id);
  if (blocked) throw fail(blocked);
  // Managed customers would point at a deleted management company (its e-mails decide their reminders).
  if (await managesOthers(tx, ownerId, before.id)) throw fail('customer.stillManages');
  await tx
    .update(customers)
    .set({ deleted: 1, updatedAt: sql`now()` })
    .where(and(eq(customers.ownerId, ownerId), eq(customers.id, before.id)));
  await ctx.audit('Customer', before.id, 'delete', { deleted: [0, 1] });
  return mustLoad(tx, ownerId, before.id, true);
}

async function mustLoad(tx: Db, ownerId: number, id: number, withDeleted = false): Promise<TCustomer> {
  const customer = await loadCustomer(tx, ownerId, id, todayIso(), withDeleted);
  if (!customer) throw fail('record.notFound', { entity: 'Customer', id });
  return { ...customer, warnings: [] };
}

/** jsonb keeps its own key order: the stored other address in the schema's order, so an unchanged one is no change. */
function comparable(row: CustomerRow): CustomerRow {
  const parsed = ZOtherAddress.nullable().safeParse(row.otherAddress);
  return parsed.success ? { ...row, otherAddress: parsed.data } : row;
}

/** saveCustomer in the caller's transaction: store, then answer in the list shape with the warnings. */
export async function saveCustomer(ctx: CallContext, input: CustomerInput): Promise<TCustomer> {
  const before = input.id ? await findCustomerRow(ctx.tx, ctx.ownerId, input.id) : undefined;
  if (input.id && (!before || before.deleted)) throw fail('record.notFound', { entity: 'Customer', id: input.id });
  if (before && input.deleted) return deleteCustomer(ctx, before);
  if (input.deleted) throw fail('customer.notFound');
  const { id, warnings } = await storeCustomer(ctx, input, before);
  return { ...(await mustLoad(ctx.tx, ctx.ownerId, id)), warnings };
}

/**
 * The payment days, joinInvoices and multiProjects left out of the body: a stored customer keeps its own, a new one
 * gets the owner's Sales general settings (as the customer form and the import start with them).
 */
async function withDefaults(ctx: CallContext, input: CustomerInput, before: CustomerRow | undefined) {
  const missing = NEW_CUSTOMER_DEFAULT_FIELDS.some((field) => input[field] === undefined);
  const defaults = before ?? (missing ? newCustomerDefaults(await salesSettingsOf(ctx.tx, ctx.ownerId)) : undefined);
  return {
    ...input,
    paymentDays: input.paymentDays ?? defaults?.paymentDays ?? 0,
    joinInvoices: input.joinInvoices ?? defaults?.joinInvoices ?? 0,
    multiProjects: input.multiProjects ?? defaults?.multiProjects ?? 0,
  };
}

/** Checks and writes one customer (new or changed, not a delete) and audits it (insertCustomers: import.ts). */
async function storeCustomer(
  ctx: CallContext,
  input: CustomerInput,
  before: CustomerRow | undefined,
): Promise<{ id: number; warnings: KeyedMessage[] }> {
  const { tx, ownerId } = ctx;

  await checkManagement(ctx, input, before);
  const number = await resolveNumber(ctx, input, before);
  const { id: _id, number: _number, ...fields } = await withDefaults(ctx, input, before);
  const values = { ...fields, number };
  const warnings: KeyedMessage[] = [];
  if (values.address && values.latitude === 0 && values.longitude === 0) {
    const found = await locate(ctx.app.geo.geocoder, input);
    if (typeof found === 'string') warnings.push(geocodeWarning(found));
    else Object.assign(values, { latitude: found.lat, longitude: found.lng });
  }

  let id: number;
  if (before) {
    id = before.id;
    const changes = diffRecords(comparable(before), values);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(customers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(customers.ownerId, ownerId), eq(customers.id, id)));
      await ctx.audit('Customer', id, 'update', changes);
    }
  } else {
    const [inserted] = await tx
      .insert(customers)
      .values({ ...values, ownerId })
      .returning({ id: customers.id });
    if (!inserted) throw new Error('insert customer failed');
    id = inserted.id;
    await ctx.audit('Customer', id, 'create', diffRecords({}, values));
  }
  return { id, warnings };
}
