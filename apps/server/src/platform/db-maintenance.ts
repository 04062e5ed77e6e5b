import { nextDailyAt } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { withSystem } from '../db/tenant.ts';
import type { AppContext } from './context.ts';
import { planNextRun } from './jobs.ts';

// PGlite runs PostgreSQL in one process without autovacuum: nothing refreshes the planner's statistics or reclaims the
// dead rows that updates leave (the job queue, month sums, open amounts), so plans chosen for a small owner stay as its
// tables grow. A durable job runs VACUUM (ANALYZE) every night at 03:30 on the planning's wall clock; a night missed
// while the server was down is skipped, not run at a start-up in working hours. PostgreSQL's autovacuum does this
// itself: the job is PGlite's only.

const MAINTENANCE_JOB = 'db.maintenance';
const RUN_AT_MINUTES = 3 * 60 + 30;
/** A run this late (the server was down at night) waits for the next night. */
const LATEST_MS = 60 * 60_000;

export function registerMaintenanceJob(app: AppContext): void {
  app.jobs.register(MAINTENANCE_JOB, async (job) => {
    await withSystem(app.database, (tx) =>
      planNextRun(tx, MAINTENANCE_JOB, nextDailyAt(new Date(), RUN_AT_MINUTES), job.id),
    );
    if (Date.now() - job.runAt.getTime() > LATEST_MS) return { skipped: true };
    const started = performance.now();
    // Not in a transaction: VACUUM refuses to run inside one. PGlite serves one statement at a time, so calls made
    // meanwhile wait for it (seconds at a million booking lines), hence the night.
    await app.database.db.execute(sql`vacuum (analyze)`);
    return { seconds: Math.round(performance.now() - started) / 1000 };
  });
}

/** At start-up (main.ts), on PGlite: tonight's run, unless one is already planned. */
export async function scheduleMaintenanceJob(app: AppContext): Promise<void> {
  if (app.database.kind !== 'pglite') return;
  await withSystem(app.database, (tx) => planNextRun(tx, MAINTENANCE_JOB, nextDailyAt(new Date(), RUN_AT_MINUTES)));
}
