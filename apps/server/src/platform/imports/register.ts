import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { type Area, jsonField, type TImportJob } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { z } from 'zod';
import { withTenant } from '../../db/tenant.ts';
import type { CallContext, CallRegistrar } from '../calls.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { JobFailure, type JobRow } from '../jobs.ts';
import { atRow, type ImportDefinition, type RowIssue, refusal } from './define.ts';
import { IMPORT_JOB_PREFIX, type ImportState, lockState, markDone, newState, saveProgress } from './state.ts';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Lists up to this long are written in the call when the import answers saved records (insertCourses, insertNews). */
export const IMMEDIATE_IMPORT_ROWS = 100;
/** Rows checked between two turns of the event loop: about 10 ms of zod each, so other calls get their turn. */
const ROWS_PER_TURN = 250;
/** A transient failure (database gone for a moment) is tried again; a refused row is not (JobFailure). */
const IMPORT_ATTEMPTS = 3;
/** Progress goes to the database at most this often while a job prepares. */
const PROGRESS_EVERY_MS = 250;
const TURN_EVERY_MS = 10;

const ZList = jsonField(z.array(z.unknown()));

const registeredAreas = new WeakMap<CallRegistrar, Set<Area>>();

/** The areas that have imports on this registrar: the status calls are open to their writers. */
export const importAreas = (r: CallRegistrar): Area[] => [...(registeredAreas.get(r) ?? [])];

interface Parsed<Row> {
  /** The rows that passed their own checks, and where each stands in the list sent. */
  rows: Row[];
  positions: number[];
  issues: RowIssue[];
  /** The rows as gzipped JSON: a 5 MB list is about 0.3 MB in the job's payload (jsonb of 5 MB costs PGlite 250 ms). */
  packed: string;
}

/** Every row checked outside any transaction, a few hundred per turn of the event loop. */
async function parseRows<Row, P>(definition: ImportDefinition<Row, P>, body: unknown): Promise<Parsed<Row>> {
  const list = ZList.safeParse(body);
  if (!list.success) throw badRequest('Invalid data: expected a list of records');
  const items = list.data;
  if (items.length === 0) throw badRequest('Invalid data: the list is empty');
  if (items.length > definition.max) throw badRequest(`Invalid data: at most ${definition.max} records per import`);
  const rows: Row[] = [];
  const positions: number[] = [];
  const issues: RowIssue[] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_TURN) {
    if (start > 0) await nextTurn();
    items.slice(start, start + ROWS_PER_TURN).forEach((item, offset) => {
      const parsed = definition.parseRow(item);
      if ('row' in parsed) {
        rows.push(parsed.row);
        positions.push(start + offset);
      } else issues.push(...atRow(start + offset, parsed.issues));
    });
  }
  const packed = issues.length > 0 ? '' : (await gzipAsync(JSON.stringify(rows))).toString('base64');
  return { rows, positions, issues, packed };
}

/** Issues of the rows that passed their own checks, placed back at the rows' positions in the list sent. */
function placed(issues: readonly RowIssue[], positions: readonly number[]): RowIssue[] {
  return issues.map((issue) => {
    const [index = '', ...rest] = issue.path.split('.');
    return { ...issue, path: [positions[Number(index)] ?? index, ...rest].join('.') };
  });
}

async function unpack<Row>(job: JobRow): Promise<Row[]> {
  const { rows } = z.object({ rows: z.string() }).parse(job.payload);
  return JSON.parse((await gunzipAsync(Buffer.from(rows, 'base64'))).toString('utf8')) as Row[];
}

/**
 * What a failed attempt leaves as the job's error for the import page: the database's own message, not drizzle's
 * "Failed query: ..." with the statement and its parameters (megabytes of rows).
 */
function concise(err: unknown): unknown {
  if (err instanceof JobFailure || !(err instanceof Error)) return err;
  const reason = err.cause instanceof Error ? err.cause.message : err.message;
  return new Error(reason.length > 500 ? `${reason.slice(0, 500)}…` : reason);
}

/** The job: prepare (outside transactions, progress saved), then check again and write in one transaction. */
async function runImport<Row, P>(app: AppContext, definition: ImportDefinition<Row, P>, job: JobRow) {
  try {
    return await attempt(app, definition, job);
  } catch (err) {
    throw concise(err);
  }
}

