import { z } from 'zod';
import {
  INT32_MAX,
  jsonField,
  zCode,
  zFlag,
  zId,
  zInt,
  zIntList,
  zIsoDate,
  zLine,
  zMoney,
  zMultiEmail,
  zNotes,
  zOptionalDate,
  zRef,
  zText,
  zTrimmedMultiline,
} from '../api/fields.ts';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { WORK_INVOICING } from '../projects/enums.ts';

// Quotes and opportunities (spec 001 §3 Opportunity, Quote; §4 and 002 §9 quote kinds, status and result).

/** Quote kinds: 1 private, 2 office, 3 HOA (owners' association), 4 construction, 5 medical. */
export const QUOTE_KINDS = [1, 2, 3, 4, 5] as const;
/** Quote status: 0 other, 1 to do (to pick up), 2 pending (in progress, suspended), 3 sent. */
export const QUOTE_STATUSES = [0, 1, 2, 3] as const;
/** Quote result: 1 unknown (pending), 2 awarded (order), 3 not awarded (no order). */
export const QUOTE_RESULTS = [1, 2, 3] as const;
export const QUOTE_RESULT = { unknown: 1, awarded: 2, notAwarded: 3 } as const;
/** How a line is priced: 1 by the hour (price is the hour rate), 2 a fixed price per month. */
export const QUOTE_PRICINGS = [1, 2] as const;
export const QUOTE_PRICING = { hourRate: 1, fixed: 2 } as const;

/** A new line id: lines live in the quote's JSON list, so a random id keeps edits apart. */
export const newQuoteLineId = (): string => globalThis.crypto.randomUUID();

/**
 * One line of a quote: a recurring work as it is offered. `days` are the ISO weekdays of the visits, every
 * `intervalWeeks` weeks, `minutes` per visit; `price` is the hour rate in cents (pricing 1) or the fixed price per
 * month (pricing 2). `invoicing` is the work's invoice option once the quote is awarded.
 */
export const ZQuoteLine = z.object({
  id: z.preprocess((v) => (v === undefined || v === null || v === '' ? newQuoteLineId() : v), zLine(64)),
  workTypeId: zInt(1, INT32_MAX, VALIDATION_MESSAGES.required),
  description: zNotes(1000),
  minutes: zInt(0, 24 * 60).default(0),
  days: zIntList(1, 7).refine((days) => days.length > 0, VALIDATION_MESSAGES.selectAtLeastOneDay),
  intervalWeeks: zInt(1, 52).default(1),
  pricing: zCode(QUOTE_PRICINGS).default(QUOTE_PRICING.hourRate),
  price: zMoney,
  vatCode: zInt(1, INT32_MAX, VALIDATION_MESSAGES.invalidVatCode),
  invoicing: zCode(WORK_INVOICING).default(1),
});
export type TQuoteLine = z.infer<typeof ZQuoteLine>;
export type TQuoteLineInput = z.input<typeof ZQuoteLine>;

/**
 * saveQuote (spec 001 §3 Quote): for a customer (customerId) or a prospect (customerId 0, company named); the address
 * is where the work will be done and becomes the project's address when the quote is awarded. projectId is the
 * server's: set when the quote is awarded, kept as it was on every save.
 */
export const ZQuote = z.object({
  id: zId,
  customerId: zRef('customers').default(0),
  company: zLine(200, { min: 1, message: VALIDATION_MESSAGES.required }),
  contact: zText(200),
  email: zMultiEmail,
  address: zText(200),
  houseNumber: zText(20),
  postalCode: zText(20),
  city: zText(100),
  requestDate: zIsoDate,
  dateToEmail: zOptionalDate.default(null),
  /** The first day of the works when the quote is awarded (the award's day when empty). */
  startDate: zOptionalDate.default(null),
  kind: zCode(QUOTE_KINDS).default(1),
  statusCode: zCode(QUOTE_STATUSES).default(1),
  result: zCode(QUOTE_RESULTS).default(QUOTE_RESULT.unknown),
  projectId: zInt(0).default(0),
  notes: zNotes(5000),
  lines: jsonField(z.array(ZQuoteLine).max(100)).default([]),
  deleted: zFlag.default(0),
});

/** One dated note of an opportunity (its notes are a JSON list, spec 001 §3). */
const ZOpportunityNote = z.object({ date: zIsoDate, text: zTrimmedMultiline(5000, { min: 1 }) });

/** saveOpportunity (spec 001 §3 Opportunity): a possible customer, its notes, and the quote and project it led to. */
export const ZOpportunity = z.object({
  id: zId,
  company: zLine(200, { min: 1, message: VALIDATION_MESSAGES.required }),
  customerId: zRef('customers').default(0),
  contact: zText(200),
  quoteId: zInt(0).default(0),
  projectId: zRef('projects').default(0),
  notes: jsonField(z.array(ZOpportunityNote).max(500)).default([]),
  deleted: zFlag.default(0),
});

/** quotesDateRange: request dates in a range (default one year back to today); status -1 and result 0 mean all. */
export const ZQuotesDateRangeRequest = z.object({
  startDate: zIsoDate,
  endDate: zIsoDate,
  statusCode: zInt(-1, 3).default(-1),
  result: zInt(0, 3).default(0),
});
