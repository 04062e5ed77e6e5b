import type { ErrorKey } from '@backoffice/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { invoiceRunItems, invoices, jobs } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/tenant.ts';
import { type AuditEntry, writeAudits } from '../../../platform/audit.ts';
import { type CallContext, jobContext } from '../../../platform/calls.ts';
import type { AppContext } from '../../../platform/context.ts';
import { HttpError } from '../../../platform/errors.ts';
import { JobInterrupted, type JobRow } from '../../../platform/jobs.ts';
import { lockOwnerSequence } from '../../../platform/sequences.ts';
import { type ReadMemo, readOnceIn } from '../../../platform/tx-reads.ts';
import { ensureLedgerDefaults } from '../../accounting/index.ts';
import { invoiceDraft } from '../invoices/invoicing.ts';
import { lockedInvoicePdf } from '../invoices/pdf.ts';
import { findInvoice } from '../invoices/queries.ts';
import { sendLockedInvoice } from '../invoices/send.ts';
import { countFinished } from './run-queue.ts';
import { INVOICE_RUN_JOB, type RunPayload, type RunProgress, ZRunPayload, ZRunProgress } from './run-state.ts';

// The invoice run's job. Each draft takes two steps that move its item on: 'pending' → invoiced (the number, under
// the owner's number lock), 'invoiced' → done (the PDF and, with send, the mail in the outbox). Drafts go in batches:
// one transaction takes a step for several drafts until BATCH_MS have passed. The batch first locks its items and
// steps only those still where the step starts, so a run resumed after a kill -9 (or by a second worker) numbers no
// draft twice and mails no invoice twice, and a half-made batch was rolled back whole.
// A batch steps its drafts straight in its transaction. When a draft's step fails, the batch is rolled back and taken
// again up to that draft, now each draft in a savepoint of its own: the failing one is rolled back to its savepoint and
// recorded as failed in the same transaction, the others stand. (Savepoints cost two queries a draft and step; most
// batches have no failure.) The items' states, the audit lines and the run's counters are written once per batch.
// Only a draft's own refusal (a keyed error: no address, a blocked project) is recorded as that draft's failure. Any
// other error (a lost connection, a serialization failure, a deadlock, a lock timeout, a server that is stopping) says
// nothing about the draft: it rolls the whole batch back and fails the attempt, and the job queue runs the run again,
// which goes on from the items that committed.
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
/** What a batch did, written as it ends: the items stepped, the failures counted, the audit lines. */
type BatchWork = { stepped: number[]; failed: number; audits: AuditEntry[] };
/** How a batch takes one of its items that is still where the step starts. */
type Take = (tx: Db, item: Item, index: number, work: BatchWork) => Promise<void>;

/** The step of the batch's item at `index` failed: the batch is taken again, with savepoints, up to it. */
class StepFailed extends Error {
  constructor(readonly index: number) {
    super('invoice run step failed');
  }
}

const itemKey = (ownerId: number, id: number) => and(eq(invoiceRunItems.ownerId, ownerId), eq(invoiceRunItems.id, id));

/** What a draft's own refusal says, by key, for the run's list of failures; any other error is not the draft's. */
function failureOf(err: unknown): { key: ErrorKey; params: Record<string, string | number> } | undefined {
  return err instanceof HttpError ? { key: err.key, params: err.params } : undefined;
}

/** The run's context in `tx`, as the user who queued it; its audit lines go to `audits` until the batch ends. */
function runContext(run: Run, tx: Db, audits: AuditEntry[]): CallContext {
  const { app, job, payload } = run;
  return {
    ...jobContext(app, tx, job.ownerId, payload),
    audit: (entity, entityId, action, changes = {}) => {
      audits.push({ ownerId: job.ownerId, userId: payload.userId, entity, entityId, action, changes });
      return Promise.resolve();
    },
  };
}

/** Moves the stepped items on; a numbered one takes its invoice's number along. */
async function advanceItems(tx: Db, ownerId: number, from: ItemState, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const number = sql<number>`(select ${invoices.number} from ${invoices}
    where ${invoices.ownerId} = ${invoiceRunItems.ownerId} and ${invoices.id} = ${invoiceRunItems.invoiceId})`;
  await tx
    .update(invoiceRunItems)
    .set(
      from === 'pending'
        ? { state: 'invoiced', number, updatedAt: sql`now()` }
        : { state: 'done', updatedAt: sql`now()` },
    )
    .where(and(eq(invoiceRunItems.ownerId, ownerId), inArray(invoiceRunItems.id, ids)));
}

/**
 * One batch's transaction: locks the batch's items and takes, from the first, as many as BATCH_MS allows (at least
 * one), stepping those still in `from`. Answers how many of `batch` it took.
 */
