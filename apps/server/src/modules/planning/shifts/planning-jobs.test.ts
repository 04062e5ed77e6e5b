import { planningToday, VALIDATION_MESSAGES } from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/tenant.ts';
import { ADMIN_1, ADMIN_2, appPerFile, PLANNER_1 } from '../../../test/app-per-file.ts';
import { addUser, BACKENDS } from '../../../test/harness.ts';
import { writeDefaultPlanning } from './default-planning.ts';
import { nextNight, queueHorizons } from './planning-horizon.ts';
import { dbRows, monday, projectWith, work, worker } from './test-support.ts';

// Default planning over a chosen range (a job with progress when long) and the nightly horizon per owner (issue 15).
describe.each(BACKENDS)('default planning jobs on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1, admin2: ADMIN_2, planner: PLANNER_1 });

  const post = (path: string, body: unknown, token = t.planner) => t.app.request('POST', `/r${path}`, { token, body });
  /** Dates of the project's live shifts (and whether any key is there twice). */
  const shiftDates = async (ownerId: number, projectId: number) => {
    const rows = await dbRows<{ date: string; key: string; owner: number }>(
      t.app,
      ownerId,
      sql`select to_char(date, 'YYYY-MM-DD') as date, key, owner_id as owner from agenda_entries
        where project_id = ${projectId} and deleted = 0 order by date`,
    );
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    expect(rows.every((r) => r.owner === ownerId)).toBe(true);
    return rows.map((r) => r.date);
  };
  const jobOf = async (id: number) => (await post('/defaultPlanningJob', { id })).json;

  it('plans a chosen range of weeks by a job with progress, and a second run creates nothing', async () => {
    const { employeeId } = await worker(t.app, t.admin);
    const project = await projectWith(t.app, t.admin, [work({}, employeeId, [1, 4])]);
    const range = { startDate: monday(10), endDate: addDays(monday(10), 8 * 7 - 1) };
    const queued = await post('/defaultPlanning', range);
    expect(queued.status).toBe(200);
    expect(queued.json.job).toMatchObject({ status: 'queued', totalDays: 56, doneDays: 0, ...range });
    await t.app.ctx.jobs.runDue();
    const done = await jobOf(queued.json.job.id);
    expect(done).toMatchObject({ status: 'done', doneDays: 56, doneThrough: range.endDate });
    expect(done.result.created).toBeGreaterThanOrEqual(16);
    const dates = await shiftDates(1, project.id);
    expect(dates).toHaveLength(16);
    expect(dates.at(-1)).toBe(addDays(monday(17), 3));

    const again = await post('/defaultPlanning', range);
    await t.app.ctx.jobs.runDue();
    expect((await jobOf(again.json.job.id)).result).toMatchObject({ created: 0, unchanged: done.result.created });
    expect(await shiftDates(1, project.id)).toEqual(dates);
    // A short range is still planned in the call itself.
    const week = await post('/defaultPlanning', { startDate: monday(10), endDate: addDays(monday(10), 6) });
    expect(week.json).toMatchObject({ created: 0, mismatched: 0 });
  });

  it('resumes a job cut off mid-run after the last week it finished, without duplicates', async () => {
    const { employeeId } = await worker(t.app, t.admin);
    const project = await projectWith(t.app, t.admin, [work({}, employeeId, [2])]);
    const range = { startDate: monday(20), endDate: addDays(monday(20), 6 * 7 - 1) };
    const { job } = (await post('/defaultPlanning', range)).json;
    // The first week was written and its progress committed, then the server died with the job 'running'.
    const firstWeek = { startDate: monday(20), endDate: addDays(monday(20), 6) };
    await withTenant(t.app.database, 1, (tx) => writeDefaultPlanning(tx, 1, firstWeek, planningToday()));
    await dbRows(
      t.app,
      1,
      sql`update jobs set status = 'running', locked_at = now(), result = ${JSON.stringify({
        doneThrough: firstWeek.endDate,
        result: { created: 0, unchanged: 0, mismatched: 0, locked: 0, open: 0 },
      })}::jsonb where id = ${job.id}`,
    );
    expect(await t.app.ctx.jobs.requeueOrphans()).toBeGreaterThanOrEqual(1);
    await t.app.ctx.jobs.runDue();
    expect(await jobOf(job.id)).toMatchObject({ status: 'done', doneDays: 42 });
    expect(await shiftDates(1, project.id)).toEqual([0, 1, 2, 3, 4, 5].map((w) => addDays(monday(20 + w), 1)));
  });

  it('refuses a reversed range or one over 53 weeks, other roles and other owners’ jobs', async () => {
    const start = monday(30);
    const reversed = await post('/defaultPlanning', { startDate: start, endDate: addDays(start, -1) });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.json)).toContain(VALIDATION_MESSAGES.endBeforeStart);
    const tooLong = await post('/defaultPlanning', { startDate: start, endDate: addDays(start, 53 * 7) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.json)).toContain(VALIDATION_MESSAGES.planningRangeTooLong);
    const reader = await addUser(t.app, 1, `generate-reader-${backend}@test.example`, [
      'employer_portal',
      'show_planning',
    ]);
    expect((await post('/defaultPlanning', { startDate: start, endDate: addDays(start, 6) }, reader)).status).toBe(403);
    const { job } = (await post('/defaultPlanning', { startDate: start, endDate: addDays(start, 53 * 7 - 1) })).json;
    expect(job.totalDays).toBe(371);
    // Owner 2 does not see owner 1's job; this test does not run the year.
    expect((await post('/defaultPlanningJob', { id: job.id }, t.admin2)).status).toBe(404);
    await dbRows(t.app, 1, sql`update jobs set status = 'done' where id = ${job.id}`);
  });

  it('runs the nightly horizon per owner: N weeks ahead, 0 is off, each owner only its own works', async () => {
    const today = planningToday();
    const { employeeId } = await worker(t.app, t.admin);
    const mine = await projectWith(t.app, t.admin, [work({}, employeeId, [1, 2, 3, 4, 5, 6, 7])]);
    const { employeeId: theirs } = await worker(t.app, t.admin2);
    const other = await projectWith(t.app, t.admin2, [work({}, theirs, [1, 2, 3, 4, 5, 6, 7])]);
    expect((await post('/savePlanningSettings', { planAheadWeeks: 1 })).json.planAheadWeeks).toBe(1);
    expect((await post('/savePlanningSettings', { planAheadWeeks: 0 }, t.admin2)).status).toBe(200);
    expect((await post('/savePlanningSettings', { planAheadWeeks: 53 })).status).toBe(400);

    const night = await queueHorizons(t.app.ctx);
    expect(night.queued).toContain(1);
    expect(night.queued).not.toContain(2);
    // A run still waiting is not queued twice.
    expect((await queueHorizons(t.app.ctx)).queued).not.toContain(1);
    await t.app.ctx.jobs.runDue();
    const sunday = addDays(monday(1), 6);
    const dates = await shiftDates(1, mine.id);
    expect(dates[0]).toBe(today);
    expect(dates.at(-1)).toBe(sunday);
    expect(await shiftDates(2, other.id)).toEqual([]);

    // Owner 2 turns it on: the next night plans its own works, and owner 1's planning is unchanged (idempotent).
    await post('/savePlanningSettings', { planAheadWeeks: 1 }, t.admin2);
    expect((await queueHorizons(t.app.ctx)).queued).toEqual(expect.arrayContaining([1, 2]));
    await t.app.ctx.jobs.runDue();
    expect(await shiftDates(1, mine.id)).toEqual(dates);
    expect(await shiftDates(2, other.id)).toEqual(dates);
  });

  it('runs at 02:00 on the planning wall clock', () => {
    expect(nextNight(new Date('2026-11-26T00:30:00Z')).toISOString()).toBe('2026-11-26T01:00:00.000Z');
    expect(nextNight(new Date('2026-11-26T12:00:00Z')).toISOString()).toBe('2026-11-27T01:00:00.000Z');
    expect(nextNight(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-02T00:00:00.000Z');
  });
});
