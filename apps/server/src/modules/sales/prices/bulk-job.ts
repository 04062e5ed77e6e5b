import { type TBulkPriceJob, type TBulkPriceUpdate, ZBulkPriceUpdateRequest } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.ts';
import { bulkPriceUpdates, jobs, works } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/tenant.ts';
import { diffRecords } from '../../../platform/audit.ts';
import { type CallContext, jobContext } from '../../../platform/calls.ts';
import type { AppContext } from '../../../platform/context.ts';
import { fail } from '../../../platform/errors.ts';
import { recordPriceChanges, workPriceChanges } from '../../projects/index.ts';
import { findOwner, toOwner } from '../../settings/index.ts';
import { bulkPriceMail } from './bulk-mail.ts';
import { countSelectedWorks, selectedWorks } from './bulk-selection.ts';
import { bulkPriceChanges } from './price-changes-query.ts';

// The bulk price update as a durable job (001 §7 "bulk price update that emails details"). It works through the
// selection by work id in steps of one transaction each: a step changes its works, records their price changes and
// moves the cursor (lastWorkId) together, so a job cut off and resumed goes on where it was and changes no price
// twice (price_changes_bulk_idx is the second wall). The mail goes out with the status 'done' in one transaction: once.

const BULK_PRICE_JOB = 'sales.bulkPriceUpdate';
const STEP = 200;
const ZPayload = z.object({
  bulkId: z.number().int().positive(),
  userId: z.number().int(),
  employeeId: z.number().int(),
});

type BulkRow = typeof bulkPriceUpdates.$inferSelect;

const asStatus = (row: BulkRow): TBulkPriceJob => ({
  id: row.id,
  status: (['queued', 'running', 'done', 'failed'] as const).find((status) => status === row.status) ?? 'queued',
  fromDate: row.fromDate,
  total: row.total,
  done: row.done,
  changed: row.changed,
  mailedTo: row.mailedTo,
  error: row.error,
});

async function lockBulk(tx: Db, ownerId: number, id: number): Promise<BulkRow> {
  const [row] = await tx
    .select()
    .from(bulkPriceUpdates)
    .where(and(eq(bulkPriceUpdates.ownerId, ownerId), eq(bulkPriceUpdates.id, id)))
    .for('update');
  if (!row) throw fail('priceChange.bulkNotFound', { id });
  return row;
}

export async function bulkPriceJobStatus(tx: Db, ownerId: number, id: number): Promise<TBulkPriceJob> {
  const [row] = await tx
    .select()
    .from(bulkPriceUpdates)
    .where(and(eq(bulkPriceUpdates.ownerId, ownerId), eq(bulkPriceUpdates.id, id)));
  if (!row) throw fail('priceChange.bulkNotFound', { id });
  return asStatus(row);
}

/**
 * Queues a bulk update in the caller's transaction. A date in the future waits for that day (the job's run_at):
 * until then invoices keep the old prices.
 */
export async function queueBulkPriceUpdate(ctx: CallContext, update: TBulkPriceUpdate): Promise<TBulkPriceJob> {
  const total = await countSelectedWorks(ctx.tx, ctx.ownerId, update);
  if (total === 0) throw fail('priceChange.nothingSelected');
  const [row] = await ctx.tx
    .insert(bulkPriceUpdates)
    .values({ ownerId: ctx.ownerId, userId: ctx.userId, request: update, fromDate: update.fromDate, total })
    .returning();
  if (!row) throw new Error('bulk price update insert returned nothing');
  const payload = { bulkId: row.id, userId: ctx.userId, employeeId: ctx.employeeId };
  const job = await ctx.app.jobs.enqueue(ctx.tx, ctx.ownerId, BULK_PRICE_JOB, payload, 5);
  // The queue has no "run at" of its own for an owner's job yet: the row is ours until this transaction commits.
  if (job && update.fromDate > todayIso())
    await ctx.tx
      .update(jobs)
      .set({ runAt: sql`${update.fromDate}::date::timestamptz` })
      .where(and(eq(jobs.ownerId, ctx.ownerId), eq(jobs.id, job.id)));
  await ctx.audit('BulkPriceUpdate', row.id, 'create', diffRecords({}, { ...update, total }));
  return asStatus(row);
}

