// npm run bench:payment-matching — issue 19's matching and payments list on PGlite (or PostgreSQL at
// BENCH_DATABASE_URL): 50,000 open invoices of 2,000 customers with known IBANs, then 10,000 bank lines (four in ten
// paid by payment reference, two by invoice number from a known IBAN, two by a known IBAN alone, two unknown)
// written set-based as an import does and matched by analysePayments in one transaction. Target: lines in and matched
// under 10 s. Then the payments list (paymentsDateRange) at 200,000 payments over two years, over real HTTP: p95 per
// filter and order at 1 and BENCH_CONCURRENCY clients. Target: p95 < 50 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { paymentReferenceFor } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { withSystem, withTenant } from '../apps/server/src/db/tenant.ts';
import { analysePayments } from '../apps/server/src/modules/payments/index.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { openBenchDatabase } from './database.ts';
import { fmt, runLoad } from './load.ts';

const OWNER = 2;
const CUSTOMERS = 2_000;
const INVOICES = Number(process.env.BENCH_OPEN_INVOICES ?? 50_000);
const LINES = Number(process.env.BENCH_PAYMENT_LINES ?? 10_000);
const LIST_PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const FIRST_NUMBER = 3_000_000;

const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-payments-'));
const { config, database } = await openBenchDatabase(dataDir);
await seedDemoIfEmpty(database);
const seconds = (since: number) => fmt((performance.now() - since) / 1000);

// Customers with one IBAN each ('NL00BENC' + number: not checked, the matching compares text), and their invoices.
let started = performance.now();
const references = Array.from({ length: INVOICES }, (_, i) => paymentReferenceFor(OWNER, FIRST_NUMBER + i));
await withSystem(database, async (tx) => {
  await tx.execute(sql`insert into customers (owner_id, number, name, bank_accounts)
    select ${OWNER}, 700000 + g, 'Bench customer ' || g, jsonb_build_array('NL00BENC' || lpad(g::text, 10, '0'))
    from generate_series(1, ${CUSTOMERS}) g`);
  await tx.execute(sql`insert into invoices (owner_id, number, customer_id, invoice_date, book_date, expiry_date,
      payment_days, status, amount_ex_vat, amount_incl_vat, amount_open, payment_reference)
    select ${OWNER}, ${FIRST_NUMBER} + r.i - 1, c.id, current_date - (r.i % 300), current_date - (r.i % 300),
      current_date - (r.i % 300) + 14, 14, 1, 1000 + r.i % 90000, 1000 + r.i % 90000, 1000 + r.i % 90000, r.ref
    from (select ref, n::int as i from unnest(${`{${references.join(',')}}`}::text[]) with ordinality as u(ref, n)) r
    join customers c on c.owner_id = ${OWNER} and c.number = 700001 + r.i % ${CUSTOMERS}`);
});
await database.db.execute(sql`vacuum analyze customers`);
await database.db.execute(sql`vacuum analyze invoices`);
console.log(
  `dataset on ${database.kind}: ${INVOICES} open invoices of ${CUSTOMERS} customers in ${seconds(started)} s`,
);

/** The bank lines of invoice i (0-based): kind by i % 10, as the header says. */
const lines = sql`select ${OWNER}, 1, current_date, i.amount_open, i.amount_open,
    case when g % 10 in (4, 5) then 'Factuur ' || i.number when g % 10 >= 8 then 'Onbekende betaling ' || g else '' end,
    case when g % 10 < 4 then i.payment_reference else '' end,
    case when g % 10 between 4 and 7 then c.bank_accounts->>0 when g % 10 >= 8 then 'NL99UNKN' || lpad(g::text, 10, '0')
      else '' end,
    'bench-line-' || g
  from generate_series(0, ${LINES - 1}) g
  join invoices i on i.owner_id = ${OWNER} and i.number = ${FIRST_NUMBER} + g * ${Math.floor(INVOICES / LINES)}
  join customers c on c.owner_id = ${OWNER} and c.id = i.customer_id`;
