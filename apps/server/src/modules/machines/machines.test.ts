import { todayIso } from '@backoffice/domain/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { DEMO_USERS } from '../../seed/demo.ts';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../test/app-per-file.ts';
import { insertEmployeeRow } from '../../test/fixtures/employees.ts';
import { addUser, BACKENDS, countRows, type TestApp } from '../../test/harness.ts';

/** Projects are written by their own module; these tests only need rows to point at. */
async function insertProject(app: TestApp, name: string, deleted = 0) {
  const [row] = await withTenant(app.database, 1, (tx) =>
    tx.insert(projects).values({ ownerId: 1, name, deleted }).returning({ id: projects.id }),
  );
  if (!row) throw new Error('insert project failed');
  return row.id;
}

interface HistoryRow {
  id: number;
  machineId: number;
  employeeId: number;
  projectId: number;
  date: string;
  employeeName: string;
  projectName: string;
}

describe.each(BACKENDS)('machines on %s', (backend) => {
  const t = appPerFile(backend, { admin1: ADMIN_1, admin2: ADMIN_2 });
  let anna: number;
  let bram: number;
  let office: number;
  let school: number;
  let closed: number;

  beforeAll(async () => {
    anna = await insertEmployeeRow(t.app, 1, 'Anna', 'Jansen');
    bram = await insertEmployeeRow(t.app, 1, 'Bram', 'de Vries');
    office = await insertProject(t.app, 'Kantoor Centrum');
    school = await insertProject(t.app, 'Basisschool Oost');
    closed = await insertProject(t.app, 'Gesloten locatie', 1);
  });

  const call = (path: string, body: unknown, token = t.admin1) => t.app.request('POST', path, { token, body });
  const history = async (id: number): Promise<HistoryRow[]> => {
    const response = await call('/r/machineHistoryByMachine', { id });
    expect(response.status).toBe(200);
    return response.json;
  };
  async function newMachine(fields: Record<string, unknown> = {}) {
    const response = await call('/r/saveMachine', { name: 'Schrobber', number: 'M-1', ...fields });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    return response.json as { id: number; projectId: number; employeeId: number; transferTo: number };
  }

  it('lists machines with the names of project, holder and machine type', async () => {
    // Machine type 1 is the demo owner's seeded 'Schrobmachine'.
    const machine = await newMachine({ projectId: office, employeeId: anna, machineTypeId: 1 });
    const all = await t.app.request('GET', '/r/allMachines', { token: t.admin1 });
    expect(all.status).toBe(200);
    expect(all.json.find((m: { id: number }) => m.id === machine.id)).toMatchObject({
      projectName: 'Kantoor Centrum',
      employeeName: 'Anna Jansen',
      machineTypeName: 'Schrobmachine',
      deleted: 0,
    });
    const bare = await newMachine({ name: 'Reserve' });
    const listed = (await t.app.request('GET', '/r/allMachines', { token: t.admin1 })).json;
    expect(listed.find((m: { id: number }) => m.id === bare.id)).toMatchObject({
      projectName: '',
      employeeName: '',
      machineTypeName: '',
    });
  });

  it('writes history when a machine is placed or moves, not when only its details change', async () => {
    const unplaced = await newMachine();
    expect(await history(unplaced.id)).toEqual([]);

    const machine = await newMachine({ projectId: office, employeeId: anna });
    expect(await history(machine.id)).toMatchObject([
      {
        projectId: office,
        employeeId: anna,
        date: todayIso(),
        projectName: 'Kantoor Centrum',
        employeeName: 'Anna Jansen',
      },
    ]);
    await call('/r/saveMachine', { ...machine, name: 'Schrobber groot', defect: 1 });
    expect(await history(machine.id)).toHaveLength(1);
    await call('/r/saveMachine', { ...machine, employeeId: bram });
    await call('/r/saveMachine', { ...machine, employeeId: bram, projectId: school });
    const rows = await history(machine.id);
    expect(rows.map((h) => [h.projectId, h.employeeId])).toEqual([
      [school, bram],
      [office, bram],
      [office, anna],
    ]);
  });

  it('resets transferTo to 0 when it names the holder, and keeps a real offer', async () => {
    const machine = await newMachine({ employeeId: anna, transferTo: anna });
    expect(machine.transferTo).toBe(0);
    const offered = await call('/r/saveMachine', { ...machine, transferTo: bram });
    expect(offered.json).toMatchObject({ employeeId: anna, transferTo: bram });
    const taken = await call('/r/saveMachine', { ...machine, employeeId: bram, transferTo: bram });
    expect(taken.json).toMatchObject({ employeeId: bram, transferTo: 0 });
  });

  it('refuses unknown or deleted references and invalid machines, and saves nothing', async () => {
    const machinesBefore = await countRows(t.app, 'machines');
    const historyBefore = await countRows(t.app, 'machine_history');
    for (const [body, message] of [
      [{ name: 'X', projectId: 999_999 }, 'Invalid data: projectId: Project 999999 not found'],
      [{ name: 'X', projectId: closed }, `Invalid data: projectId: Project ${closed} not found`],
      [{ name: 'X', employeeId: 999_999 }, 'Invalid data: employeeId: Employee 999999 not found'],
      [{ name: 'X', transferTo: 999_999 }, 'Invalid data: transferTo: Employee 999999 not found'],
      [{ name: 'X', machineTypeId: 999 }, 'Machine type 999 not found'],
      [{ name: '' }, undefined],
      [{ name: 'X', defect: 2 }, undefined],
    ] as const) {
      const response = await call('/r/saveMachine', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (message) expect(response.json.message).toBe(message);
    }
    const machine = await newMachine({ projectId: office });
    expect((await call('/r/saveMachine', { ...machine, projectId: 999_999 })).status).toBe(400);
    expect((await call('/r/saveMachine', { ...machine, id: 999_999 })).status).toBe(404);
    expect(await countRows(t.app, 'machines')).toBe(machinesBefore + 1);
    expect(await countRows(t.app, 'machine_history')).toBe(historyBefore + 1);
  });

  it('soft-deletes a machine: gone from the list, history kept, no further changes', async () => {
    const machine = await newMachine({ projectId: office });
    expect((await call('/r/saveMachine', { id: machine.id, deleted: 1 })).json).toMatchObject({ deleted: 1 });
    const all = await t.app.request('GET', '/r/allMachines', { token: t.admin1 });
    expect(all.json.map((m: { id: number }) => m.id)).not.toContain(machine.id);
    expect(await history(machine.id)).toHaveLength(1);
    expect((await call('/r/saveMachine', { ...machine, name: 'Terug' })).status).toBe(404);
  });

  it('saveMachineHistory adds and corrects rows; the list stays newest first', async () => {
    const machine = await newMachine({ projectId: office });
    const added = await call('/r/saveMachineHistory', {
      machineId: machine.id,
      projectId: school,
      date: '2020-03-01',
      remarks: 'before the system',
    });
    expect(added.status).toBe(200);
    const later = await call('/r/saveMachineHistory', { machineId: machine.id, employeeId: anna, date: '2021-06-15' });
    const corrected = await call('/r/saveMachineHistory', { ...added.json, remarks: 'corrected' });
    expect(corrected.json).toMatchObject({ id: added.json.id, remarks: 'corrected', date: '2020-03-01' });
    expect((await history(machine.id)).map((h) => h.id)).toEqual([expect.any(Number), later.json.id, added.json.id]);
    const other = await newMachine();
    expect((await call('/r/saveMachineHistory', { ...added.json, machineId: other.id })).status).toBe(400);
    expect((await call('/r/saveMachineHistory', { ...added.json, date: '2020-02-30' })).status).toBe(400);
    expect(
      (await call('/r/saveMachineHistory', { machineId: machine.id, projectId: 999_999, date: '2020-01-01' })).status,
    ).toBe(400);
    expect((await call('/r/saveMachineHistory', { machineId: 999_999, date: '2020-01-01' })).status).toBe(400);
    expect((await call('/r/machineHistoryByMachine', { id: 999_999 })).status).toBe(404);
  });

  it("keeps owner 1's machines away from owner 2", async () => {
    const machine = await newMachine({ projectId: office });
    const list2 = await t.app.request('GET', '/r/allMachines', { token: t.admin2 });
    expect(list2.json.map((m: { id: number }) => m.id)).not.toContain(machine.id);
    expect((await call('/r/machineHistoryByMachine', { id: machine.id }, t.admin2)).status).toBe(404);
    expect((await call('/r/saveMachine', { ...machine, name: 'stolen' }, t.admin2)).status).toBe(400);
    expect((await call('/r/saveMachineHistory', { machineId: machine.id, date: '2020-01-01' }, t.admin2)).status).toBe(
      400,
    );
  });

  it('lets projects_limited read but not change machines', async () => {
    const limited = await addUser(t.app, 1, `machines-limited-${backend}@test.example`, [
      'employer_portal',
      'projects_limited',
    ]);
    expect((await t.app.request('GET', '/r/allMachines', { token: limited })).status).toBe(200);
    expect((await call('/r/saveMachine', { name: 'X' }, limited)).status).toBe(403);
    const planner = await t.app.login(DEMO_USERS.planner, 1);
    expect((await t.app.request('GET', '/r/allMachines', { token: planner })).status).toBe(403);
  });
});
