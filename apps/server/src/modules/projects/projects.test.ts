import { errorMessage, keyedMessage, PROJECT_LIST_FIELDS, VALIDATION_MESSAGES } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFakeGeo } from '../../platform/geo.ts';
import { DEMO_USERS } from '../../seed/demo.ts';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../test/app-per-file.ts';
import {
  allProjects,
  auditActions,
  day,
  insertCustomer,
  listed,
  newEmployee,
  project,
  projectAddress,
  rowsOf,
  saveProject,
  today,
  work,
} from '../../test/fixtures/projects.ts';
import { addUser, BACKENDS, countRows } from '../../test/harness.ts';
import { runImport } from '../../test/imports.ts';

const geo = createFakeGeo([
  {
    street: 'Vredenburg',
    houseNumber: '40',
    postalCode: '3511 BD',
    city: 'Utrecht',
    latitude: 52.0927,
    longitude: 5.1142,
  },
]);

describe.each(BACKENDS)('projects on %s', (backend) => {
  const t = appPerFile(backend, { owner1: ADMIN_1, owner2: ADMIN_2 }, { geo });

  it('creates a project with addresses and works sent as JSON text, answered as getProject and listed', async () => {
    const customerId = await insertCustomer(t.app, 1, 'Gemeente Utrecht');
    const leader = await newEmployee(t.app, t.owner1);
    const saved = await saveProject(t.app, t.owner1, {
      ...project({ name: '  Stadskantoor  ', customerId, projectLeaderId: leader }),
      addresses: JSON.stringify([projectAddress()]),
      works: JSON.stringify([work({ hourRate: '3150', selectedDays: '1,4' })]),
      fields: JSON.stringify({ floor: 3 }),
      blacklist: '[5]',
    });
    expect(saved).toMatchObject({
      name: 'Stadskantoor',
      customerId,
      customerName: 'Gemeente Utrecht',
      projectLeaderId: leader,
      mapColor: 'FF0000',
      endDate: '3000-01-01',
      fields: { floor: 3 },
      blacklist: [5],
      active: true,
      warnings: [],
    });
    expect(saved.addresses).toEqual([
      expect.objectContaining({ address: 'Croeselaan', mainAddress: 1, startDate: null, endDate: '3000-01-01' }),
    ]);
    expect(saved.works).toEqual([
      expect.objectContaining({
        projectId: saved.id,
        hourRate: 3150,
        selectedDays: [1, 4],
        startDate: '2024-01-01',
        active: true,
      }),
    ]);
    const got = await t.app.request('POST', '/r/getProject', { token: t.owner1, body: { id: saved.id } });
    const { warnings: _w, ...shape } = saved;
    expect(got.json).toEqual(shape);
    // The list row: the list fields only (texts, flex values and id lists come with getProject).
    const keys: string[] = [...PROJECT_LIST_FIELDS, 'addresses', 'customerName', 'active'];
    const row = Object.fromEntries(Object.entries(shape).filter(([key]) => keys.includes(key)));
    expect(await listed(t.app, t.owner1, saved.id)).toEqual({ ...row, activeWorks: 1 });
    expect(await auditActions(t.app, 'Project', saved.id)).toEqual(['create']);
    expect(await auditActions(t.app, 'Work', saved.works[0].id)).toEqual(['create']);
  });

  it('is active while its end date is not past and at least one work has not ended', async () => {
    const cases: [Record<string, unknown>, boolean, number][] = [
      [{ endDate: day(-1) }, false, 1],
      [{ endDate: today }, true, 1],
      [{ endDate: '' }, true, 1],
      [{ works: [] }, false, 0],
      [{ works: [work({ endDate: day(-1) }), work({ endDate: day(-30) })] }, false, 0],
      [{ works: [work({ endDate: day(-1) }), work({ endDate: today })] }, true, 1],
    ];
    for (const [change, active, activeWorks] of cases) {
      const saved = await saveProject(t.app, t.owner1, project(change));
      expect(saved.active, JSON.stringify(change)).toBe(active);
      expect(await listed(t.app, t.owner1, saved.id), JSON.stringify(change)).toMatchObject({ active, activeWorks });
    }
    // A deleted work does not count, whatever its end date.
    const withWork = await saveProject(t.app, t.owner1, project());
    expect(withWork.active).toBe(true);
    const removed = await saveProject(t.app, t.owner1, { ...withWork, works: [{ ...withWork.works[0], deleted: 1 }] });
    expect(removed.active).toBe(false);
    expect(await listed(t.app, t.owner1, withWork.id)).toMatchObject({ active: false, activeWorks: 0 });
  });

  it('moves the main flag to a new main address, also off stored addresses left out of the list', async () => {
    const mains = (id: number) =>
      rowsOf<{ address: string; main: number }>(
        t.app,
        1,
        sql`select address, main_address as main from project_addresses where project_id = ${id} order by id`,
      );
    const first = await saveProject(t.app, t.owner1, project());
    const second = await saveProject(t.app, t.owner1, {
      ...first,
      addresses: [...first.addresses, projectAddress({ address: 'Catharijnesingel', mainAddress: 1 })],
    });
    expect(second.addresses.map((a: { mainAddress: number }) => a.mainAddress)).toEqual([0, 1]);
    expect(await mains(first.id)).toEqual([
      { address: 'Croeselaan', main: 0 },
      { address: 'Catharijnesingel', main: 1 },
    ]);
    // Only the first address sent back, marked main again: the stored second one loses the flag.
    const back = await saveProject(t.app, t.owner1, {
      ...second,
      addresses: [{ ...second.addresses[0], mainAddress: 1 }],
    });
    expect(back.addresses.map((a: { mainAddress: number }) => a.mainAddress)).toEqual([1, 0]);
    // Deleting the main address leaves one live address, which becomes main.
    const removed = await saveProject(t.app, t.owner1, {
      ...back,
      addresses: [{ ...back.addresses[0], deleted: 1 }],
    });
    expect(removed.addresses).toEqual([expect.objectContaining({ address: 'Catharijnesingel', mainAddress: 1 })]);
    expect(await auditActions(t.app, 'ProjectAddress', back.addresses[0].id)).toEqual([
      'create',
      'update',
      'update',
      'delete',
    ]);
  });

  it('geocodes an address at 0/0, and keeps it with a warning when the geocoder cannot', async () => {
    const known = projectAddress({ address: 'Vredenburg', houseNumber: '40', postalCode: '3511 BD', latitude: 0 });
    const saved = await saveProject(t.app, t.owner1, project({ addresses: [{ ...known, longitude: 0 }] }));
    expect(saved.warnings).toEqual([]);
    expect(saved.addresses[0]).toMatchObject({ latitude: 52.0927, longitude: 5.1142 });
    const unknown = await saveProject(
      t.app,
      t.owner1,
      project({ addresses: [projectAddress({ postalCode: '9999 ZZ', latitude: 0, longitude: 0 })] }),
    );
    expect(unknown.warnings).toEqual([keyedMessage('geo.notFound')]);
    expect(unknown.addresses[0]).toMatchObject({ latitude: 0, longitude: 0 });
    // A stored address changed back to 0/0 is geocoded again on update.
    const moved = await saveProject(t.app, t.owner1, {
      ...saved,
      addresses: [{ ...saved.addresses[0], latitude: 0, longitude: 0 }],
    });
    expect(moved.warnings).toEqual([]);
    expect(moved.addresses[0]).toMatchObject({ id: saved.addresses[0].id, latitude: 52.0927, longitude: 5.1142 });
    geo.failing = true;
    try {
      const failing = await saveProject(t.app, t.owner1, project({ addresses: [{ ...known, longitude: 0 }] }));
      expect(failing.warnings).toEqual([keyedMessage('geo.failed')]);
      expect(failing.addresses).toHaveLength(1);
    } finally {
      geo.failing = false;
    }
  });

  it('refuses bad projects with 400 and the reason, and writes nothing', async () => {
    const counts = () =>
      Promise.all(['projects', 'project_addresses', 'works', 'audit_log'].map((table) => countRows(t.app, table)));
    const deletedCustomer = await insertCustomer(t.app, 1, 'Vertrokken B.V.', 1);
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'AB' }, VALIDATION_MESSAGES.projectNameTooShort],
      [{ addresses: [projectAddress({ city: '' })] }, errorMessage('address.invalid')],
      [
        { addresses: [projectAddress({ startDate: '2024-05-01', endDate: '2024-04-01' })] },
        errorMessage('address.invalid'),
      ],
      [{ announcement: 2 }, VALIDATION_MESSAGES.announcementEmailRequired],
      [{ customerId: 999_999 }, 'Invalid data: customerId: Customer 999999 not found'],
      [{ customerId: deletedCustomer }, `Invalid data: customerId: Customer ${deletedCustomer} not found`],
      [{ projectLeaderId: 999_999 }, 'Invalid data: projectLeaderId: Employee 999999 not found'],
    ];
    for (const [change, message] of cases) {
      const response = await t.app.request('POST', '/r/saveProject', { token: t.owner1, body: project(change) });
      expect(response.status, message).toBe(400);
      expect(response.json.message).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('soft-deletes a project: gone from the list and from getProject, its works kept', async () => {
    const saved = await saveProject(t.app, t.owner1, project());
    const removed = await saveProject(t.app, t.owner1, { ...saved, deleted: 1 });
    expect(removed.deleted).toBe(1);
    expect(await listed(t.app, t.owner1, saved.id)).toBeUndefined();
    expect((await t.app.request('POST', '/r/getProject', { token: t.owner1, body: { id: saved.id } })).status).toBe(
      404,
    );
    expect((await t.app.request('POST', '/r/saveProject', { token: t.owner1, body: saved })).status).toBe(404);
    const kept = await rowsOf<{ deleted: number }>(
      t.app,
      1,
      sql`select deleted from works where project_id = ${saved.id}`,
    );
    expect(kept).toEqual([{ deleted: 0 }]);
    expect(await auditActions(t.app, 'Project', saved.id)).toEqual(['create', 'delete']);
  });

  it('answers 304 while the list is unchanged and a fresh list once a work ended', async () => {
    const saved = await saveProject(t.app, t.owner1, project());
    const url = `${t.app.config.basePath}/api/r/allProjects`;
    const headers = { authorization: `Bearer ${t.owner1}` };
    const first = await t.app.app.inject({ method: 'GET', url, headers });
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await saveProject(t.app, t.owner1, { ...saved, works: [{ ...saved.works[0], endDate: day(-1) }] });
    const fresh = await t.app.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': etag } });
    expect(fresh.statusCode).toBe(200);
    const row = fresh.json().find((p: { id: number }) => p.id === saved.id);
    expect(row).toMatchObject({ active: false, activeWorks: 0 });
  });

  it('imports a list of projects as a job, all or nothing, geocoding addresses before the write', async () => {
    const before = await countRows(t.app, 'projects');
    const bad = await t.app.request('POST', '/r/insertProjects', {
      token: t.owner1,
      body: [project(), project({ works: [work({ selectedDays: [] })] })],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain(VALIDATION_MESSAGES.selectAtLeastOneDay);
    expect(bad.json.issues[0].path).toBe('1.works.0.selectedDays');
    const refused = await t.app.request('POST', '/r/insertProjects', {
      token: t.owner1,
      body: [project(), project({ customerId: 999_999 }), project({ works: [work({ workType: 99 })] })],
    });
    expect(refused.status).toBe(400);
    expect(refused.json.issues).toEqual([
      { path: '1.customerId', message: 'Customer 999999 not found' },
      { path: '2.works.0.workType', message: 'Work type 99 does not exist or is no longer valid' },
    ]);
    const address = await t.app.request('POST', '/r/insertProjects', {
      token: t.owner1,
      body: [project({ addresses: [projectAddress({ city: '' })] })],
    });
    expect(address.json.message).toBe(errorMessage('address.invalid'));
    expect(await countRows(t.app, 'projects')).toBe(before);

    const unplaced = { latitude: 0, longitude: 0 };
    const job = await runImport(
      t.app,
      t.owner1,
      '/r/insertProjects',
      JSON.stringify([
        project({
          addresses: [
            projectAddress({ ...unplaced, address: 'Vredenburg', houseNumber: '40', postalCode: '3511 BD' }),
            projectAddress({ mainAddress: 1 }),
          ],
        }),
        project({ addresses: [projectAddress({ ...unplaced, address: 'Nergensstraat', postalCode: '' })] }),
        project({ addresses: [] }),
      ]),
    );
    expect(job).toMatchObject({
      status: 'done',
      imported: 3,
      warnings: [{ key: 'geo.unplaced', message: errorMessage('geo.unplaced'), rows: [2] }],
    });
    const [placed, unknown, bare] = await Promise.all(
      job.ids.map(
        async (id: number) => (await t.app.request('POST', '/r/getProject', { token: t.owner1, body: { id } })).json,
      ),
    );
    expect(placed.addresses.map((a: { latitude: number; mainAddress: number }) => [a.latitude, a.mainAddress])).toEqual(
      [
        [52.0927, 0],
        [projectAddress().latitude, 1],
      ],
    );
    expect(placed.works.length).toBeGreaterThan(0);
    expect(unknown.addresses[0]).toMatchObject({ latitude: 0, mainAddress: 1 });
    expect(bare.addresses).toEqual([]);
    expect(await auditActions(t.app, 'ProjectAddress', placed.addresses[0].id)).toEqual(['create', 'geocode']);
    expect(await countRows(t.app, 'projects')).toBe(before + 3);
  });

  it('updates fields of many projects at once, and nothing when one id is unknown', async () => {
    const a = await saveProject(t.app, t.owner1, project());
    const b = await saveProject(t.app, t.owner1, project());
    const other = await saveProject(t.app, t.owner2, project());
    const refused = await t.app.request('POST', '/r/updateProjects', {
      token: t.owner1,
      body: { ids: [a.id, other.id], changes: { mapColor: '00ff00' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      key: 'project.unknown',
      params: { id: other.id },
      message: `Project ${other.id} not found`,
    });
    expect((await listed(t.app, t.owner1, a.id)).mapColor).toBe('FF0000');
    const done = await t.app.request('POST', '/r/updateProjects', {
      token: t.owner1,
      body: { ids: [a.id, b.id], changes: { mapColor: '00ff00', districtId: 4, endDate: day(-1) } },
    });
    expect(done.status).toBe(200);
    expect(done.json.map((p: { id: number }) => p.id).sort()).toEqual([a.id, b.id].sort());
    for (const id of [a.id, b.id]) {
      expect(await listed(t.app, t.owner1, id)).toMatchObject({ mapColor: '00FF00', districtId: 4, active: false });
    }
    expect(await auditActions(t.app, 'Project', a.id)).toEqual(['create', 'update']);
    const empty = await t.app.request('POST', '/r/updateProjects', {
      token: t.owner1,
      body: { ids: [a.id], changes: {} },
    });
    expect(empty.status).toBe(400);
  });

  it("keeps owner 1's projects away from owner 2", async () => {
    const saved = await saveProject(t.app, t.owner1, project());
    expect((await allProjects(t.app, t.owner2)).map((p) => p.id)).not.toContain(saved.id);
    const get = await t.app.request('POST', '/r/getProject', { token: t.owner2, body: { id: saved.id } });
    expect(get.status).toBe(404);
    const change = await t.app.request('POST', '/r/saveProject', {
      token: t.owner2,
      body: { ...saved, name: 'Overname' },
    });
    expect(change.status).toBe(404);
    // Owner 2's own project cannot take over owner 1's address or work by id.
    const own = await saveProject(t.app, t.owner2, project());
    for (const steal of [{ addresses: saved.addresses }, { works: saved.works }]) {
      const response = await t.app.request('POST', '/r/saveProject', { token: t.owner2, body: { ...own, ...steal } });
      expect(response.status).toBe(404);
    }
    const { warnings: _w, ...shape } = saved;
    expect((await t.app.request('POST', '/r/getProject', { token: t.owner1, body: { id: saved.id } })).json).toEqual(
      shape,
    );
  });

  it('lets planners and sales read projects but not save them; other roles get 403', async () => {
    const saved = await saveProject(t.app, t.owner1, project());
    const planner = await t.app.login(DEMO_USERS.planner, 1);
    const sales = await addUser(t.app, 1, 'sales@projects.test', ['employer_portal', 'show_sales']);
    const other = await addUser(t.app, 1, 'other@projects.test', ['employer_portal', 'show_other']);
    for (const token of [planner, sales]) {
      expect((await allProjects(t.app, token)).map((p) => p.id)).toContain(saved.id);
      const got = await t.app.request('POST', '/r/getProject', { token, body: { id: saved.id } });
      expect(got.status).toBe(200);
      expect((await t.app.request('POST', '/r/saveProject', { token, body: saved })).status).toBe(403);
      expect((await t.app.request('POST', '/r/notesProject', { token, body: { id: saved.id } })).status).toBe(403);
    }
    expect((await t.app.request('GET', '/r/allProjects', { token: other })).status).toBe(403);
    expect((await t.app.request('POST', '/r/getProject', { token: other, body: { id: saved.id } })).status).toBe(403);
  });
});
