import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type BuiltApp, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase, queryRows } from '../db/client.ts';
import { migrateDatabase, useMigratedDatabase } from '../db/migrate.ts';
import { ownerUsers, userAccounts } from '../db/schema/index.ts';
import { withSystem } from '../db/tenant.ts';
import type { GeoServices } from '../platform/geo.ts';
import { hashPassword } from '../platform/passwords.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoIfEmpty } from '../seed/demo.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when the run has one (db-templates.ts: TEST_DATABASE_URL or the machine's own). */
export const ALL_BACKENDS: Backend[] = inject('dbTemplates')?.postgres ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Where a domain's API tests run: PostgreSQL when the run has one (the production database, and the one with real
 * concurrency for the lock and "at once" tests), else PGlite; TEST_BACKENDS=all runs them on both. Both speak the
 * same SQL, so running every file twice doubled the suite for little: the walks over every call (contract.test.ts)
 * and the job queue run on ALL_BACKENDS, so each call and each job still runs on PGlite too.
 */
export const BACKENDS: Backend[] =
  process.env.TEST_BACKENDS === 'all' ? ALL_BACKENDS : ALL_BACKENDS.includes('postgres') ? ['postgres'] : ['pglite'];

export interface TestApp extends BuiltApp {
  database: Database;
  config: Config;
  request(
    method: 'GET' | 'POST',
    path: string,
    options?: { token?: string; body?: unknown; ip?: string; query?: unknown },
  ): Promise<TestResponse>;
  login(userName: string, ownerId: number, password?: string): Promise<string>;
  /** Opens a stored file as the web app does: a download ticket, then the download-inline address (raw bytes). */
  download(token: string, uploadId: number): Promise<TestFile>;
  close(): Promise<void>;
}

interface TestFile {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  bytes: Buffer;
}

interface TestResponse {
  status: number;
  body: unknown;
  // biome-ignore lint/suspicious/noExplicitAny: tests read response fields freely
  json: any;
  /** The raw answer (a file call's bytes). */
  bytes: Buffer;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * A fresh PostgreSQL database per test file, so files run in parallel without sharing state; copied from the run's
 * template (db-templates.ts) when there is one (none: empty, for a server that migrates it itself).
 */
export async function freshPostgres(
  adminUrl: string,
  template: string | undefined,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  backend: Backend = 'pglite',
  overrides: Partial<Config> = {},
  options: { seed?: boolean; geo?: GeoServices } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-test-'));
  const templates = inject('dbTemplates');
  const variant = options.seed === false ? 'bare' : 'seeded';
  const pgTemplate = templates?.postgres?.[variant];
  const adminUrl = templates?.postgres?.adminUrl ?? process.env.TEST_DATABASE_URL;
  if (backend === 'postgres' && !adminUrl) throw new Error('no PostgreSQL for this test run');
  const pgDb = backend === 'postgres' && adminUrl ? await freshPostgres(adminUrl, pgTemplate) : undefined;
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      PORT: '0',
      VALIDATE_RESPONSES: '1',
    }),
    databaseUrl: pgDb?.url,
    ...overrides,
  };
  const pgliteTemplate = backend === 'pglite' ? templates?.pglite[variant] : undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    loadDataDir: pgliteTemplate ? new Blob([readFileSync(pgliteTemplate)]) : undefined,
  });
  if (pgliteTemplate || pgTemplate) await useMigratedDatabase(database);
  else {
    await migrateDatabase(database);
    if (options.seed !== false) await seedDemoIfEmpty(database);
  }
  const built = await buildApp(config, database, { geo: options.geo });
  const prefix = `${config.basePath}/api`;

  const request: TestApp['request'] = async (method, path, opts = {}) => {
    const query =
      opts.query && typeof opts.query === 'object'
        ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`
        : '';
    const response = await built.app.inject({
      method,
      url: `${prefix}${path}${query}`,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      remoteAddress: opts.ip ?? '127.0.0.1',
      // A string body is sent as is, to test malformed JSON.
      ...(method === 'POST'
        ? { payload: typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body ?? {}) }
        : {}),
    });
    let body: unknown = response.body;
    try {
      body = JSON.parse(response.body);
    } catch {
      // not JSON (files)
    }
    return { status: response.statusCode, body, json: body, bytes: response.rawPayload, headers: response.headers };
  };

  return {
    ...built,
    database,
    config,
    request,
    async login(userName, ownerId, password = DEMO_PASSWORD) {
      const response = await request('POST', '/login', { body: { userName, password, ownerId } });
      if (response.status !== 200)
        throw new Error(`login ${userName} failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.json.token as string;
    },
    async download(token, uploadId) {
      const ticket = await request('POST', '/r/downloadTicket', { token, body: { uploadId } });
      if (ticket.status !== 200) return { status: ticket.status, headers: {}, bytes: Buffer.alloc(0) };
      const file = await built.app.inject({
        method: 'GET',
        url: `${prefix}/downloadInline/${ticket.json.ticket}/${uploadId}`,
      });
      return { status: file.statusCode, headers: file.headers, bytes: file.rawPayload };
    },
    async close() {
      await built.app.close();
      await built.ctx.jobs.stop();
      await database.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Adds a login with the demo password and the given roles in one owner; returns its token. */
export async function addUser(app: TestApp, ownerId: number, userName: string, roles: string[]): Promise<string> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await withSystem(app.database, async (tx) => {
    const [account] = await tx.insert(userAccounts).values({ userName, passwordHash }).returning();
    if (!account) throw new Error('insert account failed');
    // Tests may give any text as a role, to prove an unknown one opens nothing.
    await tx.insert(ownerUsers).values({ ownerId, userId: account.id, roles: roles as Role[] });
  });
  return app.login(userName, ownerId);
}

/** POSTs and expects `status` (200 by default); answers the JSON. */
export async function call(app: TestApp, token: string, path: string, body: unknown, status = 200) {
  const response = await app.request('POST', `/r/${path}`, { token, body });
  expect(response.status, `${path}: ${JSON.stringify(response.json)}`).toBe(status);
  return response.json;
}

/** Counts rows of a table over all owners, bypassing the tenant wall (to prove nothing was written). */
export async function countRows(app: TestApp, table: string): Promise<number> {
  const rows = await withSystem(app.database, (tx) =>
    queryRows<{ n: number }>(tx, sql.raw(`select count(*)::int as n from "${table}"`)),
  );
  return rows[0]?.n ?? 0;
}

/** The usual start of a module's tests: an app on `backend` and an administrator's token of owners 1 and 2. */
export function appWithAdmins(backend: Backend): { app: TestApp; owner1: string; owner2: string } {
  const t = {} as { app: TestApp; owner1: string; owner2: string };
  beforeAll(async () => {
    t.app = await createTestApp(backend);
    t.owner1 = await t.app.login(DEMO_USERS.admin, 1);
    t.owner2 = await t.app.login(DEMO_USERS.admin, 2);
  });
  afterAll(() => t.app.close());
  return t;
}
