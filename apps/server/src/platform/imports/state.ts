import type { Area, ImportStage, TImportJob, TImportWarning } from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';

/**
 * An import job's state, kept in jobs.result from the moment it is queued: who sent it, how far it got and, once
 * written, what it wrote. The rows themselves are in jobs.payload.
 */
export interface ImportState {
  userId: number;
  area: Area;
  stage: ImportStage;
  total: number;
  done: number;
  imported: number;
  ids?: number[];
  warnings: TImportWarning[];
}

export const IMPORT_JOB_PREFIX = 'import.';

export const newState = (userId: number, area: Area, total: number): ImportState => ({
  userId,
  area,
  stage: 'queued',
  total,
  done: 0,
  imported: 0,
  warnings: [],
});

const byKey = (ownerId: number, id: number) => and(eq(jobs.ownerId, ownerId), eq(jobs.id, id));

/**
 * Records progress in a transaction of its own (the import page polls it). Only while the job runs; it also renews
 * the job's lock, so a long preparation is not taken for a dead worker's.
 */
export async function saveProgress(database: Database, ownerId: number, id: number, stage: ImportStage, done: number) {
  await withTenant(database, ownerId, (tx) =>
    tx
      .update(jobs)
      .set({
        result: sql`${jobs.result} || ${JSON.stringify({ stage, done })}::jsonb`,
        lockedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(byKey(ownerId, id), eq(jobs.status, 'running'))),
  );
}

/** The job's status, locked until the transaction ends: a second worker on the same job waits here, then sees it done. */
export async function lockState(tx: Db, ownerId: number, id: number) {
  const [row] = await tx
    .select({ status: jobs.status, result: jobs.result })
    .from(jobs)
    .where(byKey(ownerId, id))
    .for('update');
  return row && { status: row.status, state: row.result as ImportState };
}

/**
 * Marks the job done in the write's own transaction: the rows and the "done" commit together, or neither does. The
 * rows leave the payload then (they are in their tables now): the jobs table does not keep megabytes per import.
 */
export async function markDone(tx: Db, ownerId: number, id: number, state: ImportState) {
  await tx
    .update(jobs)
    .set({ status: 'done', result: state, payload: {}, lockedAt: null, updatedAt: sql`now()` })
    .where(byKey(ownerId, id));
}

const isoTime = (column: PgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

interface JobView {
  id: number;
  kind: string;
  status: TImportJob['status'];
  result: unknown;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The columns the status calls read: never the payload (megabytes of rows). */
export const jobViewColumns = {
  id: jobs.id,
  kind: jobs.kind,
  status: jobs.status,
  result: jobs.result,
  lastError: jobs.lastError,
  createdAt: isoTime(jobs.createdAt).mapWith(String),
  updatedAt: isoTime(jobs.updatedAt).mapWith(String),
};

/** A job as the web app sees it; `withIds` adds the new records' ids (importJob). */
export function toImportJob(row: JobView, withIds: boolean): TImportJob & { area: Area | undefined } {
  const state = row.result as ImportState | null;
  const stage: ImportStage =
    row.status === 'done'
      ? 'done'
      : row.status === 'failed'
        ? 'failed'
        : row.status === 'queued'
          ? 'queued'
          : (state?.stage ?? 'preparing');
  return {
    id: row.id,
    kind: row.kind.slice(IMPORT_JOB_PREFIX.length),
    status: row.status,
    stage,
    total: state?.total ?? 0,
    done: row.status === 'done' ? (state?.total ?? 0) : (state?.done ?? 0),
    imported: row.status === 'done' ? (state?.imported ?? 0) : 0,
    ...(withIds && row.status === 'done' ? { ids: state?.ids ?? [] } : {}),
    warnings: row.status === 'done' ? (state?.warnings ?? []) : [],
    error: row.lastError,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    area: state?.area,
  };
}
