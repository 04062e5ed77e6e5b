import { addDays } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { ADMIN_1, appPerFile, PLANNER_1 } from '../../../test/app-per-file.ts';
import { saveProject } from '../../../test/fixtures/projects.ts';
import { addUser, BACKENDS } from '../../../test/harness.ts';
import { dbRows, monday, projectWith, saveShift, work, worker } from './test-support.ts';

// Default planning runs for the whole owner: each test takes its own weeks and plans them once before it makes its
// project (the demo projects and earlier tests' projects fall on every week), so the counts it checks are its own.
const week = (offset: number) => ({ startDate: monday(offset), endDate: addDays(monday(offset), 6) });

describe.each(BACKENDS)('default planning on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1, planner: PLANNER_1 });

  const post = async (path: string, body: unknown, token = t.planner) => {
    const response = await t.app.request('POST', `/r${path}`, { token, body });
    expect(response.status, `${path} ${JSON.stringify(response.json)}`).toBe(200);
    return response.json;
  };
  // biome-ignore lint/suspicious/noExplicitAny: tests read response fields freely
  const shiftsOf = async (projectId: number, range: { startDate: string; endDate: string }): Promise<any[]> =>
    (await post('/agendaEntriesDateRange', range)).filter((e: { projectId: number }) => e.projectId === projectId);
  const rawRows = (projectId: number) =>
    dbRows<{ key: string; source: string; deleted: number; mismatch: number }>(
      t.app,
      1,
      sql`select key, source, deleted, mismatch from agenda_entries where project_id = ${projectId} order by key`,
    );

  it('makes the shifts the works ask for, once: a second run creates nothing', async () => {
    const { employeeId } = await worker(t.app, t.admin);
    const range = week(3);
    const base = await post('/defaultPlanning', range);
    const others = base.created + base.unchanged;
    const project = await projectWith(t.app, t.admin, [work({}, employeeId, [1, 4])]);
    expect(await post('/defaultPlanning', range)).toEqual({
      created: 2,
      unchanged: others,
      mismatched: 0,
      locked: 0,
      open: base.open,
    });
    const shifts = await shiftsOf(project.id, range);
    expect(shifts.map((s) => [s.date, s.employeeId, s.startTime, s.endTime, s.source, s.planningType])).toEqual([
      [range.startDate, employeeId, 800, 1000, 'default', 1],
      [addDays(range.startDate, 3), employeeId, 800, 1000, 'default', 1],
    ]);
    expect(shifts[0]).toMatchObject({ workId: project.works[0].id, employeeWorkId: employeeId, hours: 200 });
    expect(shifts[0].originalDate).toBe(range.startDate);
    expect(await post('/defaultPlanning', range)).toMatchObject({ created: 0, unchanged: others + 2, mismatched: 0 });
    expect(await shiftsOf(project.id, range)).toEqual(shifts);
  });

  it("keeps a planner's change and key, and a removed shift stays removed when planning again", async () => {
    const { employeeId } = await worker(t.app, t.admin);
    const { employeeId: other } = await worker(t.app, t.admin);
    const range = week(4);
    const base = await post('/defaultPlanning', range);
    const project = await projectWith(t.app, t.admin, [work({}, employeeId, [1, 4])]);
    await post('/defaultPlanning', range);
    const [monday1, thursday] = await shiftsOf(project.id, range);
    const moved = await saveShift(t.app, t.planner, { ...monday1, employeeId: other, startTime: 900, endTime: 1100 });
    expect(moved).toMatchObject({ key: monday1.key, source: 'default', planningType: 2 });
    await post('/saveAgendaEntry', { id: thursday.id, deleted: 1 });

    // Both slots count as there: the moved shift and the removed one.
    expect(await post('/defaultPlanning', range)).toMatchObject({
      created: 0,
      unchanged: base.created + base.unchanged + 2,
      mismatched: 0,
    });
    const after = await shiftsOf(project.id, range);
    expect(after.map((s) => [s.id, s.employeeId, s.startTime])).toEqual([[monday1.id, other, 900]]);
    expect((await rawRows(project.id)).map((r) => [r.source, r.deleted])).toEqual([
      ['default', 0],
      ['del', 1],
    ]);
  });

  it('marks unconfirmed default shifts whose work changed, once, instead of changing them', async () => {
    const { employeeId } = await worker(t.app, t.admin);
    const project = await projectWith(t.app, t.admin, [work({}, employeeId, [1, 4])]);
    const range = week(5);
    await post('/defaultPlanning', range);
    const [mon, thu] = await shiftsOf(project.id, range);
    // Confirmed as it will be once worked (the call refuses hours of a shift after today).
    await dbRows(t.app, 1, sql`update agenda_entries set confirmed = 1 where id = ${thu.id}`);

    // The work moves to 07:00-09:00 and no longer plans Thursday.
    const changedWork = {
      ...project.works[0],
      selectedDays: [1],
      weekDays: { '1': [{ employeeId, startTime: 700, endTime: 900 }] },
    };
    await saveProject(t.app, t.admin, { ...project, works: [changedWork] });
    expect(await post('/defaultPlanning', range)).toMatchObject({ created: 0, mismatched: 1 });
    const flagged = await shiftsOf(project.id, range);
    // The planner's shift keeps its times; the confirmed one is not touched.
    expect(flagged.map((s) => [s.id, s.startTime, s.mismatch])).toEqual([
      [mon.id, 800, 1],
      [thu.id, 800, 0],
    ]);
    expect(await post('/defaultPlanning', range)).toMatchObject({ created: 0, mismatched: 0 });
    // Control planning lists the mismatched shifts with their names.
    const control = await post('/agendaEntriesCache', { ...range, mismatchOnly: 1 });
    expect(control.map((e: { id: number }) => e.id)).toEqual([mon.id]);
    expect(control[0]).toMatchObject({ projectName: project.name, workDescription: 'Kantoorschoonmaak' });
    expect(control[0].employeeName).toMatch(/^Sanne de Vries/);

    // Another owner's t.planner changes nothing, a reader may not, and a shift without a mismatch is left alone.
    const other = await t.app.login(DEMO_USERS.admin, 2);
    expect(await post('/agendaEntryMultiRemoveMismatch', { ids: [mon.id] }, other)).toEqual({ updated: 0 });
    const reader = await addUser(t.app, 1, 'mismatch-reader@test.example', ['employer_portal', 'show_planning']);
    const refused = await t.app.request('POST', '/r/agendaEntryMultiRemoveMismatch', {
      token: reader,
      body: { ids: [mon.id] },
    });
    expect(refused.status).toBe(403);
    expect((await shiftsOf(project.id, range))[0].mismatch).toBe(1);
    expect(await post('/agendaEntryMultiRemoveMismatch', { ids: [mon.id, thu.id] })).toEqual({ updated: 1 });
    expect(await post('/defaultPlanning', range)).toMatchObject({ mismatched: 0 });
    expect((await shiftsOf(project.id, range))[0].mismatch).toBe(0);

    // A day the work no longer falls on is a mismatch too.
    const next = week(6);
    await saveProject(t.app, t.admin, {
      ...project,
      works: [{ ...changedWork, selectedDays: [1, 4], weekDays: project.works[0].weekDays }],
    });
    await post('/defaultPlanning', next);
    await saveProject(t.app, t.admin, { ...project, works: [changedWork] });
    expect(await post('/defaultPlanning', next)).toMatchObject({ created: 0, mismatched: 2 });
    expect((await shiftsOf(project.id, next)).map((s) => s.mismatch)).toEqual([1, 1]);
  });

  it('skips closed periods and days without a contract; nobody planned makes an occurrence to be scheduled', async () => {
    const { employeeId } = await worker(t.app, t.admin);
    const range = week(7);
    const base = await post('/defaultPlanning', range);
    // The leaver's contract ends on the Monday: Thursday has nobody.
    const leaver = await worker(t.app, t.admin, { endDate: range.startDate });
    const project = await projectWith(
      t.app,
      t.admin,
      [
        work({}, employeeId, [1, 2]),
        work({ description: 'Ramen' }, leaver.employeeId, [1, 4]),
        work({ selectedDays: [3] }),
      ],
      {
        datesClosed: [
          { startDate: addDays(range.startDate, 1), endDate: addDays(range.startDate, 1), reason: 'Kerst' },
        ],
      },
    );
    const result = await post('/defaultPlanning', range);
    expect(result).toMatchObject({ created: 2, open: base.open + 2 });
    expect((await shiftsOf(project.id, range)).map((s) => [s.date, s.employeeId])).toEqual([
      [range.startDate, employeeId],
      [range.startDate, leaver.employeeId],
    ]);

    const open = (await post('/toBeScheduled', range)).filter((r: { projectId: number }) => r.projectId === project.id);
    expect(open.map((r: { date: string; entryId: number }) => [r.date, r.entryId])).toEqual([
      [addDays(range.startDate, 2), 0],
      [addDays(range.startDate, 3), 0],
    ]);
    const assigned = await post('/assignToBeScheduled', {
      key: open[0].key,
      employeeId,
      startTime: 1300,
      endTime: 1500,
    });
    expect(assigned).toMatchObject({
      key: open[0].key,
      employeeId,
      source: 'default',
      date: addDays(range.startDate, 2),
    });
    const again = await t.app.request('POST', '/r/assignToBeScheduled', {
      token: t.planner,
      body: { key: open[0].key, employeeId, startTime: 1300, endTime: 1500 },
    });
    expect(again.status).toBe(400);
    expect(
      (await post('/toBeScheduled', range)).filter((r: { projectId: number }) => r.projectId === project.id),
    ).toHaveLength(1);
    // Planning again neither duplicates nor flags the assigned occurrence.
    expect(await post('/defaultPlanning', range)).toMatchObject({ created: 0, mismatched: 0 });

    // An unassigned shift is listed too, and assigning it sets its employee.
    const unassigned = await saveShift(t.app, t.planner, { ...assigned, id: 0, key: '', employeeId: 0 });
    const listed = (await post('/toBeScheduled', range)).find((r: { entryId: number }) => r.entryId === unassigned.id);
    expect(listed).toMatchObject({ startTime: 1300, endTime: 1500, minutes: 120 });
    const filled = await post('/assignToBeScheduled', {
      entryId: unassigned.id,
      employeeId,
      startTime: 1400,
      endTime: 1500,
    });
    expect(filled).toMatchObject({ id: unassigned.id, employeeId, startTime: 1400 });
  });

  it('plans nothing in a closed salary period and refuses dates out of range', async () => {
    const { employeeId, employerId } = await worker(t.app, t.admin);
    const range = week(8);
    await post('/defaultPlanning', range);
    const project = await projectWith(t.app, t.admin, [work({}, employeeId, [1, 4])]);
    await post('/setClosedDateEmployer', { employerId, salaryClosedDate: range.startDate }, t.admin);
    expect(await post('/defaultPlanning', range)).toMatchObject({ created: 1, locked: 1 });
    expect((await shiftsOf(project.id, range)).map((s) => s.date)).toEqual([addDays(range.startDate, 3)]);

    const year = Number(range.startDate.slice(0, 4));
    const far = await t.app.request('POST', '/r/defaultPlanning', {
      token: t.planner,
      body: { startDate: `${year + 2}-12-30`, endDate: `${year + 3}-01-02` },
    });
    expect(far.status).toBe(400);
    expect(far.json.key).toBe('shift.workDateOutOfRange');
  });

  it('gives the same employee twice a day two shifts, and a month of planning is one audit line', async () => {
    const { employeeId } = await worker(t.app, t.admin);
    const range = { startDate: monday(9), endDate: addDays(monday(9), 27) };
    await post('/defaultPlanning', range);
    const twice = work({ selectedDays: [2] }, undefined, [2]);
    const project = await projectWith(t.app, t.admin, [
      {
        ...twice,
        weekDays: {
          '2': [
            { employeeId, startTime: 600, endTime: 800 },
            { employeeId, startTime: 1800, endTime: 2000 },
          ],
        },
      },
    ]);
    expect(await post('/defaultPlanning', range)).toMatchObject({ created: 8 });
    const shifts = await shiftsOf(project.id, range);
    expect(shifts.filter((s) => s.date === addDays(range.startDate, 1)).map((s) => s.startTime)).toEqual([600, 1800]);
    const audit = await dbRows<{ changes: Record<string, unknown> }>(
      t.app,
      1,
      sql`select changes from audit_log where entity = 'DefaultPlanning' order by id desc limit 1`,
    );
    expect(audit[0]?.changes).toMatchObject({ ...range, created: 8 });
  });
});
