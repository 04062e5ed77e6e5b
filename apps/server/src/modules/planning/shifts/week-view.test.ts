import { type TWeekEntryTuple, unpackWeekEntry } from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { isoWeek, isoWeeksInYear } from '@backoffice/domain/iso-week';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/tenant.ts';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { ADMIN_1, appPerFile, PLANNER_1 } from '../../../test/app-per-file.ts';
import { customer, saveCustomer } from '../../../test/fixtures/customers.ts';
import { saveProject } from '../../../test/fixtures/projects.ts';
import { addUser, BACKENDS } from '../../../test/harness.ts';
import { insertAbsence, monday, projectWith, saveShift, shift, today, work, worker } from './test-support.ts';

// Week 12 from now: nothing else in these tests plans it.
const WEEK_MONDAY = monday(12);
const weekOf = (date: string) => isoWeek(date);

describe.each(BACKENDS)('the week view on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1, planner: PLANNER_1 });
  const people: Record<string, number> = {};
  // biome-ignore lint/suspicious/noExplicitAny: tests read response fields freely
  let project: any;

  beforeAll(async () => {
    for (const name of ['long', 'double', 'sick', 'refused', 'noted', 'hidden'])
      people[name] = (await worker(t.app, t.admin)).employeeId;
    project = await projectWith(t.app, t.admin, [work()], { name: 'Kantoor Utrecht', blacklist: [people.refused] });
    const on = (employeeId: number | undefined, startTime: number, endTime: number, extra = {}) =>
      saveShift(
        t.app,
        t.planner,
        shift({ employeeId, projectId: project.id, date: WEEK_MONDAY, startTime, endTime, ...extra }),
      );
    await on(people.long, 600, 1200);
    await on(people.long, 1300, 1700);
    await on(people.double, 800, 1000);
    await on(people.double, 900, 1100);
    await on(people.sick, 800, 1000);
    await on(people.refused, 800, 1000);
    await on(people.noted, 800, 1000, { note: 'Alarmcode gewijzigd' });
    await on(people.hidden, 800, 1000);
    await on(0, 1400, 1600);
    await insertAbsence(t.app, 1, people.sick as number, addDays(WEEK_MONDAY, -3), WEEK_MONDAY);
    // A requested absence does not count.
    await insertAbsence(t.app, 1, people.noted as number, WEEK_MONDAY, WEEK_MONDAY, 1);
  });

  /** The answer with its shifts unpacked from their wire arrays (week-entries.ts). */
  const week = async (body: Record<string, unknown>, token = t.planner) => {
    const response = await t.app.request('POST', '/r/agendaEntriesPlanning', { token, body });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    const answer = response.json;
    return { ...answer, entries: answer.entries.map((tuple: TWeekEntryTuple) => unpackWeekEntry(tuple, answer.dates)) };
  };
  const { year, week: weekNumber } = weekOf(WEEK_MONDAY);

  it('answers the ISO week with its dates, the employee rows, every shift coloured and the flag summary', async () => {
    const answer = await week({ year, week: weekNumber });
    expect(answer.dates).toEqual(Array.from({ length: 7 }, (_, i) => addDays(WEEK_MONDAY, i)));
    const rowIds = answer.rows.map((r: { id: number }) => r.id);
    for (const id of Object.values(people)) expect(rowIds).toContain(id);
    // Shifts without an employee get the last row.
    expect(rowIds.at(-1)).toBe(0);
    const colorOf = (employeeId: number | undefined) =>
      answer.entries
        .filter((e: { employeeId: number }) => e.employeeId === employeeId)
        .map((e: { color: string }) => e.color);
    expect(colorOf(people.long)).toEqual(['scheduled', 'scheduled']);
    expect(colorOf(people.double)).toEqual(['conflict', 'conflict']);
    expect(colorOf(people.sick)).toEqual(['absence']);
    expect(colorOf(people.refused)).toEqual(['blacklisted']);
    expect(colorOf(people.noted)).toEqual(['noted']);
    expect(answer.entries.find((e: { employeeId: number }) => e.employeeId === people.long).flags).toEqual([
      'overwork',
    ]);
    expect(answer.summary.overwork).toEqual([{ employeeId: people.long, date: WEEK_MONDAY, hours: 1000 }]);
    expect(answer.summary.conflicts).toEqual({
      count: 3,
      employeeIds: [people.double, people.sick].sort((a, b) => (a ?? 0) - (b ?? 0)),
    });
    expect(answer.summary.blacklisted).toEqual({ count: 1, employeeIds: [people.refused] });
    expect(answer.summary.noted).toBe(1);
    // Of this test's people (the demo seed has absences of its own this week).
    const mine = new Set(Object.values(people));
    expect(
      answer.absences.map((a: { employeeId: number }) => a.employeeId).filter((id: number) => mine.has(id)),
    ).toEqual([people.sick]);
    expect(answer.employeeNames[people.long as number]).toMatch(/^Sanne de Vries \d+$/);
    expect(answer.projectNames[project.id]).toBe('Kantoor Utrecht');
  });

  it('groups by project in the project view', async () => {
    const answer = await week({ year, week: weekNumber, view: 2 });
    expect(answer.rows.map((r: { id: number }) => r.id)).toContain(project.id);
    expect(answer.rows.find((r: { id: number }) => r.id === project.id).name).toBe('Kantoor Utrecht');
    expect(answer.entries.filter((e: { projectId: number }) => e.projectId === project.id)).toHaveLength(9);
  });

  it('leaves out hidden employees and, when asked, rows without shifts', async () => {
    const save = await t.app.request('POST', '/r/savePlanningVisibility', {
      token: t.planner,
      body: { hiddenEmployees: [people.hidden], chipFields: ['times', 'name', 'hours'], showEmptyRows: 0 },
    });
    expect(save.status).toBe(200);
    expect((await t.app.request('GET', '/r/planningVisibility', { token: t.planner })).json).toMatchObject({
      hiddenEmployees: [people.hidden],
      chipFields: ['times', 'name', 'hours'],
      showWeekend: 1,
      showEmptyRows: 0,
    });
    const answer = await week({ year, week: weekNumber });
    expect(answer.rows.map((r: { id: number }) => r.id)).not.toContain(people.hidden);
    expect(answer.entries.some((e: { employeeId: number }) => e.employeeId === people.hidden)).toBe(false);
    // Every row left has a shift.
    for (const row of answer.rows)
      expect(answer.entries.some((e: { employeeId: number }) => e.employeeId === row.id)).toBe(true);
    const reader = await addUser(t.app, 1, 'week-reader@test.example', ['employer_portal', 'planning_limited']);
    expect((await t.app.request('POST', '/r/savePlanningVisibility', { token: reader, body: {} })).status).toBe(403);
    await t.app.request('POST', '/r/savePlanningVisibility', { token: t.planner, body: {} });
  });

  it('marks the holidays of the week and refuses a week the year does not have', async () => {
    const christmasYear = Number(today.slice(0, 4));
    const christmas = weekOf(`${christmasYear}-12-25`);
    const answer = await week({ year: christmas.year, week: christmas.week });
    expect(answer.holidays.map((h: { key: string }) => h.key)).toEqual(['christmasDay', 'boxingDay']);
    const short = [christmasYear, christmasYear + 1, christmasYear + 2].find((y) => isoWeeksInYear(y) === 52) ?? 0;
    const missing = await t.app.request('POST', '/r/agendaEntriesPlanning', {
      token: t.planner,
      body: { year: short, week: 53 },
    });
    expect(missing.status).toBe(400);
    expect([missing.json.key, missing.json.message]).toEqual([
      'planning.weekUnknown',
      `Week 53 does not exist in ${short}`,
    ]);
    // Without a week the current one is shown.
    const now = weekOf(today);
    expect(await week({})).toMatchObject({ year: now.year, week: now.week });
  });

  it('shows a new employee and a changed name at once (the names are cached until people change)', async () => {
    await week({ year, week: weekNumber });
    const { employeeId } = await worker(t.app, t.admin);
    const answer = await week({ year, week: weekNumber });
    expect(answer.rows.map((r: { id: number }) => r.id)).toContain(employeeId);
    // A contract that ended before the week: no row.
    const { employeeId: leaver } = await worker(t.app, t.admin, { endDate: addDays(WEEK_MONDAY, -1) });
    expect((await week({ year, week: weekNumber })).rows.map((r: { id: number }) => r.id)).not.toContain(leaver);
  });

  it('shows a saved shift at the next read, also one changed straight in the database (the week text is kept)', async () => {
    const body = { year, week: weekNumber };
    const before = await week(body);
    const saved = await saveShift(
      t.app,
      t.planner,
      shift({
        employeeId: people.noted,
        projectId: project.id,
        date: addDays(WEEK_MONDAY, 2),
        startTime: 1800,
        endTime: 1900,
      }),
    );
    const after = await week(body);
    expect(after.entries.length).toBe(before.entries.length + 1);
    expect(after.entries.find((e: { id: number }) => e.id === saved.id)).toMatchObject({ startTime: 1800 });
    // Another server instance, or SQL: the data version the trigger raises tells this one.
    await withTenant(t.app.database, 1, (tx) =>
      tx.execute(sql`update agenda_entries set start_time = 1700 where id = ${saved.id}`),
    );
    expect((await week(body)).entries.find((e: { id: number }) => e.id === saved.id)).toMatchObject({
      startTime: 1700,
    });
    expect(
      (await t.app.request('POST', '/r/agendaEntryMultiDelete', { token: t.planner, body: { ids: [saved.id] } }))
        .status,
    ).toBe(200);
    expect((await week(body)).entries.length).toBe(before.entries.length);
  });

  it("tells a shift's customer, its project's main address on the day and the employee's mobile for the tooltip", async () => {
    const client = await saveCustomer(t.app, t.admin, customer({ name: 'Tandarts Zuilen' }));
    const site = await projectWith(t.app, t.admin, [work()], { customerId: client.id });
    const { employeeId } = await worker(t.app, t.admin, {}, { mobile: '06 12345678' });
    const saved = await saveShift(t.app, t.planner, shift({ employeeId, projectId: site.id, date: WEEK_MONDAY }));
    const tooltip = (token: string) => t.app.request('POST', '/r/shiftTooltip', { token, body: { id: saved.id } });
    const answer = await tooltip(t.planner);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      customer: 'Tandarts Zuilen',
      address: 'Croeselaan 1, 3521 BJ Utrecht',
      mobile: '06 12345678',
    });
    // Another owner's shift is not found; a bad id changes nothing and is refused.
    expect((await tooltip(await t.app.login(DEMO_USERS.admin, 2))).status).toBe(404);
    const bad = await t.app.request('POST', '/r/shiftTooltip', { token: t.planner, body: { id: 'x' } });
    expect(bad.status).toBe(400);
  });

  it("shows nothing of another owner's planning", async () => {
    const other = await t.app.login(DEMO_USERS.admin, 2);
    const answer = await week({ year, week: weekNumber }, other);
    expect(answer.entries).toEqual([]);
    expect(Object.keys(answer.employeeNames).map(Number)).not.toContain(people.long);
    // A blacklist change shows at once.
    await saveProject(t.app, t.admin, { ...project, blacklist: [] });
    const after = await week({ year, week: weekNumber });
    expect(after.summary.blacklisted.count).toBe(0);
  });
});
