import {
  canAccessAny,
  RECORD_METAS,
  RESOURCE_METAS,
  ROLES,
  resourceCalls,
  resourceDeclarations,
} from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import { DEMO_USERS } from '../seed/demo.ts';
import { addUser, BACKENDS, countRows, createTestApp, type TestApp } from './harness.ts';

// Valid sample data per declared resource, used to create records in the contract checks.
const SAMPLES: Record<string, Record<string, unknown>> = {
  Car: { name: 'Contract test car', licensePlate: 'ab-12-cd' },
  Product: { name: 'Contract test product', description: 'x' },
  Procedure: { name: 'Contract test procedure', description: 'y' },
  FixedTask: { title: 'Contract test task', frequency: 2 },
  News: { title: 'Contract test news', message: 'hello', published: 1 },
};
/** A resource's calls as the test requests them (below /r). */
function callsOf(meta: (typeof RESOURCE_METAS)[number]) {
  const calls = resourceCalls(meta);
  return { all: `/r${calls.all}`, save: `/r${calls.save}`, insert: calls.insert && `/r${calls.insert}` };
}
const TABLES: Record<string, string> = {
  Car: 'cars',
  Product: 'products',
  Procedure: 'procedures',
  FixedTask: 'fixed_tasks',
  News: 'news',
};

