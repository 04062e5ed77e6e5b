import { z } from 'zod';
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
export const IMPORT_KINDS = ['employees', 'projects', 'works', 'customers', 'courses'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What the job is doing: waiting, checking the rows and looking up addresses, writing them (one transaction). */
export type ImportStage = 'queued' | 'preparing' | 'writing' | 'done' | 'failed';

/** A warning the import gives for some rows (e.g. 'Unable to retrieve coordinates'), with the rows counted from 1. */
export interface TImportWarning {
  /** Catalogue key (packages/domain/src/errors), e.g. geo.unplaced. */
  key: string;
  message: string;
  rows: number[];
}

/** An import job as the status calls answer it. `done` counts prepared rows while running, written rows when done. */
export interface TImportJob {
  id: number;
  kind: string;
  status: ImportStatus;
  stage: ImportStage;
  total: number;
  done: number;
  /** Records written: 0 until the job is done, then all of them (all or nothing). */
  imported: number;
  /** The new records' ids in the order of the rows sent (importJob only; lastImportJob leaves them out). */
  ids?: number[];
  warnings: TImportWarning[];
  /** Why the job failed (status failed) or why its last attempt failed (status queued, to be retried). */
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

export const ZImportJobRequest = z.object({ id: zInt(1) });
export const ZLastImportJobRequest = z.object({ kind: zLine(40, { min: 1 }) });

/** How often an import page asks for the job's progress. */
export const IMPORT_POLL_MS = 500;
