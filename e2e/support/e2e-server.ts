import { rmSync } from 'node:fs';
import pg from 'pg';
import { testPostgresUrl } from '../../apps/server/src/test/local-postgres.ts';

/**
 * Starts the app for the browser tests, with the demo data: on a fresh database of the tests' PostgreSQL when there is
 * one (as the API tests do; the server answers sooner there than on PGlite, which shares the server's process), else
 * on PGlite in a fresh data directory.
 */
async function freshPostgres(): Promise<string | undefined> {
  const adminUrl = await testPostgresUrl();
  if (!adminUrl) return undefined;
  const name = `bo_e2e_${process.env.PORT ?? 'app'}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const databaseUrl = await freshPostgres();
if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
else rmSync(process.env.DATA_DIR ?? '.tmp/e2e-data', { recursive: true, force: true });
await import('../../apps/server/src/main.ts');
