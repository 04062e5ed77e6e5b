import { type FieldKind, type FieldPath, REF_TABLES, schemaFields } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { withSystem, withTenant } from '../db/tenant.ts';
import type { RegisteredCall } from '../platform/calls.ts';
import { HttpError } from '../platform/errors.ts';
import { assertReferences, REF_TABLE_NAMES } from '../platform/references.ts';
import { ADMIN_1, ADMIN_2, appPerFile } from './app-per-file.ts';
import { BACKENDS, type TestApp } from './harness.ts';

// Issue 14: bad input never gives a 5xx. Every field of every call's body is one of the shared field types
// (packages/domain/src/api/fields.ts); each type gets the values that broke the API from the outside (ids of 2^31 or
// more, booleans for numbers, NUL, lone surrogates, line breaks in one-line fields, JSON nested 3,000 levels deep),
// one field at a time. The answer must be 400 naming that field, and the database must not change.

/** A JSON value nested `levels` deep. */
const deep = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

const BAD: Record<FieldKind, [string, unknown][]> = {
  id: [
    ['2^31', 2 ** 31],
    ['true', true],
  ],
  ref: [
    ['2^31', 2 ** 31],
    ['true', true],
  ],
  int: [
    ['2^31', 2 ** 31],
    ['true', true],
  ],
  number: [
    ['2^31', 2 ** 31],
    ['true', true],
  ],
  flag: [
    ['2^31', 2 ** 31],
    ['a word', 'yes'],
  ],
  line: [
    ['NUL', 'a\u0000b'],
    ['lone surrogate', 'a\ud800b'],
    ['line break', 'first\nsecond'],
  ],
  text: [
    ['NUL', 'a\u0000b'],
    ['lone surrogate', '\udc00b'],
  ],
  date: [['NUL', '2026-01-01\u0000']],
  json: [['3,000 levels deep', deep(3000)]],
  filter: [['NUL', '12\u0000']],
  secret: [],
};

/** A body holding `value` at `path` ('*' becomes the first element of a list). */
function bodyWith(path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return head === '*' ? [bodyWith(rest, value)] : { [head as string]: bodyWith(rest, value) };
}

/** The path as the error names it: '*' is element 0. */
const issuePath = (path: FieldPath) => path.map((part) => (part === '*' ? '0' : part)).join('.');

/** Whether an issue names the field: the field itself, something inside it, or the list or object holding it. */
const names = (issue: string, field: string) =>
  issue === field || issue.startsWith(`${field}.`) || (issue !== '' && field.startsWith(`${issue}.`));

/** Every table's rows, hashed: proves a refused call wrote nothing anywhere. */
async function fingerprint(app: TestApp): Promise<Record<string, string>> {
  return withSystem(app.database, async (tx) => {
    const tables = await queryRows<{ name: string }>(
      tx,
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like '__drizzle%'
          order by table_name`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ h: string }>(
        tx,
        sql.raw(
          `select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${name}" t`,
        ),
      );
      result[name] = row?.h ?? '';
    }
    return result;
  });
}

describe.each(BACKENDS)('bad input on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1 });
  let bodies: { call: RegisteredCall; fields: ReturnType<typeof schemaFields> }[];

  beforeAll(async () => {
    bodies = t.app.calls.flatMap((call) => (call.body ? [{ call, fields: schemaFields(call.body) }] : []));
  });

  it('declares every field of every call body as one of the shared field types', () => {
    const untagged = bodies.flatMap(({ call, fields }) =>
      fields.untagged.map((field) => `${call.path} ${field.path.join('.')} (${field.type})`),
    );
    expect(untagged).toEqual([]);
  });

  it('answers each bad value in each field with 400 naming the field, and changes nothing', async () => {
    const before = await fingerprint(t.app);
    const wrong: string[] = [];
    let sent = 0;
    for (const { call, fields } of bodies) {
      if (call.path === '/logoutEverywhere') continue;
      for (const field of fields.fields) {
        for (const [name, value] of BAD[field.kind]) {
          const response = await t.app.request(call.method, `/r${call.path}`, {
            token: t.admin,
            body: bodyWith(field.path, value),
            query: call.method === 'GET' ? bodyWith(field.path, value) : undefined,
          });
          sent++;
          const path = issuePath(field.path);
          const issues: string[] = (response.json?.issues ?? []).map((issue: { path: string }) => issue.path);
          if (response.status !== 400 || !issues.some((issue) => names(issue, path)))
            wrong.push(
              `${call.path} ${path} ${name}: ${response.status} ${JSON.stringify(response.json).slice(0, 160)}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    expect(await fingerprint(t.app)).toEqual(before);
    // Thousands of requests, growing with every call: the default 30 s is for one behaviour, not a walk.
  }, 180_000);
});

describe.each(BACKENDS)('references stay inside the owner on %s', (backend) => {
  const t = appPerFile(backend, { owner2: ADMIN_2 });

  /** A live id of owner 1 in each referable table (or an id nobody has, where owner 1 has none). */
  async function ownerOneIds(): Promise<Record<string, number>> {
    const ids: Record<string, number> = {};
    await withSystem(t.app.database, async (tx) => {
      for (const table of REF_TABLES) {
        const name = REF_TABLE_NAMES[table];
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql.raw(
            `select coalesce(min(id) filter (where owner_id = 1 and deleted = 0), max(id) + 1000, 999999) as id from "${name}"`,
          ),
        );
        ids[table] = row?.id ?? 999_999;
      }
    });
    return ids;
  }

  it("refuses owner 1's ids in every reference field of every call, naming the field", async () => {
    const foreign = await ownerOneIds();
    const wrong: string[] = [];
    let checked = 0;
    await withTenant(t.app.database, 2, async (tx) => {
      for (const call of t.app.calls) {
        if (!call.body) continue;
        for (const field of schemaFields(call.body).fields) {
          if (field.kind !== 'ref' || !field.ref) continue;
          checked++;
          const body = bodyWith(field.path, foreign[field.ref]);
          const refusal = await assertReferences(tx, 2, call.body, body).then(
            () => undefined,
            (error: unknown) => error,
          );
          const named =
            refusal instanceof HttpError &&
            refusal.status === 400 &&
            (refusal.issues ?? []).some((issue) => issue.path === issuePath(field.path));
          if (!named) wrong.push(`${call.path} ${field.path.join('.')} (${field.ref})`);
        }
      }
    });
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('refuses a user linked to, and a planning hiding, another owner’s employee; nothing is stored', async () => {
    const before = await fingerprint(t.app);
    const foreign = await ownerOneIds();
    const user = await t.app.request('POST', '/r/createUser', {
      token: t.owner2,
      body: { userName: 'linked@test.example', employeeId: foreign.employees, roles: ['employer_portal'] },
    });
    expect(user.status).toBe(400);
    expect(user.json.issues).toEqual([{ path: 'employeeId', message: `Employee ${foreign.employees} not found` }]);
    const hidden = await t.app.request('POST', '/r/savePlanningVisibility', {
      token: t.owner2,
      body: { hiddenEmployees: [foreign.employees], hiddenProjects: [] },
    });
    expect(hidden.status).toBe(400);
    expect(hidden.json.issues[0].path).toBe('hiddenEmployees.0');
    expect(await fingerprint(t.app)).toEqual(before);
  });
});
