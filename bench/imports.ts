// Imports in the benchmark (issue 14): 5,000 employees and 10,000 customers imported through the API, each timed from
// the call to the job's end, while a second client of the same owner keeps reading allProjects (full body, gzip, as
// a page load does). The reader's latencies while the import runs are what another user of the office feels.
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';
import { withSystem, withTenant } from '../apps/server/src/db/tenant.ts';
import type { JobQueue } from '../apps/server/src/platform/jobs.ts';
import type { ListBenchContext } from './lists.ts';
import { fmt } from './load.ts';

export const BENCH_IMPORTS = process.env.BENCH_IMPORTS;
const EMPLOYEES = Number(process.env.BENCH_IMPORT_EMPLOYEES ?? 5000);
const CUSTOMERS = Number(process.env.BENCH_IMPORT_CUSTOMERS ?? 10_000);

/** GET allProjects as the browser loads it (gzip accepted, body read); resolves with the latency in ms. */
function readProjects(address: string, token: string): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const call = request(
      `${address}/api/r/allProjects`,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(performance.now() - start)
            : reject(new Error(`${response.statusCode}`)),
        );
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end();
  });
}

async function post(address: string, token: string, path: string, body: unknown) {
  const response = await fetch(`${address}/api/r${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} ${response.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

/**
 * One import: the call, then the job's status every 100 ms until it is done (a list answer means the import was
 * written in the call itself, as before the import jobs). Meanwhile, and until the audit entries are written too,
 * a reader loops over allProjects.
 */
async function timedImport(database: Database, address: string, token: string, path: string, rows: unknown[]) {
  const latencies: number[] = [];
  let errors = 0;
  let importing = true;
  const reader = (async () => {
    while (importing) {
      const start = performance.now();
      try {
        latencies.push(await readProjects(address, token));
      } catch (err) {
        errors++;
        console.error(`allProjects failed after ${fmt(performance.now() - start)} ms: ${(err as Error).message}`);
      }
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const started = performance.now();
  let callMs = 0;
  let seconds = 0;
  try {
    const answer = await post(address, token, path, rows);
    callMs = performance.now() - started;
    if (!Array.isArray(answer)) {
      for (;;) {
        const job = await post(address, token, '/importJob', { id: answer.id });
        if (job.status === 'done') break;
        if (job.status === 'failed') throw new Error(`import failed: ${job.error}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    seconds = (performance.now() - started) / 1000;
    // The reader goes on until the import's audit entries are written too (a job of their own, right after).
    while (await auditPending(database)) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    importing = false;
  }
  const withAudit = (performance.now() - started) / 1000;
  await reader;
  const sorted = [...latencies].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return {
    seconds,
    withAudit,
    callMs,
    reads: sorted.length,
    errors,
    p50: pick(0.5),
    p95: pick(0.95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** Whether an import's audit job (audit-job.ts) is still to run. */
async function auditPending(database: Database): Promise<boolean> {
  const rows = await withSystem(database, (tx) =>
    queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from jobs where kind = 'audit.import' and status in ('queued', 'running')`,
    ),
  );
  return (rows[0]?.n ?? 0) > 0;
}

const employeeRow = (i: number, employerId: number) => ({
  id: 0,
  firstName: `Imported${i}`,
  insertion: i % 4 === 0 ? 'van' : '',
  lastName: `Employee ${i}`,
  birthDate: '1985-03-14',
  email: `imported${i}@bench.test`,
  mobile: `06-${30000000 + i}`,
  bsn: '111222333',
  iban: 'NL91ABNA0417164300',
  addresses: [
    {
      id: 0,
      address: 'Import street',
      houseNumber: String(1 + (i % 300)),
      postalCode: '3511 AB',
      city: 'Utrecht',
      latitude: 52.09,
      longitude: 5.12,
      startDate: '2024-01-01',
      endDate: '',
      main: 1,
    },
  ],
  employments: [
    {
      id: 0,
      number: '<auto>',
      employerId,
      startDate: '2024-01-01',
      endDate: '',
      minHours: '2400',
      externalRate: 3000,
      internalRate: 1800,
    },
  ],
});

const customerRow = (i: number) => ({
  id: 0,
  number: '<auto>',
  name: `Imported customer ${i} B.V.`,
  address: 'Import lane',
  houseNumber: String(1 + (i % 500)),
  postalCode: '3512 CD',
  city: 'Utrecht',
  email: `info${i}@imported.test`,
  invoiceToEmail: `invoices${i}@imported.test`,
  paymentDays: 30,
  bankAccounts: ['NL91ABNA0417164300'],
});

/** Runs the imports with the server's job worker started, as main.ts starts it (the other benchmarks run without). */
export async function benchImports(context: ListBenchContext, jobs: JobQueue): Promise<void> {
  jobs.start();
  try {
    await importsUnderLoad(context);
  } finally {
    await jobs.stop();
  }
}

async function importsUnderLoad(context: ListBenchContext): Promise<void> {
  const { address, tokens, owners, database, report } = context;
  const token = tokens[0] as string;
  const ownerId = owners[0] as number;
  const [employer] = await withTenant(database, ownerId, (tx) =>
    queryRows<{ id: number }>(tx, sql`select id from employers where owner_id = ${ownerId} and deleted = 0 limit 1`),
  );
  if (!employer) throw new Error('no employer to import employees into');
  // A warm reader first: allProjects built and cached, as in an office that has been working for a while.
  await readProjects(address, token);
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) idle.push(await readProjects(address, token));
  idle.sort((a, b) => a - b);
  const lines: string[] = [
    `imports on ${database.kind}: allProjects alone p50 ${fmt(idle[10] ?? Number.NaN)} ms, p95 ${fmt(idle[18] ?? Number.NaN)} ms`,
  ];
  for (const [name, path, rows] of [
    [
      `${EMPLOYEES} employees`,
      '/insertEmployees',
      Array.from({ length: EMPLOYEES }, (_, i) => employeeRow(i, employer.id)),
    ],
    [`${CUSTOMERS} customers`, '/insertCustomers', Array.from({ length: CUSTOMERS }, (_, i) => customerRow(i))],
  ] as const) {
    console.log(`importing ${name} while reading allProjects...`);
    const r = await timedImport(database, address, token, path, [...rows]);
    lines.push(
      `${name.padEnd(16)} ${fmt(r.seconds).padStart(6)} s (call ${fmt(r.callMs)} ms, audit written at ${fmt(r.withAudit)} s); allProjects meanwhile: ${r.reads} reads (${r.errors} failed), p50 ${fmt(r.p50)} ms, p95 ${fmt(r.p95)} ms, max ${fmt(r.max)} ms`,
    );
    report(`import ${name} (s)`, { requests: 1, errors: 0, rps: 0, p50: r.seconds, p95: r.seconds });
    report(`allProjects during it`, { requests: r.reads, errors: r.errors, rps: 0, p50: r.p50, p95: r.p95 });
  }
  console.log(`\n${lines.join('\n')}`);
}
