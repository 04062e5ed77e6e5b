import type { ErrorKey } from '@backoffice/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { invoiceRunItems, jobs } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/tenant.ts';
import { type CallContext, jobContext } from '../../../platform/calls.ts';
import type { AppContext } from '../../../platform/context.ts';
import { HttpError } from '../../../platform/errors.ts';
import { JobInterrupted, type JobRow } from '../../../platform/jobs.ts';
import { invoiceDraft } from '../invoices/invoicing.ts';
import { lockedInvoicePdf } from '../invoices/pdf.ts';
import { findInvoice } from '../invoices/queries.ts';
import { sendLockedInvoice } from '../invoices/send.ts';
import { countFinished } from './run-queue.ts';
import { INVOICE_RUN_JOB, type RunPayload, type RunProgress, ZRunPayload, ZRunProgress } from './run-state.ts';

// The invoice run's job. Each draft takes two steps, each its own transaction that also moves the draft's item on:
// 'pending' → invoiced (the number, under the owner's number lock, held only for this), 'invoiced' → done (the PDF
// and, with send, the mail in the outbox). A step first locks its item and does nothing unless the item is still
// where the step starts, so a run resumed after a kill -9 (or by a second worker) numbers no draft twice and mails no
// invoice twice, and a half-made step was rolled back whole.

type Item = { id: number; invoiceId: number; state: string };
type ItemState = 'pending' | 'invoiced';

const itemKey = (ownerId: number, id: number) => and(eq(invoiceRunItems.ownerId, ownerId), eq(invoiceRunItems.id, id));

/** What a refusal says, by key, for the run's list of failures. */
function failureOf(err: unknown): { key: ErrorKey; params: Record<string, string | number> } {
  if (err instanceof HttpError) return { key: err.key, params: err.params };
  console.error('invoice run:', err);
  return { key: 'invoiceRun.unexpected', params: { detail: err instanceof Error ? err.message : String(err) } };
}

async function runStep(
  app: AppContext,
  job: JobRow,
  payload: RunPayload,
  item: Item,
  from: ItemState,
  work: (ctx: CallContext) => Promise<void>,
  /** Kept though the step failed (in the transaction that records the failure). */
  keep?: (ctx: CallContext) => Promise<unknown>,
): Promise<void> {
  const inState = async (ctx: CallContext) => {
    const [locked] = await ctx.tx
      .select({ state: invoiceRunItems.state })
      .from(invoiceRunItems)
      .where(itemKey(job.ownerId, item.id))
      .for('update');
    return locked?.state === from;
  };
  const context = (tx: Parameters<typeof jobContext>[1]) => jobContext(app, tx, job.ownerId, payload);
  try {
    await withTenant(app.database, job.ownerId, async (tx) => {
      const ctx = context(tx);
      if (await inState(ctx)) await work(ctx);
    });
  } catch (err) {
    const failure = failureOf(err);
    await withTenant(app.database, job.ownerId, async (tx) => {
      const ctx = context(tx);
      if (!(await inState(ctx))) return;
      await tx
        .update(invoiceRunItems)
        .set({ state: 'failed', errorKey: failure.key, errorParams: failure.params, updatedAt: sql`now()` })
        .where(itemKey(job.ownerId, item.id));
      await countFinished(ctx, job.id, 'failed');
      // In a savepoint: what cannot be kept leaves the failure recorded.
      if (keep) await tx.transaction((savepoint) => keep(context(savepoint))).catch(() => undefined);
    });
  }
}

async function runInvoices(app: AppContext, job: JobRow): Promise<RunProgress> {
  const payload = ZRunPayload.parse(job.payload);
  const items = await withTenant(app.database, job.ownerId, (tx) =>
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
      .orderBy(asc(invoiceRunItems.position)),
  );
  for (const item of items) {
    // A server that is stopping puts the run back in the queue; the next start goes on from here.
    if (app.jobs.stopping) throw new JobInterrupted();
    await runStep(app, job, payload, item, 'pending', async (ctx) => {
      // Dated as its draft says, as the invoice page invoices one (a periodic draft: its period's date).
      // Its PDF is the next step's work, not a job of its own.
      const body = { id: item.invoiceId, invoiceDate: null, bookDate: null };
      const { number } = await invoiceDraft(ctx, body, { draftDate: true, pdfJob: false });
      await ctx.tx
        .update(invoiceRunItems)
        .set({ state: 'invoiced', number, updatedAt: sql`now()` })
        .where(itemKey(job.ownerId, item.id));
    });
    await runStep(
      app,
      job,
      payload,
      item,
      'invoiced',
      async (ctx) => {
        const invoice = await findInvoice(ctx.tx, ctx.ownerId, item.invoiceId, true);
        if (payload.send)
          await sendLockedInvoice(ctx, invoice, { id: invoice.id, paper: 0, email: '', subject: '', message: '' });
        else await lockedInvoicePdf(ctx, invoice);
        await ctx.tx
          .update(invoiceRunItems)
          .set({ state: 'done', updatedAt: sql`now()` })
          .where(itemKey(job.ownerId, item.id));
        await countFinished(ctx, job.id, 'done');
      },
      async (ctx) => {
        // An invoice that could not be mailed still gets its PDF (to send it by hand or by post).
        await lockedInvoicePdf(ctx, await findInvoice(ctx.tx, ctx.ownerId, item.invoiceId, true));
      },
    );
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
