import { buildApp } from './app.ts';
import { loadConfig, StartupError } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { scheduleAnnouncementJob, scheduleHorizonJob } from './modules/planning/index.ts';
import { scheduleMaintenanceJob } from './platform/db-maintenance.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  if (config.seed && (await seedDemoIfEmpty(database))) console.log('demo data seeded (SEED=0 skips this)');
  const { app, ctx } = await buildApp(config, database, { logger: process.env.LOG_REQUESTS === '1' });
  ctx.jobs.start();
  await scheduleAnnouncementJob(ctx);
  await scheduleHorizonJob(ctx);
  await scheduleMaintenanceJob(ctx);
  const shutdown = async () => {
    await app.close();
    await ctx.jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`Back office on http://localhost:${config.port}${config.basePath}/ (database: ${where})`);
}

main().catch((err: unknown) => {
  // Operator mistakes (bad DATABASE_URL, port in use) get one line, not a stack trace.
  if (err instanceof StartupError || (err instanceof Error && 'code' in err && err.code === 'EADDRINUSE')) {
    console.error(`error: ${err.message}`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
