import {
  canAccessAny,
  RECORD_METAS,
  type RecordMeta,
  ROLES,
  resourceCalls,
  resourceDeclarations,
  schemaFields,
} from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import { ALL_BACKENDS, addUser, appWithAdmins, countRows, type TestApp } from './harness.ts';

type Row = Record<string, unknown>;

/** A list kept in the owner's settings has no table of its own: its list answer shows what was written. */
const OWNER_SETTINGS = 'owners';

/** The references the record's schema requires (0 refused), each with the table a live record is taken from. */
function requiredReferences(meta: RecordMeta): { field: string; table: string }[] {
  return schemaFields(meta.schema).fields.flatMap((field) => {
    const key = field.path.join('.');
    const schema = meta.schema.shape[key];
    const required = field.kind === 'ref' && field.path.length === 1 && !schema?.safeParse(0).success;
    return required && field.ref ? [{ field: key, table: field.ref }] : [];
  });
}

/**
 * A record type's calls as the test requests them, from its declaration: the list (through a live parent of owner 1
 * for a parent-scoped type), the save with its delete, the insert; and a valid new record from its `example`.
 */
async function walkOf(app: TestApp, meta: RecordMeta) {
  const declared = resourceDeclarations(meta);
  const insert = resourceCalls(meta).insert;
  const sample: Row = { ...meta.example };
  for (const { field, table } of requiredReferences(meta)) {
    const [live] = await withTenant(app.database, 1, (tx) =>
      queryRows<{ id: number }>(tx, sql.raw(`select id from "${table}" where deleted = 0 order by id limit 1`)),
    );
    if (!live) throw new Error(`${meta.name}: owner 1 has no live ${table} for ${field}`);
    sample[field] = live.id;
  }
  const listBody = meta.parent ? { id: sample[meta.parent.field], ...meta.parent.example } : undefined;
  return {
    sample,
    save: `/r${declared.save.path}`,
    insert: insert && `/r${insert}`,
    list: (token: string) =>
      app.request(declared.all.method, `/r${declared.all.path}`, { token, ...(listBody ? { body: listBody } : {}) }),
  };
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe.each(ALL_BACKENDS)('API contract on %s', (backend) => {
  const t = appWithAdmins(backend);

  beforeAll(async () => {
    for (const role of ROLES) await addUser(t.app, 1, `role-${role}@test.example`, [role]);
  });

  it('registers every declared resource call', () => {
    const paths = t.app.calls.map((c) => `${c.method} ${c.path}`);
    for (const meta of RECORD_METAS) {
      const insert = resourceCalls(meta).insert;
      for (const declared of Object.values(resourceDeclarations(meta))) {
        expect(paths).toContain(`${declared.method} ${declared.path}`);
      }
      if (insert) expect(paths).toContain(`POST ${insert}`);
    }
  });

  it('registers the calls of every record type against their declarations (body and answer in the document)', () => {
    for (const meta of RECORD_METAS) {
      for (const declared of Object.values(resourceDeclarations(meta))) {
        const found = t.app.calls.find((c) => c.method === declared.method && c.path === declared.path);
        expect(found?.declaration.response, `${declared.method} ${declared.path}`).toBeDefined();
        expect(found?.area, declared.path).toEqual(declared.area);
      }
    }
  });

  it('answers 401 without a token and with a forged one', async () => {
    for (const call of t.app.calls) {
      expect((await t.app.request(call.method, `/r${call.path}`)).status, call.path).toBe(401);
      expect((await t.app.request(call.method, `/r${call.path}`, { token: `${t.owner1}x` })).status, call.path).toBe(
        401,
      );
    }
  });

  // Every role against every call: thousands of requests, slower than the default test time on a busy machine.
  it('gates every call by role: 403 exactly where the role table says no', async () => {
    // "Log out everywhere" ends the caller's session: walked last, with its own login.
    const calls = [...t.app.calls].sort(
      (a, b) => Number(a.path === '/logoutEverywhere') - Number(b.path === '/logoutEverywhere'),
    );
    for (const role of ROLES) {
      const token = await t.app.login(`role-${role}@test.example`, 1);
      for (const call of calls) {
        const response = await t.app.request(call.method, `/r${call.path}`, { token, body: {} });
        const allowed = canAccessAny({ roles: [role] }, call.area, call.level);
        if (allowed) {
          expect(response.status, `${role} ${call.path}`).not.toBe(403);
          // An empty body is bad input or a plain read, never a server error.
          expect(response.status, `${role} ${call.path}`).toBeLessThan(500);
        } else expect(response.status, `${role} ${call.path}`).toBe(403);
      }
    }
  }, 300_000);

  describe.each(RECORD_METAS.map((meta) => [meta.name, meta] as const))('resource %s', (_name, meta) => {
    const stored = meta.table !== OWNER_SETTINGS;
    let walk: Awaited<ReturnType<typeof walkOf>>;
    beforeAll(async () => {
      walk = await walkOf(t.app, meta);
    });

    it(`creates, updates and deletes (${meta.hardDelete ? 'hard' : 'soft'}) a record, with audit entries`, async () => {
      const rowsBefore = stored ? await countRows(t.app, meta.table) : 0;
      const created = await t.app.request('POST', walk.save, { token: t.owner1, body: { id: 0, ...walk.sample } });
      expect(created.status, JSON.stringify(created.json)).toBe(200);
      expect(created.json.id).toBeGreaterThan(0);
      const id = created.json.id;
      let list = await walk.list(t.owner1);
      expect(ids(list.json)).toContain(id);
      if (stored) expect(await countRows(t.app, meta.table)).toBe(rowsBefore + 1);

      const updated = await t.app.request('POST', walk.save, {
        token: t.owner1,
        body: { ...created.json, deleted: 0 },
      });
      expect(updated.status, JSON.stringify(updated.json)).toBe(200);

      const deleted = await t.app.request('POST', walk.save, { token: t.owner1, body: { id, deleted: 1 } });
      expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
      list = await walk.list(t.owner1);
      expect(ids(list.json)).not.toContain(id);
      // A soft-deleted row stays, flagged; a hard-deleted one is gone.
      if (stored) expect(await countRows(t.app, meta.table)).toBe(rowsBefore + (meta.hardDelete ? 0 : 1));
      // A deleted record can be neither changed nor deleted again.
      expect((await t.app.request('POST', walk.save, { token: t.owner1, body: { ...created.json } })).status).toBe(404);
      expect((await t.app.request('POST', walk.save, { token: t.owner1, body: { id, deleted: 1 } })).status).toBe(404);

      const audit = await withTenant(t.app.database, 1, (tx) =>
        queryRows<{ action: string }>(
          tx,
          sql`select action from audit_log where entity = ${meta.name} and entity_id = ${id} order by id`,
        ),
      );
      expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    });

    it("keeps owner 1's records away from owner 2", async () => {
      const created = await t.app.request('POST', walk.save, { token: t.owner1, body: walk.sample });
      expect(created.status, JSON.stringify(created.json)).toBe(200);
      const id = created.json.id;
      const list2 = await walk.list(t.owner2);
      // Owner 1's parent is no parent of owner 2's: its list is refused; an owner's own list leaves the record out.
      if (meta.parent) expect(list2.status).toBe(404);
      else expect(ids(list2.json)).not.toContain(id);
      const change = await t.app.request('POST', walk.save, { token: t.owner2, body: { ...created.json } });
      // Not found; or, when the record names owner 1's records (a note's employee), refused by the reference check.
      expect(change.status).toBe(requiredReferences(meta).length > 0 ? 400 : 404);
      const remove = await t.app.request('POST', walk.save, { token: t.owner2, body: { id, deleted: 1 } });
      expect(remove.status).toBe(404);
      const list1 = await walk.list(t.owner1);
      expect(list1.json.find((r: { id: number }) => r.id === id)).toEqual(created.json);
    });

    it('refuses malformed bodies with 400 and writes nothing', async () => {
      const rowsBefore = stored ? await countRows(t.app, meta.table) : 0;
      const auditBefore = await countRows(t.app, 'audit_log');
      const listBefore = (await walk.list(t.owner1)).json;
      const { sample } = walk;
      for (const body of [[], '{not json', '"text"', { id: 'abc' }, { ...sample, id: -1 }, { ...sample, deleted: 7 }]) {
        const response = await t.app.request('POST', walk.save, { token: t.owner1, body });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.json.code).toBe(400);
        expect(typeof response.json.message).toBe('string');
      }
      if (walk.insert) {
        // One bad record in a list: the whole insert is refused.
        const response = await t.app.request('POST', walk.insert, {
          token: t.owner1,
          body: [sample, { ...sample, id: 'x' }],
        });
        expect(response.status).toBe(400);
      }
      if (stored) expect(await countRows(t.app, meta.table)).toBe(rowsBefore);
      expect(await countRows(t.app, 'audit_log')).toBe(auditBefore);
      expect((await walk.list(t.owner1)).json).toEqual(listBefore);
    });
  });

  it('row-level security hides other owners even from a query without an owner condition', async () => {
    const tables = new Set(RECORD_METAS.map((meta) => meta.table).filter((table) => table !== OWNER_SETTINGS));
    for (const table of tables) {
      const read = (ownerId: number) =>
        withTenant(t.app.database, ownerId, (tx) =>
          queryRows<{ owner_id: number }>(tx, sql.raw(`select owner_id from "${table}"`)),
        );
      // Owner 1 has rows in every table (the walks above wrote them); owner 2 sees none of them.
      expect((await read(1)).length, table).toBeGreaterThan(0);
      expect(new Set((await read(1)).map((r) => r.owner_id)), table).toEqual(new Set([1]));
      expect(
        (await read(2)).filter((r) => r.owner_id !== 2),
        table,
      ).toEqual([]);
    }
    await expect(
      withTenant(t.app.database, 2, (tx) => tx.execute(sql`insert into cars (owner_id, name) values (1, 'sneaky')`)),
    ).rejects.toThrow();
  });
});
