import type { ErrorKey } from '@backoffice/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { invoiceRunItems, jobs } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/tenant.ts';
import { type CallContext, jobContext } from '../../../platform/calls.ts';
import type { AppContext } from '../../../platform/context.ts';
import { HttpError } from '../../../platform/errors.ts';
import { JobInterrupted, type JobRow } from '../../../platform/jobs.ts';
import { lockOwnerSequence } from '../../../platform/sequences.ts';
import { type ReadMemo, readOnceIn } from '../../../platform/tx-reads.ts';
import { invoiceDraft } from '../invoices/invoicing.ts';
import { lockedInvoicePdf } from '../invoices/pdf.ts';
import { findInvoice } from '../invoices/queries.ts';
import { sendLockedInvoice } from '../invoices/send.ts';
import { countFinished } from './run-queue.ts';
import { INVOICE_RUN_JOB, type RunPayload, type RunProgress, ZRunPayload, ZRunProgress } from './run-state.ts';

// The invoice run's job. Each draft takes two steps that move its item on: 'pending' → invoiced (the number, under
// the owner's number lock), 'invoiced' → done (the PDF and, with send, the mail in the outbox). Drafts go in batches:
// one transaction takes a step for several drafts, each in a savepoint of its own, until BATCH_MS have passed. The
// batch first locks its items and steps only those still where the step starts, so a run resumed after a kill -9 (or
// by a second worker) numbers no draft twice and mails no invoice twice, and a half-made batch was rolled back whole.
// A draft whose step fails is rolled back to its savepoint and recorded as failed in the same transaction.
// The run reads its owner's settings, lists and templates and each customer once (tx-reads.ts): as they are when the
// run (or its resumption) starts.

/** How long one batch's transaction may take: on PGlite every other call waits for it. */
const BATCH_MS = 100;
const BATCH_MAX = 25;

type Item = { id: number; invoiceId: number; state: string };
/** A run under way: its job, who started it, and the reads its transactions share. */
type Run = { app: AppContext; job: JobRow; payload: RunPayload; memo: ReadMemo };
type ItemState = 'pending' | 'invoiced';
type Step = (ctx: CallContext, item: Item) => Promise<void>;

const itemKey = (ownerId: number, id: number) => and(eq(invoiceRunItems.ownerId, ownerId), eq(invoiceRunItems.id, id));

/** What a refusal says, by key, for the run's list of failures. */
function failureOf(err: unknown): { key: ErrorKey; params: Record<string, string | number> } {
  if (err instanceof HttpError) return { key: err.key, params: err.params };
  console.error('invoice run:', err);
  return { key: 'invoiceRun.unexpected', params: { detail: err instanceof Error ? err.message : String(err) } };
}

/**
 * One batch of a step: from the first of `items`, as many as BATCH_MS allows (at least one) in one transaction.
 * Answers how many of `items` it took.
 */
async function runBatch(
  run: Run,
  items: Item[],
  from: ItemState,
  work: Step,
  /** Kept though the step failed (in the transaction that records the failure). */
  keep?: Step,
): Promise<number> {
  const { app, job, payload } = run;
  const batch = items.slice(0, BATCH_MAX);
  return withTenant(app.database, job.ownerId, async (tx) => {
    readOnceIn(tx, run.memo);
    const started = performance.now();
    const ctx = jobContext(app, tx, job.ownerId, payload);
    const locked = await tx
      .select({ id: invoiceRunItems.id, state: invoiceRunItems.state })
      .from(invoiceRunItems)
      .where(
        and(
          eq(invoiceRunItems.ownerId, job.ownerId),
          inArray(
            invoiceRunItems.id,
            batch.map((item) => item.id),
          ),
        ),
      )
      .for('update');
    const states = new Map(locked.map((row) => [row.id, row.state]));
    // Numbers are handed out under the owner's lock, taken here so that a draft's savepoint that rolls back keeps it.
    if (from === 'pending') await lockOwnerSequence(tx, job.ownerId, 'invoice');
    const inSavepoint = (step: Step, item: Item) =>
      tx.transaction(async (savepoint) => {
        readOnceIn(savepoint, run.memo);
        await step(jobContext(app, savepoint, job.ownerId, payload), item);
      });
    const counts = { done: 0, failed: 0 };
    let taken = 0;
    for (const item of batch) {
      if (taken > 0 && performance.now() - started > BATCH_MS) break;
      taken++;
      if (states.get(item.id) !== from) continue;
      try {
        await inSavepoint(work, item);
        if (from === 'invoiced') counts.done++;
      } catch (err) {
        const failure = failureOf(err);
        await tx
          .update(invoiceRunItems)
          .set({ state: 'failed', errorKey: failure.key, errorParams: failure.params, updatedAt: sql`now()` })
          .where(itemKey(job.ownerId, item.id));
        counts.failed++;
        // In a savepoint: what cannot be kept leaves the failure recorded.
        if (keep) await inSavepoint(keep, item).catch(() => undefined);
      }
    }
    await countFinished(ctx, job.id, counts);
    return taken;
  });
}

