import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Area, jsonField, type TImportJob } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { auditLog } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { allocateIds, insertStatements } from '../bulk-insert.ts';
import type { CallContext, CallRegistrar } from '../calls.ts';
import type { AppContext } from '../context.ts';
import { fail } from '../errors.ts';
import { JobFailure, type JobRow } from '../jobs.ts';
import { referenceIssues } from '../references.ts';
import { packAudit, queueAudit, registerAuditJob } from './audit-job.ts';
import { atRow, type ImportDefinition, type ImportPlan, type RowIssue, refusal } from './define.ts';
import { packChunks, unpackChunks } from './pack.ts';
import { IMPORT_JOB_PREFIX, type ImportState, lockState, markDone, newState, saveProgress } from './state.ts';

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

/** Gives other calls a turn of the event loop when this work has run for a few milliseconds since the last one. */
function turner(): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < TURN_EVERY_MS) return;
    await nextTurn();
    last = performance.now();
  };
}

/** Inside a transaction there is nothing to gain from a turn: on PGlite nobody else can use the database meanwhile. */
const stay = async () => undefined;

const registeredAreas = new WeakMap<CallRegistrar, Set<Area>>();

/** The areas that have imports on this registrar: the status calls are open to their writers. */
export const importAreas = (r: CallRegistrar): Area[] => [...(registeredAreas.get(r) ?? [])];

interface Parsed<Row> {
  /** The rows that passed their own checks, and where each stands in the list sent. */
  rows: Row[];
  positions: number[];
  issues: RowIssue[];
  /** The rows for the job's payload (pack.ts), 1,000 per piece. */
  packed: string[];
}

/** Every row checked outside any transaction, a few hundred per turn of the event loop. */
async function parseRows<Row, P>(definition: ImportDefinition<Row, P>, body: unknown): Promise<Parsed<Row>> {
  const list = ZList.safeParse(body);
  if (!list.success) throw fail('import.notAList');
  const items = list.data;
  if (items.length === 0) throw fail('import.empty');
  if (items.length > definition.max) throw fail('import.tooMany', { max: definition.max });
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
  const packed = issues.length > 0 ? [] : await packChunks(rows, 1000);
  return { rows, positions, issues, packed };
}

/** Issues of the rows that passed their own checks, placed back at the rows' positions in the list sent. */
function placed(issues: readonly RowIssue[], positions: readonly number[]): RowIssue[] {
  return issues.map((issue) => {
    const [index = '', ...rest] = issue.path.split('.');
    return { ...issue, path: [positions[Number(index)] ?? index, ...rest].join('.') };
  });
}

async function rowsOf<Row>(job: JobRow): Promise<Row[]> {
  return unpackChunks<Row>(z.object({ rows: z.array(z.string()) }).parse(job.payload).rows);
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
  const rows = await rowsOf<Row>(job);
  let saved = performance.now();
  const turn = turner();
  // Called after each row: saves the count now and then, and gives other calls a turn.
  const progress = async (done: number) => {
    if (performance.now() - saved >= PROGRESS_EVERY_MS) {
      saved = performance.now();
      await saveProgress(app.database, ownerId, id, 'preparing', done);
    }
    await turn();
  };
  await saveProgress(app.database, ownerId, id, 'preparing', 0);
  const prepared = definition.prepare ? await definition.prepare(app, rows, progress, ownerId) : undefined;
  // Everything that takes time on our side happens before the write transaction: numbers planned from the highest
  // read now, ids taken from the sequences, rows and audit entries serialised.
  const base = { ownerId, userId: start.userId, today: todayIso() };
  const { highest: readHighest } = definition;
  const highest = readHighest ? await withTenant(app.database, ownerId, (tx) => readHighest(tx, ownerId)) : 0;
  const allocate = (table: PgTable, count: number) =>
    withTenant(app.database, ownerId, (tx) => allocateIds(tx, table, count));
  let plan = await definition.plan({ ...base, highest, allocate, turn }, rows, prepared);
  let statements = await serialise(plan, false, turn);
  let audit = await packAudit(plan.audit);
  await saveProgress(app.database, ownerId, id, 'writing', rows.length);

  return withTenant(app.database, ownerId, async (tx) => {
    const current = await lockState(tx, ownerId, id);
    // Another worker took this job over and wrote it (ours was taken for dead): nothing more to do.
    if (!current || current.status === 'done' || current.state.stage === 'done') return current?.state ?? start;
    // The references and the rules again, under the write's locks: the data may have changed since the call.
    const issues = [
      ...(await referenceIssues(tx, ownerId, definition.call.body, rows)),
      ...(await definition.check(tx, ownerId, rows, base.today)),
    ];
    if (issues.length > 0) throw new JobFailure(refusal(definition, issues).message);
    const now = definition.highest ? await definition.highest(tx, ownerId) : 0;
    if (now !== highest) {
      // Someone numbered a record meanwhile: plan again under the lock (rare; then the transaction is longer).
      plan = await definition.plan(
        { ...base, highest: now, allocate: (t, n) => allocateIds(tx, t, n), turn: stay },
        rows,
        prepared,
      );
      statements = await serialise(plan, false, stay);
      audit = await packAudit(plan.audit);
    }
    for (const statement of statements) await tx.execute(statement);
    await definition.written?.(tx, ownerId, start.userId, plan.ids);
    await queueAudit(tx, app.jobs, ownerId, audit);
    const state: ImportState = {
      ...start,
      stage: 'done',
      done: rows.length,
      imported: plan.ids.length,
      ids: plan.ids,
      warnings: plan.warnings,
    };
    await markDone(tx, ownerId, id, state);
    return state;
  });
}

