import { diaryResource, ledgerAccountResource, ledgerClassResource } from '@backoffice/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { diaries, ledgerAccounts, ledgerClasses } from '../../db/schema/index.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { defineResource } from '../../platform/resources.ts';
import { ensureLedgerDefaults } from './ledger-defaults.ts';
import { assertNotLinked } from './ledger-links.ts';

type Row = Record<string, unknown>;

const defaults = (ctx: CallContext) => ensureLedgerDefaults(ctx.tx, ctx.ownerId);

/** A ledger account's checks: its number is the owner's only one, its class one of the owner's, hiding it unlinked. */
async function validateAccount(ctx: CallContext, record: Row, before: Row | undefined): Promise<undefined> {
  const id = Number(before?.id ?? 0);
  const [same] = await ctx.tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerId, ctx.ownerId),
        eq(ledgerAccounts.number, String(record.number)),
        ne(ledgerAccounts.id, id),
      ),
    )
    .limit(1);
  if (same) throw fail('ledger.numberExists', { number: String(record.number) });
  const classId = Number(record.classId);
  if (classId) {
    const [found] = await ctx.tx
      .select({ id: ledgerClasses.id })
      .from(ledgerClasses)
      .where(and(eq(ledgerClasses.ownerId, ctx.ownerId), eq(ledgerClasses.id, classId)));
    if (!found) throw fail('ledger.classNotFound', { id: classId });
  }
  if (before && Number(record.hidden) && !Number(before.hidden)) await assertNotLinked(ctx.tx, ctx.ownerId, id);
  return undefined;
}

export const ledgerAccountServer = defineResource(ledgerAccountResource, ledgerAccounts, {
  beforeList: defaults,
  validate: validateAccount,
  // Hidden, never deleted (spec 001 §4).
  beforeDelete: async () => {
    throw fail('ledger.notDeletable');
  },
  order: [asc(ledgerAccounts.number)],
});

export const ledgerClassServer = defineResource(ledgerClassResource, ledgerClasses, {
  beforeList: defaults,
  async beforeDelete(ctx, id) {
    const [inUse] = await ctx.tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerId, ctx.ownerId), eq(ledgerAccounts.classId, id)))
      .limit(1);
    if (inUse) throw fail('ledger.classInUse');
  },
  order: [asc(ledgerClasses.kind), asc(ledgerClasses.balanceOrder), asc(ledgerClasses.id)],
});

export const diaryServer = defineResource(diaryResource, diaries, {
  beforeList: defaults,
  order: [asc(diaries.number), asc(diaries.id)],
});
