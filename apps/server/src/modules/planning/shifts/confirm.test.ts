import { planningToday, VALIDATION_MESSAGES } from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { ADMIN_1, appPerFile, PLANNER_1 } from '../../../test/app-per-file.ts';
import { BACKENDS } from '../../../test/harness.ts';
import { markInvoiced, monday, projectWith, saveShift, shift, work, worker } from './test-support.ts';

describe.each(BACKENDS)('hour confirmation on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1, planner: PLANNER_1 });
  let employeeId: number;
  let projectId: number;
  const day = addDays(monday(-1), 1);

  beforeAll(async () => {
    ({ employeeId } = await worker(t.app, t.admin));
    projectId = (await projectWith(t.app, t.admin, [work()], { name: 'Bibliotheek Centrum' })).id;
  });

  const post = (path: string, body: unknown) => t.app.request('POST', `/r${path}`, { token: t.planner, body });
  const overview = async (filter: Record<string, unknown> = {}) => {
    const response = await post('/confirmationOverview', { startDate: day, endDate: day, ...filter });
    expect(response.status).toBe(200);
    return response.json.rows;
  };

  it('confirms planned hours, keeping the planned values beside the confirmed ones, and says who did it', async () => {
    const a = await saveShift(
      t.app,
      t.planner,
      shift({ employeeId, projectId, date: day, startTime: 800, endTime: 1200 }),
    );
    const b = await saveShift(
      t.app,
      t.planner,
      shift({ employeeId, projectId, date: day, startTime: 1300, endTime: 1500 }),
    );
    const response = await post('/confirmAgendaEntries', {
      entries: [{ id: a.id, endTime: 1230, pause: 25 }, { id: b.id }],
    });
    expect(response.status).toBe(200);
    const rows = await overview({ employeeId });
    expect(
      rows.map((r: Record<string, unknown>) => [r.id, r.startTime, r.endTime, r.pause, r.hours, r.confirmed]),
    ).toEqual([
      [a.id, 800, 1230, 25, 425, 1],
      [b.id, 1300, 1500, 0, 200, 1],
    ]);
    expect(rows[0]).toMatchObject({
      plannedStart: 800,
      plannedEnd: 1200,
      plannedPause: 0,
      plannedHours: 400,
      projectName: 'Bibliotheek Centrum',
    });
    expect(rows[0].employeeName).toMatch(/^Sanne de Vries/);
    expect(rows[0].confirmedData).toMatchObject({ byName: DEMO_USERS.planner });
    expect(Date.parse(rows[0].confirmedData.at)).toBeGreaterThan(Date.now() - 60_000);

    // Correcting confirmed hours keeps the planned values of the first confirmation.
    await post('/confirmAgendaEntries', { entries: [{ id: a.id, endTime: 1300 }] });
    expect((await overview({ employeeId }))[0]).toMatchObject({ endTime: 1300, plannedEnd: 1200, hours: 475 });

    // Unconfirm goes back to the planned values.
    expect((await post('/unconfirmAgendaEntries', { ids: [a.id] })).status).toBe(200);
    expect((await overview({ employeeId }))[0]).toMatchObject({
      confirmed: 0,
      startTime: 800,
      endTime: 1200,
      pause: 0,
      hours: 400,
      plannedStart: null,
    });
  });

  it('refuses bad confirmed times, unassigned and invoiced shifts, and changes nothing', async () => {
    const s = await saveShift(
      t.app,
      t.planner,
      shift({ employeeId, projectId, date: day, startTime: 1600, endTime: 1800 }),
    );
    const bad = await post('/confirmAgendaEntries', { entries: [{ id: s.id, startTime: 1800, endTime: 1700 }] });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain(VALIDATION_MESSAGES.endTimeBeforeStart);
    const endBefore = await post('/confirmAgendaEntries', { entries: [{ id: s.id, startTime: 1900 }] });
    expect(endBefore.json.key).toBe('shift.endBeforeStart');
    const nobody = await saveShift(t.app, t.planner, shift({ projectId, date: day }));
    const unassigned = await post('/confirmAgendaEntries', { entries: [{ id: s.id }, { id: nobody.id }] });
    expect(unassigned.status).toBe(400);
    expect([unassigned.json.key, unassigned.json.params]).toEqual(['shift.noEmployee', { id: nobody.id }]);
    // The whole list was refused: the first shift is not confirmed either.
    expect((await overview({ employeeId })).find((r: { id: number }) => r.id === s.id).confirmed).toBe(0);
    await markInvoiced(t.app, 1, s.id);
    const invoiced = await post('/confirmAgendaEntries', { entries: [{ id: s.id }] });
    expect(invoiced.json.key).toBe('shift.invoiced');
    expect((await post('/confirmAgendaEntries', { entries: [{ id: 987_654 }] })).status).toBe(404);
  });

  it('refuses to confirm a shift after today (the planning day), alone or in a list, and confirms today', async () => {
    const today = planningToday();
    const tomorrow = addDays(today, 1);
    const earlier = await saveShift(t.app, t.planner, shift({ employeeId, projectId, date: day, startTime: 500 }));
    const now = await saveShift(t.app, t.planner, shift({ employeeId, projectId, date: today, startTime: 500 }));
    const later = await saveShift(t.app, t.planner, shift({ employeeId, projectId, date: tomorrow, startTime: 500 }));
    const statusOf = async (id: number, date: string) =>
      (await post('/confirmationOverview', { startDate: date, endDate: date, employeeId })).json.rows.find(
        (r: { id: number }) => r.id === id,
      ).confirmed;

    const alone = await post('/confirmAgendaEntries', { entries: [{ id: later.id }] });
    expect(alone.status).toBe(400);
    expect(alone.json.key).toBe('shift.inFuture');
    const mixed = await post('/confirmAgendaEntries', {
      entries: [{ id: earlier.id }, { id: later.id, endTime: 900 }],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.json.key).toBe('shift.inFuture');
    expect(await statusOf(later.id, tomorrow)).toBe(0);
    expect(await statusOf(earlier.id, day)).toBe(0);

    const confirmed = await post('/confirmAgendaEntries', { entries: [{ id: earlier.id }, { id: now.id }] });
    expect(confirmed.status).toBe(200);
    expect(await statusOf(now.id, today)).toBe(1);
  });

  it('filters the overview by project and leaves out shifts without an employee', async () => {
    const other = (await projectWith(t.app, t.admin, [work()])).id;
    const s = await saveShift(t.app, t.planner, shift({ employeeId, projectId: other, date: day }));
    const rows = await overview({ projectId: other });
    expect(rows.map((r: { id: number }) => r.id)).toEqual([s.id]);
    expect((await overview()).every((r: { employeeId: number }) => r.employeeId > 0)).toBe(true);
  });
});