async function attempt<Row, P>(app: AppContext, definition: ImportDefinition<Row, P>, job: JobRow) {
  const { ownerId, id } = job;
  const start = job.result as ImportState;
  const rows = await unpack<Row>(job);
  let saved = performance.now();
  let turned = saved;
  // Called after each row: gives other calls a turn every few milliseconds and saves the count now and then.
  const progress = async (done: number) => {
    const now = performance.now();
    if (now - saved >= PROGRESS_EVERY_MS) {
      saved = now;
      await saveProgress(app.database, ownerId, id, 'preparing', done);
    }
    if (now - turned >= TURN_EVERY_MS) {
      turned = now;
      await nextTurn();
    }
  };
  await saveProgress(app.database, ownerId, id, 'preparing', 0);
  const prepared = definition.prepare ? await definition.prepare(app, rows, progress) : undefined;
  await saveProgress(app.database, ownerId, id, 'writing', rows.length);

  return withTenant(app.database, ownerId, async (tx) => {
    const current = await lockState(tx, ownerId, id);
    // Another worker took this job over and wrote it (ours was taken for dead): nothing more to do.
    if (!current || current.status === 'done' || current.state.stage === 'done') return current?.state ?? start;
    const today = todayIso();
    const issues = await definition.check(tx, ownerId, rows, today);
    if (issues.length > 0) throw new JobFailure(refusal(definition, issues).message);
    const written = await definition.write({ tx, app, ownerId, userId: start.userId, today }, rows, prepared);
    const state: ImportState = {
      ...start,
      stage: 'done',
      done: rows.length,
      imported: written.ids.length,
      ids: written.ids,
      warnings: written.warnings,
    };
    await markDone(tx, ownerId, id, state);
    return state;
  });
}

/**
 * The import call and its job. The call checks every row (outside any transaction) and then against the database,
 * answers 400 naming every refused row with nothing written, and otherwise queues the job and answers it at once.
 * The job writes all rows or none, set-based, in one transaction that also marks it done: a retry after a crash
 * either finds it done or finds nothing written.
 */
export function registerImport<Row, P>(r: CallRegistrar, definition: ImportDefinition<Row, P>): void {
  const kind = `${IMPORT_JOB_PREFIX}${definition.kind}`;
  registeredAreas.set(r, new Set([...(registeredAreas.get(r) ?? []), definition.area]));
  r.app.jobs.register(kind, (job) => runImport(r.app, definition, job));
  r.bulk(
    {
      path: definition.path,
      area: definition.area,
      level: 'write',
      prepare: (body) => parseRows(definition, body),
      afterCommit: () => r.app.jobs.wake(),
    },
    async (ctx: CallContext, { rows, positions, issues: own, packed }) => {
      const today = todayIso();
      // The rows that passed their own checks are checked against the others and the database too, so that the
      // refusal names every row to fix at once.
      const checked = rows.length > 0 ? await definition.check(ctx.tx, ctx.ownerId, rows, today) : [];
      const issues = [...own, ...placed(checked, positions)];
      if (issues.length > 0) throw refusal(definition, issues);
      const { immediate } = definition;
      if (immediate && rows.length <= immediate.upTo) {
        const written = await definition.write({ ...ctx, today }, rows, undefined);
        return immediate.saved(ctx.tx, ctx.ownerId, written.ids);
      }
      const state = newState(ctx.userId, definition.area, rows.length);
      const job = await ctx.app.jobs.enqueue(ctx.tx, ctx.ownerId, kind, { rows: packed }, IMPORT_ATTEMPTS, {
        ...state,
      });
      if (!job) throw new Error('queueing the import failed');
      const now = new Date().toISOString().slice(0, 19);
      const answer: TImportJob = {
        id: job.id,
        kind: definition.kind,
        status: 'queued',
        stage: 'queued',
        total: rows.length,
        done: 0,
        imported: 0,
        warnings: [],
        error: null,
        createdAt: `${now}Z`,
        updatedAt: `${now}Z`,
      };
      return answer;
    },
  );
}
