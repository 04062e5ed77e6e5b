import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';

/**
 * The config and the migrated database of a bench: PostgreSQL at BENCH_DATABASE_URL (an empty database), else PGlite
 * in `dataDir`.
 */
export async function openBenchDatabase(dataDir: string) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench', PORT: '0' }),
    databaseUrl,
  };
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : dataDir });
  await migrateDatabase(database);
  return { config, database };
}
