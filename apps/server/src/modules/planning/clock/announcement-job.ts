import { wallClock } from '@backoffice/domain';
import { owners } from '../../../db/schema/index.ts';
import { withSystem, withTenant } from '../../../db/tenant.ts';
import { writeAudit } from '../../../platform/audit.ts';
import type { AppContext } from '../../../platform/context.ts';
import { planNextRun } from '../../../platform/jobs.ts';
import { sendDueAnnouncements } from './announcements.ts';

// Automatic announcements (project announcement 2): a durable job, one for the whole server, that runs every hour,
// sends for every owner what is due (shifts from tomorrow up to the project's announcementDays ahead not announced
// yet) and plans its next run first, so a failure or a restart never ends the chain. Announced shifts have
// announcedAt, so a run sends nothing twice; a missed run (server down) is caught up by the next one.

export const ANNOUNCEMENT_JOB = 'planning.announcements';
const INTERVAL_MINUTES = 60;

/** One run over every owner; an owner that fails is logged and the others still get theirs. */
async function runAutomaticAnnouncements(app: AppContext, now = new Date()) {
  const today = wallClock(now).date;
  const ownerIds = await withSystem(app.database, (tx) => tx.select({ id: owners.id }).from(owners));
  let sent = 0;
  let failed = 0;
  for (const { id: ownerId } of ownerIds) {
    try {
      const answer = await withTenant(app.database, ownerId, (tx) =>
        sendDueAnnouncements(
          {
            tx,
            app,
            ownerId,
            audit: (entity, entityId, action, changes = {}) =>
              writeAudit(tx, { ownerId, userId: 0, entity, entityId, action, changes }),
          },
          today,
          now,
        ),
      );
      sent += answer.sent.length;
      failed += answer.failed.length;
    } catch (err) {
      console.error(`automatic announcements of owner ${ownerId}:`, err instanceof Error ? err.message : err);
    }
  }
  return { sent, failed };
}

/** The job's handler (app.ts registers it once). */
export function registerAnnouncementJob(app: AppContext): void {
  app.jobs.register(ANNOUNCEMENT_JOB, async (job) => {
    const next = new Date(Date.now() + INTERVAL_MINUTES * 60_000);
    await withSystem(app.database, (tx) => planNextRun(tx, ANNOUNCEMENT_JOB, next, job.id));
    return runAutomaticAnnouncements(app);
  });
}

/** At start-up (main.ts): the first run soon, unless one is already planned. */
export async function scheduleAnnouncementJob(app: AppContext): Promise<void> {
  await withSystem(app.database, (tx) => planNextRun(tx, ANNOUNCEMENT_JOB, new Date(Date.now() + 60_000)));
}
