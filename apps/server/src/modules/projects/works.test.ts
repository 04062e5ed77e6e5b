import { VALIDATION_MESSAGES } from '@backoffice/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { person, saveEmployee } from '../../test/fixtures/employees.ts';
import {
  auditActions,
  day,
  newEmployee,
  project,
  saveProject,
  setWorkTypes,
  today,
  work,
} from '../../test/fixtures/projects.ts';
import { appWithAdmins, BACKENDS, countRows } from '../../test/harness.ts';
import { runImport } from '../../test/imports.ts';

describe.each(BACKENDS)('works on %s', (backend) => {
  const t = appWithAdmins(backend);

  beforeAll(async () => {
    await setWorkTypes(t.app, 1, [
      { id: 1, name: 'Kantoorschoonmaak', validUntil: '3000-01-01', deleted: 0 },
      { id: 2, name: 'Glasbewassing (oud tarief)', validUntil: today, deleted: 0 },
      { id: 3, name: 'Vloeronderhoud', validUntil: day(1), deleted: 1 },
      { id: 4, name: 'Dieptereiniging', validUntil: day(1), deleted: 0 },
    ]);
  });

  const save = (token: string, body: Record<string, unknown>) =>
    t.app.request('POST', '/r/saveProject', { token, body });
  const getProject = async (id: number) =>
    (await t.app.request('POST', '/r/getProject', { token: t.owner1, body: { id } })).json;

  it('seeds demo projects on the map with works naming the demo employees and one ended project', async () => {
    const list = (await t.app.request('GET', '/r/allProjects', { token: t.owner1 })).json;
    expect(list.length).toBeGreaterThanOrEqual(15);
    const addresses = list.flatMap((p: { addresses: { latitude: number; mainAddress: number }[] }) => p.addresses);
    expect(addresses.every((a: { latitude: number }) => a.latitude > 51.9 && a.latitude < 52.2)).toBe(true);
    expect(list.filter((p: { active: boolean }) => !p.active).map((p: { name: string }) => p.name)).toEqual([
      'Gemeentehuis IJsselstein',
    ]);
    const employees = (await t.app.request('GET', '/r/allEmployees', { token: t.owner1 })).json;
    const worksOfAll = await Promise.all(
      employees.map(
        async (e: { id: number }) =>
          (await t.app.request('POST', '/r/allWorksInUse', { token: t.owner1, body: { id: e.id } })).json.length,
      ),
    );
    expect(worksOfAll.filter((n) => n > 0).length).toBeGreaterThanOrEqual(3);
    expect((await t.app.request('GET', '/r/allProjects', { token: t.owner2 })).json).toEqual([]);
  });

  it('refuses a work without days or ending before it starts, leaving the project as it was', async () => {
    const saved = await saveProject(t.app, t.owner1, project());
    const counts = () => Promise.all(['works', 'audit_log'].map((table) => countRows(t.app, table)));
    const before = await counts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ selectedDays: [] }, VALIDATION_MESSAGES.selectAtLeastOneDay, 'works.1.selectedDays'],
      [{ startDate: '2024-05-01', endDate: '2024-04-30' }, VALIDATION_MESSAGES.endBeforeStart, 'works.1.endDate'],
      [
        { weekDays: { '1': [{ employeeId: 1, startTime: 1000, endTime: 900 }] } },
        VALIDATION_MESSAGES.endTimeBeforeStart,
        'works.1.weekDays.1.0.endTime',
      ],
      [{ startDate: '2024-02-30' }, VALIDATION_MESSAGES.invalidDate, 'works.1.startDate'],
      [{ endDate: '2025-13-01' }, VALIDATION_MESSAGES.invalidDate, 'works.1.endDate'],
    ];
    for (const [change, message, path] of cases) {
      const response = await save(t.owner1, { ...saved, name: 'Nieuwe naam', works: [...saved.works, work(change)] });
      expect(response.status, message).toBe(400);
      expect(response.json.message).toContain(message);
      expect(response.json.issues[0].path).toBe(path);
    }
    expect(await counts()).toEqual(before);
    expect((await getProject(saved.id)).name).toBe(saved.name);
  });

  it('accepts a valid work type and refuses an expired, deleted or unknown one; an unchanged one stays', async () => {
    const ok = await saveProject(t.app, t.owner1, project({ works: [work({ workType: 4 }), work({ workType: 1 })] }));
    expect(ok.works.map((w: { workType: number }) => w.workType).sort()).toEqual([1, 4]);
    for (const workType of [2, 3, 99]) {
      const response = await save(t.owner1, project({ works: [work({ workType })] }));
      expect(response.status, String(workType)).toBe(400);
      expect(response.json).toMatchObject({
        key: 'work.typeInvalid',
        params: { workType },
        message: `Work type ${workType} does not exist or is no longer valid`,
      });
    }
    // A work type that expires later does not block saving the works that already have it.
    await setWorkTypes(t.app, 1, [{ id: 4, name: 'Dieptereiniging', validUntil: today, deleted: 0 }]);
    try {
      const again = await saveProject(t.app, t.owner1, {
        ...ok,
        works: ok.works.map((w: object) => ({ ...w, minutes: 90 })),
      });
      expect(again.works.map((w: { minutes: number }) => w.minutes)).toEqual([90, 90]);
      // Changing a work to the now expired type is refused.
      const typeOne = ok.works.find((w: { workType: number }) => w.workType === 1);
      const changed = await save(t.owner1, { ...ok, works: [{ ...typeOne, workType: 4 }] });
      expect(changed.status).toBe(400);
    } finally {
      await setWorkTypes(t.app, 1, [
        { id: 1, name: 'Kantoorschoonmaak', validUntil: '3000-01-01', deleted: 0 },
        { id: 4, name: 'Dieptereiniging', validUntil: day(1), deleted: 0 },
      ]);
    }
  });

  it("refuses an employee in weekDays who is unknown, deleted or another owner's", async () => {
    const deleted = await saveEmployee(t.app, t.owner1, person());
    await saveEmployee(t.app, t.owner1, { ...deleted, deleted: 1 });
    const foreign = await newEmployee(t.app, t.owner2);
    for (const employeeId of [999_999, deleted.id, foreign]) {
      const response = await save(t.owner1, project({ works: [work({}, employeeId)] }));
      expect(response.status, String(employeeId)).toBe(400);
      expect(response.json.message).toBe(
        `Invalid data: works.0.weekDays.1.0.employeeId: Employee ${employeeId} not found`,
      );
    }
  });

  it('changes and deletes works by id, keeping the ones left out of the list', async () => {
    const saved = await saveProject(t.app, t.owner1, project({ works: [work(), work({ description: 'Ramen' })] }));
    const [first, second] = saved.works;
    const changed = await saveProject(t.app, t.owner1, { ...saved, works: [{ ...first, minutes: 45 }] });
    expect(changed.works).toHaveLength(2);
    expect(changed.works.find((w: { id: number }) => w.id === first.id).minutes).toBe(45);
    const removed = await saveProject(t.app, t.owner1, { ...changed, works: [{ ...second, deleted: 1 }] });
    expect(removed.works.map((w: { id: number }) => w.id)).toEqual([first.id]);
    expect(await auditActions(t.app, 'Work', second.id)).toEqual(['create', 'delete']);
    const again = await save(t.owner1, { ...removed, works: [second] });
    expect(again.status).toBe(404);
  });

  it('keeps the months per invoice of a work invoiced at a monthly interval, and refuses 0 or 13', async () => {
    const saved = await saveProject(t.app, t.owner1, project({ works: [work({ invoicing: 10, invoiceMonths: 3 })] }));
    expect(saved.works[0]).toMatchObject({ invoicing: 10, invoiceMonths: 3 });
    expect((await getProject(saved.id)).works[0]).toMatchObject({ invoicing: 10, invoiceMonths: 3 });
    for (const invoiceMonths of [0, 13]) {
      const response = await save(t.owner1, { ...saved, works: [{ ...saved.works[0], invoiceMonths }] });
      expect(response.status).toBe(400);
      expect(response.json.issues[0].path).toBe('works.0.invoiceMonths');
    }
  });

  it('lists exactly the works an employee is planned on (allWorksInUse)', async () => {
    const employee = await newEmployee(t.app, t.owner1);
    const colleague = await newEmployee(t.app, t.owner1);
    const a = await saveProject(t.app, t.owner1, project({ works: [work({}, employee), work({}, colleague)] }));
    const b = await saveProject(t.app, t.owner1, {
      ...project(),
      works: [
        work({
          description: 'Samen',
          selectedDays: [2, 5],
          weekDays: {
            '2': [{ employeeId: colleague, startTime: 700, endTime: 900 }],
            '5': [
              { employeeId: colleague, startTime: 700, endTime: 900 },
              { employeeId: employee, startTime: 700, endTime: 900 },
            ],
          },
          endDate: day(-1),
        }),
        work({ deleted: 0 }, employee),
      ],
    });
    // A deleted work and the works of a deleted project do not count.
    await saveProject(t.app, t.owner1, { ...b, works: [{ ...b.works[1], deleted: 1 }] });
    const gone = await saveProject(t.app, t.owner1, project({ works: [work({}, employee)] }));
    await saveProject(t.app, t.owner1, { ...gone, deleted: 1 });

    const response = await t.app.request('POST', '/r/allWorksInUse', { token: t.owner1, body: { id: employee } });
    expect(response.status).toBe(200);
    const found = response.json.map((w: { id: number }) => w.id).sort();
    expect(found).toEqual([a.works[0].id, b.works[0].id].sort());
    const together = response.json.find((w: { id: number }) => w.id === b.works[0].id);
    expect(together).toMatchObject({ projectId: b.id, projectName: b.name, active: false, endDate: day(-1) });
    const other = await t.app.request('POST', '/r/allWorksInUse', { token: t.owner2, body: { id: employee } });
    expect(other.json).toEqual([]);
  });

  it('imports works of several projects as a job, all or nothing', async () => {
    const a = await saveProject(t.app, t.owner1, project({ works: [] }));
    const b = await saveProject(t.app, t.owner1, project({ works: [] }));
    const foreign = await saveProject(t.app, t.owner2, project({ works: [] }));
    const before = await countRows(t.app, 'works');
    const refusals: [unknown, string][] = [
      [
        [
          { ...work(), projectId: a.id },
          { ...work({ workType: 2 }), projectId: b.id },
        ],
        'Work type 2',
      ],
      [
        [
          { ...work(), projectId: a.id },
          { ...work(), projectId: foreign.id },
        ],
        `Project ${foreign.id} not found`,
      ],
      [
        [
          { ...work(), projectId: a.id },
          { ...work({ selectedDays: '' }), projectId: b.id },
        ],
        'Select at least one day',
      ],
      [[work()], 'projectId'],
    ];
    for (const [body, message] of refusals) {
      const response = await t.app.request('POST', '/r/insertWorks', { token: t.owner1, body });
      expect(response.status, message).toBe(400);
      expect(response.json.message).toContain(message);
    }
    expect(await countRows(t.app, 'works')).toBe(before);
    const job = await runImport(
      t.app,
      t.owner1,
      '/r/insertWorks',
      JSON.stringify([
        { ...work(), projectId: a.id },
        { ...work({ selectedDays: '1,3,5' }), projectId: b.id },
      ]),
    );
    expect(job).toMatchObject({ status: 'done', imported: 2 });
    const [first, second] = [(await getProject(a.id)).works[0], (await getProject(b.id)).works[0]];
    expect(job.ids).toEqual([first.id, second.id]);
    expect(second.selectedDays).toEqual([1, 3, 5]);
    expect(await auditActions(t.app, 'Work', second.id)).toEqual(['create']);
  });

  it('keeps an employee planned on a work or leading a project from being deleted', async () => {
    const planned = await saveEmployee(t.app, t.owner1, person());
    const leader = await newEmployee(t.app, t.owner1);
    const saved = await saveProject(t.app, t.owner1, project({ works: [work({}, planned.id)] }));
    const led = await saveProject(t.app, t.owner1, project({ projectLeaderId: leader }));
    const refused = await t.app.request('POST', '/r/saveEmployee', {
      token: t.owner1,
      body: { ...planned, deleted: 1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.key).toBe('employee.notDeletable');
    const leaderRow = (await t.app.request('GET', '/r/allEmployees', { token: t.owner1 })).json.find(
      (e: { id: number }) => e.id === leader,
    );
    const refusedLeader = await t.app.request('POST', '/r/saveEmployee', {
      token: t.owner1,
      body: { ...leaderRow, deleted: 1 },
    });
    expect(refusedLeader.json.key).toBe('employee.notDeletable');
    // Once the work is deleted and the project gone, the employees may go.
    await saveProject(t.app, t.owner1, { ...saved, works: [{ ...saved.works[0], deleted: 1 }] });
    await saveProject(t.app, t.owner1, { ...led, deleted: 1 });
    expect((await saveEmployee(t.app, t.owner1, { ...planned, deleted: 1 })).deleted).toBe(1);
    expect((await saveEmployee(t.app, t.owner1, { ...leaderRow, deleted: 1 })).deleted).toBe(1);
  });
});
