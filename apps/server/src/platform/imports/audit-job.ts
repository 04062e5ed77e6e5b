import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { auditLog, jobs } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import type { AuditEntry } from '../audit.ts';
import { insertStatements } from '../bulk-insert.ts';
import type { JobQueue } from '../jobs.ts';
import { packChunks, unpack } from './pack.ts';

// An import's audit entries are written by a job of their own, queued in the transaction that writes the records:
// the records and the duty to audit them commit together (a transactional outbox), while the records' transaction
// stays short. Entries carry the time of that transaction; they are written 2,000 per transaction with a cursor kept
// in the same transaction, so a retry continues where the last attempt stopped and never writes one twice.

const IMPORT_AUDIT_JOB = 'audit.import';
/** Plain inserts: tried for a long while before the queue gives up. */
const AUDIT_ATTEMPTS = 10;
const ENTRIES_PER_TRANSACTION = 2000;

const ZPayload = z.object({ chunks: z.array(z.string()), at: z.string() });

/** Packs the entries before the records' transaction opens, 2,000 per chunk (one chunk per transaction later). */
export const packAudit = (entries: readonly AuditEntry[]) => packChunks(entries, ENTRIES_PER_TRANSACTION);

/** In the records' transaction: the audit job, stamped with the transaction's time. */
export async function queueAudit(tx: Db, queue: JobQueue, ownerId: number, chunks: string[]): Promise<void> {
  const [now] = await queryRows<{ at: string }>(
    tx,
    sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at`,
  );
  const at = now?.at ?? new Date().toISOString();
  await queue.enqueue(tx, ownerId, IMPORT_AUDIT_JOB, { chunks, at }, AUDIT_ATTEMPTS, { written: 0 });
}

export function registerAuditJob(database: Database, queue: JobQueue): void {
  queue.register(IMPORT_AUDIT_JOB, async (job) => {
    const { chunks, at } = ZPayload.parse(job.payload);
    const key = and(eq(jobs.ownerId, job.ownerId), eq(jobs.id, job.id));
    const cursor = async (tx: Db, lock: boolean) => {
      const query = tx.select({ result: jobs.result }).from(jobs).where(key);
      const [row] = await (lock ? query.for('update') : query);
      return (row?.result as { written?: number } | null)?.written ?? 0;
    };
    let written = await withTenant(database, job.ownerId, (tx) => cursor(tx, false));
    for (;;) {
      const packed = chunks[written];
      if (packed === undefined) return { written };
      // Unpacked before the transaction; under its lock the chunk is written only if no other worker wrote it.
      const entries = (await unpack<AuditEntry[]>(packed)).map((entry) => ({ ...entry, at }));
      const statements = [...insertStatements(auditLog, entries)];
      const next = written;
      written = await withTenant(database, job.ownerId, async (tx) => {
        const current = await cursor(tx, true);
        if (current !== next) return current;
        for (const statement of statements) await tx.execute(statement);
        // The last chunk takes the entries out of the payload (they are in the audit log now); a run after it, had the
        // worker stopped before marking the job done, finds nothing left to write.
        const last = next + 1 === chunks.length;
        await tx
          .update(jobs)
          .set({
            result: { written: next + 1 },
            ...(last ? { payload: { chunks: [], at } } : {}),
            updatedAt: sql`now()`,
          })
          .where(key);
        return next + 1;
      });
      await nextTurn();
    }
  });
}
