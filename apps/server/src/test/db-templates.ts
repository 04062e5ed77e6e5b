import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemoIfEmpty } from '../seed/demo.ts';
import { testPostgresUrl } from './local-postgres.ts';

/** Where each test file's database starts from: made once per run, so a file copies instead of migrating and seeding. */
export interface DbTemplates {
  /** PGlite dumps (tar files): migrated, and migrated with the demo seeded. */
  pglite: { bare: string; seeded: string };
  /** PostgreSQL template databases, and the admin address test files create their databases with. */
  postgres?: { bare: string; seeded: string; adminUrl: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

const run = randomBytes(4).toString('hex');

async function pgliteDump(seed: boolean): Promise<string> {
  const database = await openDatabase({});
  await migrateDatabase(database);
  if (seed) await seedDemoIfEmpty(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(tmpdir(), `bo-template-${run}-${seed ? 'seeded' : 'bare'}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function postgresTemplate(adminUrl: string, seed: boolean): Promise<string> {
  const name = `bo_template_${run}_${seed ? 'seeded' : 'bare'}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(database);
  if (seed) await seedDemoIfEmpty(database);
  await database.close(); // a template may have no connections while it is copied
  return name;
}

export default async function setup(project: TestProject) {
  const adminUrl = await testPostgresUrl();
  const [bare, seeded, pgBare, pgSeeded] = await Promise.all([
    pgliteDump(false),
    pgliteDump(true),
    adminUrl ? postgresTemplate(adminUrl, false) : undefined,
    adminUrl ? postgresTemplate(adminUrl, true) : undefined,
  ]);
  project.provide('dbTemplates', {
    pglite: { bare, seeded },
    postgres: adminUrl && pgBare && pgSeeded ? { bare: pgBare, seeded: pgSeeded, adminUrl } : undefined,
  });
  return async () => {
    rmSync(bare, { force: true });
    rmSync(seeded, { force: true });
    if (adminUrl && pgBare && pgSeeded) {
      for (const name of [pgBare, pgSeeded]) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    }
  };
}
