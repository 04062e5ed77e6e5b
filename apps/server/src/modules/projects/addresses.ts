import { applyMainProjectAddress, type KeyedMessage, type TProjectAddress } from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import { projectAddresses } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { geocodeUnplaced } from '../../platform/geo.ts';
import { projectAddressRows } from './queries.ts';

/**
 * Upserts (and soft-deletes) one project's addresses by id; id 0 is new, stored ones left out of the list are kept.
 * A new main address (new with mainAddress 1, or changed from 0 to 1) clears the flag on every other address of the
 * project, the stored ones not in the list too (spec 000 §4); a project left with one live address and no main makes
 * it main. Written addresses at 0/0 are geocoded; returns the warnings for the answer.
 */
export async function saveProjectAddresses(
  ctx: CallContext,
  projectId: number,
  input: readonly TProjectAddress[],
): Promise<KeyedMessage[]> {
  if (input.length === 0) return [];
  const { tx, ownerId } = ctx;
  const stored = new Map((await projectAddressRows(tx, ownerId, projectId, true)).map((a) => [a.id, a]));
  for (const a of input) {
    const before = a.id > 0 ? stored.get(a.id) : undefined;
    if (a.id > 0 && (!before || before.deleted)) throw fail('record.notFound', { entity: 'Address', id: a.id });
  }
  const listed = new Set(input.map((a) => a.id).filter((id) => id > 0));
  const kept = [...stored.values()].filter((a) => !a.deleted && !listed.has(a.id));
  const desired = [...kept, ...input.filter((a) => a.id > 0 || !a.deleted)];
  let newMain: number | undefined;
  desired.forEach((a, index) => {
    const wasMain = a.id > 0 ? stored.get(a.id)?.mainAddress === 1 : false;
    if (index >= kept.length && !a.deleted && a.mainAddress && !wasMain) newMain = index;
  });

  const written: TProjectAddress[] = [];
  const where = (id: number) => and(eq(projectAddresses.ownerId, ownerId), eq(projectAddresses.id, id));
  for (const address of applyMainProjectAddress(desired, newMain)) {
    const { id, ...values } = address;
    if (id === 0) {
      const [inserted] = await tx
        .insert(projectAddresses)
        .values({ ...values, ownerId, projectId })
        .returning({ id: projectAddresses.id });
      if (!inserted) throw new Error('insert project address failed');
      await ctx.audit('ProjectAddress', inserted.id, 'create', diffRecords({}, { ...values, projectId }));
      written.push({ ...address, id: inserted.id });
      continue;
    }
    const changes = diffRecords(stored.get(id) ?? {}, values);
    if (Object.keys(changes).length === 0) continue;
    await tx
      .update(projectAddresses)
      .set({ ...values, updatedAt: sql`now()` })
      .where(where(id));
    await ctx.audit('ProjectAddress', id, values.deleted ? 'delete' : 'update', changes);
    if (!values.deleted) written.push(address);
  }
  return geocodeWritten(ctx, written);
}

/** An address written at latitude and longitude 0 is geocoded, as employee addresses are. */
function geocodeWritten(ctx: CallContext, written: TProjectAddress[]): Promise<KeyedMessage[]> {
  return geocodeUnplaced(ctx.app.geo.geocoder, written, async (a, point) => {
    await ctx.tx
      .update(projectAddresses)
      .set({ latitude: point.lat, longitude: point.lng, updatedAt: sql`now()` })
      .where(and(eq(projectAddresses.ownerId, ctx.ownerId), eq(projectAddresses.id, a.id)));
    await ctx.audit('ProjectAddress', a.id, 'geocode', { latitude: [0, point.lat], longitude: [0, point.lng] });
  });
}
