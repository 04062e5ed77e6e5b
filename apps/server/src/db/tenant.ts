import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';

export const APP_ROLE = 'backoffice_app';

/**
 * Runs `fn` in a transaction scoped to one owner. The query layer filters on owner_id itself; row-level security on
 * app.owner_id is the second wall, made effective by switching to the non-superuser app role (superusers, like
 * PGlite's default user, bypass RLS).
 */
export function withTenant<T>(database: Database, ownerId: number, fn: (tx: Db) => Promise<T>): Promise<T> {
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
export function withSystem<T>(database: Database, fn: (tx: Db) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.system', 'on', true)`);
    return fn(tx as unknown as Db);
  });
}
