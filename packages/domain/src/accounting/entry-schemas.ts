import { z } from 'zod';
import { zCode, zInt, zIsoDate, zLine } from '../api/fields.ts';
import { DOCUMENT_KIND, DOCUMENT_KINDS } from './enums.ts';

// Bookings made by hand (issue 20): manual journal entries in the memorandum diary, the start balance, and the date
// the books are closed up to. Amounts in cents.

/** A line's amount: up to 10 million euros (booking lines hold 32-bit cents). */
const zAmount = zInt(0, 1_000_000_000).default(0);

/** One line of a journal entry: an account, a description, and a debit or a credit (checked by the server). */
export const ZJournalLine = z.object({
  accountId: zInt(0).default(0),
  description: zLine(200).default(''),
  debit: zAmount,
  credit: zAmount,
});
export type TJournalLine = z.infer<typeof ZJournalLine>;

/**
 * saveJournalEntry: a manual entry on one date in a diary of kind 0 (0: the memorandum, which numbers its entries).
 * Document kinds 0-3 and the diaries of kinds 1-4 are reserved for the system's own bookings (spec 001 §5).
 */
export const ZJournalEntry = z.object({
  date: zIsoDate,
  diaryId: zInt(0).default(0),
  documentKind: zCode(DOCUMENT_KINDS).default(DOCUMENT_KIND.other),
  lines: z.array(ZJournalLine).max(500),
});
export type TJournalEntryInput = z.input<typeof ZJournalEntry>;

export const ZJournalEntrySaved = z.object({
  diaryId: z.number().int(),
  documentId: z.number().int(),
  documentNumber: z.string(),
  lines: z.number().int(),
});

/** Debit minus credit over the lines: 0 when the entry balances (the dialog shows it while it is not). */
export const entryDifference = (lines: readonly { debit: number; credit: number }[]): number =>
  lines.reduce((sum, line) => sum + line.debit - line.credit, 0);

/** The date the books are closed up to (null: nothing closed); bookings on or before it are refused. */
export const ZClosedDate = z.object({ closedDate: zIsoDate.nullable() });
export type TClosedDate = z.infer<typeof ZClosedDate>;

/** owners.settings.accounting (spec 000 §3): the month the books start in, the start balance dated on its first day. */
export const ZStartBalanceSettings = z.object({
  startBalanceYear: zInt(1900, 2999).default(new Date().getFullYear()),
  startBalanceMonth: zInt(1, 12).default(1),
});

/** One balance account's opening balance (kinds 1-2): debit or credit. */
export const ZStartBalanceLine = z.object({ accountId: zInt(1), debit: zAmount, credit: zAmount });

/** The start balance: its month and the opening balance per balance account, saved as one balanced entry. */
export const ZStartBalance = ZStartBalanceSettings.extend({ lines: z.array(ZStartBalanceLine).max(2000) });
export type TStartBalance = z.infer<typeof ZStartBalance>;
export type TStartBalanceInput = z.input<typeof ZStartBalance>;
