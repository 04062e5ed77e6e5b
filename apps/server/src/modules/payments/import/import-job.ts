import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BankStatement, TBankImportResult } from '@backoffice/domain';
import { withTenant } from '../../../db/tenant.ts';
import { jobContext } from '../../../platform/calls.ts';
import type { AppContext } from '../../../platform/context.ts';
import { saveProgress } from '../../../platform/imports/state.ts';
import { JobFailure, type JobRow } from '../../../platform/jobs.ts';
import { bankAccountsByIban, unknownAccounts } from './bank-accounts.ts';
import {
  BANK_IMPORT_JOB,
  type BankImportState,
  failureText,
  finishBankImport,
  lockBankImport,
  unpackStatements,
  ZBankImportPayload,
} from './import-state.ts';
import { matchNewPayments } from './match-new-payments.ts';
import { type PreparedStatement, paymentRow, writeStatements } from './write-statements.ts';

// The bank import's job. The rows are made outside any transaction (progress saved, other calls served in between),
// then written in ONE transaction that also matches them and marks the job done: a server killed mid-import has
// written nothing, and the job, queued again at the next start, writes the whole file once. The lines' keys (unique
// per owner) make a second run of a file that did get written add nothing either.

const LINES_PER_TURN = 1000;

async function prepare(app: AppContext, job: JobRow, statements: BankStatement[], total: number) {
  const prepared: PreparedStatement[] = [];
  let done = 0;
  for (const { lines, ...statement } of statements) {
    const rows = [];
    for (const line of lines) {
      rows.push(paymentRow(job.ownerId, line));
      if (++done % LINES_PER_TURN === 0) await nextTurn();
    }
    prepared.push({ statement, rows });
  }
  await saveProgress(app.database, job.ownerId, job.id, 'writing', total);
  return prepared;
}

async function runBankImport(app: AppContext, job: JobRow): Promise<BankImportState | undefined> {
  const payload = ZBankImportPayload.parse(job.payload);
  const start = job.result as BankImportState;
  await saveProgress(app.database, job.ownerId, job.id, 'preparing', 0);
  const statements = await unpackStatements(payload.statements);
  const prepared = await prepare(app, job, statements, start.total);

  return withTenant(app.database, job.ownerId, async (tx) => {
    const current = await lockBankImport(tx, job.ownerId, job.id);
    // Another worker took this job over and wrote it: nothing more to do.
    if (!current || current.status === 'done' || current.state.stage === 'done') return current?.state;
    const ctx = jobContext(app, tx, job.ownerId, payload);
    // The accounts again, under the write: one may have been removed since the call.
    const accounts = await bankAccountsByIban(tx, job.ownerId);
    const unknown = unknownAccounts(
      accounts,
      statements.map((statement) => statement.accountIban),
    );
    if (unknown.length > 0)
      throw new JobFailure(failureText('bankImport.unknownBankAccount', { iban: unknown.join(', ') }));

    const written = await writeStatements(ctx, prepared, accounts, payload);
    const matched = await matchNewPayments(ctx, written.ids);
    const result: TBankImportResult = {
      statements: statements.length,
      imported: written.ids.length,
      duplicates: written.duplicates,
      matched,
      unknownAccounts: [],
    };
    await ctx.audit('BankImport', job.id, 'import', { fileName: payload.fileName, ...result });
    const state: BankImportState = { ...start, stage: 'done', done: start.total, result };
    await finishBankImport(tx, job.ownerId, job.id, state);
    return state;
  });
}

export function registerBankImportJob(app: AppContext): void {
  app.jobs.register(BANK_IMPORT_JOB, (job) => runBankImport(app, job));
}
