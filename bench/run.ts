// npm run bench — a large generated dataset, then login and list calls under concurrent load over real HTTP,
// next to the time of the same list query in raw SQL. BENCH_DATABASE_URL runs it on PostgreSQL instead of PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { withTenant } from '../apps/server/src/db/tenant.ts';
import { benchAbsences } from './absences.ts';
import { openBenchDatabase } from './database.ts';
import { BENCH_PASSWORD, benchUser, generateDataset } from './dataset.ts';
import { benchEmployees } from './employees.ts';
import { BENCH_IMPORTS, benchImports } from './imports.ts';
import { BENCH_INVOICE_LIST, benchInvoiceList } from './invoice-list.ts';
import { benchInvoices } from './invoices.ts';
import { benchLighthouse } from './lighthouse.ts';
import { fmt, runLoad, summarize } from './load.ts';
import { BENCH_INVOICES, benchOpenInvoices } from './open-invoices.ts';
import { benchPlanning, generatePlanningDataset } from './planning.ts';
import { benchProjects } from './projects.ts';

const OWNERS = Number(process.env.BENCH_OWNERS ?? 10);
const PER_TYPE = Number(process.env.BENCH_PER_TYPE ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-'));
const { config, database } = await openBenchDatabase(dataDir);
let t = performance.now();
const owners = await generateDataset(database, OWNERS, PER_TYPE);
console.log(
  `dataset: ${OWNERS} owners x ${PER_TYPE} rows x 5 record types (and as many employees) on ${database.kind} in ${fmt((performance.now() - t) / 1000)} s`,
);

// BENCH_PLANNING=1: also the planning owners (500 employees, 5,000 works, a year of shifts each), see planning.ts.
const planningOwners =
  process.env.BENCH_PLANNING === '1'
    ? await generatePlanningDataset(database, Number(process.env.BENCH_PLANNING_OWNERS ?? 1))
    : [];

const { app, ctx } = await buildApp(config, database);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const post = async (path: string, body: unknown, token?: string) => {
  const response = await fetch(`${address}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} ${response.status}`);
  return response.json() as Promise<{ token: string }>;
};
const tokens: string[] = [];
for (let i = 0; i < owners.length; i++)
  tokens.push(
    (await post('/login', { userName: benchUser(i + 1), password: BENCH_PASSWORD, ownerId: owners[i] })).token,
  );

const rows: string[][] = [['call', 'requests', 'errors', 'req/s', 'p50 ms', 'p95 ms']];
const report = (name: string, r: ReturnType<typeof summarize>) =>
  rows.push([name, String(r.requests), String(r.errors), fmt(r.rps), fmt(r.p50), fmt(r.p95)]);

// BENCH_IMPORTS=only: the imports alone, without the list loads.
if (BENCH_IMPORTS === 'only') {
  await benchImports(
    { address, tokens, owners, database, concurrency: CONCURRENCY, seconds: SECONDS, report },
    ctx.jobs,
  );
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

// BENCH_INVOICE_LIST=only: the invoice list's filters, searches and orders alone, at 1 client and at CONCURRENCY.
if (BENCH_INVOICE_LIST === 'only') {
  const customerIds: number[] = [];
  for (const ownerId of owners) {
    const [row] = await withTenant(database, ownerId, (tx) =>
      queryRows<{ id: number }>(tx, sql`select id from customers where owner_id = ${ownerId} and number = 11235`),
    );
    customerIds.push(Number(row?.id));
  }
  await benchInvoiceList(
    { address, tokens, owners, database, concurrency: CONCURRENCY, seconds: SECONDS, report },
    customerIds,
  );
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

report(
  'POST /api/login',
  await runLoad(
    (i) =>
      post('/login', {
        userName: benchUser((i % OWNERS) + 1),
        password: BENCH_PASSWORD,
        ownerId: owners[i % OWNERS],
      }).then(() => undefined),
    CONCURRENCY,
    SECONDS,
  ),
);
for (const list of ['allCars', 'allNews']) {
  report(
    `GET /api/r/${list}`,
    await runLoad(
      async (i) => {
        const response = await fetch(`${address}/api/r/${list}`, {
          headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
        });
        if (!response.ok) throw new Error(String(response.status));
        await response.arrayBuffer();
      },
      CONCURRENCY,
      SECONDS,
    ),
  );
}

const lists = { address, tokens, owners, database, concurrency: CONCURRENCY, seconds: SECONDS, report };
await benchEmployees(lists);
await benchProjects(lists);
if (process.env.BENCH_PLANNING === '1') await benchAbsences(lists);
if (BENCH_INVOICES) {
  await benchInvoices(lists);
  await benchOpenInvoices(lists, config);
}
if (BENCH_IMPORTS) await benchImports(lists, ctx.jobs);
if (planningOwners.length > 0)
  await benchPlanning({ address, database, concurrency: CONCURRENCY, seconds: SECONDS, report }, planningOwners);

// The same list query in raw SQL inside a tenant transaction, sequentially: the floor the API adds to.
const sqlLatencies: number[] = [];
t = performance.now();
for (let i = 0; i < 200; i++) {
  const start = performance.now();
  await withTenant(database, owners[i % owners.length] as number, (tx) =>
    queryRows(
      tx,
      sql`select id, name, license_plate, deleted from cars where owner_id = ${owners[i % owners.length]} and deleted = 0 order by id`,
    ),
  );
  sqlLatencies.push(performance.now() - start);
}
report('raw SQL cars list (1 client)', summarize(sqlLatencies, 0, (performance.now() - t) / 1000));

console.log(
  `\n${database.kind}, concurrency ${CONCURRENCY}, ${SECONDS} s per call, ${PER_TYPE - PER_TYPE / 20} live rows per list\n`,
);
for (const row of rows) console.log(row.map((c, i) => (i === 0 ? c.padEnd(30) : c.padStart(9))).join(' '));
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
// BENCH_LIGHTHOUSE=1: Lighthouse on the demo's pages, on a server of its own (bench/lighthouse.ts).
if (process.env.BENCH_LIGHTHOUSE === '1') await benchLighthouse();
