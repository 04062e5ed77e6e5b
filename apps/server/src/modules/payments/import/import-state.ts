import type { BankStatement, ImportStage, TBankImportJob, TBankImportResult } from '@backoffice/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { jobs } from '../../../db/schema/index.ts';
import { fail } from '../../../platform/errors.ts';
import { packChunks, unpackChunks } from '../../../platform/imports/pack.ts';

export const BANK_IMPORT_JOB = 'payments.bankImport';

/** The job's payload: who imports which file, its statements packed (platform/imports/pack.ts). */
export const ZBankImportPayload = z.object({
  userId: z.number().int(),
  employeeId: z.number().int(),
  fileName: z.string(),
  format: z.string(),
  statements: z.array(z.string()),
});
export type BankImportPayload = z.output<typeof ZBankImportPayload>;

/** Lines per packed piece: serialising a 40 MB statement at once would hold the event loop. */
const LINES_PER_PIECE = 2000;

/** The statements for the job's payload, each in pieces of at most LINES_PER_PIECE lines (pack.ts). */
export function packStatements(statements: readonly BankStatement[]): Promise<string[]> {
  const pieces = statements.flatMap((statement, index) => {
    const count = Math.max(1, Math.ceil(statement.lines.length / LINES_PER_PIECE));
    return Array.from({ length: count }, (_, piece) => ({
      index,
      statement: {
        ...statement,
        lines: statement.lines.slice(piece * LINES_PER_PIECE, (piece + 1) * LINES_PER_PIECE),
      },
    }));
  });
  return packChunks(pieces, 1);
}

/** The statements of the job's payload, their pieces joined again. */
export async function unpackStatements(packed: readonly string[]): Promise<BankStatement[]> {
  const statements: BankStatement[] = [];
  for (const { index, statement } of await unpackChunks<{ index: number; statement: BankStatement }>(packed)) {
    const whole = statements[index];
    if (whole) whole.lines.push(...statement.lines);
    else statements[index] = statement;
  }
  return statements;
}

/** The job's state in jobs.result from the moment it is queued; `result` once the file is written. */
export interface BankImportState {
  userId: number;
  fileName: string;
  stage: ImportStage;
  total: number;
  done: number;
  result?: TBankImportResult;
}

/** A refusal of the job (an account removed meanwhile) kept as its error by key, in jobs.last_error. */
export const failureText = (key: string, params: Record<string, string | number>) => JSON.stringify({ key, params });

const ZFailure = z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });

function errorOf(lastError: string | null): TBankImportJob['error'] {
  if (!lastError) return null;
  try {
    return ZFailure.parse(JSON.parse(lastError));
  } catch {
    return { key: 'bankImport.failed', params: { detail: lastError.slice(0, 300) } };
  }
}

/** bankImportJob {id}: an import of the caller's owner as the dialog follows it. */
export async function readBankImport(tx: Db, ownerId: number, id: number): Promise<TBankImportJob> {
  const [job] = await tx
    .select({ id: jobs.id, status: jobs.status, result: jobs.result, lastError: jobs.lastError })
    .from(jobs)
    .where(and(eq(jobs.ownerId, ownerId), eq(jobs.id, id), eq(jobs.kind, BANK_IMPORT_JOB)));
  if (!job) throw fail('bankImport.jobNotFound', { id });
  const state = job.result as BankImportState;
  const status = job.status as TBankImportJob['status'];
  const error = status === 'failed' ? errorOf(job.lastError) : null;
  const unknown = error?.key === 'bankImport.unknownBankAccount' ? String(error.params.iban).split(', ') : [];
  return {
    id: job.id,
    fileName: state.fileName,
    status,
    stage: status === 'done' || status === 'failed' ? status : status === 'queued' ? 'queued' : state.stage,
    total: state.total,
    done: status === 'done' ? state.total : state.done,
    result:
      state.result ??
      (status === 'failed'
        ? { statements: 0, imported: 0, duplicates: 0, matched: 0, unknownAccounts: unknown }
        : null),
    error,
  };
}

/** runningBankImport: the caller's latest bank import if it is still queued or running, else null. */
export async function runningBankImport(tx: Db, ownerId: number, userId: number): Promise<TBankImportJob | null> {
  const [job] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.ownerId, ownerId),
        eq(jobs.kind, BANK_IMPORT_JOB),
        sql`${jobs.status} in ('queued', 'running') and (${jobs.result}->>'userId')::int = ${userId}`,
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(1);
  return job ? readBankImport(tx, ownerId, job.id) : null;
}

const byKey = (ownerId: number, id: number) => and(eq(jobs.ownerId, ownerId), eq(jobs.id, id));

/** The job's state, locked until the transaction ends: a second worker on the same job waits, then sees it done. */
export async function lockBankImport(tx: Db, ownerId: number, id: number) {
  const [row] = await tx
    .select({ status: jobs.status, result: jobs.result })
    .from(jobs)
    .where(byKey(ownerId, id))
    .for('update');
  return row && { status: row.status, state: row.result as BankImportState };
}

/** Marks the job done in the write's own transaction; the statements leave the payload (they are stored now). */
export async function finishBankImport(tx: Db, ownerId: number, id: number, state: BankImportState) {
  await tx
    .update(jobs)
    .set({ status: 'done', result: state, payload: {}, lockedAt: null, updatedAt: sql`now()` })
    .where(byKey(ownerId, id));
}
