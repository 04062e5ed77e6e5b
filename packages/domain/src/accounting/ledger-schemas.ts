import { z } from 'zod';
import { zCode, zFlag, zId, zInt, zIsoDate, zLine, zOptionalDate } from '../api/fields.ts';
import { CLASS_NUMBERS, DIARY_KINDS, DOCUMENT_KINDS, LEDGER_KINDS, PROCESSING_STATUSES } from './enums.ts';

/**
 * A ledger account (spec 001 §3, §5): number and description required; never deleted, hidden instead (hidden 1),
 * which is refused while something is linked to it (§8). `rgsCode` is its RGS reference code (may be empty).
 */
export const ZLedgerAccount = z.object({
  id: zId,
  number: zLine(20, { min: 1 }),
  description: zLine(200, { min: 1 }),
  kind: zCode(LEDGER_KINDS).default(1),
  /** The id of one of the owner's classes; 0 none. */
  classId: zInt(0).default(0),
  hidden: zFlag.default(0),
  rgsCode: zLine(30).default(''),
});
export type TLedgerAccount = z.infer<typeof ZLedgerAccount>;

/** An account class (spec 001 §3): name required; really deleted, unless an account is in it. */
export const ZLedgerClass = z.object({
  id: zId,
  name: zLine(200, { min: 1 }),
  kind: zCode(LEDGER_KINDS).default(1),
  oldClass: zCode(CLASS_NUMBERS).default(0),
  balanceOrder: zInt(0, 10_000).default(0),
  deleted: zFlag.default(0),
});
export type TLedgerClass = z.infer<typeof ZLedgerClass>;

/** A diary (journal, spec 001 §3): kind 0 other, 1 sales, 2 purchase, 3 bank, 4 cash; auto_doc numbers its entries. */
export const ZDiary = z.object({
  id: zId,
  name: zLine(200, { min: 1 }),
  kind: zCode(DIARY_KINDS).default(0),
  number: zInt(0, 1_000_000).default(0),
  autoDoc: zFlag.default(0),
  deleted: zFlag.default(0),
});
export type TDiary = z.infer<typeof ZDiary>;

/** One booking line as lists show it (amounts in cents, debit and credit never both non-zero). */
export const ZBooking = z.object({
  id: z.number().int(),
  diaryId: z.number().int(),
  documentKind: z.number().int(),
  documentId: z.number().int(),
  documentNumber: z.string(),
  date: z.string(),
  accountId: z.number().int(),
  accountNumber: z.string(),
  accountDescription: z.string(),
  description: z.string(),
  debit: z.number().int(),
  credit: z.number().int(),
  customerId: z.number().int(),
  supplierId: z.number().int(),
  vatCodeId: z.number().int(),
  /** 1: the line reverses an earlier one (a document changed after it was booked). */
  counter: z.number().int(),
  /** With one account chosen: its balance (debit - credit) after this line, the opening balance included; else 0. */
  balance: z.number().int(),
});
export type TBooking = z.infer<typeof ZBooking>;

/** The bookings page: a date range (both optional) and one account (0: all), a page at a time. */
export const ZBookingsRequest = z.object({
  startDate: zOptionalDate.default(null),
  endDate: zOptionalDate.default(null),
  accountId: zInt(0).default(0),
  documentKind: z.union([z.literal(-1), zCode(DOCUMENT_KINDS)]).default(-1),
  documentId: zInt(0).default(0),
  page: zInt(1, 1_000_000).default(1),
  perPage: zInt(1, 500).default(50),
});
export type TBookingsRequest = z.input<typeof ZBookingsRequest>;
export type TBookingsQuery = z.infer<typeof ZBookingsRequest>;

export const ZBookingsPage = z.object({
  bookings: z.array(ZBooking),
  /** With one account and a start date chosen: its balance (debit - credit) before the start date; else 0. */
  openingBalance: z.number().int(),
  count: z.number().int(),
  totalDebit: z.number().int(),
  totalCredit: z.number().int(),
});
export type TBookingsPage = z.infer<typeof ZBookingsPage>;

/** trialBalance (issue 20): both dates required. */
export const ZTrialBalanceRequest = z.object({ startDate: zIsoDate, endDate: zIsoDate });
export const ZTrialBalanceLine = z.object({
  accountId: z.number().int(),
  number: z.string(),
  description: z.string(),
  kind: z.number().int(),
  debit: z.number().int(),
  credit: z.number().int(),
});
export const ZTrialBalance = z.object({
  lines: z.array(ZTrialBalanceLine),
  totalDebit: z.number().int(),
  totalCredit: z.number().int(),
});
export type TTrialBalance = z.infer<typeof ZTrialBalance>;

/** A document's accounting processing state (spec 001 §4) and, when it failed, why (an error key and its params). */
export const ZProcessingState = z.object({
  documentKind: z.number().int(),
  documentId: z.number().int(),
  status: zCode(PROCESSING_STATUSES),
  reason: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TProcessingState = z.infer<typeof ZProcessingState>;

/** The job that books the failed documents again (after the settings are fixed): how far it is and what still fails. */
export const ZRebookJob = z.object({
  id: z.number().int(),
  status: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  /** Documents that still could not be booked (their processing state says why). */
  stillFailed: z.number().int(),
});
export type TRebookJob = z.infer<typeof ZRebookJob>;
