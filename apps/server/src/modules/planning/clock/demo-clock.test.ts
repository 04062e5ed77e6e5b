import { wallClock } from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../db/tenant.ts';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { seedDemoClock } from '../../../seed/demo-clock.ts';
import { BACKENDS, countRows, createTestApp, type TestApp } from '../../../test/harness.ts';

describe.each(BACKENDS)('the demo clock records on %s', (backend) => {
  let app: TestApp;
  let planner: string;
  const today = wallClock(new Date()).date;
  const yesterday = addDays(today, -1);

  beforeAll(async () => {
    app = await createTestApp(backend);
    planner = await app.login(DEMO_USERS.planner, 1);
  });
  afterAll(() => app.close());

  it('show yesterday’s deviations: late, far from the address and a forgotten clock-out', async () => {
    const response = await app.request('GET', `/r/getDeviations?startDate=${yesterday}&endDate=${yesterday}`, {
      token: planner,
    });
    expect(response.status).toBe(200);
    const reasons = (response.json as { deviations: string[] }[]).flatMap((d) => d.deviations);
    for (const reason of ['lateOver15', 'clockInFar', 'clockOutFar', 'forgotClockOut'])
      expect(reasons).toContain(reason);
    const times = await app.request('POST', '/r/agendaEntriesClockTimes', {
      token: planner,
      body: { startDate: addDays(today, -2), endDate: yesterday },
    });
    const clocked = (times.json.entries as { records: unknown[]; deviations: string[] }[]).filter(
      (e) => e.records.length > 0,
    );
    expect(clocked.length).toBe(7);
    expect(clocked.some((e) => e.deviations.length === 0)).toBe(true);
  });

  it('plans no shifts of its own on days that have shifts already', async () => {
    const shifts = await countRows(app, 'agenda_entries');
    await withSystem(app.database, (tx) => seedDemoClock(tx, 1));
    expect(await countRows(app, 'agenda_entries')).toBe(shifts);
  });
});
