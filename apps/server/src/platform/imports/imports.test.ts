import { errorMessage } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withSystem, withTenant } from '../../db/tenant.ts';
import { customerImport } from '../../modules/customers/import.ts';
import { DEMO_USERS } from '../../seed/demo.ts';
import { customer } from '../../test/fixtures/customers.ts';
import { address, employment, person, saveEmployer } from '../../test/fixtures/employees.ts';
import { ALL_BACKENDS, addUser, countRows, createTestApp, type TestApp } from '../../test/harness.ts';
import { runImport } from '../../test/imports.ts';
import type { GeoServices } from '../geo.ts';

/**
 * A geocoder the test holds: every lookup waits until `open()`; `asked` resolves at the first lookup, when the job is
 * busy preparing the rows (outside any transaction).
 */
function heldGeocoder() {
  let open: () => void = () => undefined;
  let asked: () => void = () => undefined;
  const state = {
    gate: new Promise<void>((resolve) => {
      open = resolve;
    }),
    asked: new Promise<void>((resolve) => {
      asked = resolve;
    }),
    open: () => open(),
    reset() {
      state.gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      state.asked = new Promise<void>((resolve) => {
        asked = resolve;
      });
    },
  };
  const geo: GeoServices = {
    geocoder: {
      async geocode() {
        asked();
        await state.gate;
        return { lat: 52.1, lng: 5.1 };
      },
    },
    postalCodes: { byPostalCode: async () => null, byAddress: async () => null },
  };
  return { state, geo };
}

const unplaced = (overrides: Record<string, unknown> = {}) => customer({ latitude: 0, longitude: 0, ...overrides });

