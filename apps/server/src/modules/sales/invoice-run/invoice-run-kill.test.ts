import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows } from '../../../db/client.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../seed/demo.ts';
import { customer } from '../../../test/fixtures/customers.ts';
import { ALL_BACKENDS, freshPostgres } from '../../../test/harness.ts';
import { freePort, post, type Run, startServer, stop, waitUntilListening } from '../../../test/server-process.ts';
import { row } from '../invoices/test-support.ts';

// Issue 17: a server killed with SIGKILL in the middle of an invoice run resumes it at its next start, at once, without
// a second number, a half-made invoice or a second mail. The real server, as a child process: on a PGlite data dir
// (its jobs left running are its own), and on PostgreSQL (the dead predecessor's jobs are known by its worker id).

const DRAFTS = 24;

// The two backends side by side: each test waits on its own server process most of the time.
describe.concurrent.each(ALL_BACKENDS)('an invoice run killed mid-way on %s', (backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-run-kill-'));
  let running: Run | undefined;
  let postgres: { url: string; drop: () => Promise<void> } | undefined;

  beforeAll(async () => {
    const adminUrl = inject('dbTemplates').postgres?.adminUrl;
    if (backend === 'postgres' && adminUrl) postgres = await freshPostgres(adminUrl, undefined);
  });

  afterAll(async () => {
    await stop(running);
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  });

  async function start() {
    const port = await freePort();
    running = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    // A first start migrates and seeds a fresh data dir: slow on a busy machine.
    await waitUntilListening(running, `http://127.0.0.1:${port}/api/nothing`, 150_000);
    const base = `http://127.0.0.1:${port}/api`;
    const login = await post(`${base}/login`, { userName: DEMO_USERS.admin, password: DEMO_PASSWORD, ownerId: 1 });
    const { token } = (await login.json()) as { token: string };
    return async <T>(path: string, body: unknown): Promise<T> => {
      const response = await post(`${base}/r/${path}`, body, token);
      const answer = await response.json();
      expect(response.status, `${path}: ${JSON.stringify(answer)}`).toBe(200);
      return answer as T;
    };
  }

  it('invoices every draft once with gapless numbers and mails each once, resuming right after the restart', async () => {
    let api = await start();
    const customers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const saved = await api<{ id: number }>('saveCustomer', customer({ invoiceToEmail: `klant${i}@run.test` }));
      customers.push(saved.id);
    }
    const ids: number[] = [];
    for (let i = 0; i < DRAFTS; i++) {
      const draft = await api<{ id: number }>('saveInvoice', { customerId: customers[i % 5], rows: [row()] });
      ids.push(draft.id);
    }
    type Job = { id: number; status: string; done: number; total: number; failures: unknown[] };
    const queued = await api<Job>('createInvoices/1', ids);

    // Killed once a part of the run is done: its steps that committed stay, the one under way is rolled back.
    let progress = queued;
    while (progress.done < DRAFTS / 4) {
      await sleep(100);
      progress = await api<Job>('invoiceRunJob', { id: queued.id });
    }
    running?.child.kill('SIGKILL');
    await running?.exited;
    running = undefined;
    expect(progress.done).toBeLessThan(DRAFTS);

    api = await start();
    const listening = Date.now();
    let resumedAfter = 0;
    for (;;) {
      progress = await api<Job>('invoiceRunJob', { id: queued.id });
      if (!resumedAfter && progress.status === 'running') resumedAfter = Date.now() - listening;
      if (progress.status === 'done' || progress.status === 'failed') break;
      await sleep(200);
    }
    expect(progress).toMatchObject({ status: 'done', done: DRAFTS, total: DRAFTS, failures: [] });
    // Taken up at the start, not after the 10-minute stale lock. (How long the rest takes is the machine's
    // speed, not behaviour: a busy CI machine took over 90 s.)
    expect(resumedAfter).toBeLessThan(60_000);
    expect(await stop(running)).toBe(0);
    running = undefined;

    const database = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir });
    try {
      const invoices = await queryRows<{ id: number; number: number | null; status: number; mails: number }>(
        database.db,
        sql`select id, number, status, jsonb_array_length(sent) as mails from invoices
            where owner_id = 1 and id = any(${`{${ids.join(',')}}`}::int[]) order by number`,
      );
      expect(invoices).toHaveLength(DRAFTS);
      expect(invoices.every((invoice) => invoice.status === 1 && invoice.mails === 1)).toBe(true);
      const numbers = invoices.map((invoice) => invoice.number ?? 0);
      const first = numbers[0] ?? 0;
      expect(numbers).toEqual(Array.from({ length: DRAFTS }, (_, i) => first + i));
      // No number before the run's first was taken by it, none given twice, no gap: the owner's numbers are gapless.
      const [highest] = await queryRows<{ max: number }>(
        database.db,
        sql`select max(number)::int as max from invoices where owner_id = 1`,
      );
      expect(highest?.max).toBe(first + DRAFTS - 1);
      const [mails] = await queryRows<{ n: number; invoices: number }>(
        database.db,
        sql`select count(*)::int as n, count(distinct s.mail)::int as invoices from mail_outbox m
            join (select (jsonb_array_elements(sent)->>'mailId')::int as mail from invoices where owner_id = 1
              and id = any(${`{${ids.join(',')}}`}::int[])) s on s.mail = m.id
            where m.owner_id = 1`,
      );
      expect(mails).toEqual({ n: DRAFTS, invoices: DRAFTS });
      const [outbox] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from mail_outbox where owner_id = 1 and "to" like '%@run.test'`,
      );
      expect(outbox?.n).toBe(DRAFTS);
    } finally {
      await database.close();
    }
  }, 480_000);
});
