import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { StartupError } from '../config.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** A database or a transaction: query functions take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Whether tenant transactions can switch to the non-superuser app role (set by the migrator). */
  appRole: boolean;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** An in-memory PGlite that starts from a dump of another (tests start from a migrated, seeded template). */
  loadDataDir?: Blob;
}

/** Trigram indexes serve the name searches of large lists (the invoice list); PostgreSQL ships it as pg_trgm too. */
const extensions = { pg_trgm };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  let client: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  } else {
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions });
  }
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    appRole: false,
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StartupError('DATABASE_URL is not a valid URL (expected postgres://user:password@host:port/database)');
  }
  if (!['postgres:', 'postgresql:'].includes(parsed.protocol)) {
    throw new StartupError(`DATABASE_URL must start with postgres:// or postgresql://, got ${parsed.protocol}//`);
  }
  // A burst of calls queues for the ten connections: fifty invoices invoiced at once, each booking its ledger lines,
  // waited more than 5 s for a connection on a busy machine and failed with a 500. A caller waits up to 30 s instead.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 30_000 });
  pool.on('error', (err) => console.error('database pool error:', err.message));
  try {
    await pool.query('select 1');
  } catch (err) {
    await pool.end().catch(() => undefined);
    const reason = err instanceof Error ? err.message : String(err);
    throw new StartupError(`cannot connect to DATABASE_URL (${parsed.host}${parsed.pathname}): ${reason}`);
  }
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    appRole: false,
    close: () => pool.end(),
  };
}

/** Raw SQL rows; both drivers answer execute() with `{ rows }`, which the shared type cannot express. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
