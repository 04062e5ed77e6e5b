import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, queryRows } from './client.ts';
import { APP_ROLE } from './tenant.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the SQL migrations, then (idempotently) the row-level-security wall on every table with owner_id. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  await applyRowLevelSecurity(database);
  await useMigratedDatabase(database);
}

/** For a database copied from a migrated one (the test templates): only the connection's role needs finding out. */
export async function useMigratedDatabase(database: Database): Promise<void> {
  database.appRole = await canUseAppRole(database);
}

// Policies are derived from the catalogue, so a table added by a later migration is covered without extra work.
async function applyRowLevelSecurity(database: Database): Promise<void> {
  const { db } = database;
  await db.execute(
    sql.raw(`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN CREATE ROLE ${APP_ROLE} NOLOGIN; END IF;
  EXCEPTION WHEN duplicate_object OR unique_violation OR insufficient_privilege THEN NULL; END $$`),
  );
  const tables = await queryRows<{ table_name: string; key: string }>(
    db,
    sql`
    select c.table_name, c.column_name as key from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and (c.column_name = 'owner_id' or (c.table_name = 'owners' and c.column_name = 'id'))`,
  );
  // The settings in subqueries: read once per query (an InitPlan), not for every row (a total over 50,000 invoices
  // took 10.9 ms with the settings read per row, 6.9 ms so, 5.5 ms without the policy).
  const predicate = (key: string) =>
    `(${key} = (select nullif(current_setting('app.owner_id', true), '')::int) or (select current_setting('app.system', true) = 'on'))`;
  for (const { table_name: table, key } of tables) {
    for (const statement of [
      `ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`,
      `ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`,
      `DROP POLICY IF EXISTS tenant_isolation ON "${table}"`,
      `CREATE POLICY tenant_isolation ON "${table}" USING ${predicate(key)} WITH CHECK ${predicate(key)}`,
    ]) {
      await db.execute(sql.raw(statement));
    }
  }
  await db.execute(
    sql.raw(`DO $$ BEGIN
      GRANT USAGE ON SCHEMA public TO ${APP_ROLE};
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE};
      GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE};
    EXCEPTION WHEN undefined_object OR insufficient_privilege THEN NULL; END $$`),
  );
}

async function canUseAppRole(database: Database): Promise<boolean> {
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
    });
    return true;
  } catch {
    return false; // a non-superuser connection without the role: FORCE ROW LEVEL SECURITY already applies to it
  }
}