describe.each(ALL_BACKENDS)('import jobs on %s', (backend) => {
  const held = heldGeocoder();
  let app: TestApp;
  let owner1: string;
  let owner2: string;

  beforeAll(async () => {
    app = await createTestApp(backend, {}, { geo: held.geo });
    owner1 = await app.login(DEMO_USERS.admin, 1);
    owner2 = await app.login(DEMO_USERS.admin, 2);
  });
  afterAll(async () => {
    held.state.open();
    await app.close();
  });

  const status = async (id: number, token = owner1) =>
    (await app.request('POST', '/r/importJob', { token, body: { id } })).json;
  const customerNumbers = (ids: number[]) =>
    withTenant(app.database, 1, (tx) =>
      queryRows<{ id: number; number: number }>(
        tx,
        sql`select id, number from customers where owner_id = 1 and id = any(${`{${ids.join(',')}}`}::int[])`,
      ),
    ).then((rows) => ids.map((id) => rows.find((row) => row.id === id)?.number));
  const highestCustomer = async () =>
    (
      await withTenant(app.database, 1, (tx) =>
        queryRows<{ n: number }>(
          tx,
          sql`select max(number)::int as n from customers where owner_id = 1 and deleted = 0`,
        ),
      )
    )[0]?.n ?? 0;

  it("answers other calls while an import job runs, and shows the job's progress meanwhile", async () => {
    held.state.reset();
    const queued = await app.request('POST', '/r/insertCustomers', {
      token: owner1,
      body: [unplaced(), unplaced(), customer()],
    });
    expect(queued.status).toBe(200);
    const running = app.ctx.jobs.runDue();
    await held.state.asked;
    // The job is busy with the rows; other users' reads and writes are answered meanwhile.
    expect((await app.request('GET', '/r/allProjects', { token: owner1 })).status).toBe(200);
    expect((await app.request('GET', '/r/allCustomers', { token: owner2 })).status).toBe(200);
    const saved = await app.request('POST', '/r/saveCustomer', { token: owner1, body: customer() });
    expect(saved.status).toBe(200);
    expect(await status(queued.json.id)).toMatchObject({
      status: 'running',
      stage: 'preparing',
      total: 3,
      imported: 0,
    });
    held.state.open();
    // The import, then the job that writes its audit entries.
    expect(await running).toBe(2);
    const done = await status(queued.json.id);
    expect(done).toMatchObject({ status: 'done', stage: 'done', done: 3, imported: 3, warnings: [] });
    // The '<auto>' numbers come after the customer saved while the import was being prepared.
    expect(await customerNumbers(done.ids)).toEqual([
      saved.json.number + 1,
      saved.json.number + 2,
      saved.json.number + 3,
    ]);
  });

  it('writes a large import with consecutive numbers and one audit entry per record', async () => {
    const auditBefore = await countRows(app, 'audit_log');
    const highest = await highestCustomer();
    const rows = Array.from({ length: 3000 }, (_, i) =>
      customer({ name: `Bulk ${i}`, number: i === 10 ? '' : '<auto>' }),
    );
    const job = await runImport(app, owner1, '/r/insertCustomers', rows);
    expect(job).toMatchObject({ status: 'done', total: 3000, imported: 3000 });
    expect(await customerNumbers(job.ids)).toEqual(rows.map((_, i) => highest + i + 1));
    expect(await countRows(app, 'audit_log')).toBe(auditBefore + 3000);
    // Written, the rows and their audit entries leave the jobs' payloads.
    const payloads = await withSystem(app.database, (tx) =>
      queryRows<{ kind: string; size: number }>(
        tx,
        sql`select kind, length(payload::text)::int as size from jobs where kind in ('import.customers', 'audit.import')
          order by id desc limit 2`,
      ),
    );
    expect(payloads.map((row) => row.size < 100)).toEqual([true, true]);
    const [listed] = (await app.request('GET', '/r/allCustomers', { token: owner1 })).json.filter(
      (c: { id: number }) => c.id === job.ids[0],
    );
    expect(listed).toMatchObject({ name: 'Bulk 0', number: highest + 1, active: false });

    const employerId = await saveEmployer(app, owner1);
    const employees = Array.from({ length: 1000 }, (_, i) => ({
      ...person({ firstName: `Bulk${i}` }),
      addresses: [address()],
      employments: [employment(employerId)],
    }));
    const people = await runImport(app, owner1, '/r/insertEmployees', employees);
    expect(people).toMatchObject({ status: 'done', imported: 1000 });
    const counts = await withTenant(app.database, 1, (tx) =>
      queryRows<{ addresses: number; employments: number; numbers: number }>(
        tx,
        sql`select (select count(*)::int from employee_addresses where employee_id = any(${`{${people.ids.join(',')}}`}::int[])) as addresses,
          (select count(*)::int from employments where employer_id = ${employerId}) as employments,
          (select count(distinct number)::int from employments where employer_id = ${employerId}) as numbers`,
      ),
    );
    expect(counts[0]).toEqual({ addresses: 1000, employments: 1000, numbers: 1000 });
  }, 120_000);

  it('never writes an import twice when a second worker takes over a job taken for dead', async () => {
    held.state.reset();
    const before = await countRows(app, 'customers');
    const queued = await app.request('POST', '/r/insertCustomers', { token: owner1, body: [unplaced(), unplaced()] });
    const first = app.ctx.jobs.runDue();
    await held.state.asked;
    // The first worker looks dead (its heartbeat stopped long ago): a second one claims the job and prepares it too.
    await withSystem(app.database, (tx) =>
      tx.execute(
        sql`update jobs set locked_at = now() - interval '1 hour', heartbeat_at = now() - interval '1 hour' where id = ${queued.json.id}`,
      ),
    );
    const second = app.ctx.jobs.runDue();
    await new Promise((resolve) => setTimeout(resolve, 50));
    held.state.open();
    // Both ran the import job; only the one that wrote the rows queued their audit entries.
    expect((await first) + (await second)).toBe(3);
    expect(await countRows(app, 'customers')).toBe(before + 2);
    expect(await status(queued.json.id)).toMatchObject({ status: 'done', imported: 2 });
    const [job] = await withSystem(app.database, (tx) =>
      queryRows<{ attempts: number }>(tx, sql`select attempts from jobs where id = ${queued.json.id}`),
    );
    expect(job?.attempts).toBe(2);
  });

  it('rolls a failed write back whole and writes every row once on the retry', async () => {
    const employerId = await saveEmployer(app, owner1);
    // The first employment insert of the job fails, as a crash or a lost connection in the middle would.
    await withSystem(app.database, async (tx) => {
      await tx.execute(sql`create sequence if not exists import_test_failures`);
      await tx.execute(sql`create or replace function import_test_fail_once() returns trigger language plpgsql security definer as $$
        begin
          if nextval('import_test_failures') = 1 then raise exception 'simulated failure in the middle of the write'; end if;
          return null;
        end $$`);
      await tx.execute(sql`create trigger import_test_fail after insert on employments
        for each statement execute function import_test_fail_once()`);
    });
    const counts = () =>
      Promise.all(['employees', 'employee_addresses', 'employments', 'audit_log'].map((t) => countRows(app, t)));
    const before = await counts();
    const body = Array.from({ length: 5 }, () => ({
      ...person(),
      addresses: [address()],
      employments: [employment(employerId)],
    }));
    const queued = await app.request('POST', '/r/insertEmployees', { token: owner1, body });
    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(await status(queued.json.id)).toMatchObject({
      status: 'queued',
      stage: 'queued',
      imported: 0,
      error: 'simulated failure in the middle of the write',
    });
    expect(await counts()).toEqual(before);

    await withSystem(app.database, (tx) =>
      tx.execute(sql`update jobs set run_at = now() - interval '1 second' where id = ${queued.json.id}`),
    );
    expect(await app.ctx.jobs.runDue()).toBe(2);
    expect(await status(queued.json.id)).toMatchObject({ status: 'done', imported: 5 });
    const after = await counts();
    expect(after.slice(0, 3)).toEqual(before.slice(0, 3).map((n) => n + 5));
    // One entry per employee, address and employment: nothing of the failed attempt is left.
    expect(after[3]).toBe((before[3] ?? 0) + 15);
    await withSystem(app.database, async (tx) => {
      await tx.execute(sql`drop trigger import_test_fail on employments`);
      await tx.execute(sql`drop function import_test_fail_once()`);
      await tx.execute(sql`drop sequence import_test_failures`);
    });
  });

  it("writes an import's audit entries once, continuing where an interrupted attempt stopped", async () => {
    // The second statement of audit entries fails once: the first 2,000 are in, the rest follow on the retry.
    await withSystem(app.database, async (tx) => {
      await tx.execute(sql`create sequence if not exists import_test_audit`);
      await tx.execute(sql`create or replace function import_test_audit_once() returns trigger language plpgsql
        security definer as $$
        begin
          if nextval('import_test_audit') = 2 then raise exception 'simulated failure while auditing'; end if;
          return null;
        end $$`);
      await tx.execute(sql`create trigger import_test_audit after insert on audit_log
        for each statement execute function import_test_audit_once()`);
    });
    try {
      const before = await countRows(app, 'audit_log');
      const rows = Array.from({ length: 2500 }, (_, i) => customer({ name: `Audited ${i}` }));
      const job = await runImport(app, owner1, '/r/insertCustomers', rows);
      expect(job).toMatchObject({ status: 'done', imported: 2500 });
      // The records are in; 2,000 of their entries too, and the audit job waits for its retry.
      expect(await countRows(app, 'audit_log')).toBe(before + 2000);
      await withSystem(app.database, (tx) =>
        tx.execute(sql`update jobs set run_at = now() - interval '1 second' where kind = 'audit.import'
          and status = 'queued'`),
      );
      expect(await app.ctx.jobs.runDue()).toBe(1);
      expect(await countRows(app, 'audit_log')).toBe(before + 2500);
      const [entries] = await withTenant(app.database, 1, (tx) =>
        queryRows<{ n: number; distinct: number }>(
          tx,
          sql`select count(*)::int as n, count(distinct entity_id)::int as distinct from audit_log
            where entity = 'Customer' and entity_id = any(${`{${job.ids.join(',')}}`}::int[])`,
        ),
      );
      expect(entries).toEqual({ n: 2500, distinct: 2500 });
    } finally {
      await withSystem(app.database, async (tx) => {
        await tx.execute(sql`drop trigger import_test_audit on audit_log`);
        await tx.execute(sql`drop function import_test_audit_once()`);
        await tx.execute(sql`drop sequence import_test_audit`);
      });
    }
  });

  it('plans the numbers again under the lock when one was taken between the plan and the write', async () => {
    const read = customerImport.highest;
    if (!read) throw new Error('customers are numbered');
    let reads = 0;
    // The first read (the plan's, before the write transaction) sees an older highest number, as it would had a
    // customer been saved right after it.
    customerImport.highest = async (tx, ownerId) => (await read(tx, ownerId)) - (++reads === 1 ? 5 : 0);
    try {
      const highest = await highestCustomer();
      const job = await runImport(app, owner1, '/r/insertCustomers', [customer(), customer()]);
      expect(await customerNumbers(job.ids)).toEqual([highest + 1, highest + 2]);
      expect(reads).toBe(2);
    } finally {
      customerImport.highest = read;
    }
  });

  it('fails the job without writing when the data changed after the check', async () => {
    const before = await countRows(app, 'customers');
    const number = (await highestCustomer()) + 100;
    const queued = await app.request('POST', '/r/insertCustomers', {
      token: owner1,
      body: [customer(), customer({ number })],
    });
    expect(queued.status).toBe(200);
    // Someone else takes the number before the job runs.
    expect((await app.request('POST', '/r/saveCustomer', { token: owner1, body: customer({ number }) })).status).toBe(
      200,
    );
    await app.ctx.jobs.runDue();
    expect(await status(queued.json.id)).toMatchObject({
      status: 'failed',
      stage: 'failed',
      imported: 0,
      error: `Row 2: ${errorMessage('customer.numberExists')}`,
    });
    expect(await countRows(app, 'customers')).toBe(before + 1);
  });

  it('refuses by key: the first refused row, its problem and how many rows besides; an empty list', async () => {
    const bad = customer({ name: '' });
    const refused = await app.request('POST', '/r/insertCustomers', {
      token: owner1,
      body: [customer(), bad, bad, bad],
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ key: 'import.rowsRefused', params: { row: 2, more: 2 } });
    expect(refused.json.message).toMatch(/^Row 2: name: .+ \(and 2 more rows\)$/);
    const empty = await app.request('POST', '/r/insertCustomers', { token: owner1, body: [] });
    expect(empty.json).toMatchObject({ key: 'import.empty', message: 'Invalid data: the list is empty' });
  });

  it("keeps an owner's imports to that owner and to the users who may write there", async () => {
    const owner2Before = await Promise.all(
      ['customers', 'employees'].map((t) =>
        withTenant(app.database, 2, (tx) =>
          queryRows<{ n: number }>(tx, sql.raw(`select count(*)::int as n from ${t} where owner_id = 2`)),
        ),
      ),
    );
    const job = await runImport(app, owner1, '/r/insertCustomers', [customer(), customer()]);
    expect((await app.request('POST', '/r/importJob', { token: owner2, body: { id: job.id } })).status).toBe(404);
    expect((await app.request('POST', '/r/lastImportJob', { token: owner2, body: { kind: 'customers' } })).json).toBe(
      null,
    );
    const owner2After = await Promise.all(
      ['customers', 'employees'].map((t) =>
        withTenant(app.database, 2, (tx) =>
          queryRows<{ n: number }>(tx, sql.raw(`select count(*)::int as n from ${t} where owner_id = 2`)),
        ),
      ),
    );
    expect(owner2After).toEqual(owner2Before);

    const last = await app.request('POST', '/r/lastImportJob', { token: owner1, body: { kind: 'customers' } });
    expect(last.json).toMatchObject({ id: job.id, kind: 'customers', status: 'done', imported: 2 });
    expect(last.json).not.toHaveProperty('ids');

    const projects = await addUser(app, 1, 'projects@imports.test', ['employer_portal', 'show_projects']);
    const sales = await addUser(app, 1, 'sales@imports.test', ['employer_portal', 'show_sales']);
    const limited = await addUser(app, 1, 'limited@imports.test', ['employer_portal', 'employees_limited']);
    const planner = await app.login(DEMO_USERS.planner, 1);
    // The call: only writers of the area. The job: only writers of the area it imports into.
    expect((await app.request('POST', '/r/insertCustomers', { token: projects, body: [customer()] })).status).toBe(403);
    expect((await app.request('POST', '/r/insertEmployees', { token: limited, body: [person()] })).status).toBe(403);
    expect((await app.request('POST', '/r/importJob', { token: projects, body: { id: job.id } })).status).toBe(403);
    expect((await app.request('POST', '/r/importJob', { token: planner, body: { id: job.id } })).status).toBe(403);
    expect((await app.request('POST', '/r/importJob', { token: limited, body: { id: job.id } })).status).toBe(403);
    expect((await app.request('POST', '/r/importJob', { token: sales, body: { id: job.id } })).status).toBe(200);
    // Another user's latest import is not theirs.
    expect((await app.request('POST', '/r/lastImportJob', { token: sales, body: { kind: 'customers' } })).json).toBe(
      null,
    );
  });

  it('warns about addresses the geocoder could not place and keeps them at 0/0', async () => {
    held.state.reset();
    held.state.open();
    const none: GeoServices['geocoder'] = { geocode: async () => null };
    const geocoder = app.ctx.geo.geocoder;
    app.ctx.geo.geocoder = none;
    try {
      const job = await runImport(app, owner1, '/r/insertCustomers', [
        customer(),
        unplaced(),
        unplaced({ address: '' }),
      ]);
      expect(job.warnings).toEqual([{ key: 'geo.unplaced', message: 'Unable to retrieve coordinates', rows: [2] }]);
    } finally {
      app.ctx.geo.geocoder = geocoder;
    }
  });
});
