// Open invoices and bulk reminders (issue 6), with BENCH_INVOICES=1, on the invoices of bench/invoices.ts
// (BENCH_INVOICES_PER_OWNER, 50,000 per owner, a fifth of them open) with reminders on some: openInvoicesV2 pages
// with totals, the .xlsx export of 10,000 rows, and 1,000 bulk reminders delivered through the job queue to an SMTP sink on 127.0.0.1 (bounded: it stops after those 1,000).
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import type { Config } from '../apps/server/src/config.ts';
import { type Db, queryRows } from '../apps/server/src/db/client.ts';
import { withSystem, withTenant } from '../apps/server/src/db/tenant.ts';
import { invoicePdfFile } from '../apps/server/src/modules/sales/index.ts';
import { jobContext } from '../apps/server/src/platform/calls.ts';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink.ts';
import { BENCH_INVOICES_PER_OWNER } from './invoices.ts';
import type { ListBenchContext } from './lists.ts';
import { fmt, runLoad, summarize } from './load.ts';

export const BENCH_INVOICES = process.env.BENCH_INVOICES === '1';
const BULK = Number(process.env.BENCH_REMINDERS ?? 1_000);

/** Reminders on the invoices bench/invoices.ts made (one generator for both): 1 in 4 open invoices older than a month. */
async function generateReminders(tx: Db, ownerId: number): Promise<void> {
  await tx.execute(sql`insert into invoice_reminders (owner_id, invoice_id, customer_id, address, reminder_date, level,
      template, subject, text_1)
    select owner_id, id, customer_id, 'invoices@customer.test', invoice_date + 30, 1, 'reminder_1', 'Reminder', '<p>x</p>'
    from invoices where owner_id = ${ownerId} and amount_open <> 0 and id % 4 = 0 and invoice_date < current_date - 30`);
}

export async function benchOpenInvoices(context: ListBenchContext, config: Config): Promise<void> {
  const { address, tokens, owners, database, concurrency, seconds, report } = context;
  let t = performance.now();
  await withSystem(database, async (tx) => {
    for (const ownerId of owners) await generateReminders(tx, ownerId);
  });
  await database.db.execute(sql`vacuum analyze invoice_reminders`);
  console.log(`reminders on the open invoices of ${owners.length} owners in ${fmt((performance.now() - t) / 1000)} s`);
  // Figures depend on what else runs on the machine: the load average goes with them.
  console.log(
    `load average before the invoice figures: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );

  const post = (i: number, body: Record<string, unknown>) =>
    fetch(`${address}/api/r/openInvoicesV2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
      body: JSON.stringify(body),
    });
  const page = (body: Record<string, unknown>) => async (i: number) => {
    const response = await post(i, body);
    if (!response.ok) throw new Error(String(response.status));
    await response.arrayBuffer();
  };
  // CPU time per request (this process serves the API and, on PGlite, runs the database): what the figure would be
  // on a machine of its own, whatever else runs here.
  const cpuStart = process.cpuUsage();
  const cpuRuns = 50;
  for (let i = 0; i < cpuRuns; i++) await page({ perPage: 5 })(i);
  const cpu = process.cpuUsage(cpuStart);
  console.log(`openInvoicesV2 page 5: ${fmt((cpu.user + cpu.system) / 1000 / cpuRuns)} ms CPU per request`);
  for (const c of [1, concurrency]) {
    report(`openInvoicesV2 page 5 (c=${c})`, await runLoad(page({ perPage: 5 }), c, seconds));
  }
  report(
    'openInvoicesV2 overdue, by open amount',
    await runLoad(page({ status: 1, orderBy: 'openAmount', descending: 1 }), 1, seconds),
  );
  report('openInvoicesV2 by reminders, 100', await runLoad(page({ perPage: 100, orderBy: 'reminders' }), 1, seconds));

  const plan = await withTenant(database, owners[0] as number, (tx) =>
    queryRows<{ 'QUERY PLAN': string }>(
      tx,
      sql`explain select count(distinct i.customer_id), count(*), sum(i.amount_open) from invoices i
          where i.owner_id = ${owners[0]} and i.status > 0 and i.amount_open <> 0 and i.deleted = 0
            and coalesce(i.book_date, i.invoice_date) <= current_date`,
    ),
  );
  console.log(`totals plan: ${plan.map((row) => row['QUERY PLAN'].trim()).find((line) => /Scan/.test(line))}`);

  t = performance.now();
  const exported = await post(0, { export: 1, perPage: 0 });
  const bytes = (await exported.arrayBuffer()).byteLength;
  if (!exported.ok) throw new Error(`export ${exported.status}`);
  report(
    `export .xlsx (${BENCH_INVOICES_PER_OWNER / 5} rows, ${fmt(bytes / 1e6)} MB)`,
    summarize([performance.now() - t], 0, 1),
  );

  // Bulk reminders: a second app on the same database, mailing to the sink; its worker runs the queue.
  const sink = await startSmtpSink();
  // pool=true (a nodemailer URL option) keeps the SMTP connection open between mails, as a busy server should.
  const mailing = await buildApp(
    { ...config, smtpUrl: `smtp://127.0.0.1:${sink.port}?ignoreTLS=true&pool=true` },
    database,
  );
  const ownerId = owners[1] ?? (owners[0] as number);
  const ids = await withTenant(database, ownerId, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`select id from invoices where owner_id = ${ownerId} and status > 0 and amount_open <> 0 and deleted = 0
          order by id limit ${BULK}`,
    ),
  );
  // Invoiced invoices normally have their PDF stored (made when invoicing): render and keep them first, timed apart.
  t = performance.now();
  for (const row of ids) {
    await withTenant(database, ownerId, (tx) => invoicePdfFile(jobContext(mailing.ctx, tx, ownerId), row.id));
  }
  report(`${ids.length} invoice PDFs rendered and stored`, summarize([performance.now() - t], 0, 1));
  t = performance.now();
  const queued = await fetch(`${address}/api/r/sendAllReminders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[owners.indexOf(ownerId)]}` },
    body: JSON.stringify(ids.map((row) => ({ invoice: row.id }))),
  });
  if (!queued.ok) throw new Error(`sendAllReminders ${queued.status}: ${await queued.text()}`);
  const answered = performance.now() - t;
  const deadline = performance.now() + 180_000;
  while (sink.received.length < ids.length && performance.now() < deadline) await mailing.ctx.jobs.runDue();
  const delivered = performance.now() - t;
  report(`sendAllReminders ${ids.length}: answer`, summarize([answered], 0, 1));
  report(`${sink.received.length} reminders delivered`, summarize([delivered], ids.length - sink.received.length, 1));
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  await mailing.app.close();
  await sink.close();
}
