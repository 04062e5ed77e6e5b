import { nextDailyAt, planningHorizon, planningSettingsOf, planningToday } from '@backoffice/domain';
import { owners } from '../../../db/schema/index.ts';
import { withSystem, withTenant } from '../../../db/tenant.ts';
import type { AppContext } from '../../../platform/context.ts';
import { planNextRun } from '../../../platform/jobs.ts';
import { hasPendingHorizon, queuePlanningJob } from './planning-jobs.ts';

// The rolling horizon (issue 15): one durable job for the server runs every night at 02:00 on the planning's wall clock,
// plans its next run first (a failure or a restart never ends the chain; a run missed while the server was down runs
// at start-up) and queues for every owner whose "plan N weeks ahead" is not 0 a default planning job from today
// through N weeks ahead. Those jobs respect what every run does: planners' changes stay, removed shifts stay removed.

const HORIZON_JOB = 'planning.horizon';
const RUN_AT_MINUTES = 2 * 60;

/** The next 02:00 on the planning's wall clock after `now`. */
export const nextNight = (now: Date): Date => nextDailyAt(now, RUN_AT_MINUTES);

/** One night's run: a default planning job per owner with the horizon on, unless one is still waiting or running. */
export async function queueHorizons(app: AppContext, now = new Date()): Promise<{ queued: number[] }> {
  const today = planningToday(now);
  const list = await withSystem(app.database, (tx) =>
    tx.select({ id: owners.id, settings: owners.settings }).from(owners),
  );
  const queued: number[] = [];
  for (const owner of list) {
    const settings = planningSettingsOf((owner.settings ?? {}) as Record<string, unknown>);
    const range = planningHorizon(today, settings.planAheadWeeks);
    if (!range) continue;
    const made = await withTenant(app.database, owner.id, async (tx) => {
      if (await hasPendingHorizon(tx, owner.id)) return false;
      await queuePlanningJob(tx, app, owner.id, { ...range, userId: 0, horizon: true });
      return true;
    });
    if (made) queued.push(owner.id);
  }
  app.jobs.wake();
  return { queued };
}

export function registerHorizonJob(app: AppContext): void {
  app.jobs.register(HORIZON_JOB, async (job) => {
    await withSystem(app.database, (tx) => planNextRun(tx, HORIZON_JOB, nextNight(new Date()), job.id));
    return queueHorizons(app);
  });
}

/** At start-up (main.ts): tonight's run, unless one is already planned (a missed one runs now). */
export async function scheduleHorizonJob(app: AppContext): Promise<void> {
  await withSystem(app.database, (tx) => planNextRun(tx, HORIZON_JOB, nextNight(new Date())));
}
