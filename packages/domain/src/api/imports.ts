import { z } from 'zod';
import type { Area } from '../roles.ts';
import { type CallDeclaration, defineCall } from './contract.ts';
import { zInt, zLine } from './fields.ts';

// Imports (insertEmployees, insertProjects, insertWorks, insertCustomers, insertCourses, insert<Resource>) run as a job:
// the call checks every row (400 with the refused rows, nothing written) and answers the queued job; the job writes
// all rows or none and keeps its progress, which the import pages poll.

/** The server's own import refusals, sent verbatim. */
export const IMPORT_TEXTS = {
  newOnly: 'An import adds new records: id must be 0',
  noDelete: 'An import does not delete records',
} as const;

/** The import kinds the web app has pages for; resource imports are named after the resource's plural ('News'). */
export const IMPORT_KINDS = [
  'employees',
  'projects',
  'works',
  'customers',
  'courses',
  'invoices',
  'suppliers',
  'purchases',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What the job is doing: waiting, checking the rows and looking up addresses, writing them (one transaction). */
export type ImportStage = 'queued' | 'preparing' | 'writing' | 'done' | 'failed';

/** A warning the import gives for some rows (e.g. 'Unable to retrieve coordinates'), with the rows counted from 1. */
export const ZImportWarning = z.object({
  /** Catalogue key (packages/domain/src/errors), e.g. geo.unplaced. */
  key: z.string(),
  message: z.string(),
  rows: z.array(z.number().int()),
});
export type TImportWarning = z.infer<typeof ZImportWarning>;

/** An import job as the status calls answer it. `done` counts prepared rows while running, written rows when done. */
export const ZImportJob = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(IMPORT_STATUSES),
  stage: z.enum(['queued', 'preparing', 'writing', 'done', 'failed']),
  total: z.number().int(),
  done: z.number().int(),
  /** Records written: 0 until the job is done, then all of them (all or nothing). */
  imported: z.number().int(),
  /** The new records' ids in the order of the rows sent (importJob only; lastImportJob leaves them out). */
  ids: z.array(z.number().int()).optional(),
  warnings: z.array(ZImportWarning),
  /** Why the job failed (status failed) or why its last attempt failed (status queued, to be retried). */
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TImportJob = z.infer<typeof ZImportJob>;

export const ZImportJobRequest = z.object({ id: zInt(1) });
export const ZLastImportJobRequest = z.object({ kind: zLine(40, { min: 1 }) });

/**
 * The status calls of every import; open to the writers of any area that has an import (the server checks the
 * job's own area), so the declared gate is the first area's and the server registers them with all of them.
 */
export const IMPORT_JOB_CALLS = {
  importJob: defineCall({
    method: 'POST',
    path: '/importJob',
    area: ['employees', 'projects', 'sales', 'purchases', 'payments'],
    level: 'write',
    body: ZImportJobRequest,
    response: ZImportJob,
    summary: "An import's progress and outcome (polled by the import pages)",
  }),
  lastImportJob: defineCall({
    method: 'POST',
    path: '/lastImportJob',
    area: ['employees', 'projects', 'sales', 'purchases', 'payments'],
    level: 'write',
    body: ZLastImportJobRequest,
    response: ZImportJob.nullable(),
    summary: "The caller's latest import of a kind, or null",
  }),
} as const;

/** An import call: a list of rows (the body), answered with the queued job (or the saved records of a short list). */
export type ImportCallDeclaration<R extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> = CallDeclaration<
  z.ZodArray<R>,
  A
> & { method: 'POST'; area: Area; level: 'write' };

type ImportAnswer<S extends z.ZodType | undefined> = S extends z.ZodType
  ? z.ZodUnion<[typeof ZImportJob, z.ZodArray<S>]>
  : typeof ZImportJob;

/**
 * Declares an import (insertCustomers, ...): POST, the area's write level, the body a list of `row`. `saved`: a short
 * list is written in the call itself and answered with the saved records of this schema (spec 001: insertCourses).
 */
export function defineImportCall<
  const R extends z.ZodType,
  const S extends z.ZodType | undefined = undefined,
>(declaration: {
  path: `/${string}`;
  area: Area;
  row: R;
  saved?: S;
  summary: string;
}): ImportCallDeclaration<R, ImportAnswer<S>> {
  const { path, area, row, saved, summary } = declaration;
  const response = saved ? z.union([ZImportJob, z.array(saved)]) : ZImportJob;
  return {
    method: 'POST',
    path,
    area,
    level: 'write',
    body: z.array(row),
    response: response as ImportAnswer<S>,
    summary,
  };
}

/** How often an import page asks for the job's progress. */
export const IMPORT_POLL_MS = 500;
