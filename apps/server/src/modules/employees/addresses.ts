import { addressesToClose, type KeyedMessage, type TEmployeeAddress } from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import { employeeAddresses } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { geocodeUnplaced } from '../../platform/geo.ts';
import { type AddressRow, addressRows } from './queries.ts';

/**
 * Upserts (and soft-deletes) one employee's addresses by id; id 0 is new. Changes to existing addresses go first, so a
 * new main address then closes the main address in force the day before its start (addressesToClose). Written
 * addresses at 0/0 are geocoded; returns the warnings for the answer.
 */
export async function saveAddresses(
  ctx: CallContext,
  employeeId: number,
  input: readonly TEmployeeAddress[],
): Promise<KeyedMessage[]> {
  if (input.length === 0) return [];
  const { tx, ownerId } = ctx;
  const state = new Map((await addressRows(tx, ownerId, [employeeId], true)).map((a) => [a.id, a]));
  const written: AddressRow[] = [];
  const where = (id: number) => and(eq(employeeAddresses.ownerId, ownerId), eq(employeeAddresses.id, id));

  const updates = input.filter((a) => a.id > 0);
  const additions = input
    .filter((a) => a.id === 0 && !a.deleted)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  for (const a of updates) {
    const before = state.get(a.id);
    if (!before || before.deleted) throw fail('record.notFound', { entity: 'Address', id: a.id });
    const { id, ...values } = a;
    const changes = diffRecords(before, values);
    if (Object.keys(changes).length === 0) continue;
    await tx
      .update(employeeAddresses)
      .set({ ...values, updatedAt: sql`now()` })
      .where(where(id));
    await ctx.audit('EmployeeAddress', id, values.deleted ? 'delete' : 'update', changes);
    const row = { ...before, ...values };
    state.set(id, row);
    if (!row.deleted) written.push(row);
  }
  for (const a of additions) {
    const { id: _id, ...values } = a;
    const [inserted] = await tx
      .insert(employeeAddresses)
      .values({ ...values, ownerId, employeeId })
      .returning({ id: employeeAddresses.id });
    if (!inserted) throw new Error('insert address failed');
    await ctx.audit('EmployeeAddress', inserted.id, 'create', diffRecords({}, { ...values, employeeId }));
    const row = { ...values, id: inserted.id, employeeId };
    for (const close of addressesToClose([...state.values()], row)) {
      await tx.update(employeeAddresses).set({ endDate: close.endDate, updatedAt: sql`now()` }).where(where(close.id));
      const closed = state.get(close.id);
      await ctx.audit('EmployeeAddress', close.id, 'close', { endDate: [closed?.endDate ?? null, close.endDate] });
      if (closed) state.set(close.id, { ...closed, endDate: close.endDate });
    }
    state.set(row.id, row);
    written.push(row);
  }
  return geocodeWritten(ctx, written);
}

/** An address saved at latitude and longitude 0 is geocoded and the result saved as an address update. */
function geocodeWritten(ctx: CallContext, written: AddressRow[]): Promise<KeyedMessage[]> {
  return geocodeUnplaced(ctx.app.geo.geocoder, written, async (a, point) => {
    await ctx.tx
      .update(employeeAddresses)
      .set({ latitude: point.lat, longitude: point.lng, updatedAt: sql`now()` })
      .where(and(eq(employeeAddresses.ownerId, ctx.ownerId), eq(employeeAddresses.id, a.id)));
    await ctx.audit('EmployeeAddress', a.id, 'geocode', {
      latitude: [0, point.lat],
      longitude: [0, point.lng],
    });
  });
}