started = performance.now();
const outcome = await withTenant(database, OWNER, async (tx) => {
  await tx.execute(sql`insert into payments (owner_id, account_id, date, amount, amount_open, description,
    structured_reference, cp_iban, line_key) ${lines}`);
  const written = performance.now();
  const ids = await queryRows<{ id: number }>(tx, sql`select id from payments where line_key like 'bench-line-%'`);
  const result = await analysePayments(
    { tx, ownerId: OWNER, userId: 0 },
    ids.map((row) => row.id),
  );
  return { ...result, writeSeconds: (written - started) / 1000, matchSeconds: (performance.now() - written) / 1000 };
});
console.log(
  `${LINES} lines written in ${fmt(outcome.writeSeconds)} s and matched in ${fmt(outcome.matchSeconds)} s ` +
    `(total ${seconds(started)} s, target < 10 s): ${outcome.matched} verified, ${outcome.suggested} with suggestions`,
);

// The list at LIST_PAYMENTS payments: the rest spread over two years, a third of them matched.
started = performance.now();
await withSystem(database, (tx) =>
  tx.execute(sql`insert into payments (owner_id, account_id, date, amount, amount_open, description, cp_name, cp_iban,
      line_key)
    select ${OWNER}, 1 + g % 2, current_date - (g % 730), (case when g % 4 = 0 then -1 else 1 end) * (500 + g % 50000),
      case when g % 3 = 0 then 0 else (case when g % 4 = 0 then -1 else 1 end) * (500 + g % 50000) end,
      'Omschrijving ' || g, 'Tegenpartij ' || g % 5000, 'NL00LIST' || lpad((g % 5000)::text, 10, '0'), 'list-line-' || g
    from generate_series(1, ${LIST_PAYMENTS - LINES}) g`),
);
await database.db.execute(sql`vacuum analyze payments`);
await database.db.execute(sql`vacuum analyze payment_connects`);
console.log(`${LIST_PAYMENTS} payments in ${seconds(started)} s`);

const { app } = await buildApp(config, database);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ userName: DEMO_USERS.admin, password: DEMO_PASSWORD, ownerId: OWNER }),
});
const token = ((await login.json()) as { token: string }).token;
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const year = { startDate: day(365), endDate: day(0) };
const LIST: [string, Record<string, unknown>][] = [
  ['current month', {}],
  ['current month, unmatched', { state: 'unmatched' }],
  ['current month, suggested', { state: 'suggested' }],
  ['current month, money out, account 2', { direction: 'out', accountId: 2 }],
  ['current month, search name', { search: 'tegenpartij 17' }],
  ['current month, by amount, page 10', { orderBy: 'amount', page: 10 }],
  ['year, page 3', { ...year, page: 3 }],
  ['year, search amount', { ...year, search: '123,45' }],
];
const task = (body: Record<string, unknown>) => (_i: number) =>
  fetch(`${address}/api/r/paymentsDateRange`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`paymentsDateRange ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  });
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(`load average before the figures: ${load()}`);
for (const [name, body] of LIST) await task(body)(0).catch((err) => console.log(`${name}: ${err}`));
const rows: string[][] = [];
let worst = 0;
for (const [name, body] of LIST) {
  for (const c of [1, CONCURRENCY]) {
    const r = await runLoad(task(body), c, SECONDS);
    if (c === 1) worst = Math.max(worst, r.p95);
    rows.push([`${name} (c=${c})`, String(r.requests), String(r.errors), fmt(r.rps), fmt(r.p50), fmt(r.p95)]);
  }
}
console.log(
  ['paymentsDateRange', 'requests', 'errors', 'rps', 'p50 ms', 'p95 ms']
    .map((c, i) => (i ? c.padStart(9) : c.padEnd(44)))
    .join(' '),
);
for (const row of rows) console.log(row.map((c, i) => (i ? c.padStart(9) : c.padEnd(44))).join(' '));
console.log(`worst p95 at one client: ${fmt(worst)} ms (target < 50 ms); load average after: ${load()}`);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
