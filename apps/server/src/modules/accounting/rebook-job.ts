import { DOCUMENT_KIND, PROCESSING_STATUS, type TRebookJob, ZRebookJob } from '@backoffice/domain';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bookingDocuments, jobs } from '../../db/schema/index.ts';
import type { CallContext } from '../../platform/calls.ts';
import type { AppContext } from '../../platform/context.ts';
import { fail } from '../../platform/errors.ts';
import { type JobRow, jobStep } from '../../platform/jobs.ts';
import { bookDocument } from './book-document.ts';
import { bookPaymentDocument } from './book-payments.ts';

// "Booking regeneration" (spec 001 §7 background operations): the documents that failed (status 9) are booked again
// once the settings are fixed, one per transaction with the job's progress. The list is taken when the job is queued;
// a server stopped mid-run resumes after the last document done, and booking a document twice books nothing more
// (rebookLines), so nothing is ever booked double.

const REBOOK_JOB = 'accounting.rebook';

const ZPayload = z.object({
  documents: z.array(z.object({ kind: z.number().int(), id: z.number().int() })),
  userId: z.number().int(),
});
const ZProgress = z
  .object({ done: z.number().int().catch(0), stillFailed: z.number().int().catch(0) })
  .catch({ done: 0, stillFailed: 0 });
type Progress = z.infer<typeof ZProgress>;

const byKey = (ownerId: number, id: number) => and(eq(jobs.ownerId, ownerId), eq(jobs.id, id));

function toView(row: { id: number; status: string; payload: unknown; result: unknown }): TRebookJob {
  const { documents } = ZPayload.parse(row.payload);
  return ZRebookJob.parse({ id: row.id, status: row.status, total: documents.length, ...ZProgress.parse(row.result) });
}

/** rebookFailed: queues the job over the owner's failed documents, in the caller's transaction. */
export async function queueRebook(ctx: CallContext): Promise<TRebookJob> {
  const failed = await ctx.tx
    .select({ kind: bookingDocuments.documentKind, id: bookingDocuments.documentId })
    .from(bookingDocuments)
    .where(and(eq(bookingDocuments.ownerId, ctx.ownerId), eq(bookingDocuments.status, PROCESSING_STATUS.failed)))
    .orderBy(asc(bookingDocuments.documentKind), asc(bookingDocuments.documentId));
  const payload = { documents: failed, userId: ctx.userId };
  const start: Progress = { done: 0, stillFailed: 0 };
  const job = await ctx.app.jobs.enqueue(ctx.tx, ctx.ownerId, REBOOK_JOB, payload, 3, { ...start });
  if (!job) throw new Error('queue rebook failed');
  await ctx.audit('Booking', 0, 'rebook', { job: job.id, count: failed.length });
  return toView({ id: job.id, status: 'queued', payload, result: start });
}

/** rebookJob {id}: the job's progress (the owner's own jobs only). */
export async function readRebookJob(ctx: CallContext, id: number): Promise<TRebookJob> {
  const [row] = await ctx.tx
    .select({ id: jobs.id, status: jobs.status, payload: jobs.payload, result: jobs.result })
    .from(jobs)
    .where(and(byKey(ctx.ownerId, id), eq(jobs.kind, REBOOK_JOB)));
  if (!row) throw fail('record.notFound', { entity: 'Job', id });
  return toView(row);
}

/** Books a document of any kind the system books again. */
function bookAny(tx: Db, ownerId: number, userId: number, kind: number, id: number): Promise<number> {
  if (kind === DOCUMENT_KIND.salesInvoice || kind === DOCUMENT_KIND.purchaseInvoice)
    return bookDocument(tx, ownerId, userId, kind, id);
  return bookPaymentDocument(tx, ownerId, userId, kind, id);
}

async function runRebook(app: AppContext, job: JobRow): Promise<Progress> {
  const { documents, userId } = ZPayload.parse(job.payload);
  let progress = ZProgress.parse(job.result);
  for (const doc of documents.slice(progress.done)) {
    progress = await jobStep(app.database, job, async (tx) => {
      const status = await bookAny(tx, job.ownerId, userId, doc.kind, doc.id);
      return {
        done: progress.done + 1,
        stillFailed: progress.stillFailed + (status === PROCESSING_STATUS.failed ? 1 : 0),
      };
    });
  }
  return progress;
}

export function registerRebookJob(app: AppContext): void {
  app.jobs.register(REBOOK_JOB, (job) => runRebook(app, job));
}
