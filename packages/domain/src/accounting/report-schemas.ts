import { z } from 'zod';
import { zFlag, zIsoDate, zLine, zOptionalDate } from '../api/fields.ts';
import { LOCALES } from '../api/locales.ts';
import { zPeriodRequest } from '../planning/period-schema.ts';
import { FINANCIAL_SCALES, LEDGER_AGING_BUCKETS } from './financial-scale.ts';

// The Accounting2 reports of issue 20: Balance and ProfitLoss (per class and account, the previous year beside it,
// in a scale unit), and AccountsReceivable / AccountsPayable (open items from the ledger on a date, by age).

const zScale = z.union(FINANCIAL_SCALES.map((scale) => z.literal(scale))).default(1);

/**
 * A report call answers JSON, or with `pdf` 1 the report as a PDF made with the PDF template of its type; `titles`
 * are the PDF's (and the export's) texts in the user's language, by key (English when left out).
 */
export const reportOutput = {
  pdf: zFlag.default(0),
  titles: z.record(z.string(), zLine(100)).default({}),
  /** The language the PDF's amounts are written in. */
  locale: z.enum(LOCALES).default('nl'),
};

/** An amount in cents this year and the year before, and both as shown in the report's scale unit. */
const amounts = {
  current: z.number().int(),
  previous: z.number().int(),
  currentShown: z.number(),
  previousShown: z.number(),
};
export const ZReportAmounts = z.object(amounts);
export type TReportAmounts = z.infer<typeof ZReportAmounts>;

export const ZReportAccount = z.object({
  accountId: z.number().int(),
  number: z.string(),
  description: z.string(),
  ...amounts,
});
export type TReportAccount = z.infer<typeof ZReportAccount>;

/** A class and its accounts (classId 0: accounts in no class), in the class's balance order. */
export const ZReportClass = z.object({
  classId: z.number().int(),
  name: z.string(),
  balanceOrder: z.number().int(),
  accounts: z.array(ZReportAccount),
  ...amounts,
});
export type TReportClass = z.infer<typeof ZReportClass>;

/** One side of a report: the accounts of a ledger kind (1 assets, 2 liabilities, 3 expenses, 4 income) by class. */
export const ZReportSection = z.object({ kind: z.number().int(), classes: z.array(ZReportClass), ...amounts });
export type TReportSection = z.infer<typeof ZReportSection>;

export const ZBalanceRequest = z.object({
  /** The day the balance is drawn up at (today when left out); the previous column is the same day a year earlier. */
  date: zOptionalDate.default(null),
  scale: zScale,
  ...reportOutput,
});
export type TBalanceRequest = z.input<typeof ZBalanceRequest>;

/**
 * The balance: assets against liabilities and equity, the result of the year (income less expenses from 1 January
 * up to the date) as its own line under equity, and the results of earlier years not yet moved to equity by a closing
 * entry. `balanced`: assets = liabilities + result + earlier results, to the cent, in both columns.
 */
export const ZBalance = z.object({
  date: z.string(),
  previousDate: z.string(),
  scale: z.number().int(),
  assets: ZReportSection,
  liabilities: ZReportSection,
  result: ZReportAmounts,
  earlierResults: ZReportAmounts,
  liabilitiesAndEquity: ZReportAmounts,
  balanced: z.boolean(),
});
export type TBalance = z.infer<typeof ZBalance>;

/** A period of at most ten years; the previous column is the same period a year earlier. */
export const ZProfitLossRequest = zPeriodRequest(
  { scale: zScale, ...reportOutput },
  3700,
  'The period is longer than ten years',
);
export type TProfitLossRequest = z.input<typeof ZProfitLossRequest>;

export const ZProfitLoss = z.object({
  startDate: z.string(),
  endDate: z.string(),
  previousStartDate: z.string(),
  previousEndDate: z.string(),
  scale: z.number().int(),
  income: ZReportSection,
  expenses: ZReportSection,
  /** Income less expenses. */
  result: ZReportAmounts,
});
export type TProfitLoss = z.infer<typeof ZProfitLoss>;

/** Open items from the debtors (receivable) or creditors (payable) ledger account on a date. */
export const ZOpenItemsRequest = z.object({
  side: z.enum(['receivable', 'payable']),
  date: zOptionalDate.default(null),
  exportExcel: zFlag.default(0),
  ...reportOutput,
  /** The export's file and sheet name in the user's language. */
  name: zLine(60).default(''),
});
export type TOpenItemsRequest = z.input<typeof ZOpenItemsRequest>;

const agingAmounts = Object.fromEntries(LEDGER_AGING_BUCKETS.map((bucket) => [bucket, z.number().int()])) as Record<
  (typeof LEDGER_AGING_BUCKETS)[number],
  z.ZodNumber
>;

/** A document with something open on the date: its booked amount less what settled it, in cents (a credit < 0). */
export const ZOpenItem = z.object({
  partyId: z.number().int(),
  documentNumber: z.string(),
  /** The first book date of the document's lines on the account. */
  date: z.string(),
  days: z.number().int(),
  bucket: z.enum(LEDGER_AGING_BUCKETS),
  amount: z.number().int(),
});
export type TOpenItem = z.infer<typeof ZOpenItem>;

/** One customer's or supplier's open items and their sums per age. */
export const ZOpenItemsParty = z.object({
  partyId: z.number().int(),
  partyNumber: z.number().int(),
  partyName: z.string(),
  items: z.array(ZOpenItem),
  ...agingAmounts,
  total: z.number().int(),
});
export type TOpenItemsParty = z.infer<typeof ZOpenItemsParty>;

export const ZOpenItems = z.object({
  side: z.enum(['receivable', 'payable']),
  date: z.string(),
  parties: z.array(ZOpenItemsParty),
  totals: z.object({ items: z.number().int(), ...agingAmounts, total: z.number().int() }),
});
export type TOpenItems = z.infer<typeof ZOpenItems>;

/** trialBalancePdf: the trial balance of a period as a PDF. */
export const ZTrialBalancePdfRequest = z.object({
  startDate: zIsoDate,
  endDate: zIsoDate,
  titles: reportOutput.titles,
  locale: reportOutput.locale,
});
