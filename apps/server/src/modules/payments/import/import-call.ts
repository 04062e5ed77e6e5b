import {
  BANK_FILE_BODY_BYTES,
  BANK_IMPORT_CALLS,
  MAX_BANK_FILE_BYTES,
  type ParsedBankFile,
  type TBankCsvMapping,
  ZBankCsvMapping,
  ZBankImportRequest,
} from '@backoffice/domain';
import type { CallContext, CallRegistrar } from '../../../platform/calls.ts';
import { fail, HttpError } from '../../../platform/errors.ts';
import { ownerSettingOf, writeOwnerSetting } from '../../settings/index.ts';
import { parseBankFileInTurns } from '../bank-files/bank-file.ts';
import { parseMappedCsv } from '../bank-files/mapped-csv.ts';
import { bankAccountsByIban, unknownAccounts } from './bank-accounts.ts';
import {
  BANK_IMPORT_JOB,
  type BankImportPayload,
  type BankImportState,
  packStatements,
  readBankImport,
  runningBankImport,
} from './import-state.ts';

/** The owner setting that keeps the column mapping of a CSV no known layout recognises (spec 000 §3). */
const BANK_CSV_SETTING = 'bankCSV';
/** A transient failure (the database gone for a moment) is tried again; the write is all or nothing each time. */
const IMPORT_ATTEMPTS = 3;

interface Received {
  fileName: string;
  bytes: Buffer;
  csvMapping: TBankCsvMapping | null;
  /** The file read by a known format; undefined for a CSV no layout recognises (read by a mapping then). */
  parsed?: ParsedBankFile;
}

/** The request read and the file parsed, outside any transaction: a 40 MB camt.053 takes a while. */
async function receive(body: unknown): Promise<Received> {
  const request = ZBankImportRequest.parse(body);
  if (!/^[A-Za-z0-9+/=\s]*$/.test(request.content)) throw fail('bankImport.notBase64');
  const bytes = Buffer.from(request.content, 'base64');
  if (bytes.byteLength > MAX_BANK_FILE_BYTES)
    throw fail('bankFile.tooLarge', { maxMb: MAX_BANK_FILE_BYTES / (1024 * 1024) });
  const received = { fileName: request.fileName, bytes, csvMapping: request.csvMapping };
  if (request.csvMapping) return received;
  try {
    return { ...received, parsed: await parseBankFileInTurns(bytes) };
  } catch (error) {
    if (error instanceof HttpError && error.key === 'bankFile.csvNotDetected') return received;
    throw error;
  }
}

/** A CSV no layout recognises, read by the mapping sent (kept for next time) or the one the owner kept. */
async function mapped(ctx: CallContext, received: Received, ibanOf: (accountId: number) => string | undefined) {
  const kept = await ownerSettingOf(ctx.tx, ctx.ownerId, BANK_CSV_SETTING, ZBankCsvMapping.nullable(), null);
  const mapping = received.csvMapping ?? kept;
  if (!mapping) throw fail('bankFile.csvNotDetected');
  const ownAccount = mapping.account ? '' : ibanOf(mapping.accountId);
  if (!mapping.account && !mapping.accountId) throw fail('bankImport.mappingAccount');
  if (ownAccount === undefined) throw fail('bankImport.mappingAccountUnknown');
  try {
    const file = parseMappedCsv(received.bytes, mapping, ownAccount);
    if (received.csvMapping) await writeOwnerSetting(ctx.tx, ctx.ownerId, BANK_CSV_SETTING, mapping);
    return file;
  } catch (error) {
    // The kept mapping is for another bank's file: the user maps this one.
    if (!received.csvMapping && error instanceof HttpError) throw fail('bankFile.csvNotDetected');
    throw error;
  }
}

/** Checks the file's accounts and queues the job; answers it at once (the dialog follows its progress). */
async function queueImport(ctx: CallContext, received: Received) {
  const accounts = await bankAccountsByIban(ctx.tx, ctx.ownerId);
  const byId = new Map([...accounts.values()].map((account) => [account.id, account.iban || account.accountNumber]));
  const file = received.parsed ?? (await mapped(ctx, received, (id) => byId.get(id)));
  const unknown = unknownAccounts(
    accounts,
    file.statements.map((statement) => statement.accountIban),
  );
  if (unknown.length > 0) throw fail('bankImport.unknownBankAccount', { iban: unknown.join(', ') });
  const total = file.statements.reduce((sum, statement) => sum + statement.lines.length, 0);
  const payload: BankImportPayload = {
    userId: ctx.userId,
    employeeId: ctx.employeeId,
    fileName: received.fileName,
    format: file.format,
    statements: await packStatements(file.statements),
  };
  const state: BankImportState = { userId: ctx.userId, fileName: received.fileName, stage: 'queued', total, done: 0 };
  const job = await ctx.app.jobs.enqueue(ctx.tx, ctx.ownerId, BANK_IMPORT_JOB, { ...payload }, IMPORT_ATTEMPTS, {
    ...state,
  });
  if (!job) throw new Error('queueing the bank import failed');
  return readBankImport(ctx.tx, ctx.ownerId, job.id);
}

/** A statement file fetched from the bank (open banking): imported as an uploaded file is, as a job. */
export async function queueBankFile(ctx: CallContext, fileName: string, bytes: Buffer) {
  return queueImport(ctx, { fileName, bytes, csvMapping: null, parsed: await parseBankFileInTurns(bytes) });
}

/** importBankFile (a body of up to 40 MB of file as base64) and bankImportJob. */
export function registerBankImportCalls(r: CallRegistrar): void {
  r.bulk(
    BANK_IMPORT_CALLS.importBankFile,
    {
      prepare: receive,
      // The body has no references to other records.
      references: () => ({}),
      afterCommit: () => r.app.jobs.wake(),
      bodyLimit: BANK_FILE_BODY_BYTES + 64 * 1024,
    },
    (ctx, received) => queueImport(ctx, received),
  );
  r.handle(BANK_IMPORT_CALLS.bankImportJob, (ctx, body) => readBankImport(ctx.tx, ctx.ownerId, body.id));
  r.handle(BANK_IMPORT_CALLS.runningBankImport, (ctx) => runningBankImport(ctx.tx, ctx.ownerId, ctx.userId));
}