/** One step: the next works after the cursor. Answers whether more may follow. */
async function step(ctx: CallContext, bulkId: number): Promise<boolean> {
  const { tx, ownerId } = ctx;
  const bulk = await lockBulk(tx, ownerId, bulkId);
  if (bulk.status === 'done') return false;
  const update = ZBulkPriceUpdateRequest.parse(bulk.request);
  const batch = await selectedWorks(tx, ownerId, update, { afterId: bulk.lastWorkId, limit: STEP });
  let changed = 0;
  for (const work of batch) {
    const before = { hourRate: work.hourRateBefore, fixedPrice: work.fixedPriceBefore };
    const after = { hourRate: work.hourRateAfter, fixedPrice: work.fixedPriceAfter };
    const changes = workPriceChanges({ id: work.workId, projectId: work.projectId }, before, after, bulk.fromDate);
    if (changes.length === 0) continue;
    await tx
      .update(works)
      .set({ ...after, updatedAt: sql`now()` })
      .where(and(eq(works.ownerId, ownerId), eq(works.id, work.workId)));
    await ctx.audit('Work', work.workId, 'update', diffRecords(before, after));
    changed += await recordPriceChanges(
      tx,
      ownerId,
      bulk.userId,
      changes.map((change) => ({ ...change, bulkId })),
    );
  }
  const done = bulk.done + batch.length;
  await tx
    .update(bulkPriceUpdates)
    .set({
      status: 'running',
      done,
      total: Math.max(bulk.total, done),
      changed: bulk.changed + changed,
      lastWorkId: batch.at(-1)?.workId ?? bulk.lastWorkId,
      updatedAt: sql`now()`,
    })
    .where(and(eq(bulkPriceUpdates.ownerId, ownerId), eq(bulkPriceUpdates.id, bulkId)));
  return batch.length === STEP;
}

/** The user's address: their employee's e-mail, else a login name that is one; '' when neither is. */
async function userAddress(tx: Db, ownerId: number, userId: number, employeeId: number): Promise<string> {
  const [row] = await queryRows<{ email: string }>(
    tx,
    sql`select coalesce(nullif(trim(e.email), ''), a.user_name, '') as email
        from user_accounts a
        left join employees e on e.owner_id = ${ownerId} and e.id = ${employeeId}
        where a.id = ${userId}`,
  );
  const email = row?.email ?? '';
  return email.includes('@') ? email : '';
}

/** Mails the details to the user and marks the update done, in one transaction. */
async function finish(ctx: CallContext, bulkId: number): Promise<TBulkPriceJob> {
  const { tx, ownerId } = ctx;
  const bulk = await lockBulk(tx, ownerId, bulkId);
  if (bulk.status === 'done') return asStatus(bulk);
  const to = await userAddress(tx, ownerId, ctx.userId, ctx.employeeId);
  let mailId = 0;
  if (to) {
    const owner = await findOwner(tx, ownerId);
    const locale = owner ? toOwner(owner).settings.locale : 'nl';
    const changes = await bulkPriceChanges(tx, ownerId, bulkId);
    const mail = bulkPriceMail(changes, { fromDate: bulk.fromDate, total: bulk.done }, locale);
    mailId = await ctx.app.mailer.send(tx, { ownerId, to, ...mail });
  }
  const [row] = await tx
    .update(bulkPriceUpdates)
    .set({ status: 'done', mailId, mailedTo: to, error: null, updatedAt: sql`now()` })
    .where(and(eq(bulkPriceUpdates.ownerId, ownerId), eq(bulkPriceUpdates.id, bulkId)))
    .returning();
  if (!row) throw fail('priceChange.bulkNotFound', { id: bulkId });
  return asStatus(row);
}

/** Registers the job handler; app.ts calls this once, so updates queued before a restart still run. */
export function registerBulkPriceJobs(app: AppContext): void {
  app.jobs.register(BULK_PRICE_JOB, async (job) => {
    const { bulkId, ...actor } = ZPayload.parse(job.payload);
    const inTenant = <T>(work: (ctx: CallContext) => Promise<T>) =>
      withTenant(app.database, job.ownerId, (tx) => work(jobContext(app, tx, job.ownerId, actor)));
    try {
      while (await inTenant((ctx) => step(ctx, bulkId))) {
        // Each step commits on its own; the loop ends after a short (or empty) step.
      }
      return await inTenant((ctx) => finish(ctx, bulkId));
    } catch (err) {
      if (job.attempts >= job.maxAttempts) {
        const error = err instanceof Error ? err.message : String(err);
        await inTenant((ctx) =>
          ctx.tx
            .update(bulkPriceUpdates)
            .set({ status: 'failed', error, updatedAt: sql`now()` })
            .where(and(eq(bulkPriceUpdates.ownerId, job.ownerId), eq(bulkPriceUpdates.id, bulkId))),
        );
      }
      throw err;
    }
  });
}
