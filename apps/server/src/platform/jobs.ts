import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { type Database, type Db, queryRows } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { withSystem, withTenant } from '../db/tenant.ts';

export type JobRow = typeof jobs.$inferSelect;
export type JobHandler = (job: JobRow) => Promise<unknown>;

/** Last resort for a running job that has no heartbeat (claimed before heartbeats existed). */
const STALE_LOCK = sql`now() - interval '10 minutes'`;
/** How often a worker says it still runs its jobs, and how long a silence means it is gone. */
const HEARTBEAT_MS = 3000;
const HEARTBEAT_LOST = sql`now() - interval '15 seconds'`;

/** `host:pid:random`: unique per server process, and says where to look whether that process still lives. */
function newInstanceId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * A worker of this host whose process is no more (a server killed and started again): its jobs are free at once.
 * Another instance with this very process's pid is gone too (a container restarted: the server is pid 1 again).
 */
export function isDeadLocalWorker(workerId: string, self: string): boolean {
  const [workerHost, pid] = workerId.split(':');
  if (workerId === self || workerHost !== hostname() || !pid) return false;
  if (Number(pid) === process.pid) return true;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * A job that runs again and again for the whole server (owner 0): queues its next run at `runAt` unless one is already
 * waiting or running (other than `except`, the run in progress), so a start-up and a run never make two chains.
 */
export async function planNextRun(tx: Db, kind: string, runAt: Date, except = 0): Promise<void> {
  const waiting = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.status, ['queued', 'running']), ne(jobs.id, except)))
    .limit(1);
  if (waiting.length === 0) await tx.insert(jobs).values({ ownerId: 0, kind, payload: {}, runAt, maxAttempts: 1 });
}

/** A failure that another attempt cannot cure (the data changed meanwhile): the job ends 'failed' at once. */
/**
 * One step of a job that resumes where it stopped: `work` runs in a transaction of the job's owner and answers the
 * progress after it, written to the job (and its lock renewed) in that same transaction, so a step counts as done
 * exactly when its work is.
 */
export function jobStep<P>(database: Database, job: JobRow, work: (tx: Db) => Promise<P>): Promise<P> {
  return withTenant(database, job.ownerId, async (tx) => {
    const next = await work(tx);
    await tx
      .update(jobs)
      .set({ result: next, lockedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(jobs.ownerId, job.ownerId), eq(jobs.id, job.id)));
    return next;
  });
}

export class JobFailure extends Error {}

/** A long job that stopped between two steps because the server is stopping: queued again, no attempt spent. */
export class JobInterrupted extends Error {}

