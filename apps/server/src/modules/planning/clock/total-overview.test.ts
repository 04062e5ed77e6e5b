import { addDays } from '@backoffice/domain/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { appPerFile, PLANNER_1 } from '../../../test/app-per-file.ts';
import { addUser, BACKENDS } from '../../../test/harness.ts';
import { fetchFile, insertEmployee, insertProject, insertShift, sheetRows } from './test-support.ts';

const START = '2026-11-02';
const END = '2026-11-11';

interface Made {
  id: number;
  date: string;
  employee: string;
  project: string;
  confirmed: number;
}

describe.each(BACKENDS)('the paged total overview on %s', (backend) => {
  const t = appPerFile(backend, { planner: PLANNER_1 });
  const made: Made[] = [];
  const employees: Record<string, number> = {};
  const projects: Record<string, number> = {};

  beforeAll(async () => {
    for (const [first, last] of [
      ['Anna', 'Aarts'],
      ['Bram', 'Bos'],
      ['Cees', 'Claes'],
    ] as const) {
      employees[first] = await insertEmployee(t.app, 1, { firstName: first, lastName: last });
    }
    projects.oost = (await insertProject(t.app, 1, { name: 'Kantoor Oost' })).projectId;
    projects.west = (await insertProject(t.app, 1, { name: 'School West' })).projectId;
    for (let d = 0; d < 10; d++) {
      const date = addDays(START, d);
      for (const [i, first] of ['Anna', 'Bram', 'Cees'].entries()) {
        const project = (d + i) % 2 === 0 ? 'oost' : 'west';
        const confirmed = d < 4 ? 1 : 0;
        const { id } = await insertShift(t.app, 1, {
          date,
          employeeId: employees[first] as number,
          projectId: projects[project] as number,
          startTime: 800 + i * 100,
          endTime: 1000 + i * 100,
          confirmed,
        });
        made.push({ id, date, employee: first, project, confirmed });
      }
    }
    // Never listed: deleted, removed default, outside the period, another owner's.
    const base = { employeeId: employees.Anna as number, projectId: projects.oost as number };
    await insertShift(t.app, 1, { ...base, date: START, deleted: 1 });
    await insertShift(t.app, 1, { ...base, date: START, source: 'del' });
    await insertShift(t.app, 1, { ...base, date: addDays(END, 1) });
    const other = await insertProject(t.app, 2);
    await insertShift(t.app, 2, {
      date: START,
      employeeId: await insertEmployee(t.app, 2),
      projectId: other.projectId,
    });
  });

  const page = (body: Record<string, unknown>, token = t.planner) =>
    t.app.request('POST', '/r/pagedAgendaEntriesCacheV3', { token, body: { startDate: START, endDate: END, ...body } });
  const idsOf = (answer: { agendaEntries: { id: number }[] }) => answer.agendaEntries.map((e) => e.id);

  it('answers one page and the count of all matches, sorted by the column asked, then by id', async () => {
    const second = await page({ page: 2, perPage: 10, orderBy: 'date', descending: 1 });
    expect(second.status).toBe(200);
    expect(second.json.resultCount).toBe(30);
    const byDateDesc = [...made].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).map((m) => m.id);
    expect(idsOf(second.json)).toEqual(byDateDesc.slice(10, 20));
    expect(second.json.agendaEntries[0]).toMatchObject({
      employeeName: expect.any(String),
      projectName: expect.stringMatching(/Kantoor Oost|School West/),
      startTime: expect.any(Number),
      announcedAt: null,
      workOrderUploadId: 0,
    });

    const byEmployee = await page({ perPage: 5, orderBy: 'employee' });
    expect(idsOf(byEmployee.json)).toEqual(
      made
        .filter((m) => m.employee === 'Anna')
        .map((m) => m.id)
        .slice(0, 5),
    );
    const byProject = await page({ perPage: 4, orderBy: 'project', descending: 1 });
    const westFirst = [...made].sort((a, b) => b.project.localeCompare(a.project) || b.id - a.id).map((m) => m.id);
    expect(idsOf(byProject.json)).toEqual(westFirst.slice(0, 4));
    const all = await page({ perPage: 0 });
    expect(all.json.agendaEntries).toHaveLength(30);
    // Past the end: no rows, and still the count, so the table can move to the last page.
    const beyond = await page({ page: 99, perPage: 10 });
    expect(beyond.json).toEqual({ agendaEntries: [], resultCount: 30 });
  });

  it('filters by employee, project, status and search words over the names', async () => {
    const anna = await page({ employeeId: employees.Anna, perPage: 100 });
    expect(anna.json.resultCount).toBe(10);
    const west = await page({ projectId: projects.west, perPage: 100 });
    expect(idsOf(west.json).sort()).toEqual(
      made
        .filter((m) => m.project === 'west')
        .map((m) => m.id)
        .sort(),
    );
    const confirmed = await page({ confirmed: 1, perPage: 100 });
    expect(confirmed.json.resultCount).toBe(12);
    const search = await page({ search: 'bram WEST', perPage: 100 });
    const expected = made.filter((m) => m.employee === 'Bram' && m.project === 'west');
    expect(search.json.resultCount).toBe(expected.length);
    expect(idsOf(search.json).sort()).toEqual(expected.map((m) => m.id).sort());
    // Like-wildcards in a search are plain text.
    expect((await page({ search: '%' })).json.resultCount).toBe(0);
  });

  it('exports every match as .xlsx with the visible columns, their titles and the status labels', async () => {
    const file = await fetchFile(t.app, 'POST', '/r/pagedAgendaEntriesCacheV3', t.planner, {
      startDate: START,
      endDate: END,
      employeeId: employees.Cees,
      export: 1,
      perPage: 5,
      columns: [
        { key: 'date', title: 'Datum' },
        { key: 'project', title: 'Project' },
        { key: 'hours', title: 'Uren' },
        { key: 'confirmed', title: 'Status', values: { '0': 'Gepland', '1': 'Bevestigd' } },
      ],
    });
    expect(file.status).toBe(200);
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(['Datum', 'Project', 'Uren', 'Status']);
    // Every match, not one page.
    expect(rows).toHaveLength(11);
    expect(rows[1]).toEqual(['02-11-2026', 'Kantoor Oost', 2, 'Bevestigd']);
    expect(rows[10]).toEqual(['11-11-2026', 'School West', 2, 'Gepland']);
  });

  it('refuses bad requests and other roles, and shows another owner nothing', async () => {
    expect((await page({ orderBy: 'id; drop table agenda_entries' })).status).toBe(400);
    expect((await page({ startDate: END, endDate: START })).status).toBe(400);
    expect((await page({ endDate: '2027-12-31' })).status).toBe(400);
    const employee = await addUser(t.app, 1, 'overview-employee@test.example', ['employee_portal']);
    expect((await page({}, employee)).status).toBe(403);
    const owner2 = await t.app.login(DEMO_USERS.admin, 2);
    const theirs = await page({}, owner2);
    expect(theirs.json.resultCount).toBe(1);
  });
});
