import {
  addPlanningResults,
  DEFAULT_PLANNING_DIRECT_DAYS,
  EMPTY_PLANNING_RESULT,
  isWorkDateInRange,
  planningSteps,
  planningToday,
  rangeDays,
  type TDefaultPlanningAnswer,
  type TDefaultPlanningJob,
  type TDefaultPlanningResult,
  type TPlanningRangeRequest,
} from '@backoffice/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { jobs } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/tenant.ts';
import { writeAudit } from '../../../platform/audit.ts';
import type { CallContext } from '../../../platform/calls.ts';
import type { AppContext } from '../../../platform/context.ts';
import { fail } from '../../../platform/errors.ts';
import { type JobRow, jobStep } from '../../../platform/jobs.ts';
import { writeDefaultPlanning } from './default-planning.ts';

// Default planning as a durable job (issue 15): a long Generate and the nightly horizon. The job plans a week per
// step; each step writes its shifts and the job's progress in one transaction, so a server killed mid-run resumes
// after the last week it finished, and the writes are idempotent anyway (the shift's key is unique per owner).

const DEFAULT_PLANNING_JOB = 'planning.defaultPlanning';

const ZPayload = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** Who asked (0: the nightly horizon): the audit line names them. */
  userId: z.number().int(),
  horizon: z.boolean().default(false),
});
type Payload = z.output<typeof ZPayload>;

interface Progress {
  doneThrough: string;
  result: TDefaultPlanningResult;
}

const ZProgress = z
  .object({
    doneThrough: z.string().catch(''),
    result: z
      .object({
        created: z.number(),
        unchanged: z.number(),
        mismatched: z.number(),
        locked: z.number(),
        open: z.number(),
      })
      .catch(EMPTY_PLANNING_RESULT),
  })
  .catch({ doneThrough: '', result: EMPTY_PLANNING_RESULT });

const START: Progress = { doneThrough: '', result: EMPTY_PLANNING_RESULT };
const byKey = (ownerId: number, id: number) => and(eq(jobs.ownerId, ownerId), eq(jobs.id, id));

/** Queues a default planning job in the caller's transaction (it runs once that commits). */
export async function queuePlanningJob(
  tx: Db,
  app: AppContext,
  ownerId: number,
  payload: Payload,
): Promise<TDefaultPlanningJob> {
  const job = await app.jobs.enqueue(tx, ownerId, DEFAULT_PLANNING_JOB, { ...payload }, 5, { ...START });
  if (!job) throw new Error('queue default planning failed');
  return toView({ id: job.id, status: 'queued', payload, result: START, lastError: null });
}

function toView(row: {
  id: number;
  status: TDefaultPlanningJob['status'];
  payload: unknown;
  result: unknown;
  lastError: string | null;
}): TDefaultPlanningJob {
  const payload = ZPayload.parse(row.payload);
  const progress = ZProgress.parse(row.result);
  const totalDays = rangeDays(payload.startDate, payload.endDate);
  return {
    id: row.id,
    status: row.status,
    startDate: payload.startDate,
    endDate: payload.endDate,
    doneThrough: progress.doneThrough,
    totalDays,
    doneDays: progress.doneThrough ? Math.min(totalDays, rangeDays(payload.startDate, progress.doneThrough)) : 0,
    result: progress.result,
    error: row.status === 'failed' ? (row.lastError ?? '') : '',
  };
}

/** defaultPlanningJob {id}: a default planning job of the caller's owner. */
export async function readPlanningJob(ctx: CallContext, id: number): Promise<TDefaultPlanningJob> {
  const [row] = await ctx.tx
    .select({ id: jobs.id, status: jobs.status, payload: jobs.payload, result: jobs.result, lastError: jobs.lastError })
    .from(jobs)
    .where(and(byKey(ctx.ownerId, id), eq(jobs.kind, DEFAULT_PLANNING_JOB)));
  if (!row) throw fail('planning.jobNotFound', { id });
  return toView(row);
}

/** True when the owner has a horizon run waiting or running (the nightly run then queues no second one). */
export async function hasPendingHorizon(tx: Db, ownerId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.ownerId, ownerId),
        eq(jobs.kind, DEFAULT_PLANNING_JOB),
        inArray(jobs.status, ['queued', 'running']),
        sql`(${jobs.payload}->>'horizon')::boolean`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Runs (or resumes) one job: the steps after its last finished week, each with its progress, then one audit line. */
async function runPlanningJob(app: AppContext, job: JobRow): Promise<Progress> {
  const payload = ZPayload.parse(job.payload);
  let progress = ZProgress.parse(job.result);
  for (const step of planningSteps(payload.startDate, payload.endDate, progress.doneThrough)) {
    progress = await jobStep(app.database, job, async (tx) => {
      const range: TPlanningRangeRequest = { startDate: step.from, endDate: step.to };
      const result = await writeDefaultPlanning(tx, job.ownerId, range, planningToday());
      return { doneThrough: step.to, result: addPlanningResults(progress.result, result) };
    });
  }
  await withTenant(app.database, job.ownerId, (tx) =>
    writeAudit(tx, {
      ownerId: job.ownerId,
      userId: payload.userId,
      entity: 'DefaultPlanning',
      entityId: 0,
      action: 'generate',
      changes: { startDate: payload.startDate, endDate: payload.endDate, job: job.id, ...progress.result },
    }),
  );
  return progress;
}

/**
 * defaultPlanning: a range of up to five weeks is planned in the call (with one audit line); a longer one goes to a
 * job that plans a week per step, answered at once for the web app to follow.
 */
export async function generateDefaultPlanning(
  ctx: CallContext,
  range: TPlanningRangeRequest,
  today: string,
): Promise<TDefaultPlanningAnswer> {
  if (!isWorkDateInRange(range.startDate, today) || !isWorkDateInRange(range.endDate, today))
    throw fail('shift.workDateOutOfRange');
  if (rangeDays(range.startDate, range.endDate) > DEFAULT_PLANNING_DIRECT_DAYS) {
    const job = await queuePlanningJob(ctx.tx, ctx.app, ctx.ownerId, { ...range, userId: ctx.userId, horizon: false });
    return { job };
  }
  const result = await writeDefaultPlanning(ctx.tx, ctx.ownerId, range, today);
  // One audit line per run: the shifts themselves are many and all alike.
  await ctx.audit('DefaultPlanning', 0, 'generate', { ...range, ...result });
  return result;
}

export function registerPlanningJobs(app: AppContext): void {
  app.jobs.register(DEFAULT_PLANNING_JOB, (job) => runPlanningJob(app, job));
}
