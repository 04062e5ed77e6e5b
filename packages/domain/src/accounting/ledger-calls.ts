import { z } from 'zod';
import { defineCall, ZNoBody, ZOk } from '../api/contract.ts';
import { ZIdRequest } from '../api/users.ts';
import { defineRecordMeta, defineResourceMeta, recordSchema, resourceDeclarations } from '../resources/define.ts';
import { ZAccountingSetup } from './accounting-settings.ts';
import { DIARY_KINDS, LEDGER_KINDS } from './enums.ts';
import {
  ZBookingsPage,
  ZBookingsRequest,
  ZDiary,
  ZLedgerAccount,
  ZLedgerClass,
  ZProcessingState,
  ZRebookJob,
  ZTrialBalance,
  ZTrialBalanceRequest,
} from './ledger-schemas.ts';

// The Accounting2 calls (spec 001 §7; Accounting area of DESIGN §6): show_accounting reads and writes the ledger,
// accounting_admin the settings. Accounts, classes and diaries are served by the generic resource calls (GET
// allAccounts / allClasses / allDiaries, POST saveAccount / saveClass / saveDiary); the defaults are made on the first
// list of an owner that has none.

/** Ledger accounts: hidden, never deleted (a save with deleted 1 is refused), so not in the contract test's walk. */
export const ledgerAccountResource = defineRecordMeta({
  name: 'Account',
  plural: 'Accounts',
  label: 'Ledger account',
  area: 'accounting',
  schema: ZLedgerAccount,
  insert: false,
  table: 'ledger_accounts',
  example: { number: '9990', description: 'Contract test account', kind: 3 },
});

/** Classes are really deleted (spec 001 §4), unless an account is in one. */
export const ledgerClassResource = defineResourceMeta({
  name: 'Class',
  plural: 'Classes',
  page: 'ledgerClasses',
  schema: ZLedgerClass,
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'kind', kind: 'enum', values: LEDGER_KINDS },
    { key: 'oldClass', kind: 'int', min: 0, max: 7 },
    { key: 'balanceOrder', kind: 'int', min: 0, max: 10_000 },
  ],
  hardDelete: true,
  insert: false,
  table: 'ledger_classes',
  example: { name: 'Contract test class', kind: 3, balanceOrder: 90 },
});

export const diaryResource = defineResourceMeta({
  name: 'Diary',
  plural: 'Diaries',
  page: 'diaries',
  schema: ZDiary,
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'kind', kind: 'enum', values: DIARY_KINDS },
    { key: 'number', kind: 'int', min: 0, max: 1_000_000 },
    { key: 'autoDoc', kind: 'flag' },
  ],
  insert: false,
  table: 'diaries',
  example: { name: 'Contract test diary', kind: 0, number: 99 },
});

/** saveAccounts, saveDiaries, saveClasses (spec 001 §7 "record or list"): a list saved at once, all or nothing. */
const saveList = <S extends z.ZodObject>(path: `/${string}`, schema: S, label: string) =>
  defineCall({
    method: 'POST',
    path,
    area: 'accounting',
    level: 'write',
    body: z.array(schema).min(1).max(1000),
    response: z.array(schema),
    summary: `Saves a list of ${label} in one go: all of them or, when one is refused, none`,
  });

export const LEDGER_ACCOUNT_CALLS = resourceDeclarations(ledgerAccountResource);
export const LEDGER_CLASS_CALLS = resourceDeclarations(ledgerClassResource);
export const DIARY_CALLS = resourceDeclarations(diaryResource);

export const ACCOUNTING_CALLS = {
  saveAccounts: saveList('/saveAccounts', recordSchema(ledgerAccountResource), 'ledger accounts'),
  saveClasses: saveList('/saveClasses', recordSchema(ledgerClassResource), 'classes'),
  saveDiaries: saveList('/saveDiaries', recordSchema(diaryResource), 'diaries'),
  deleteClass: defineCall({
    method: 'POST',
    path: '/deleteClass',
    area: 'accounting',
    level: 'write',
    body: ZIdRequest,
    response: ZOk,
    summary: 'Deletes a class for good; refused while a ledger account is in it',
  }),
  accountingSettings: defineCall({
    method: 'POST',
    path: '/accountingSettings',
    area: 'accounting',
    level: 'admin',
    body: ZNoBody,
    response: ZAccountingSetup,
    summary: 'The accounting settings and the ledger account of every VAT code, work type, purchase type and bank',
  }),
  saveAccountingSettings: defineCall({
    method: 'POST',
    path: '/saveAccountingSettings',
    area: 'accounting',
    level: 'admin',
    body: ZAccountingSetup,
    response: ZAccountingSetup,
    summary: 'Saves the accounting settings and ledger account links (each account a visible one of the owner)',
  }),
  bookings: defineCall({
    method: 'POST',
    path: '/bookings',
    area: 'accounting',
    level: 'read',
    body: ZBookingsRequest,
    response: ZBookingsPage,
    summary: 'A page of booking lines by date range, account and document, with the totals of every match',
  }),
  trialBalance: defineCall({
    method: 'POST',
    path: '/trialBalance',
    area: 'accounting',
    level: 'read',
    body: ZTrialBalanceRequest,
    response: ZTrialBalance,
    summary: 'Debit and credit per ledger account over a date range, in cents',
  }),
  processingStates: defineCall({
    method: 'POST',
    path: '/processingStates',
    area: 'accounting',
    level: 'read',
    body: z.object({ failedOnly: z.boolean().default(true) }),
    response: z.array(ZProcessingState),
    summary: 'Documents whose booking failed (status 9) and why, or every processed document',
  }),
  rebookFailed: defineCall({
    method: 'POST',
    path: '/rebookFailed',
    area: 'accounting',
    level: 'admin',
    body: ZNoBody,
    response: ZRebookJob,
    summary: 'Queues a job that books every document whose booking failed again (after the settings are fixed)',
  }),
  rebookJob: defineCall({
    method: 'POST',
    path: '/rebookJob',
    area: 'accounting',
    level: 'read',
    body: ZIdRequest,
    response: ZRebookJob,
    summary: 'The progress of a rebook job of the owner',
  }),
} as const;
