// The invoice list's every filter, search and sort (issue 17 "Done means"), with BENCH_INVOICE_LIST=only: the
// invoices of bench/invoices.ts (BENCH_INVOICES_PER_OWNER, 50,000 per owner over four years), then one
// invoicesDateRangePaged body per filter and order, each at 1 client and at BENCH_CONCURRENCY clients.
import { generateInvoices } from './invoices.ts';
import type { ListBenchContext } from './lists.ts';
import { fmt, runLoad } from './load.ts';

export const BENCH_INVOICE_LIST = process.env.BENCH_INVOICE_LIST;

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const year = { startDate: day(365), endDate: day(0) };
const fourYears = { startDate: day(4 * 365), endDate: day(0) };

/** What the list page offers: the date range, each filter, the search and each order (both directions once). */
const BODIES: [string, Record<string, unknown>][] = [
  ['current month', {}],
  ['year, paid 0, page 3', { ...year, paid: 0, page: 3 }],
  ['year, paid 1', { ...year, paid: 1 }],
  ['year, sent 0', { ...year, sent: 0 }],
  ['year, sent 1', { ...year, sent: 1 }],
  ['year, credit 1', { ...year, credit: 1 }],
  ['year, status 0', { ...year, status: 0 }],
  ['year, one customer', { ...year, customerId: -1 }],
  ['year, search name', { ...year, search: 'Customer 1234' }],
  ['year, search one word', { ...year, search: 'ustomer 99' }],
  ['year, search number', { ...year, search: '123' }],
  ['year, search no match', { ...year, search: 'Nobody' }],
  ['4 years, search name', { ...fourYears, search: 'Customer 77' }],
  ...(
    [
      'invoiceDate',
      'number',
      'customerName',
      'customerNumber',
      'projectName',
      'expiryDate',
      'paidDate',
      'amountExVat',
      'amountInclVat',
      'amountOpen',
    ] as const
  ).flatMap((orderBy): [string, Record<string, unknown>][] => [
    [`4 years by ${orderBy}, page 50`, { ...fourYears, orderBy, page: 50 }],
    [`4 years by ${orderBy} asc, last page`, { ...fourYears, orderBy, descending: 0, page: 2499 }],
  ]),
  // Both pages above start with the invoices without a project (descending, they come first): this one walks projects.
  ['4 years by projectName asc, page 50', { ...fourYears, orderBy: 'projectName', descending: 0, page: 50 }],
];

export async function benchInvoiceList(context: ListBenchContext, customerIds: number[]): Promise<void> {
  const { address, tokens, concurrency, seconds } = context;
  const started = performance.now();
  await generateInvoices(context);
  console.log(`invoices generated in ${fmt((performance.now() - started) / 1000)} s`);
  const post = async (i: number, body: Record<string, unknown>) => {
    const owner = i % tokens.length;
    const request = body.customerId === -1 ? { ...body, customerId: customerIds[owner] } : body;
    const response = await fetch(`${address}/api/r/invoicesDateRangePaged`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[owner]}`, 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  // Warm up as many connections as clients: the first row measured at 16 clients otherwise pays for opening the
  // pool's connections and their first queries (its p95 at 16 measured twice that of the same row later in a run).
  await Promise.all(Array.from({ length: concurrency }, (_, i) => post(i, {})));
  const lines = [['invoicesDateRangePaged', 'p50 @1', 'p95 @1', `p95 @${concurrency}`, `req/s @${concurrency}`]];
  // BENCH_INVOICE_ROWS: only the rows whose name holds it (e.g. "search").
  const only = process.env.BENCH_INVOICE_ROWS ?? '';
  for (const [name, body] of BODIES.filter(([name]) => name.includes(only))) {
    const one = await runLoad((i) => post(i, body), 1, Math.max(2, seconds / 2));
    const many = await runLoad((i) => post(i, body), concurrency, seconds);
    const errors = one.errors + many.errors;
    lines.push([
      name + (errors ? ` (${errors} errors)` : ''),
      fmt(one.p50),
      fmt(one.p95),
      fmt(many.p95),
      fmt(many.rps),
    ]);
  }
  console.log('');
  for (const line of lines) console.log(line.map((c, i) => (i === 0 ? c.padEnd(40) : c.padStart(10))).join(' '));
}
