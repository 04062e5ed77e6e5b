import type { ImportCallDeclaration, TImportWarning } from '@backoffice/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuditEntry } from '../audit.ts';
import type { AppContext } from '../context.ts';
import { failWithIssues, type HttpError } from '../errors.ts';

/** Why a row is refused. `path` starts with the row's index in the list sent ('3.name'; '3' for the row itself). */
export interface RowIssue {
  path: string;
  message: string;
}

/**
 * What a plan is made with: the user who sent the rows, the owner's highest number when the import numbers records
 * ('<auto>'), and new ids from the tables' sequences.
 */
export interface ImportPlanContext {
  ownerId: number;
  userId: number;
  today: string;
  highest: number;
  allocate(table: PgTable, count: number): Promise<number[]>;
  /** Called after each row: gives other calls a turn every few milliseconds (planning 10,000 rows takes a while). */
  turn(): Promise<void>;
}

/** Everything an import writes, built before the write transaction opens: records, children, audit entries. */
export interface ImportPlan {
  inserts: { table: PgTable; rows: object[] }[];
  audit: AuditEntry[];
  /** The new records' ids in the order of the rows. */
  ids: number[];
  warnings: TImportWarning[];
}

/**
 * One import (insertCustomers, ...): how a row is checked, how the rows are checked together and against the
 * database, and what is written. registerImport turns it into the call and the job.
 */
export interface ImportDefinition<Row, Prepared = undefined> {
  /** The job's kind is `import.<kind>`; lastImportJob takes the kind. */
  kind: string;
  /** The call's declaration (defineImportCall): its path, its area, and the shared schema of one row, where the
   * references are. */
  call: ImportCallDeclaration;
  /** Most rows one call takes. */
  max: number;
  /** One row: the shared schema and the rules of a single row; issue paths relative to the row ('' for the row). */
  parseRow(item: unknown): { row: Row } | { issues: RowIssue[] };
  /**
   * Rules across rows and against the owner's data (numbers taken, unknown references). Runs in the call, and again
   * in the job's write transaction under the owner's locks, as the data may have changed in between.
   */
  check(tx: Db, ownerId: number, rows: readonly Row[], today: string): Promise<RowIssue[]>;
  /** The refusal's key when it is not 'Row 3: name: ...' (address failures keep 'Validation addresses error'). */
  refusalKey?(issues: readonly RowIssue[]): 'address.invalid' | undefined;
  /**
   * Before the write, outside any transaction: slow lookups (geocoding), or what the plan reads of the owner's data
   * (`ownerId`); `progress` after each row.
   */
  prepare?(
    app: AppContext,
    rows: readonly Row[],
    progress: (done: number) => Promise<void>,
    ownerId: number,
  ): Promise<Prepared>;
  /**
   * An import that numbers records: the owner's highest number, taking the owner's sequence lock. The plan is made
   * with it before the write; the write transaction takes the lock, reads it again and plans anew if it moved.
   */
  highest?(tx: Db, ownerId: number): Promise<number>;
  /** After the rows are written, in the same transaction: what else they set off (payments booked in the ledger). */
  written?(tx: Db, ownerId: number, userId: number, ids: readonly number[]): Promise<void>;
  /** The records, children and audit entries to write. */
  plan(ctx: ImportPlanContext, rows: readonly Row[], prepared: Prepared | undefined): Promise<ImportPlan>;
  /**
   * Lists up to `upTo` rows are written in the call itself and answered with the saved records (spec 001: insertCourses
   * and insertNews answer 'saved'); a set-based write of a few hundred rows takes milliseconds.
   */
  immediate?: { upTo: number; saved(tx: Db, ownerId: number, ids: number[]): Promise<unknown[]> };
}

/** The row index an issue path starts with. */
const rowOf = (issue: RowIssue): number => Number(issue.path.split('.')[0]);

/** zod issues of one row, with paths relative to the row. */
export const zodRowIssues = (error: z.ZodError): RowIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

/** Issues relative to a row → issues of the list. */
export const atRow = (index: number, issues: readonly RowIssue[]): RowIssue[] =>
  issues.map((issue) => ({ path: issue.path ? `${index}.${issue.path}` : String(index), message: issue.message }));

/** Most issues a refusal lists: enough for the import page to mark every bad row of a large file. */
const MAX_ISSUES = 2000;

/** 'Row 4: name: Required (and 2 more rows)': the first refused row (from 1), its problem, how many rows besides. */
function rowRefusal(issues: readonly RowIssue[], kept: RowIssue[]): HttpError {
  const first = issues[0];
  if (!first) return failWithIssues('request.invalid', kept, { detail: 'no rows' });
  const [index = '0', ...rest] = first.path.split('.');
  const field = rest.join('.');
  const row = Number(index) + 1;
  const detail = `${field ? `${field}: ` : ''}${first.message}`;
  const more = new Set(issues.map(rowOf)).size - 1;
  if (more === 0) return failWithIssues('import.rowRefused', kept, { row, detail });
  if (more === 1) return failWithIssues('import.rowsRefusedOneMore', kept, { row, detail });
  return failWithIssues('import.rowsRefused', kept, { row, detail, more });
}

/** The 400 answer: nothing is written, and every refused row is named (also for imports of their own, ImportLedger). */
export function refusal(
  definition: { refusalKey?(issues: readonly RowIssue[]): 'address.invalid' | undefined },
  issues: RowIssue[],
): HttpError {
  const sorted = [...issues].sort((a, b) => rowOf(a) - rowOf(b));
  const kept = sorted.slice(0, MAX_ISSUES);
  const key = definition.refusalKey?.(sorted);
  return key ? failWithIssues(key, kept) : rowRefusal(sorted, kept);
}