/** The plan's insert statements (with the audit entries last, or not), serialised one turn at a time. */
async function serialise(plan: ImportPlan, withAudit: boolean, turn: () => Promise<void>): Promise<SQL[]> {
  const statements: SQL[] = [];
  for (const { table, rows } of [...plan.inserts, ...(withAudit ? [{ table: auditLog, rows: plan.audit }] : [])]) {
    for (const statement of insertStatements(table, rows)) {
      statements.push(statement);
      await turn();
    }
  }
  return statements;
}

/** A short list written in the call's own transaction (insertCourses, insertNews): the plan and its statements. */
async function writeNow<Row, P>(ctx: CallContext, definition: ImportDefinition<Row, P>, rows: Row[], today: string) {
  const highest = definition.highest ? await definition.highest(ctx.tx, ctx.ownerId) : 0;
  const allocate = (table: PgTable, count: number) => allocateIds(ctx.tx, table, count);
  const plan = await definition.plan(
    { ownerId: ctx.ownerId, userId: ctx.userId, today, highest, allocate, turn: stay },
    rows,
    undefined,
  );
  for (const statement of await serialise(plan, true, stay)) await ctx.tx.execute(statement);
  await definition.written?.(ctx.tx, ctx.ownerId, ctx.userId, plan.ids);
  return plan.ids;
}

/**
 * The import call and its job. The call checks every row (outside any transaction) and then against the database,
 * answers 400 naming every refused row with nothing written, and otherwise queues the job and answers it at once.
 * The job writes all rows or none, set-based, in one transaction that also marks it done and queues the job that
 * writes the rows' audit entries (audit-job.ts): a retry after a crash either finds it done or finds nothing written.
 */
export function registerImport<Row, P>(r: CallRegistrar, definition: ImportDefinition<Row, P>): void {
  const kind = `${IMPORT_JOB_PREFIX}${definition.kind}`;
  const { call } = definition;
  registeredAreas.set(r, new Set([...(registeredAreas.get(r) ?? []), call.area]));
  r.app.jobs.register(kind, (job) => runImport(r.app, definition, job));
  registerAuditJob(r.app.database, r.app.jobs);
  r.bulk(
    call,
    {
      prepare: (body) => parseRows(definition, body),
      references: (parsed) => parsed.rows,
      afterCommit: () => r.app.jobs.wake(),
    },
    async (ctx: CallContext, { rows, positions, issues: own, packed }, refused) => {
      const today = todayIso();
      // The rows that passed their own checks are checked against the others and the database too (references by
      // the registrar), so that the refusal names every row to fix at once.
      const checked = rows.length > 0 ? await definition.check(ctx.tx, ctx.ownerId, rows, today) : [];
      const issues = [...own, ...placed([...refused, ...checked], positions)];
      if (issues.length > 0) throw refusal(definition, issues);
      const { immediate } = definition;
      if (immediate && rows.length <= immediate.upTo) {
        return immediate.saved(ctx.tx, ctx.ownerId, await writeNow(ctx, definition, rows, today));
      }
      const state = newState(ctx.userId, call.area, rows.length);
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
