import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { withSystem } from '../db/tenant.ts';
import { ALL_BACKENDS, createTestApp, type TestApp } from '../test/harness.ts';
import { isDeadLocalWorker } from './jobs.ts';

interface JobState {
  status: string;
  attempts: number;
  last_error: string | null;
  result: unknown;
  future: boolean;
}

describe.each(ALL_BACKENDS)('job queue on %s', (backend) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(backend, {}, { seed: false });
  });
  afterAll(() => app.close());

  async function enqueue(
    kind: string,
    payload: Record<string, unknown> = {},
    maxAttempts = 5,
    ownerId = 1,
  ): Promise<number> {
    const job = await withSystem(app.database, (tx) => app.ctx.jobs.enqueue(tx, ownerId, kind, payload, maxAttempts));
    if (!job) throw new Error('enqueue returned nothing');
    return job.id;
  }

  const state = async (id: number): Promise<JobState | undefined> =>
    (
      await withSystem(app.database, (tx) =>
        queryRows<JobState>(
          tx,
          sql`select status, attempts, last_error, result, run_at > now() as future from jobs where id = ${id}`,
        ),
      )
    )[0];

  const makeDue = (id: number) =>
    withSystem(app.database, (tx) =>
      tx.execute(sql`update jobs set run_at = now() - interval '1 second' where id = ${id}`),
    );

  it('runs a due job once and keeps its result', async () => {
    const seen: unknown[] = [];
    app.ctx.jobs.register('test.echo', async (job) => {
      seen.push(job.payload);
      return { echo: (job.payload as { n: number }).n * 2 };
    });
    const id = await enqueue('test.echo', { n: 21 });
    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(seen).toEqual([{ n: 21 }]);
    expect(await state(id)).toMatchObject({ status: 'done', attempts: 1, result: { echo: 42 }, last_error: null });
    expect(await app.ctx.jobs.runDue()).toBe(0);
    expect(seen).toHaveLength(1);
  });

  it('retries a failing job later with back-off, then succeeds', async () => {
    let calls = 0;
    app.ctx.jobs.register('test.flaky', async () => {
      calls++;
      if (calls === 1) throw new Error('temporary trouble');
      return { ok: true };
    });
    const id = await enqueue('test.flaky');
    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(await state(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'temporary trouble',
      future: true,
    });
    expect(await app.ctx.jobs.runDue()).toBe(0);
    expect(calls).toBe(1);
    await makeDue(id);
    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(await state(id)).toMatchObject({ status: 'done', attempts: 2, result: { ok: true } });
  });

  it("ends a job of an unknown kind as 'failed' after its maximum attempts", async () => {
    const id = await enqueue('test.nobody-handles-this', {}, 3);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await app.ctx.jobs.runDue()).toBe(1);
      const job = await state(id);
      expect(job?.attempts).toBe(attempt);
      expect(job?.last_error).toBe('no handler for job kind test.nobody-handles-this');
      expect(job?.status).toBe(attempt < 3 ? 'queued' : 'failed');
      await makeDue(id);
    }
    // A failed job is not taken again, even when its run_at has passed.
    expect(await app.ctx.jobs.runDue()).toBe(0);
    expect(await state(id)).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('never runs the same job twice when several workers run at once', async () => {
    const runs: number[] = [];
    app.ctx.jobs.register('test.count', async (job) => {
      runs.push(job.id);
      await sleep(2);
    });
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await enqueue('test.count', { i }));
    const counts = await Promise.all([app.ctx.jobs.runDue(), app.ctx.jobs.runDue(), app.ctx.jobs.runDue()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    // The workers really overlapped: more than one of them took jobs.
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(1);
    expect([...runs].sort((a, b) => a - b)).toEqual(ids);
    const statuses = await withSystem(app.database, (tx) =>
      queryRows<{ status: string; attempts: number; n: number }>(
        tx,
        sql`select status, attempts, count(*)::int as n from jobs where kind = 'test.count' group by status, attempts`,
      ),
    );
    expect(statuses).toEqual([{ status: 'done', attempts: 1, n: 30 }]);
  });

  it('takes over a job whose worker died, but not one that is still being worked on', async () => {
    const runs: number[] = [];
    app.ctx.jobs.register('test.orphan', async (job) => {
      runs.push(job.id);
    });
    const stale = await enqueue('test.orphan');
    const busy = await enqueue('test.orphan');
    await withSystem(app.database, async (tx) => {
      await tx.execute(
        sql`update jobs set status = 'running', attempts = 1, locked_at = now() - interval '11 minutes' where id = ${stale}`,
      );
      await tx.execute(
        sql`update jobs set status = 'running', attempts = 1, locked_at = now() - interval '1 minute' where id = ${busy}`,
      );
    });
    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(runs).toEqual([stale]);
    expect(await state(stale)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await state(busy)).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('takes over at once a job whose heartbeat went silent, not one whose worker still beats', async () => {
    const runs: number[] = [];
    app.ctx.jobs.register('test.silent', async (job) => {
      runs.push(job.id);
    });
    const silent = await enqueue('test.silent');
    const beating = await enqueue('test.silent');
    // Both claimed a minute ago, far from the 10-minute stale lock; only one worker kept beating.
    await withSystem(app.database, async (tx) => {
      await tx.execute(
        sql`update jobs set status = 'running', attempts = 1, locked_at = now() - interval '1 minute',
              worker_id = 'elsewhere:1:gone', heartbeat_at = now() - interval '20 seconds' where id = ${silent}`,
      );
      await tx.execute(
        sql`update jobs set status = 'running', attempts = 1, locked_at = now() - interval '1 minute',
              worker_id = 'elsewhere:2:alive', heartbeat_at = now() - interval '2 seconds' where id = ${beating}`,
      );
    });
    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(runs).toEqual([silent]);
    expect(await state(silent)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await state(beating)).toMatchObject({ status: 'running', attempts: 1 });
    await withSystem(app.database, (tx) => tx.execute(sql`update jobs set status = 'done' where id = ${beating}`));
  });

  it('keeps a long job its own with heartbeats, and a worker that lost its job does not end it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.ctx.jobs.register('test.long', async () => {
      await held;
      return { finishedBy: 'first' };
    });
    const id = await enqueue('test.long');
    const first = app.ctx.jobs.runDue();
    await expect.poll(async () => (await state(id))?.status).toBe('running');
    const worker = async () =>
      (
        await withSystem(app.database, (tx) =>
          queryRows<{ worker_id: string; fresh: boolean }>(
            tx,
            sql`select worker_id, heartbeat_at > now() - interval '1 second' as fresh from jobs where id = ${id}`,
          ),
        )
      )[0];
    expect((await worker())?.worker_id).toBe(app.ctx.jobs.instanceId);
    await withSystem(app.database, (tx) =>
      tx.execute(sql`update jobs set heartbeat_at = now() - interval '10 seconds' where id = ${id}`),
    );
    await app.ctx.jobs.beat();
    expect((await worker())?.fresh).toBe(true);
    // Another worker takes it over (this one stalled past the heartbeat limit): the first one's ending writes nothing.
    await withSystem(app.database, (tx) =>
      tx.execute(sql`update jobs set worker_id = 'elsewhere:3:new' where id = ${id}`),
    );
    release();
    await first;
    expect(await state(id)).toMatchObject({ status: 'running', result: null });
    await withSystem(app.database, (tx) => tx.execute(sql`update jobs set status = 'done' where id = ${id}`));
  });

  it('at start takes over at once the jobs of a dead server of this host, not those of another host', async () => {
    const runs: number[] = [];
    app.ctx.jobs.register('test.dead-worker', async (job) => {
      runs.push(job.id);
    });
    const dead = await enqueue('test.dead-worker');
    const remote = await enqueue('test.dead-worker');
    // A pid far above any pid_max: no such process.
    const deadWorker = `${hostname()}:99999999:killed`;
    await withSystem(app.database, async (tx) => {
      await tx.execute(
        sql`update jobs set status = 'running', attempts = 1, locked_at = now(), worker_id = ${deadWorker},
              heartbeat_at = now() where id = ${dead}`,
      );
      await tx.execute(
        sql`update jobs set status = 'running', attempts = 1, locked_at = now(), worker_id = 'other-host:1:x',
              heartbeat_at = now() where id = ${remote}`,
      );
    });
    expect(await app.ctx.jobs.requeueDeadWorkers()).toBe(1);
    expect(await app.ctx.jobs.runDue()).toBe(1);
    expect(runs).toEqual([dead]);
    expect(await state(remote)).toMatchObject({ status: 'running' });
    await withSystem(app.database, (tx) => tx.execute(sql`update jobs set status = 'done' where id = ${remote}`));
  });

  // Only PGlite reruns jobs left running at start: one process owns its data (PostgreSQL keeps the stale-lock rule).
  if (backend === 'pglite')
    it('runs a job left running by a stopped server again when PGlite starts', async () => {
      const runs: number[] = [];
      app.ctx.jobs.register('test.cut-off', async (job) => {
        runs.push(job.id);
      });
      const id = await enqueue('test.cut-off');
      // Claimed a moment ago by a server that then stopped: PGlite's data belongs to one process, so no one else has it.
      await withSystem(app.database, (tx) =>
        tx.execute(sql`update jobs set status = 'running', attempts = 1, locked_at = now() where id = ${id}`),
      );
      app.ctx.jobs.start(50);
      try {
        await expect.poll(async () => (await state(id))?.status, { timeout: 5000 }).toBe('done');
        expect(runs).toEqual([id]);
        expect(await state(id)).toMatchObject({ attempts: 2 });
      } finally {
        await app.ctx.jobs.stop();
      }
    });

  it('runs due jobs by itself once started', async () => {
    const runs: number[] = [];
    app.ctx.jobs.register('test.background', async (job) => {
      runs.push(job.id);
    });
    app.ctx.jobs.start(50);
    try {
      const id = await enqueue('test.background');
      for (let i = 0; i < 100 && runs.length === 0; i++) await sleep(50);
      expect(runs).toEqual([id]);
      await expect.poll(async () => (await state(id))?.status, { timeout: 5000 }).toBe('done');
    } finally {
      await app.ctx.jobs.stop();
    }
  });
});

