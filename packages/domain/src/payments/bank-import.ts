import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { tag, zFlag, zInt, zIsoDate, zLine } from '../api/fields.ts';
import { ZIdRequest } from '../api/users.ts';

/**
 * The largest bank file that is imported: a year of a busy account's camt.053 is about 40 MB. Its base64 text is a
 * third larger, so the call takes a body of up to BANK_FILE_BODY_BYTES (more than the app's usual 30 MB).
 */
export const MAX_BANK_FILE_BYTES = 40 * 1024 * 1024;
export const BANK_FILE_BODY_BYTES = Math.ceil((MAX_BANK_FILE_BYTES * 4) / 3) + 1024 * 1024;

/** How often the import dialog asks for its job's progress. */
export const BANK_IMPORT_POLL_MS = 700;

export const CSV_DATE_FORMATS = ['DD-MM-YYYY', 'YYYY-MM-DD', 'YYYYMMDD'] as const;
export const CSV_SEPARATORS = [';', ',', '\t'] as const;

/** The columns a mapping can name; 1-based column numbers, 0 for a column the file does not have. */
const zColumn = zInt(0, 100).default(0);

/**
 * The column mapping of a bank CSV that no known layout recognises (spec 001 §8 'CSV format not detected'), made once
 * by the user and kept in the owner's settings (`bankCSV`, spec 000 §3). Dates are day-month-year unless chosen
 * otherwise. The own account comes from its column, or, when the file has none, is the chosen bank account.
 */
export const ZBankCsvMapping = z.object({
  separator: z.enum(CSV_SEPARATORS).default(';'),
  /** 1: the first line names the columns and is skipped. */
  header: zFlag.default(0),
  dateFormat: z.enum(CSV_DATE_FORMATS).default('DD-MM-YYYY'),
  decimal: z.enum([',', '.']).default(','),
  date: zInt(1, 100),
  amount: zInt(1, 100),
  /** A column saying debit or credit ('Af'/'Bij', 'D'/'C'); 0: the amount is signed. */
  debitCredit: zColumn,
  account: zColumn,
  /** The owner's bank account (its id) when the file has no account column. */
  accountId: zInt(0).default(0),
  counterpartyIban: zColumn,
  counterpartyName: zColumn,
  description: zColumn,
  valueDate: zColumn,
  balanceAfter: zColumn,
});
export type TBankCsvMapping = z.output<typeof ZBankCsvMapping>;

/** importBankFile: the file's name and its bytes as base64; `csvMapping` reads a CSV no known layout recognises. */
export const ZBankImportRequest = z.object({
  fileName: zLine(255, { min: 1 }),
  content: tag(z.string().min(1).max(BANK_FILE_BODY_BYTES), { kind: 'text' }),
  csvMapping: ZBankCsvMapping.nullable().default(null),
});

/** What an import did (spec: {statements, imported, duplicates, matched, unknownAccounts}). */
export const ZBankImportResult = z.object({
  statements: z.number().int(),
  /** New payments written. */
  imported: z.number().int(),
  /** Lines already stored before (also when the user deleted them since), not written again. */
  duplicates: z.number().int(),
  /** New payments the matching linked to invoices or purchases. */
  matched: z.number().int(),
  /** The files' own accounts that are none of the owner's bank accounts (then nothing is imported). */
  unknownAccounts: z.array(z.string()),
});
export type TBankImportResult = z.output<typeof ZBankImportResult>;

export const BANK_IMPORT_STAGES = ['queued', 'preparing', 'writing', 'done', 'failed'] as const;

/** A bank import job as the dialog follows it: lines done of the file's lines, then the result or the error by key. */
export const ZBankImportJob = z.object({
  id: z.number().int(),
  fileName: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  stage: z.enum(BANK_IMPORT_STAGES),
  total: z.number().int(),
  done: z.number().int(),
  result: ZBankImportResult.nullable(),
  error: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }).nullable(),
});
export type TBankImportJob = z.output<typeof ZBankImportJob>;

export const isBankImportFinished = (job: Pick<TBankImportJob, 'status'>) =>
  job.status === 'done' || job.status === 'failed';

/** One bank account's balance on a date (Payments/SaldoDate), all amounts in cents. */
export const ZBankBalance = z.object({
  accountId: z.number().int(),
  name: z.string(),
  iban: z.string(),
  initialBalance: z.number().int(),
  initialBalanceDate: z.string(),
  /** The payments (not deleted) dated from the initial balance date through the date asked. */
  payments: z.number().int(),
  /** initialBalance + payments. */
  balance: z.number().int(),
  /** The closing balance of the account's last statement closing on or before the date, and that date. */
  statementBalance: z.number().int().nullable(),
  statementDate: z.string().nullable(),
  /** Our balance on the statement's date minus the statement's closing balance: 0 when they agree. */
  difference: z.number().int().nullable(),
});
export type TBankBalance = z.output<typeof ZBankBalance>;

/**
 * Bank files in (issue 19; spec 001 §7 "CSV and CAMT.053 payment import"): show_payments imports and follows the job;
 * the balance per date is read by the same role.
 */
export const BANK_IMPORT_CALLS = {
  importBankFile: defineCall({
    method: 'POST',
    path: '/importBankFile',
    area: 'payments',
    level: 'write',
    body: ZBankImportRequest,
    response: ZBankImportJob,
    summary:
      'Import a camt.053 or bank CSV file (base64, up to 40 MB) as a job: every line once, the whole file or nothing',
  }),
  bankImportJob: defineCall({
    method: 'POST',
    path: '/bankImportJob',
    area: 'payments',
    level: 'write',
    body: ZIdRequest,
    response: ZBankImportJob,
    summary: "A bank import's progress and, once done, its result",
  }),
  runningBankImport: defineCall({
    method: 'POST',
    path: '/runningBankImport',
    area: 'payments',
    level: 'write',
    body: ZNoBody,
    response: ZBankImportJob.nullable(),
    summary: "The caller's bank import still queued or running, or null (the import dialog follows it again)",
  }),
  bankBalances: defineCall({
    method: 'POST',
    path: '/bankBalances',
    area: 'payments',
    level: 'read',
    body: z.object({ date: zIsoDate }),
    response: z.array(ZBankBalance),
    summary: "Per bank account the balance on a date from its payments, against its statements' closing balance",
  }),
};