describe.each(BACKENDS)('API contract on %s', (backend) => {
  let app: TestApp;
  let owner1: string;
  let owner2: string;

  beforeAll(async () => {
    app = await createTestApp(backend);
    owner1 = await app.login(DEMO_USERS.admin, 1);
    owner2 = await app.login(DEMO_USERS.admin, 2);
    for (const role of ROLES) await addUser(app, 1, `role-${role}@test.example`, [role]);
  });
  afterAll(() => app.close());

  it('registers every declared resource call', () => {
    const paths = app.calls.map((c) => `${c.method} /r${c.path}`);
    for (const meta of RESOURCE_METAS) {
      const calls = callsOf(meta);
      expect(paths).toContain(`GET ${calls.all}`);
      expect(paths).toContain(`POST ${calls.save}`);
      if (calls.insert) expect(paths).toContain(`POST ${calls.insert}`);
    }
  });

  it('registers the calls of every record type against their declarations (body and answer in the document)', () => {
    for (const meta of RECORD_METAS) {
      for (const declared of Object.values(resourceDeclarations(meta))) {
        const found = app.calls.find((c) => c.method === declared.method && c.path === declared.path);
        expect(found?.declaration?.response, `${declared.method} ${declared.path}`).toBeDefined();
        expect(found?.area, declared.path).toEqual(declared.area);
      }
    }
  });

  it('answers 401 without a token and with a forged one', async () => {
    for (const call of app.calls) {
      expect((await app.request(call.method, `/r${call.path}`)).status, call.path).toBe(401);
      expect((await app.request(call.method, `/r${call.path}`, { token: `${owner1}x` })).status, call.path).toBe(401);
    }
  });

  // Every role against every call: thousands of requests, slower than the default test time on a busy machine.
  it('gates every call by role: 403 exactly where the role table says no', async () => {
    // "Log out everywhere" ends the caller's session: walked last, with its own login.
    const calls = [...app.calls].sort(
      (a, b) => Number(a.path === '/logoutEverywhere') - Number(b.path === '/logoutEverywhere'),
    );
    for (const role of ROLES) {
      const token = await app.login(`role-${role}@test.example`, 1);
      for (const call of calls) {
        const response = await app.request(call.method, `/r${call.path}`, { token, body: {} });
        const allowed = canAccessAny({ roles: [role] }, call.area, call.level);
        if (allowed) {
          expect(response.status, `${role} ${call.path}`).not.toBe(403);
          // An empty body is bad input or a plain read, never a server error.
          expect(response.status, `${role} ${call.path}`).toBeLessThan(500);
        } else expect(response.status, `${role} ${call.path}`).toBe(403);
      }
    }
  }, 120_000);

  describe.each(RESOURCE_METAS.map((meta) => [meta.name, meta] as const))('resource %s', (name, meta) => {
    const calls = callsOf(meta);
    const table = TABLES[name] as string;
    const sample = SAMPLES[name] as Record<string, unknown>;

    it('creates, updates and soft-deletes a record, with audit entries', async () => {
      const created = await app.request('POST', calls.save, { token: owner1, body: { id: 0, ...sample } });
      expect(created.status).toBe(200);
      expect(created.json.id).toBeGreaterThan(0);
      const id = created.json.id;
      let list = await app.request('GET', calls.all, { token: owner1 });
      expect(list.json.map((r: { id: number }) => r.id)).toContain(id);

      const updated = await app.request('POST', calls.save, { token: owner1, body: { ...created.json, deleted: 0 } });
      expect(updated.status).toBe(200);

      const deleted = await app.request('POST', calls.save, { token: owner1, body: { id, deleted: 1 } });
      expect(deleted.status).toBe(200);
      list = await app.request('GET', calls.all, { token: owner1 });
      expect(list.json.map((r: { id: number }) => r.id)).not.toContain(id);
      // A deleted record can be neither changed nor deleted again.
      expect((await app.request('POST', calls.save, { token: owner1, body: { ...created.json } })).status).toBe(404);

      const audit = await withTenant(app.database, 1, (tx) =>
        queryRows<{ action: string }>(
          tx,
          sql`select action from audit_log where entity = ${meta.name} and entity_id = ${id} order by id`,
        ),
      );
      expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    });

    it("keeps owner 1's records away from owner 2", async () => {
      const created = await app.request('POST', calls.save, { token: owner1, body: sample });
      const id = created.json.id;
      const list2 = await app.request('GET', calls.all, { token: owner2 });
      expect(list2.json.map((r: { id: number }) => r.id)).not.toContain(id);
      const change = await app.request('POST', calls.save, { token: owner2, body: { ...created.json } });
      expect(change.status).toBe(404);
      const remove = await app.request('POST', calls.save, { token: owner2, body: { id, deleted: 1 } });
      expect(remove.status).toBe(404);
      const list1 = await app.request('GET', calls.all, { token: owner1 });
      expect(list1.json.find((r: { id: number }) => r.id === id)).toEqual(created.json);
    });

    it('refuses malformed bodies with 400 and writes nothing', async () => {
      const before = await countRows(app, table);
      const auditBefore = await countRows(app, 'audit_log');
      for (const body of [[], '{not json', '"text"', { id: 'abc' }, { ...sample, id: -1 }, { ...sample, deleted: 7 }]) {
        const response = await app.request('POST', calls.save, { token: owner1, body });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.json.code).toBe(400);
        expect(typeof response.json.message).toBe('string');
      }
      if (calls.insert) {
        // One bad record in a list: the whole insert is refused.
        const response = await app.request('POST', calls.insert, {
          token: owner1,
          body: [sample, { ...sample, id: 'x' }],
        });
        expect(response.status).toBe(400);
      }
      expect(await countRows(app, table)).toBe(before);
      expect(await countRows(app, 'audit_log')).toBe(auditBefore);
    });
  });

  it('row-level security hides other owners even from a query without an owner condition', async () => {
    for (const table of Object.values(TABLES)) {
      const rows = await withTenant(app.database, 2, (tx) =>
        queryRows<{ owner_id: number }>(tx, sql.raw(`select owner_id from "${table}"`)),
      );
      expect(rows.length, table).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.owner_id)), table).toEqual(new Set([2]));
    }
    await expect(
      withTenant(app.database, 2, (tx) => tx.execute(sql`insert into cars (owner_id, name) values (1, 'sneaky')`)),
    ).rejects.toThrow();
  });
});
