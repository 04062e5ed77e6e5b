import type { CallContext } from '../../../platform/calls.ts';
import { bookPayments } from '../../accounting/index.ts';
import { analysePayments } from '../matching/analyse.ts';

/**
 * Where an import hands its new payments to the matching and the ledger, in the import's own write transaction (a file is imported
 * and matched whole, or not at all). Answers the `matched` of the import's result: the new lines that a match at or
 * above the owner's threshold settled at once (the others wait on /Payments/Index with their suggestions).
 */
export async function matchNewPayments(
  ctx: Pick<CallContext, 'tx' | 'ownerId' | 'userId'>,
  paymentIds: readonly number[],
): Promise<number> {
  if (paymentIds.length === 0) return 0;
  const { matched } = await analysePayments(ctx, [...paymentIds]);
  // The lines the matching placed are booked with their links already; this books the others (bank to suspense).
  await bookPayments(ctx.tx, ctx.ownerId, ctx.userId, paymentIds);
  return matched;
}
