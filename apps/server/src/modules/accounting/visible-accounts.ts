import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';
import { fail } from '../../platform/errors.ts';

/**
 * The owner's visible ledger accounts among `ids` (0s ignored), by id; one that is not (unknown, another owner's or
 * hidden) is refused with 'ledger.accountNotFound'.
 */
export async function visibleAccounts(tx: Db, ownerId: number, ids: readonly number[]) {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (wanted.length === 0) return new Map<number, { number: string; kind: number }>();
  const found = await tx
    .select({ id: ledgerAccounts.id, number: ledgerAccounts.number, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerId, ownerId), eq(ledgerAccounts.hidden, 0), inArray(ledgerAccounts.id, wanted)));
  const byId = new Map(found.map(({ id, ...account }) => [id, account]));
  const missing = wanted.find((id) => !byId.has(id));
  if (missing !== undefined) throw fail('ledger.accountNotFound', { id: missing });
  return byId;
}
