// npm run bench:purchases — issue 18's purchases at BENCH_PURCHASES_PER_OWNER (50,000) purchases per owner with two
// rows each, over two years, for the demo owners 1 and 2: the purchases list (purchasesDateRange: a page with the
// totals of every match, by each filter and order) and the open purchases (GET openPurchases: a page with the
// totals, by payment term), each at 1 client and at BENCH_CONCURRENCY clients over real HTTP. Target: p95 < 50 ms on
// PostgreSQL (BENCH_DATABASE_URL, an empty database); without it PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { withSystem } from '../apps/server/src/db/tenant.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { openBenchDatabase } from './database.ts';
import { fmt, runLoad } from './load.ts';

const PER_OWNER = Number(process.env.BENCH_PURCHASES_PER_OWNER ?? 50_000);
const SUPPLIERS = 300;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const OWNERS = [1, 2];

const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-purchases-'));
const { config, database } = await openBenchDatabase(dataDir);
await seedDemoIfEmpty(database);

/**
 * Suppliers (every fifth a subcontractor) and purchases spread over the last 730 days: nine in ten definitive and
 * numbered, a fifth of those still open; due 14 to 43 days after the invoice date, so some open ones are past due.
 */
const started = performance.now();
await withSystem(database, async (tx) => {
  for (const ownerId of OWNERS) {
    await tx.execute(sql`insert into suppliers (owner_id, number, name, city, payment_days, subcontractor)
      select ${ownerId}, 100000 + g, 'Bench supplier ' || g, 'Utrecht', 14 + g % 30, (g % 5 = 0)::int
      from generate_series(1, ${SUPPLIERS}) g`);
    await tx.execute(sql`insert into purchases (owner_id, number, supplier_id, invoice_no, invoice_date, book_date,
        due_date, category_id, status, amount_ex_vat, amount_vat, amount_incl_vat, amount_open, vat_amounts)
      select ${ownerId}, p.number, s.id, 'INV-' || g, p.day, p.day, p.day + s.payment_days, 1, p.status,
        p.amount, p.amount * 21 / 100, p.amount + p.amount * 21 / 100,
        case when p.status = 1 and g % 5 = 0 then p.amount + p.amount * 21 / 100 else 0 end,
        jsonb_build_array(jsonb_build_object('vatCode', 1, 'percentage', 2100, 'base', p.amount, 'vat', p.amount * 21 / 100))
      from generate_series(1, ${PER_OWNER}) g
      -- Numbered after the demo's own purchases: numbers are unique per owner.
      cross join (select coalesce(max(number), 0) as number from purchases where owner_id = ${ownerId}) first
      cross join lateral (select current_date - (g % 730) as day, (g % 10 <> 0)::int as status,
        case when g % 10 <> 0 then first.number + g else 0 end as number, 1000 + (g * 37) % 100000 as amount) p
      join suppliers s on s.owner_id = ${ownerId} and s.number = 100001 + g % ${SUPPLIERS}`);
    await tx.execute(sql`insert into purchase_rows (owner_id, purchase_id, position, purchase_type_id, description,
        amount, vat_code_id, vat_percentage)
      select owner_id, id, r, 1, 'Row ' || r, case when r = 0 then amount_ex_vat / 2 else amount_ex_vat - amount_ex_vat / 2 end,
        1, 2100
      from purchases cross join generate_series(0, 1) r where owner_id = ${ownerId} and invoice_no like 'INV-%'`);
  }
});
for (const table of ['suppliers', 'purchases', 'purchase_rows'])
  await database.db.execute(sql.raw(`vacuum analyze ${table}`));
const [counts] = await queryRows<{ purchases: number; open: number }>(
  database.db,
  sql`select count(*)::int as purchases, (count(*) filter (where status = 1 and amount_open <> 0))::int as open
    from purchases where owner_id = ${OWNERS[0]}`,
);
console.log(
  `dataset on ${database.kind}: ${OWNERS.length} owners x ${counts?.purchases} purchases (${counts?.open} open each), two rows each, in ${fmt((performance.now() - started) / 1000)} s`,
);