describe.each(ALL_BACKENDS)('job slots on %s', (backend) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(backend, {}, { seed: false });
  });
  afterAll(() => app.close());

  const statusOf = async (id: number) =>
    (
      await withSystem(app.database, (tx) =>
        queryRows<{ status: string }>(tx, sql`select status from jobs where id = ${id}`),
      )
    )[0]?.status;

  it("runs another owner's job while one owner's long job runs", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const events: string[] = [];
    app.ctx.jobs.register('test.long', async (job) => {
      events.push(`long ${job.ownerId} started`);
      await held;
      events.push(`long ${job.ownerId} done`);
    });
    app.ctx.jobs.register('test.short', async (job) => {
      events.push(`short ${job.ownerId} done`);
    });
    const enqueue = async (ownerId: number, kind: string) =>
      (await withSystem(app.database, (tx) => app.ctx.jobs.enqueue(tx, ownerId, kind, {})))?.id ?? 0;
    const long = await enqueue(1, 'test.long');
    const sameOwner = await enqueue(1, 'test.short');
    const otherOwner = await enqueue(2, 'test.short');
    app.ctx.jobs.start(50);
    try {
      await expect.poll(() => statusOf(otherOwner), { timeout: 5000 }).toBe('done');
      expect(await statusOf(long)).toBe('running');
      release();
      await expect.poll(() => statusOf(long), { timeout: 5000 }).toBe('done');
      await expect.poll(() => statusOf(sameOwner), { timeout: 5000 }).toBe('done');
    } finally {
      release();
      await app.ctx.jobs.stop();
    }
    expect(events.indexOf('short 2 done')).toBeLessThan(events.indexOf('long 1 done'));
  });

  it('takes first the oldest job of an owner that has none running', async () => {
    const ran: number[] = [];
    app.ctx.jobs.register('test.order', async (job) => {
      ran.push(job.ownerId);
    });
    // Owner 1 has a job running on another (live) worker.
    await withSystem(app.database, (tx) =>
      tx.execute(sql`insert into jobs (owner_id, kind, payload, status, worker_id, locked_at, heartbeat_at)
        values (1, 'test.elsewhere', '{}', 'running', 'other-host:1:x', now(), now())`),
    );
    const enqueue = (ownerId: number) =>
      withSystem(app.database, (tx) => app.ctx.jobs.enqueue(tx, ownerId, 'test.order', {}));
    await enqueue(1);
    await enqueue(1);
    await enqueue(3);
    expect(await app.ctx.jobs.runDue()).toBe(3);
    expect(ran).toEqual([3, 1, 1]);
  });
});

describe('isDeadLocalWorker', () => {
  it('knows a gone process of this host, and says nothing of a live one or of another host', () => {
    expect(isDeadLocalWorker(`${hostname()}:99999999:a`, 'me')).toBe(true);
    expect(isDeadLocalWorker(`${hostname()}:${process.ppid}:a`, 'me')).toBe(false);
    expect(isDeadLocalWorker('other-host:99999999:a', 'me')).toBe(false);
    // This very pid under another instance id: the server was restarted in place (pid 1 in a container).
    expect(isDeadLocalWorker(`${hostname()}:${process.pid}:before`, `${hostname()}:${process.pid}:now`)).toBe(true);
    expect(isDeadLocalWorker('me', 'me')).toBe(false);
  });
});
