import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';

export const APP_ROLE = 'backoffice_app';

/**
 * PGlite runs in this process and answers in microtasks, so work that takes transaction after transaction (a job's
 * batches) never let the event loop read a request: during an invoice run every other page waited 0.5-1 s once a chunk
 * (p95 620 ms; 270 ms with this). A PGlite transaction therefore starts on a turn of the event loop of its own, after
 * the requests and timers that are waiting. PostgreSQL's answers come through the network, which yields anyway.
 */
const ownTurn = (database: Database) => (database.kind === 'pglite' ? nextTurn() : undefined);

/**
 * Runs `fn` in a transaction scoped to one owner. The query layer filters on owner_id itself; row-level security on
 * app.owner_id is the second wall, made effective by switching to the non-superuser app role (superusers, like
 * PGlite's default user, bypass RLS).
 */
export async function withTenant<T>(database: Database, ownerId: number, fn: (tx: Db) => Promise<T>): Promise<T> {
  await ownTurn(database);
  return database.db.transaction(async (tx) => {
    if (database.appRole) {
      await tx.execute(
        sql`select set_config('app.owner_id', ${String(ownerId)}, true), set_config('role', ${APP_ROLE}, true)`,
      );
    } else {
      await tx.execute(sql`select set_config('app.owner_id', ${String(ownerId)}, true)`);
    }
    return fn(tx as unknown as Db);
  });
}

/** A transaction for work across owners (login, the job worker, seeding); policies let `app.system` through. */
export async function withSystem<T>(database: Database, fn: (tx: Db) => Promise<T>): Promise<T> {
  await ownTurn(database);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.system', 'on', true)`);
    return fn(tx as unknown as Db);
  });
}
