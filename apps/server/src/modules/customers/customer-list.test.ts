import { IMPORT_TEXTS, ZCustomer } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.ts';
import {
  allCustomers,
  customer,
  day,
  execute,
  insertProject,
  insertWork,
  listed,
  saveCustomer,
} from '../../test/fixtures/customers.ts';
import { addUser, appWithAdmins, BACKENDS, countRows } from '../../test/harness.ts';
import { runImport } from '../../test/imports.ts';

describe.each(BACKENDS)('customer list, import and access on %s', (backend) => {
  const t = appWithAdmins(backend);

  it('lists the demo customers 1001-1012 in the API shape; each passes the save schema unchanged', async () => {
    const list = await allCustomers(t.app, t.owner1);
    const demo = list.filter((c) => c.number >= 1001 && c.number <= 1012);
    expect(demo.map((c) => c.number)).toEqual(Array.from({ length: 12 }, (_, i) => 1001 + i));
    const manager = demo.find((c) => c.name === 'VvE Beheer Utrecht');
    expect(manager?.isManager).toBe(1);
    expect(demo.filter((c) => c.managementId === manager?.id).map((c) => c.managementName)).toEqual([
      'VvE Beheer Utrecht',
      'VvE Beheer Utrecht',
    ]);
    expect(demo.some((c) => c.clientType === 2)).toBe(true);
    for (const c of demo) {
      expect(c.customerNumber).toBe(String(c.number));
      expect(c.latitude).not.toBe(0);
      expect(ZCustomer.safeParse(c).success, c.name).toBe(true);
    }
    expect(await allCustomers(t.app, t.owner2)).toEqual([]);
  });

  it('derives active from projects and works, and a manager is active through a managed customer', async () => {
    const plain = await saveCustomer(t.app, t.owner1, customer());
    const manager = await saveCustomer(t.app, t.owner1, customer({ isManager: 1 }));
    const managed = await saveCustomer(t.app, t.owner1, customer({ managementId: manager.id }));
    // Every state is read from the list and from getCustomer, which derives it for the one customer alone.
    const state = async (id: number) => {
      const c = await listed(t.app, t.owner1, id);
      const one = await t.app.request('POST', '/r/getCustomer', { token: t.owner1, body: { id } });
      expect({ active: one.json.active, projectCount: one.json.projectCount }).toEqual({
        active: c.active,
        projectCount: c.projectCount,
      });
      return { active: c.active, projectCount: c.projectCount };
    };
    expect(await state(plain.id)).toEqual({ active: false, projectCount: 0 });

    // A project without a live work does not count as active; a work ending today still does.
    const project = await insertProject(t.app, 1, plain.id);
    await insertWork(t.app, 1, project, { endDate: day(-1) });
    await insertWork(t.app, 1, project, { deleted: 1 });
    expect(await state(plain.id)).toEqual({ active: false, projectCount: 1 });
    const work = await insertWork(t.app, 1, project, { endDate: day(0) });
    expect(await state(plain.id)).toEqual({ active: true, projectCount: 1 });
    // An ended project is inactive whatever its works; a deleted one is not counted at all.
    await execute(t.app, 1, sql`update projects set end_date = ${day(-1)} where owner_id = 1 and id = ${project}`);
    expect(await state(plain.id)).toEqual({ active: false, projectCount: 1 });
    await execute(t.app, 1, sql`update projects set end_date = '3000-01-01' where owner_id = 1 and id = ${project}`);
    expect((await state(plain.id)).active).toBe(true);
    await execute(t.app, 1, sql`update works set end_date = ${day(-1)} where owner_id = 1 and id = ${work}`);
    expect((await state(plain.id)).active).toBe(false);
    await execute(t.app, 1, sql`update projects set deleted = 1 where owner_id = 1 and id = ${project}`);
    expect(await state(plain.id)).toEqual({ active: false, projectCount: 0 });

    // Manager: inactive until its managed customer has an active project.
    expect((await state(manager.id)).active).toBe(false);
    const managedProject = await insertProject(t.app, 1, managed.id);
    await insertWork(t.app, 1, managedProject);
    expect((await state(managed.id)).active).toBe(true);
    expect(await state(manager.id)).toEqual({ active: true, projectCount: 0 });
    const got = await t.app.request('POST', '/r/getCustomer', { token: t.owner1, body: { id: manager.id } });
    expect(got.json).toMatchObject({ active: true, managementName: '' });
    const managers = await t.app.request('GET', '/r/allManagers', { token: t.owner1 });
    expect(managers.json.find((c: { id: number }) => c.id === manager.id)?.active).toBe(true);
    // A deleted managed customer no longer makes its manager active.
    await execute(t.app, 1, sql`update customers set deleted = 1 where owner_id = 1 and id = ${managed.id}`);
    expect((await state(manager.id)).active).toBe(false);
  });

  it('answers 304 while unchanged and a fresh list after a customer, project or work changes', async () => {
    const url = `${t.app.config.basePath}/api/r/allCustomers`;
    const get = (etag?: string) =>
      t.app.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${t.owner1}`, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await get();
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get(etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const target = await saveCustomer(t.app, t.owner1, customer());
    const afterSave = await get(etag);
    expect(afterSave.statusCode).toBe(200);
    expect(JSON.parse(afterSave.body).map((c: { id: number }) => c.id)).toContain(target.id);

    const project = await insertProject(t.app, 1, target.id);
    const afterProject = await get(afterSave.headers.etag as string);
    expect(afterProject.statusCode).toBe(200);
    expect(JSON.parse(afterProject.body).find((c: { id: number }) => c.id === target.id).projectCount).toBe(1);

    await insertWork(t.app, 1, project);
    const afterWork = await get(afterProject.headers.etag as string);
    expect(afterWork.statusCode).toBe(200);
    expect(JSON.parse(afterWork.body).find((c: { id: number }) => c.id === target.id).active).toBe(true);
  });

  it('imports customers all or nothing with consecutive <auto> numbers, naming every refused row', async () => {
    const before = await countRows(t.app, 'customers');
    const jobs = await countRows(t.app, 'jobs');
    const bad = await t.app.request('POST', '/r/insertCustomers', {
      token: t.owner1,
      body: [customer(), customer({ name: '' }), customer(), customer({ name: '' })],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^Row 2: name: .* \(and 1 more row\)$/);
    expect(bad.json.issues.map((issue: { path: string }) => issue.path)).toEqual(['1.name', '3.name']);
    const duplicate = await t.app.request('POST', '/r/insertCustomers', {
      token: t.owner1,
      body: JSON.stringify([customer({ number: 7000 }), customer({ number: 7000 })]),
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.json.message).toBe('Row 2: Customer number already exists');
    expect(duplicate.json.issues[0].path).toBe('1');
    const taken = await saveCustomer(t.app, t.owner1, customer());
    const clash = await t.app.request('POST', '/r/insertCustomers', {
      token: t.owner1,
      body: [customer(), customer({ number: taken.number }), customer({ id: taken.id })],
    });
    expect(clash.status).toBe(400);
    expect(clash.json.issues).toEqual([
      { path: '1', message: 'Customer number already exists' },
      { path: '2.id', message: IMPORT_TEXTS.newOnly },
    ]);
    expect(await countRows(t.app, 'customers')).toBe(before + 1);
    expect(await countRows(t.app, 'jobs')).toBe(jobs);

    const job = await runImport(t.app, t.owner1, '/r/insertCustomers', [
      customer(),
      customer({ number: '' }),
      customer(),
    ]);
    expect(job).toMatchObject({ status: 'done', stage: 'done', total: 3, done: 3, imported: 3, error: null });
    const rows = await allCustomers(t.app, t.owner1);
    const numbers = job.ids.map((id: number) => rows.find((c) => c.id === id)?.number);
    expect(numbers).toEqual([taken.number + 1, taken.number + 2, taken.number + 3]);
    expect(await countRows(t.app, 'customers')).toBe(before + 4);
  });

  it("keeps owners apart: owner 2 can neither read nor change owner 1's customer", async () => {
    const mine = await saveCustomer(t.app, t.owner1, customer());
    expect((await t.app.request('POST', '/r/getCustomer', { token: t.owner2, body: { id: mine.id } })).status).toBe(
      404,
    );
    const write = await t.app.request('POST', '/r/saveCustomer', {
      token: t.owner2,
      body: { ...mine, name: 'Gestolen' },
    });
    expect(write.status).toBe(404);
    const del = await t.app.request('POST', '/r/saveCustomer', { token: t.owner2, body: { ...mine, deleted: 1 } });
    expect(del.status).toBe(404);
    expect((await listed(t.app, t.owner1, mine.id)).name).toBe(mine.name);
    expect((await allCustomers(t.app, t.owner2)).map((c) => c.id)).not.toContain(mine.id);
    // A manager of another owner cannot be linked either.
    const foreign = await saveCustomer(t.app, t.owner2, customer({ isManager: 1 }));
    expect(
      (
        await t.app.request('POST', '/r/saveCustomer', {
          token: t.owner1,
          body: customer({ managementId: foreign.id }),
        })
      ).status,
    ).toBe(400);
  });

  it('lets a projects user read the customer list but not whole customers or save them, and keeps a planner out', async () => {
    const projects = await addUser(t.app, 1, 'projects@customers.test', ['employer_portal', 'show_projects']);
    const planner = await t.app.login(DEMO_USERS.planner, 1);
    const target = await saveCustomer(t.app, t.owner1, customer());
    for (const [method, path] of [
      ['GET', '/r/allCustomers'],
      ['GET', '/r/allContacts'],
    ] as const) {
      expect((await t.app.request(method, path, { token: projects })).status, path).toBe(200);
      expect((await t.app.request(method, path, { token: planner })).status, path).toBe(403);
    }
    // The whole customer (bank accounts, remarks, payment terms) and the managers are sales' only.
    for (const [method, path, body] of [
      ['GET', '/r/allManagers', undefined],
      ['POST', '/r/getCustomer', { id: target.id }],
    ] as const) {
      expect((await t.app.request(method, path, { token: projects, body })).status, path).toBe(403);
      expect((await t.app.request(method, path, { token: planner, body })).status, path).toBe(403);
    }
    for (const path of ['/r/saveCustomer', '/r/insertCustomers', '/r/saveContact', '/r/saveCustomerNote']) {
      expect((await t.app.request('POST', path, { token: projects, body: customer() })).status, path).toBe(403);
    }
    const notes = { id: target.id, startDate: '2020-01-01', endDate: '2030-01-01' };
    expect((await t.app.request('POST', '/r/notesCustomer', { token: projects, body: notes })).status).toBe(403);
    expect(
      (await t.app.request('POST', '/r/customerFinancial', { token: projects, body: { id: target.id } })).status,
    ).toBe(403);
    const sales = await addUser(t.app, 1, 'sales@customers.test', ['employer_portal', 'show_sales']);
    expect((await t.app.request('POST', '/r/saveCustomer', { token: sales, body: customer() })).status).toBe(200);
  });
});