const { app } = await buildApp(config, database);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const tokens: string[] = [];
for (const ownerId of OWNERS) {
  const response = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: DEMO_USERS.admin, password: DEMO_PASSWORD, ownerId }),
  });
  tokens.push(((await response.json()) as { token: string }).token);
}
const supplierOf = await queryRows<{ id: number }>(
  database.db,
  sql`select id from suppliers where owner_id = ${OWNERS[0]} and number = 100007`,
);

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const year = { startDate: day(365), endDate: day(0) };
const twoYears = { startDate: day(730), endDate: day(0) };

/** The list page's filters and orders; each a body of purchasesDateRange (page 1 of 20 unless said). */
const LIST: [string, Record<string, unknown>][] = [
  ['list: current month', {}],
  ['list: year, page 3', { ...year, page: 3 }],
  ['list: year by book date', { ...year, dateField: 'bookDate' }],
  ['list: year, paid 0', { ...year, paid: 0 }],
  ['list: year, paid 1', { ...year, paid: 1 }],
  ['list: year, status 0', { ...year, status: 0 }],
  ['list: year, one supplier', { ...year, supplierId: supplierOf[0]?.id ?? 0 }],
  ['list: year, search supplier', { ...year, search: 'supplier 17' }],
  ['list: year, search invoice no', { ...year, search: 'INV-1234' }],
  ['list: 2 years by supplier, p 50', { ...twoYears, orderBy: 'supplierName', page: 50 }],
  ['list: 2 years by amount, p 50', { ...twoYears, orderBy: 'amountInclVat', page: 50 }],
  ['list: 2 years by number, last', { ...twoYears, orderBy: 'number', descending: 0, page: 2500 }],
];
/** The open purchases page: a page of 20 with the totals, by payment term. */
const OPEN: [string, Record<string, string>][] = [
  ['open: all, page 1', { perPage: '20' }],
  ['open: expired, page 1', { term: '1', perPage: '20' }],
  ['open: not expired, page 5', { term: '0', perPage: '20', page: '5' }],
];

const request = (i: number, path: string, init: RequestInit) =>
  fetch(`${address}/api/r${path}`, {
    ...init,
    headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, 'content-type': 'application/json' },
  }).then(async (response) => {
    if (!response.ok) throw new Error(`${path} ${response.status}`);
    await response.arrayBuffer();
  });
const tasks: [string, (i: number) => Promise<void>][] = [
  ...LIST.map(([name, body]): [string, (i: number) => Promise<void>] => [
    name,
    (i) => request(i, '/purchasesDateRange', { method: 'POST', body: JSON.stringify(body) }),
  ]),
  ...OPEN.map(([name, query]): [string, (i: number) => Promise<void>] => [
    name,
    (i) => request(i, `/openPurchases?${new URLSearchParams(query)}`, { method: 'GET' }),
  ]),
];

// Figures depend on what else runs on the machine: the load average goes with them.
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(`load average before the figures: ${load()}`);
// A first call of each, checked: a failing body would only show as errors in the load.
for (const [name, task] of tasks) await task(0).catch((err) => console.log(`${name}: ${err}`));
const rows: string[][] = [];
let worst = 0;
for (const [name, task] of tasks) {
  for (const c of [1, CONCURRENCY]) {
    const r = await runLoad(task, c, SECONDS);
    if (c === 1) worst = Math.max(worst, r.p95);
    rows.push([`${name} (c=${c})`, String(r.requests), String(r.errors), fmt(r.rps), fmt(r.p50), fmt(r.p95)]);
  }
}
console.log(
  ['call', 'requests', 'errors', 'rps', 'p50 ms', 'p95 ms'].map((c, i) => (i ? c.padStart(9) : c.padEnd(38))).join(' '),
);
for (const row of rows) console.log(row.map((c, i) => (i ? c.padStart(9) : c.padEnd(38))).join(' '));
console.log(`worst p95 at one client: ${fmt(worst)} ms (target < 50 ms on PostgreSQL); load average after: ${load()}`);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
