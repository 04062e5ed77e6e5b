// BENCH_PLANNING=1 node --import tsx bench/clock.ts — the clock and documents reads (issue 5) on one owner with
// 500 employees, 5,000 projects and a year of shifts (about 0.9 million): pagedAgendaEntriesCacheV3 pages (sorted,
// deep, searched) and the export of a month, clock times of a week, deviations of two weeks. Its own small generator:
// the planning slice's bench/planning.ts generator replaces it after the merge. BENCH_DATABASE_URL runs it on
// PostgreSQL instead of PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { type Db, queryRows } from '../apps/server/src/db/client.ts';
import { withSystem } from '../apps/server/src/db/tenant.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { openBenchDatabase } from './database.ts';
import { generateEmployees } from './employees.ts';
import { fmt, runLoad, summarize } from './load.ts';
import { generateProjects } from './projects.ts';

if (process.env.BENCH_PLANNING !== '1') {
  console.log('bench/clock.ts runs with BENCH_PLANNING=1 (it generates about a million shifts first).');
  process.exit(0);
}

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const YEAR_START = '2026-01-01';
const MONTH = { startDate: '2026-11-01', endDate: '2026-11-30' };

/**
 * A year of shifts: every live employee 6 shifts a weekday and 2 a weekend day, on projects spread over the 5,000,
 * a third confirmed; the last 31 days carry clock summaries (every 9th late, every 13th far away).
 */
async function generateShifts(tx: Db, ownerId: number): Promise<void> {
  const [first] = await queryRows<{ id: number }>(
    tx,
    sql`select min(id) as id from projects where owner_id = ${ownerId}`,
  );
  await tx.execute(sql`insert into agenda_entries (owner_id, key, date, employee_id, project_id, start_time, end_time,
      hours, confirmed, source, planning_type)
    select ${ownerId}, 'b-' || e.id || '-' || d::date || '-' || k, d::date, e.id,
      ${first?.id ?? 1} + (e.id * 7 + k * 13 + extract(doy from d)::int) % 4900, 500 + k * 200, 600 + k * 200 + 50,
      150, (e.id + k + extract(doy from d)::int) % 3 % 2, 'default', 1
    from employees e
      cross join generate_series(${YEAR_START}::date, ${YEAR_START}::date + 364, interval '1 day') d
      cross join generate_series(1, 6) k
    where e.owner_id = ${ownerId} and e.deleted = 0 and (k <= 2 or extract(isodow from d) < 6)`);
  await tx.execute(sql`update agenda_entries set clock_data = jsonb_build_object(
      'in', to_char(date + make_interval(mins => (start_time / 100) * 60 + start_time % 100
        + case when id % 9 = 0 then 20 else -2 end) - interval '1 hour', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'out', to_char(date + make_interval(mins => (end_time / 100) * 60 + end_time % 100 + 3) - interval '1 hour',
        'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'inDistance', case when id % 13 = 0 then 450 else 20 end, 'outDistance', 15, 'records', 2)
    where owner_id = ${ownerId} and date between ${addDays(MONTH.endDate, -30)} and ${MONTH.endDate}`);
}

// BENCH_DATA_DIR keeps the generated PGlite database there and reuses it on the next run (generating takes minutes).
const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'bo-bench-clock-'));
const { config, database } = await openBenchDatabase(dataDir);
const t = performance.now();
const passwordHash = await hashPassword('bench-password');
const [existing] = await withSystem(database, (tx) =>
  queryRows<{ id: number }>(tx, sql`select id from owners where name = 'Bench clock'`),
);
const ownerId =
  existing?.id ??
  (await withSystem(database, async (tx) => {
    const [owner] = await queryRows<{ id: number }>(
      tx,
      sql`insert into owners (name) values ('Bench clock') returning id`,
    );
    const id = owner?.id as number;
    const [account] = await queryRows<{ id: number }>(
      tx,
      sql`insert into user_accounts (user_name, password_hash) values ('clock@bench.test', ${passwordHash}) returning id`,
    );
    await tx.execute(
      sql`insert into owner_users (owner_id, user_id, roles) values (${id}, ${account?.id}, '["admin","employer_portal"]')`,
    );
    await generateEmployees(tx, id, EMPLOYEES);
    await generateProjects(tx, id, 2000, 5000);
    await generateShifts(tx, id);
    await tx.execute(sql`analyze`);
    return id;
  }));
