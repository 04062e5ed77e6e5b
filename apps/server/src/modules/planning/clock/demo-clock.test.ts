import { wallClock } from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { withSystem } from '../../../db/tenant.ts';
import { seedDemoClock } from '../../../seed/demo-clock.ts';
import { appPerFile, PLANNER_1 } from '../../../test/app-per-file.ts';
import { BACKENDS, countRows } from '../../../test/harness.ts';
import { absencesOverlapping } from '../absences/queries.ts';

describe.each(BACKENDS)('the demo clock records on %s', (backend) => {
  const t = appPerFile(backend, { planner: PLANNER_1 });
  // The demo's "today" is the day it was seeded (the owner's creation), not the day the test reads it: a template
  // seeded just before midnight in Amsterdam and read after it had its records one day earlier than the test thought.
  let today = '';
  let yesterday = '';
  beforeAll(async () => {
    const [owner] = await withSystem(t.app.database, (tx) =>
      queryRows<{ createdAt: Date }>(tx, sql`select created_at as "createdAt" from owners where id = 1`),
    );
    today = wallClock(new Date(owner?.createdAt ?? Date.now())).date;
    yesterday = addDays(today, -1);
  });

  it('show yesterday’s deviations: late, far from the address and a forgotten clock-out', async () => {
    const response = await t.app.request('GET', `/r/getDeviations?startDate=${yesterday}&endDate=${yesterday}`, {
      token: t.planner,
    });
    expect(response.status).toBe(200);
    const reasons = (response.json as { deviations: string[] }[]).flatMap((d) => d.deviations);
    for (const reason of ['lateOver15', 'clockInFar', 'clockOutFar', 'forgotClockOut'])
      expect(reasons).toContain(reason);
    const times = await t.app.request('POST', '/r/agendaEntriesClockTimes', {
      token: t.planner,
      body: { startDate: addDays(today, -2), endDate: yesterday },
    });
    const clocked = (times.json.entries as { records: unknown[]; deviations: string[] }[]).filter(
      (e) => e.records.length > 0,
    );
    expect(clocked.length).toBe(7);
    expect(clocked.some((e) => e.deviations.length === 0)).toBe(true);
  });

  it('has nobody clock on a day of an approved absence', async () => {
    const clockedWhileAbsent = await withSystem(t.app.database, (tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`select r.id from clock_records r join absents a on a.owner_id = r.owner_id
          and a.employee_id = r.employee_id and a.deleted = 0
          and (a.status = 2 or (a.status = 4 and a.decision = 2))
          and (r.at at time zone 'Europe/Amsterdam')::date between a.start_date and a.end_date`,
      ),
    );
    expect(clockedWhileAbsent).toEqual([]);
    // The demo has absences in these days, so the check above is not empty by chance.
    const absentNow = await withSystem(t.app.database, (tx) => absencesOverlapping(tx, 1, addDays(today, -2), today));
    expect(absentNow.length).toBeGreaterThan(0);
  });

  it('plans no shifts of its own on days that have shifts already', async () => {
    const shifts = await countRows(t.app, 'agenda_entries');
    await withSystem(t.app.database, (tx) => seedDemoClock(tx, 1));
    expect(await countRows(t.app, 'agenda_entries')).toBe(shifts);
  });
});