/**
 * A durable queue in the database: jobs are rows, claimed with FOR UPDATE SKIP LOCKED so several workers never take
 * the same job, retried with exponential back-off, and requeued when a worker died holding them. A running job names
 * its worker (`instanceId`) and carries that worker's heartbeat: a job whose heartbeat went silent, or whose worker
 * was a process of this host that is gone, is taken over within seconds instead of after the 10-minute stale lock.
 *
 * A worker runs up to `slots` jobs at once, and takes next the oldest due job of an owner that has none running: one
 * owner's invoice run of half an hour does not hold up another owner's import or reminders.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  /** The start-up's requeue, then the loops that claim and run jobs (at most `slots`). */
  private starting: Promise<void> | undefined;
  private readonly loops = new Set<Promise<void>>();
  private pokedMeanwhile = false;
  /** Set by stop(): a long job checks it between its steps (and throws JobInterrupted). */
  stopping = false;

  constructor(
    private readonly database: Database,
    readonly instanceId = newInstanceId(),
    private readonly slots = 3,
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** `result` may hold the job's state from the start (an import's progress); the handler's answer replaces it. */
  async enqueue(
    tx: Db,
    ownerId: number,
    kind: string,
    payload: Record<string, unknown>,
    maxAttempts = 5,
    result?: Record<string, unknown>,
  ) {
    const [job] = await tx
      .insert(jobs)
      .values({ ownerId, kind, payload, maxAttempts, result })
      .returning({ id: jobs.id });
    this.poke();
    return job;
  }

  /** Claims and runs due jobs until none is left; returns how many ran. */
  async runDue(): Promise<number> {
    await this.releaseStale();
    let count = 0;
    for (;;) {
      const job = await this.claim();
      if (!job) return count;
      await this.execute(job);
      count++;
    }
  }

  start(intervalMs = 1000, heartbeatMs = HEARTBEAT_MS): void {
    if (this.timer) return;
    this.stopping = false;
    this.timer = setInterval(() => this.poke(), intervalMs);
    this.timer.unref();
    this.heartbeat = setInterval(() => {
      this.beat()
        .then(() => this.releaseStale())
        .catch((err) => console.error('job heartbeat:', err instanceof Error ? err.message : err));
    }, heartbeatMs);
    this.heartbeat.unref();
    // PGlite's data directory belongs to this one process: a job left 'running' was cut off by a stop or a crash and
    // runs again now. On PostgreSQL another server may still be running it: only a dead worker's jobs are taken.
    const orphans = this.database.kind === 'pglite' ? this.requeueOrphans() : this.requeueDeadWorkers();
    this.starting = orphans
      .then(() => this.releaseStale())
      .catch((err) => console.error('job worker:', err instanceof Error ? err.message : err))
      .then(() => {
        this.starting = undefined;
        this.poke();
      });
  }

  /** Puts jobs left 'running' back in the queue (only safe when no other worker can be running them). */
  async requeueOrphans(): Promise<number> {
    const rows = await withSystem(this.database, (tx) =>
      tx
        .update(jobs)
        .set({ status: 'queued', lockedAt: null, workerId: null, runAt: sql`now()` })
        .where(eq(jobs.status, 'running'))
        .returning({ id: jobs.id }),
    );
    return rows.length;
  }

  /** Puts back in the queue, at once, the running jobs of workers of this host whose process is gone. */
  async requeueDeadWorkers(): Promise<number> {
    return withSystem(this.database, async (tx) => {
      const running = await tx
        .selectDistinct({ workerId: jobs.workerId })
        .from(jobs)
        .where(and(eq(jobs.status, 'running'), ne(jobs.workerId, this.instanceId)));
      const dead = running.flatMap((row) =>
        row.workerId && isDeadLocalWorker(row.workerId, this.instanceId) ? [row.workerId] : [],
      );
      if (dead.length === 0) return 0;
      const rows = await tx
        .update(jobs)
        .set({ status: 'queued', lockedAt: null, workerId: null, runAt: sql`now()` })
        .where(and(eq(jobs.status, 'running'), inArray(jobs.workerId, dead)))
        .returning({ id: jobs.id });
      return rows.length;
    });
  }

  /** Says this worker still runs its jobs (a job's handler may take minutes: an invoice run). */
  async beat(): Promise<void> {
    await withSystem(this.database, (tx) =>
      tx
        .update(jobs)
        .set({ heartbeatAt: sql`now()` })
        .where(and(eq(jobs.status, 'running'), eq(jobs.workerId, this.instanceId))),
    );
  }

  /** Looks for due jobs now (after a transaction that queued one has committed). */
  wake(): void {
    this.poke();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.timer = undefined;
    this.heartbeat = undefined;
    await this.starting;
    await Promise.all(this.loops);
  }

  /**
   * Starts a loop that claims and runs jobs until none is due, when a slot is free. A loop that claimed a job pokes
   * again, so a second due job starts in the next slot instead of waiting for the first to end.
   */
  private poke(): void {
    if (!this.timer || this.starting) return;
    // A job queued while the worker looks (in a transaction not yet committed then) is looked for again right after.
    if (this.loops.size >= this.slots) {
      this.pokedMeanwhile = true;
      return;
    }
    const loop = (async () => {
      for (let job = await this.claim(); job; job = await this.claim()) {
        this.poke();
        await this.execute(job);
      }
    })()
      .catch((err) => console.error('job worker:', err instanceof Error ? err.message : err))
      .then(() => {
        this.loops.delete(loop);
        if (!this.pokedMeanwhile) return;
        this.pokedMeanwhile = false;
        this.poke();
      });
    this.loops.add(loop);
  }

  /**
   * Puts back in the queue the running jobs whose worker fell silent (the 10-minute lock only for one that never had a
   * heartbeat). A heartbeat goes silent after 15 s, so looking every few seconds is enough: a running worker does it
   * on its heartbeat timer and runDue once before it claims, not every claim (a run's mails were one claim each).
   */
  async releaseStale(): Promise<void> {
    await withSystem(this.database, (tx) =>
      tx
        .update(jobs)
        .set({ status: 'queued', lockedAt: null, workerId: null })
        .where(
          and(
            eq(jobs.status, 'running'),
            or(
              lt(jobs.heartbeatAt, HEARTBEAT_LOST),
              and(sql`${jobs.heartbeatAt} is null`, lt(jobs.lockedAt, STALE_LOCK)),
            ),
          ),
        ),
    );
  }

  private claim(): Promise<JobRow | undefined> {
    return withSystem(this.database, async (tx) => {
      // Owners without a running job first: a long job takes one slot, not every slot, while others wait.
      const rows = await queryRows<{ owner_id: number; id: number }>(
        tx,
        sql`
        select owner_id, id from jobs queued where status = 'queued' and run_at <= now()
        order by exists (
          select 1 from jobs running where running.status = 'running' and running.owner_id = queued.owner_id
        ), run_at
        limit 1 for update skip locked`,
      );
      const next = rows[0];
      if (!next) return undefined;
      const [job] = await tx
        .update(jobs)
        .set({
          status: 'running',
          lockedAt: sql`now()`,
          workerId: this.instanceId,
          heartbeatAt: sql`now()`,
          attempts: sql`${jobs.attempts} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(jobs.ownerId, next.owner_id), eq(jobs.id, next.id)))
        .returning();
      return job;
    });
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    // Written only while the job is still this worker's: one that was taken over is the new worker's to finish.
    const key = and(eq(jobs.ownerId, job.ownerId), eq(jobs.id, job.id), eq(jobs.workerId, this.instanceId));
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const result = (await handler(job)) ?? null;
      await withSystem(this.database, (tx) =>
        tx.update(jobs).set({ status: 'done', result, lockedAt: null, updatedAt: sql`now()` }).where(key),
      );
    } catch (err) {
      if (err instanceof JobInterrupted) {
        await withSystem(this.database, (tx) =>
          tx
            .update(jobs)
            .set({ status: 'queued', attempts: sql`${jobs.attempts} - 1`, lockedAt: null, runAt: sql`now()` })
            .where(key),
        );
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= job.maxAttempts || err instanceof JobFailure;
      const backoffSeconds = Math.min(3600, 5 * 2 ** job.attempts);
      await withSystem(this.database, (tx) =>
        tx
          .update(jobs)
          .set({
            status: final ? 'failed' : 'queued',
            lastError: message,
            lockedAt: null,
            runAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
            updatedAt: sql`now()`,
          })
          .where(key),
      );
    }
  }
}
