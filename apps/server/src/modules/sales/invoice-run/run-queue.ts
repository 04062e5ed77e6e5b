import { INVOICE_STATUS, type TInvoiceRunJob } from '@backoffice/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { customers, invoiceRunItems, invoices } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { INVOICE_RUN_JOB, type RunPayload, startProgress } from './run-state.ts';
import { readInvoiceRun } from './run-view.ts';

/**
 * createInvoices/{send}: checks the chosen drafts (all of them the owner's live drafts, else nothing is queued) and
 * queues one job with an item per draft, in the order chosen. The job runs once this commits.
 */
export async function queueInvoiceRun(ctx: CallContext, chosen: number[], send: 0 | 1): Promise<TInvoiceRunJob> {
  const ids = [...new Set(chosen)];
  if (ids.length === 0) throw fail('invoiceRun.noneSelected');
  const found = await ctx.tx
    .select({ id: invoices.id, status: invoices.status, customerName: customers.name })
    .from(invoices)
    .leftJoin(customers, and(eq(customers.ownerId, invoices.ownerId), eq(customers.id, invoices.customerId)))
    .where(and(eq(invoices.ownerId, ctx.ownerId), inArray(invoices.id, ids), eq(invoices.deleted, 0)));
  const byId = new Map(found.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw fail('invoiceRun.notFound', { ids: missing.join(', ') });
  const invoiced = ids.filter((id) => byId.get(id)?.status !== INVOICE_STATUS.draft);
  if (invoiced.length > 0) throw fail('invoiceRun.notDrafts', { ids: invoiced.join(', ') });

  const payload: RunPayload = { send, userId: ctx.userId, employeeId: ctx.employeeId };
  // Few attempts: a run resumes after its last finished draft, so another attempt only retries what is left.
  const job = await ctx.app.jobs.enqueue(ctx.tx, ctx.ownerId, INVOICE_RUN_JOB, { ...payload }, 3, {
    ...startProgress(ids.length),
  });
  if (!job) throw new Error('queue invoice run failed');
  await ctx.tx.insert(invoiceRunItems).values(
    ids.map((invoiceId, position) => ({
      ownerId: ctx.ownerId,
      jobId: job.id,
      position,
      invoiceId,
      customerName: byId.get(invoiceId)?.customerName ?? '',
    })),
  );
  await ctx.audit('InvoiceRun', job.id, 'queue', { invoices: ids.length, send });
  return readInvoiceRun(ctx.tx, ctx.ownerId, job.id);
}

/** Raises the run's counters in the transaction that finished (some of) its drafts. */
export async function countFinished(
  ctx: CallContext,
  jobId: number,
  counts: { done: number; failed: number },
): Promise<void> {
  if (counts.done + counts.failed === 0) return;
  await ctx.tx.execute(
    sql`update jobs set result = result
          || jsonb_build_object('done', coalesce((result->>'done')::int, 0) + ${counts.done}::int)
          || jsonb_build_object('failed', coalesce((result->>'failed')::int, 0) + ${counts.failed}::int),
          updated_at = now()
        where owner_id = ${ctx.ownerId} and id = ${jobId}`,
  );
}