/** Takes `from` → the next state for every item, batch after batch; a stopping server ends it between batches. */
async function runStep(run: Run, items: Item[], from: ItemState, work: Step, keep?: Step) {
  for (let next = 0; next < items.length; ) {
    // A server that is stopping puts the run back in the queue; the next start goes on from here.
    if (run.app.jobs.stopping) throw new JobInterrupted();
    next += await runBatch(run, items.slice(next), from, work, keep);
  }
}

const setState = (ctx: CallContext, item: Item, state: 'invoiced' | 'done', number?: number) =>
  ctx.tx
    .update(invoiceRunItems)
    .set({ state, ...(number === undefined ? {} : { number }), updatedAt: sql`now()` })
    .where(itemKey(ctx.ownerId, item.id));

async function invoiceItem(ctx: CallContext, item: Item): Promise<void> {
  // Dated as its draft says, as the invoice page invoices one (a periodic draft: its period's date).
  // Its PDF is the next step's work, not a job of its own.
  const body = { id: item.invoiceId, invoiceDate: null, bookDate: null };
  const { number } = await invoiceDraft(ctx, body, { draftDate: true, pdfJob: false });
  await setState(ctx, item, 'invoiced', number);
}

const finishItem =
  (send: boolean): Step =>
  async (ctx, item) => {
    const invoice = await findInvoice(ctx.tx, ctx.ownerId, item.invoiceId, true);
    if (send) await sendLockedInvoice(ctx, invoice, { id: invoice.id, paper: 0, email: '', subject: '', message: '' });
    else await lockedInvoicePdf(ctx, invoice);
    await setState(ctx, item, 'done');
  };

/** An invoice that could not be mailed still gets its PDF (to send it by hand or by post). */
const keepPdf: Step = async (ctx, item) => {
  await lockedInvoicePdf(ctx, await findInvoice(ctx.tx, ctx.ownerId, item.invoiceId, true));
};

const readItems = (tx: Db, job: JobRow) =>
  tx
    .select({ id: invoiceRunItems.id, invoiceId: invoiceRunItems.invoiceId, state: invoiceRunItems.state })
    .from(invoiceRunItems)
    .where(
      and(
        eq(invoiceRunItems.ownerId, job.ownerId),
        eq(invoiceRunItems.jobId, job.id),
        inArray(invoiceRunItems.state, ['pending', 'invoiced']),
      ),
    )
    .orderBy(asc(invoiceRunItems.position));

async function runInvoices(app: AppContext, job: JobRow): Promise<RunProgress> {
  const payload = ZRunPayload.parse(job.payload);
  const items = await withTenant(app.database, job.ownerId, (tx) => readItems(tx, job));
  const run: Run = { app, job, payload, memo: new Map() };
  // A chunk is numbered, then finished, so that PDFs and mails follow the numbers through the run.
  const CHUNK = 50;
  for (let start = 0; start < items.length; start += CHUNK) {
    const chunk = items.slice(start, start + CHUNK);
    await runStep(run, chunk, 'pending', invoiceItem);
    await runStep(run, chunk, 'invoiced', finishItem(payload.send === 1), keepPdf);
  }
  const [row] = await withTenant(app.database, job.ownerId, (tx) =>
    tx
      .select({ result: jobs.result })
      .from(jobs)
      .where(and(eq(jobs.ownerId, job.ownerId), eq(jobs.id, job.id))),
  );
  await withTenant(app.database, job.ownerId, (tx) =>
    jobContext(app, tx, job.ownerId, payload).audit('InvoiceRun', job.id, 'finish', ZRunProgress.parse(row?.result)),
  );
  return ZRunProgress.parse(row?.result);
}

export function registerInvoiceRunJob(app: AppContext): void {
  app.jobs.register(INVOICE_RUN_JOB, (job) => runInvoices(app, job));
}
