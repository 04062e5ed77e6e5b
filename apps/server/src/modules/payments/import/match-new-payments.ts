import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import type { CallContext } from '../../../platform/calls.ts';

/**
 * THE place where an import hands its new payments to the matching, in the import's own write transaction (a file is
 * imported and matched whole, or not at all). The matching (analysePayments in ../matching/, issue 19) is to be called
 * here with `paymentIds`; until it is, this counts the new payments already linked to an invoice or purchase: none.
 * Answers the `matched` of the import's result.
 */
export async function matchNewPayments(ctx: CallContext, paymentIds: readonly number[]): Promise<number> {
  if (paymentIds.length === 0) return 0;
  const [row] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(distinct payment_id)::int as n from payment_connects
        where owner_id = ${ctx.ownerId} and deleted = 0 and payment_id = any(${`{${paymentIds.join(',')}}`}::int[])`,
  );
  return row?.n ?? 0;
}
