import type { TInvoiceRunJob } from '@backoffice/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { invoiceRunItems, jobs } from '../../../db/schema/index.ts';
import { fail } from '../../../platform/errors.ts';
import { INVOICE_RUN_JOB, ZRunPayload, ZRunProgress } from './run-state.ts';

/** invoiceRunJob {id}: a run of the caller's owner, with its failures in the order the drafts were chosen. */
export async function readInvoiceRun(tx: Db, ownerId: number, id: number): Promise<TInvoiceRunJob> {
  const [job] = await tx
    .select({ id: jobs.id, status: jobs.status, payload: jobs.payload, result: jobs.result, lastError: jobs.lastError })
    .from(jobs)
    .where(and(eq(jobs.ownerId, ownerId), eq(jobs.id, id), eq(jobs.kind, INVOICE_RUN_JOB)));
  if (!job) throw fail('invoiceRun.jobNotFound', { id });
  const failed = await tx
    .select({
      invoiceId: invoiceRunItems.invoiceId,
      customerName: invoiceRunItems.customerName,
      number: invoiceRunItems.number,
      key: invoiceRunItems.errorKey,
      params: invoiceRunItems.errorParams,
    })
    .from(invoiceRunItems)
    .where(
      and(eq(invoiceRunItems.ownerId, ownerId), eq(invoiceRunItems.jobId, id), eq(invoiceRunItems.state, 'failed')),
    )
    .orderBy(asc(invoiceRunItems.position));
  const progress = ZRunProgress.parse(job.result);
  return {
    id: job.id,
    status: job.status,
    send: ZRunPayload.parse(job.payload).send,
    total: progress.total,
    done: progress.done,
    failures: failed.map((row) => ({
      ...row,
      key: row.key ?? 'invoiceRun.unexpected',
      params: row.params as Record<string, string | number>,
    })),
    error: job.status === 'failed' ? (job.lastError ?? '') : '',
  };
}
