import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { withSystem } from '../db/tenant.ts';
import { ALL_BACKENDS, createTestApp, type TestApp } from '../test/harness.ts';
import { scheduleMaintenanceJob } from './db-maintenance.ts';

// The nightly VACUUM (ANALYZE) of PGlite, which has no autovacuum: without it the planner keeps the statistics of the
// day the tables were made.

interface Planned {
  id: number;
  status: string;
  run_at: string;
}

describe.each(ALL_BACKENDS)('database maintenance on %s', (backend) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(backend, {}, { seed: false });
  });
  afterAll(() => app.close());

  const system = <T>(query: ReturnType<typeof sql>) =>
    withSystem(app.database, (tx) => queryRows<T & Record<string, unknown>>(tx, query));
  const planned = () =>
    system<Planned>(sql`select id, status, run_at::text from jobs where kind = 'db.maintenance' order by id`);

  it(
    backend === 'pglite'
      ? 'plans one run a night and refreshes the statistics of tables filled since'
      : 'plans nothing: PostgreSQL vacuums and analyses by itself',
    async () => {
      await scheduleMaintenanceJob(app.ctx);
      await scheduleMaintenanceJob(app.ctx);
      const runs = await planned();
      if (backend === 'postgres') {
        expect(runs).toEqual([]);
        return;
      }
      expect(runs.map((r) => r.status)).toEqual(['queued']);
      const first = runs[0] as Planned;
      await system(sql`create table maintenance_probe (n int)`);
      await system(sql`insert into maintenance_probe select generate_series(1, 3000)`);
      const tuples = () =>
        system<{ reltuples: number }>(sql`select reltuples from pg_class where relname = 'maintenance_probe'`);
      expect((await tuples())[0]?.reltuples).toBe(-1);

      // A night missed while the server was down is not made up at a start-up in working hours.
      await system(sql`update jobs set run_at = now() - interval '2 hours' where id = ${first.id}`);
      expect(await app.ctx.jobs.runDue()).toBe(1);
      expect((await tuples())[0]?.reltuples).toBe(-1);
      const next = (await planned()).at(-1) as Planned;
      expect(Date.parse(next.run_at)).toBeGreaterThan(Date.now());

      await system(sql`update jobs set run_at = now() - interval '1 second' where id = ${next.id}`);
      expect(await app.ctx.jobs.runDue()).toBe(1);
      expect((await tuples())[0]?.reltuples).toBe(3000);
      const after = await planned();
      expect(after.map((r) => r.status)).toEqual(['done', 'done', 'queued']);
      expect(Date.parse(after[2]?.run_at ?? '')).toBeGreaterThan(Date.now());
    },
  );
});
