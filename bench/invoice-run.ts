// npm run bench:invoice-run — issue 17's monthly run on PGlite: BENCH_RUN_CUSTOMERS (2,000) customers' drafts invoiced
// in one run (createInvoices/1: numbers, PDFs, mails through a real SMTP sink), its progress as the page sees it, and
// the p95 of other pages' calls made meanwhile by a few office users. Targets: the run under 2 minutes, p95 < 500 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { withSystem } from '../apps/server/src/db/tenant.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoIfEmpty } from '../apps/server/src/seed/demo.ts';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink.ts';
import { fmt, summarize } from './load.ts';

const CUSTOMERS = Number(process.env.BENCH_RUN_CUSTOMERS ?? 2000);
const OFFICE_USERS = Number(process.env.BENCH_RUN_USERS ?? 4);
const OWNER = 1;

const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-run-'));
const sink = await startSmtpSink();
const config = {
  ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench', PORT: '0' }),
  smtpUrl: `smtp://127.0.0.1:${sink.port}`,
};
const database = await openDatabase({ dataDir });
await migrateDatabase(database);
await seedDemoIfEmpty(database);
const { app, ctx } = await buildApp(config, database);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
ctx.jobs.start(200);

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${address}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}
const { token } = await post<{ token: string }>('/login', {
  userName: DEMO_USERS.admin,
  password: DEMO_PASSWORD,
  ownerId: OWNER,
});

// The drafts: one made through the API, copied for CUSTOMERS new customers (as createInvoicesDraft would leave them).
let started = performance.now();
const template = await post<{ id: number }>(
  '/r/saveInvoice',
  {
    customerId: (
      await queryRows<{ id: number }>(
        database.db,
        sql`select min(id)::int as id from customers where owner_id = ${OWNER}`,
      )
    )[0]?.id,
    rows: [
      { description: 'Kantoorschoonmaak november', workTypeId: 1, vatCode: 1, units: 2400, unitPrice: 3450 },
      { description: 'Glasbewassing', workTypeId: 2, vatCode: 1, units: 100, unitPrice: 8500 },
    ],
  },
  token,
);
const ids = await withSystem(database, async (tx) => {
  await tx.execute(sql`insert into customers (owner_id, number, name, address, house_number, postal_code, city,
      email, invoice_to_email, payment_days)
    select ${OWNER}, 900000 + g, 'Run customer ' || g || ' B.V.', 'Street ' || g, (g % 300)::text, '3511 AB', 'Utrecht',
      'info' || g || '@run.test', 'invoices' || g || '@run.test', 14
    from generate_series(1, ${CUSTOMERS}) g`);
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into invoices (owner_id, customer_id, invoice_date, status, rows, start_period, end_period, period)
      select i.owner_id, c.id, i.invoice_date, 0, i.rows, i.start_period, i.end_period, i.period
      from invoices i join customers c on c.owner_id = i.owner_id and c.number > 900000
      where i.owner_id = ${OWNER} and i.id = ${template.id} order by c.number returning id`,
  );
  return rows.map((row) => row.id);
});
console.log(`drafts: ${ids.length} made in ${fmt((performance.now() - started) / 1000)} s`);

// The customers list as a browser loads it: the full list once, then revalidated with its entity tag (304 while no
// customer changed; the answer says `private, no-cache`), each user's browser its own copy. Without If-None-Match
// every call carried the whole list.
const customerLists = new Map<number, { etag: string; body: string }>();
async function allCustomers(user: number): Promise<string> {
  const customerList = customerLists.get(user) ?? { etag: '', body: '' };
  customerLists.set(user, customerList);
  const response = await fetch(`${address}/api/r/allCustomers`, {
    headers: { authorization: `Bearer ${token}`, ...(customerList.etag ? { 'if-none-match': customerList.etag } : {}) },
  });
  if (response.status === 304) return customerList.body;
  if (!response.ok) throw new Error(`allCustomers ${response.status}`);
  customerList.body = await response.text();
  customerList.etag = response.headers.get('etag') ?? '';
  return customerList.body;
}

// Other pages while the run goes: the invoices list, the customers list, an invoice, the open invoices.
const today = new Date().toISOString().slice(0, 10);
const pages: [string, (user: number) => Promise<unknown>][] = [
  ['invoicesDateRangePaged', () => post('/r/invoicesDateRangePaged', { startDate: today, endDate: today }, token)],
  ['getInvoice', () => post('/r/getInvoice', { id: ids[0] }, token)],
  ['GET allCustomers', allCustomers],
  ['openInvoicesV2', () => post('/r/openInvoicesV2', {}, token)],
];
const latencies = new Map(pages.map(([name]) => [name, [] as number[]]));
let errors = 0;
let running = true;
const officeUser = async (n: number) => {
  for (let i = n; running; i++) {
    const [name, call] = pages[i % pages.length] as [string, (user: number) => Promise<unknown>];
    const start = performance.now();
    try {
      await call(n);
      latencies.get(name)?.push(performance.now() - start);
    } catch (err) {
      if (errors++ === 0) console.log(`first failed page call: ${err instanceof Error ? err.message : err}`);
    }
    // A person reads a page before the next one.
    await sleep(250);
  }
};

type Job = { id: number; status: string; done: number; total: number; failures: unknown[] };
started = performance.now();
// CPU time of this process (server, PGlite and the office users' clients): what the run costs on a quiet machine.
const cpuBefore = process.cpuUsage();
const office = Array.from({ length: OFFICE_USERS }, (_, n) => officeUser(n));
const queued = await post<Job>('/r/createInvoices/1', ids, token);
let job = queued;
let lastShown = -1;
while (job.status !== 'done' && job.status !== 'failed') {
  await sleep(1000);
  job = await post<Job>('/r/invoiceRunJob', { id: queued.id }, token);
  const seconds = Math.round((performance.now() - started) / 1000);
  if (seconds % 10 === 0 && seconds !== lastShown) {
    lastShown = seconds;
    console.log(`  ${seconds} s: ${job.done} of ${job.total} done, ${job.failures.length} failed`);
  }
}
const runSeconds = (performance.now() - started) / 1000;
const runCpu = process.cpuUsage(cpuBefore);
// The mails go out through the queue's delivery jobs once the run has put them in the outbox.
while (sink.received.length < job.done && performance.now() - started < 600_000) await sleep(500);
const mailSeconds = (performance.now() - started) / 1000;
running = false;
await Promise.all(office);

console.log(
  `\nrun: ${job.done} of ${job.total} invoiced with PDFs and queued for mail in ${fmt(runSeconds)} s (${job.status}, ${job.failures.length} failed); ${sink.received.length} mails in the SMTP sink after ${fmt(mailSeconds)} s`,
);
console.log(
  `CPU time of the process during the run: ${fmt((runCpu.user + runCpu.system) / 1e6)} s (${fmt((runCpu.user + runCpu.system) / 1000 / Math.max(1, job.done))} ms per invoice)`,
);
console.log(`other pages meanwhile (${OFFICE_USERS} users, ${errors} errors):`);
for (const [name, values] of latencies) {
  const r = summarize(values, 0, runSeconds);
  console.log(
    `  ${name.padEnd(24)} ${String(r.requests).padStart(6)} calls  p50 ${fmt(r.p50)} ms  p95 ${fmt(r.p95)} ms`,
  );
}
await ctx.jobs.stop();
await app.close();
await database.close();
await sink.close();
rmSync(dataDir, { recursive: true, force: true });
