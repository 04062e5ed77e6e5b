// Invoices in the benchmark (issue 6), with BENCH_INVOICES=1: BENCH_INVOICES_PER_OWNER (50,000) invoices per owner over
// four years, a fifth of them open, then invoicesDateRangePaged pages (with count and totals) under load and the
// .xlsx export of 10,000 rows.
import { sql } from 'drizzle-orm';
import { withSystem, withTenant } from '../apps/server/src/db/tenant.ts';
import type { ListBenchContext } from './lists.ts';
import { runLoad, summarize } from './load.ts';
import { BENCH_CUSTOMERS, BENCH_PROJECTS } from './projects.ts';

export const BENCH_INVOICES_PER_OWNER = Number(process.env.BENCH_INVOICES_PER_OWNER ?? 50_000);
const DAYS = 4 * 365;

const ROWS = JSON.stringify([
  { id: 'r1', description: 'Schoonmaak', workTypeId: 1, vatCode: 1, vatPercentage: 2100, units: 1200, unitPrice: 3450 },
  { id: 'r2', description: 'Glas', workTypeId: 2, vatCode: 1, vatPercentage: 2100, units: 200, unitPrice: 4200 },
]);

/**
 * Invoices numbered by date, newest highest; every fifth one open (not paid), two thirds sent, three in four for one of
 * the owner's projects.
 */
export async function generateInvoices(context: ListBenchContext): Promise<void> {
  const n = BENCH_INVOICES_PER_OWNER;
  await withSystem(context.database, async (tx) => {
    for (const ownerId of context.owners) {
      await tx.execute(sql`insert into invoices (owner_id, number, customer_id, project_id, invoice_date, book_date,
          expiry_date, payment_days, status, amount_ex_vat, amount_incl_vat, amount_open, vat_amounts, rows, address,
          sent, paid_date)
        select ${ownerId}, 100000 + g, c.id, case when g % 4 = 1 then 0 else p.id end, d, d, d + 14, 14, 1, 49800, 60258,
          case when g % 5 = 0 then 60258 else 0 end,
          '[{"vatCode":1,"percentage":2100,"base":49800,"vat":10458}]'::jsonb, ${ROWS}::jsonb,
          jsonb_build_object('name', c.name, 'address', c.address, 'city', c.city),
          case when g % 3 = 0 then '[]'::jsonb else jsonb_build_array(jsonb_build_object('date', d + 1, 'method', 'email')) end,
          case when g % 5 = 0 then null else d + 20 end
        from (select g, current_date - ((${n} - g) * ${DAYS} / ${n})::int as d from generate_series(1, ${n}) g) s
        join customers c on c.owner_id = ${ownerId} and c.number = 10000 + (g % ${BENCH_CUSTOMERS}) + 1
        join (select id, row_number() over (order by id) as k from projects where owner_id = ${ownerId}) p
          on p.k = 1 + g % ${BENCH_PROJECTS}`);
    }
  });
  // As autovacuum leaves tables that are read far more than written: statistics and the visibility map (index-only
  // scans; the search reads the customers' and projects' names from their indexes). Every table, so that autovacuum
  // does not start on the freshly written ones while the first rows are measured.
  await context.database.db.execute(sql`vacuum analyze`);
}

export async function benchInvoices(context: ListBenchContext): Promise<void> {
  const { address, tokens, concurrency, seconds, report } = context;
  let started = performance.now();
  await generateInvoices(context);
  console.log(
    `invoices: ${context.owners.length} owners x ${BENCH_INVOICES_PER_OWNER} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const post = async (i: number, body: Record<string, unknown>) => {
    const response = await fetch(`${address}/api/r/invoicesDateRangePaged`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      const error = `${response.status} ${await response.text()}`;
      if (!firstError) console.log(`first failed call: ${error}`);
      firstError ||= error;
      throw new Error(error);
    }
    return response.arrayBuffer();
  };
  let firstError = '';
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const pages: [string, Record<string, unknown>][] = [
    ['current month, page 1', { perPage: 20 }],
    ['one year, open only, page 3', { startDate: day(365), endDate: day(0), paid: 0, page: 3, perPage: 20 }],
    ['one year, search a customer', { startDate: day(365), endDate: day(0), search: 'Customer 1234', perPage: 20 }],
    ['four years, by amount, page 50', { startDate: day(DAYS), endDate: day(0), orderBy: 'amountOpen', page: 50 }],
  ];
  for (const [name, body] of pages) {
    report(
      `invoicesDateRangePaged ${name}`,
      await runLoad((i) => post(i, body).then(() => undefined), concurrency, seconds),
    );
  }

  // The export of 10,000 rows: the date range that holds them, timed one after the other.
  const span = Math.ceil((10_000 / BENCH_INVOICES_PER_OWNER) * DAYS);
  const exportBody = { startDate: day(span - 1), endDate: day(0), export: 1 };
  const counted = JSON.parse(Buffer.from(await post(0, { ...exportBody, export: 0, perPage: 1 })).toString()) as {
    count: number;
  };
  const latencies: number[] = [];
  started = performance.now();
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await post(i, exportBody);
    latencies.push(performance.now() - start);
  }
  report(`export .xlsx of ${counted.count} rows`, summarize(latencies, 0, (performance.now() - started) / 1000));

  // The same page query in raw SQL, sequentially: what the database itself needs for one page with its totals.
  const rawLatencies: number[] = [];
  started = performance.now();
  for (let i = 0; i < 100; i++) {
    const ownerId = context.owners[i % context.owners.length] as number;
    const start = performance.now();
    await withTenant(context.database, ownerId, (tx) =>
      tx.execute(sql`select count(*), sum(amount_incl_vat) from invoices
        where owner_id = ${ownerId} and deleted = 0 and invoice_date between ${day(365)} and ${day(0)} and amount_open <> 0`),
    );
    rawLatencies.push(performance.now() - start);
  }
  report('raw SQL open invoices of a year', summarize(rawLatencies, 0, (performance.now() - started) / 1000));
}
