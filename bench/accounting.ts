// npm run bench:accounting — issue 20's reports at 1,000,000 booking lines of one owner (BENCH_BOOKING_LINES), over
// four years, on PGlite (or PostgreSQL at BENCH_DATABASE_URL), over real HTTP: p95 per report at one client.
// Targets: trial balance, balance and P&L p95 < 300 ms; a quarter's VAT return < 500 ms; a year's XAF export < 30 s
// (timed after the reports, a streamed download each).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { vatPeriodOf } from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { openBenchDatabase } from './database.ts';
import { benchClient } from './http-client.ts';
import { seedLedgerLines } from './ledger-fixture.ts';
import { fmt, runLoad } from './load.ts';

const OWNER = 2;
const LINES = Number(process.env.BENCH_BOOKING_LINES ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-accounting-'));
const { config, database } = await openBenchDatabase(dataDir);
await seedDemoIfEmpty(database);
const started = performance.now();
await seedLedgerLines(database, OWNER, LINES);
console.log(`${LINES} booking lines on ${database.kind} in ${fmt((performance.now() - started) / 1000)} s`);
// The fixture's lines went through the triggers into ledger_month_sums (migration 0024).
await database.db.execute(sql`vacuum analyze ledger_month_sums`);

const { app } = await buildApp(config, database);
const client = await benchClient(await app.listen({ port: 0, host: '127.0.0.1' }), OWNER);
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const year = { startDate: day(365), endDate: day(0) };
const fourYears = { startDate: day(4 * 365), endDate: day(0) };
const thisYear = { startDate: `${day(0).slice(0, 4)}-01-01`, endDate: day(0) };
// The last quarter that has ended (about 31,000 lines with a VAT code of the fixture's 1,000,000).
const lastQuarter = vatPeriodOf(addDays(vatPeriodOf(day(0), 'quarter').startDate, -1), 'quarter');

/** [name, call, body, target p95 ms]. */
const REPORTS: [string, string, unknown, number][] = [
  ['trial balance, a year', 'trialBalance', year, 300],
  ['trial balance, four years', 'trialBalance', fourYears, 300],
  ['balance, today and a year before', 'balance', { date: day(0) }, 300],
  ['P&L, a year and the year before', 'profitLoss', year, 300],
  ['P&L, this year and the year before', 'profitLoss', thisYear, 300],
  ['VAT return, a quarter', 'vatReturn', lastQuarter, 500],
];

console.log(
  `load average before the figures: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(
  ['report', 'requests', 'errors', 'p50 ms', 'p95 ms', 'target']
    .map((c, i) => (i ? c.padStart(9) : c.padEnd(36)))
    .join(' '),
);
for (const [name, call, body, target] of REPORTS) {
  await client.call(call, body);
  const r = await runLoad(() => client.call(call, body).then(() => undefined), 1, SECONDS);
  const row = [name, String(r.requests), String(r.errors), fmt(r.p50), fmt(r.p95), `< ${target}`];
  console.log(row.map((c, i) => (i ? c.padStart(9) : c.padEnd(36))).join(' '));
}

// The XAF audit file (target < 30 s for a year): one streamed download each, with its size and the process's peak
// memory while it ran (the server streams from a cursor; the bench reads the answer as a stream too).
const EXPORTS: [string, typeof year, number][] = [
  ['XAF audit file, a year', year, 30],
  [`XAF audit file, four years (${LINES} lines)`, fourYears, 120],
];
console.log(
  ['export', 'seconds', 'MB', 'peak RSS MB', 'target s'].map((c, i) => (i ? c.padStart(11) : c.padEnd(40))).join(' '),
);
for (const [name, body, target] of EXPORTS) {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  const start = performance.now();
  const bytes = await client.download('exportAuditfile', body);
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const row = [
    name,
    fmt(seconds),
    fmt(bytes / 1e6),
    `${fmt(peak / 1e6)} (+${fmt((peak - rssBefore) / 1e6)})`,
    `< ${target}`,
  ];
  console.log(row.map((c, i) => (i ? c.padStart(11) : c.padEnd(40))).join(' '));
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