const [counted] = await withSystem(database, (tx) =>
  queryRows<{ n: number }>(tx, sql`select count(*)::int as n from agenda_entries where owner_id = ${ownerId}`),
);
const shifts = counted?.n ?? 0;
console.log(
  `dataset: ${shifts} shifts of ${EMPLOYEES} employees on ${database.kind} in ${fmt((performance.now() - t) / 1000)} s`,
);

const { app } = await buildApp(config, database);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ userName: 'clock@bench.test', password: 'bench-password', ownerId }),
});
const { token } = (await login.json()) as { token: string };
const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
  const response = await fetch(`${address}/api/r${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path} ${response.status} ${await response.text()}`);
  return response.arrayBuffer();
};

const rows: string[][] = [['call', 'requests', 'errors', 'req/s', 'p50 ms', 'p95 ms']];
const report = (name: string, r: ReturnType<typeof summarize>) =>
  rows.push([name, String(r.requests), String(r.errors), fmt(r.rps), fmt(r.p50), fmt(r.p95)]);

// Pages as the total overview asks them: a month, 20 rows, different sorts, first pages and deep ones, a search.
const ORDERS = ['date', 'employee', 'project', 'hours', 'startTime'];
const pageBody = (i: number) => ({
  ...MONTH,
  page: i % 5 === 4 ? 3000 : 1 + (i % 7),
  perPage: 20,
  orderBy: ORDERS[i % ORDERS.length],
  descending: i % 2,
});
const timed = async (name: string, times: number, task: (i: number) => Promise<unknown>) => {
  const latencies: number[] = [];
  const start = performance.now();
  for (let i = 0; i < times; i++) {
    const s = performance.now();
    await task(i);
    latencies.push(performance.now() - s);
  }
  report(name, summarize(latencies, 0, (performance.now() - start) / 1000));
};
const overview = (body: object) => call('POST', '/pagedAgendaEntriesCacheV3', { ...MONTH, perPage: 20, ...body });

// One client after the other: the latency a planner sees.
await timed('overview page (1 client)', 60, (i) => overview(pageBody(i)));
await timed('overview search (1 client)', 30, (i) => overview({ search: `Last${(i % 400) + 1} Project` }));
await timed('overview one employee (1 client)', 30, (i) => overview({ employeeId: (i % 400) + 1 }));
// Several planners at once.
report(
  `overview page (${CONCURRENCY} clients)`,
  await runLoad((i) => overview(pageBody(i)).then(() => undefined), CONCURRENCY, SECONDS),
);

let exportBytes = 0;
// The export as the page asks it: the columns visible by default, titles as the user reads them.
const visible = [
  'date',
  'employee',
  'project',
  'startTime',
  'endTime',
  'hours',
  'confirmed',
  'announcedAt',
  'workOrder',
];
await timed('export of a month (.xlsx)', 3, async () => {
  const columns = visible.map((key) => ({ key, title: key }));
  exportBytes = (await call('POST', '/pagedAgendaEntriesCacheV3', { ...MONTH, export: 1, columns })).byteLength;
});
await timed('clock times of a week', 5, () =>
  call('POST', '/agendaEntriesClockTimes', { startDate: '2026-11-23', endDate: '2026-11-29' }),
);
await timed('deviations of two weeks', 5, () =>
  call('GET', `/getDeviations?startDate=2026-11-16&endDate=2026-11-29&checked=-1`),
);

console.log(
  `\n${database.kind}, concurrency ${CONCURRENCY}, ${SECONDS} s per load; month export ${fmt(exportBytes / 1e6)} MB\n`,
);
for (const row of rows) console.log(row.map((c, i) => (i === 0 ? c.padEnd(32) : c.padStart(9))).join(' '));
await app.close();
await database.close();
if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