function batchTransaction(run: Run, batch: Item[], from: ItemState, take: Take): Promise<number> {
  const { app, job } = run;
  return withTenant(app.database, job.ownerId, async (tx) => {
    readOnceIn(tx, run.memo);
    const started = performance.now();
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
    const work: BatchWork = { stepped: [], failed: 0, audits: [] };
    let taken = 0;
    for (const [index, item] of batch.entries()) {
      if (taken > 0 && performance.now() - started > BATCH_MS) break;
      taken++;
      if (states.get(item.id) === from) await take(tx, item, index, work);
    }
    await writeAudits(tx, work.audits);
    await advanceItems(tx, job.ownerId, from, work.stepped);
    const done = from === 'invoiced' ? work.stepped.length : 0;
    await countFinished(runContext(run, tx, work.audits), job.id, { done, failed: work.failed });
    return taken;
  });
}

/** A batch's item stepped straight in the batch's transaction: a failure rolls the batch back. */
const straight =
  (run: Run, step: Step): Take =>
  async (tx, item, index, work) => {
    try {
      await step(runContext(run, tx, work.audits), item);
    } catch (err) {
      throw failureOf(err) ? new StepFailed(index) : err;
    }
    work.stepped.push(item.id);
  };

/** A batch's item stepped in a savepoint: a failure is rolled back to it and recorded, and `keep` tried after. */
const inSavepoints =
  (run: Run, step: Step, keep?: Step): Take =>
  async (tx, item, _index, work) => {
    const inSavepoint = (one: Step) =>
      tx.transaction(async (savepoint) => {
        readOnceIn(savepoint, run.memo);
        const audits: AuditEntry[] = [];
        await one(runContext(run, savepoint, audits), item);
        work.audits.push(...audits);
      });
    try {
      await inSavepoint(step);
      work.stepped.push(item.id);
    } catch (err) {
      const failure = failureOf(err);
      if (!failure) throw err;
      await tx
        .update(invoiceRunItems)
        .set({ state: 'failed', errorKey: failure.key, errorParams: failure.params, updatedAt: sql`now()` })
        .where(itemKey(run.job.ownerId, item.id));
      work.failed++;
      // In a savepoint: the draft's own refusal of this too leaves its failure as recorded; another error fails the batch.
      if (keep)
        await inSavepoint(keep).catch((kept: unknown) => {
          if (!failureOf(kept)) throw kept;
        });
    }
  };

/**
 * One batch of a step, from the first of `items`: straight, or after a failure again up to the failing draft with
 * savepoints. Answers how many of `items` it took.
 */
async function runBatch(run: Run, items: Item[], from: ItemState, step: Step, keep?: Step): Promise<number> {
  const batch = items.slice(0, BATCH_MAX);
  try {
    return await batchTransaction(run, batch, from, straight(run, step));
  } catch (err) {
    if (!(err instanceof StepFailed)) throw batchError(run, err);
    // What the rolled-back batch read (or made: a diary) is not the database's any more.
    run.memo.clear();
    return batchTransaction(run, batch.slice(0, err.index + 1), from, inSavepoints(run, step, keep)).catch(
      (again: unknown) => {
        throw batchError(run, again);
      },
    );
  }
}

/** A batch that failed not by a draft's own refusal: the job is tried again; a stopping server spends no attempt. */
function batchError(run: Run, err: unknown): unknown {
  if (run.app.jobs.stopping) return new JobInterrupted();
  console.error('invoice run: batch rolled back, the run will be tried again:', err);
  return err;
}

/** Takes `from` → the next state for every item, batch after batch; a stopping server ends it between batches. */
async function runStep(run: Run, items: Item[], from: ItemState, step: Step, keep?: Step) {
  for (let next = 0; next < items.length; ) {
    // A server that is stopping puts the run back in the queue; the next start goes on from here.
    if (run.app.jobs.stopping) throw new JobInterrupted();
    next += await runBatch(run, items.slice(next), from, step, keep);
  }
}

async function invoiceItem(ctx: CallContext, item: Item): Promise<void> {
  // Dated as its draft says, as the invoice page invoices one (a periodic draft: its period's date).
  // Its PDF is the next step's work, not a job of its own.
  const body = { id: item.invoiceId, invoiceDate: null, bookDate: null };
  await invoiceDraft(ctx, body, { draftDate: true, pdfJob: false });
}

const finishItem =
  (send: boolean): Step =>
  async (ctx, item) => {
    const invoice = await findInvoice(ctx.tx, ctx.ownerId, item.invoiceId, true);
    if (send) await sendLockedInvoice(ctx, invoice, { id: invoice.id, paper: 0, email: '', subject: '', message: '' });
    else await lockedInvoicePdf(ctx, invoice);
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
  // The owner's first booking makes its chart and writes its lists and settings: done before the run's memo reads them,
  // so no invoice of the run books against the lists as they were before.
  const items = await withTenant(app.database, job.ownerId, async (tx) => {
    await ensureLedgerDefaults(tx, job.ownerId);
    return readItems(tx, job);
  });
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
