import { type TRegeneratePdfsJob, ZRegeneratePdfsJob } from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../../db/client.ts';
import { jobs } from '../../../db/schema/index.ts';
import { type CallContext, jobContext } from '../../../platform/calls.ts';
import type { AppContext } from '../../../platform/context.ts';
import { fail, HttpError } from '../../../platform/errors.ts';
import { type JobRow, jobStep } from '../../../platform/jobs.ts';
import { regenerateInvoice } from '../invoices/invoicing.ts';

// "Regenerate PDFs" (spec 001 §7 background operations): the PDFs of chosen invoices rendered again with the active
// template, one invoice per transaction with the job's progress, so a server stopped mid-run resumes after the last
// invoice it finished and the page can show n of m. An invoice that cannot be regenerated (a draft) is listed, not
// retried.

const REGENERATE_PDFS_JOB = 'invoice.regeneratePdfs';

const ZPayload = z.object({
  ids: z.array(z.number().int()),
  userId: z.number().int(),
  employeeId: z.number().int().catch(0),
});
const ZProgress = z
  .object({
    done: z.number().int().catch(0),
    failed: ZRegeneratePdfsJob.shape.failed.catch([]),
  })
  .catch({ done: 0, failed: [] });
type Progress = z.infer<typeof ZProgress>;

const byKey = (ownerId: number, id: number) => and(eq(jobs.ownerId, ownerId), eq(jobs.id, id));

function toView(row: { id: number; status: string; payload: unknown; result: unknown }): TRegeneratePdfsJob {
  const { ids } = ZPayload.parse(row.payload);
  const progress = ZProgress.parse(row.result);
  return ZRegeneratePdfsJob.parse({ id: row.id, status: row.status, total: ids.length, ...progress });
}

/** regenerateInvoicePdfs: queues the job in the caller's transaction (each id once, in the order given). */
export async function queueRegeneratePdfs(ctx: CallContext, ids: readonly number[]): Promise<TRegeneratePdfsJob> {
  const payload = { ids: [...new Set(ids)], userId: ctx.userId, employeeId: ctx.employeeId };
  const start: Progress = { done: 0, failed: [] };
  const job = await ctx.app.jobs.enqueue(ctx.tx, ctx.ownerId, REGENERATE_PDFS_JOB, payload, 3, { ...start });
  if (!job) throw new Error('queue regenerate PDFs failed');
  await ctx.audit('Invoice', 0, 'regeneratePdfs', { job: job.id, count: payload.ids.length });
  return toView({ id: job.id, status: 'queued', payload, result: start });
}

/** regeneratePdfsJob {id}: the job's progress (the owner's own jobs only). */
export async function readRegeneratePdfsJob(ctx: CallContext, id: number): Promise<TRegeneratePdfsJob> {
  const [row] = await ctx.tx
    .select({ id: jobs.id, status: jobs.status, payload: jobs.payload, result: jobs.result })
    .from(jobs)
    .where(and(byKey(ctx.ownerId, id), eq(jobs.kind, REGENERATE_PDFS_JOB)));
  if (!row) throw fail('pdfTemplate.jobNotFound', { id });
  return toView(row);
}

async function runRegeneratePdfs(app: AppContext, job: JobRow): Promise<Progress> {
  const { ids, userId, employeeId } = ZPayload.parse(job.payload);
  let progress = ZProgress.parse(job.result);
  for (const id of ids.slice(progress.done)) {
    progress = await jobStep(app.database, job, async (tx) => {
      const ctx = jobContext(app, tx, job.ownerId, { userId, employeeId });
      let failed = progress.failed;
      try {
        // A savepoint: a refused invoice leaves the transaction usable for the progress.
        await tx.transaction((inner) => regenerateInvoice({ ...ctx, tx: inner }, id));
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        const [row] = await queryRows<{ number: number | null }>(
          tx,
          sql`select number from invoices where owner_id = ${job.ownerId} and id = ${id}`,
        );
        failed = [...failed, { id, number: row?.number ?? null }];
      }
      return { done: progress.done + 1, failed };
    });
  }
  return progress;
}

export function registerRegeneratePdfsJob(app: AppContext): void {
  app.jobs.register(REGENERATE_PDFS_JOB, (job) => runRegeneratePdfs(app, job));
}
