import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { zInt, zIsoDate } from '../api/fields.ts';
import { reportOutput } from './report-schemas.ts';
import { DETAIL_RUBRICS, MANUAL_RUBRICS, VAT_RETURN_RUBRICS } from './vat-rubrics.ts';

// The VAT return calls (issue 20, VatNL and VatDetails): show_accounting reads and saves drafts, accounting_admin makes
// a return final. Amounts of the return in whole euros, of its lines in cents.

/** A month or a quarter (the server refuses any other range with vatReturn.badPeriod). */
export const ZVatPeriodRequest = z.object({ startDate: zIsoDate, endDate: zIsoDate });
/** The return as JSON, or with `pdf` 1 as a PDF through the owner's template of type 3 (titles: the page's texts). */
const ZVatReturnRequest = ZVatPeriodRequest.extend(reportOutput);

const zEuros = zInt(-1_000_000_000, 1_000_000_000);
/** 5d-5f, entered by hand in whole euros. */
export const ZManualRubrics = z.object({ '5d': zEuros.default(0), '5e': zEuros.default(0), '5f': zEuros.default(0) });
/** 5d-5f left out: as saved with the period's draft (0 when none). */
export const ZVatReturnSave = ZVatPeriodRequest.extend({ manual: ZManualRubrics.optional() });
export type TVatReturnSave = z.input<typeof ZVatReturnSave>;

const ZAmounts = z.object({ turnover: z.number().int(), vat: z.number().int() });
const rubricRecord = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(VAT_RETURN_RUBRICS.map((r) => [r, value])) as Record<(typeof VAT_RETURN_RUBRICS)[number], T>,
  );

export const ZVatReturn = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** The saved return of the period (0: none saved yet). */
  id: z.number().int(),
  /** 0 draft (or not saved), 1 final. */
  status: z.number().int(),
  finalisedAt: z.string().nullable(),
  /** { '1a': { turnover, vat }, … } in whole euros; rubric 5 carries its amount as vat. */
  rubrics: rubricRecord(ZAmounts),
  manual: z.object(
    Object.fromEntries(MANUAL_RUBRICS.map((r) => [r, z.number().int()])) as Record<'5d' | '5e' | '5f', z.ZodNumber>,
  ),
  /** Lines dated in earlier, already declared periods that were booked later and go into this return. */
  late: z.object({ lines: z.number().int(), from: z.string().nullable(), cents: rubricRecord(ZAmounts) }),
});
export type TVatReturn = z.infer<typeof ZVatReturn>;

export const ZVatReturnListItem = z.object({
  id: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.number().int(),
  /** Rubric 5g in whole euros. */
  total: z.number().int(),
  finalisedAt: z.string().nullable(),
  updatedAt: z.string(),
});

export const ZVatDetailsRequest = ZVatPeriodRequest.extend({
  rubric: z.enum(DETAIL_RUBRICS),
  page: zInt(1, 1_000_000).default(1),
  perPage: zInt(1, 500).default(50),
});
export type TVatDetailsRequest = z.input<typeof ZVatDetailsRequest>;
export type TVatDetailsQuery = z.infer<typeof ZVatDetailsRequest>;

export const ZVatDetailLine = z.object({
  id: z.number().int(),
  date: z.string(),
  documentKind: z.number().int(),
  documentId: z.number().int(),
  documentNumber: z.string(),
  accountNumber: z.string(),
  accountDescription: z.string(),
  description: z.string(),
  vatCodeId: z.number().int(),
  /** What the line adds to the rubric: turnover or VAT, in cents, with the rubric's sign. */
  part: z.enum(['turnover', 'vat']),
  amount: z.number().int(),
  /** Dated before the period: booked after its own period was declared. */
  late: z.boolean(),
});
export const ZVatDetails = z.object({
  lines: z.array(ZVatDetailLine),
  count: z.number().int(),
  /** The sums of every matching line (cents). */
  turnover: z.number().int(),
  vat: z.number().int(),
});
export type TVatDetails = z.infer<typeof ZVatDetails>;

export const VAT_RETURN_CALLS = {
  vatReturn: defineCall({
    method: 'POST',
    path: '/vatReturn',
    area: 'accounting',
    level: 'read',
    body: ZVatReturnRequest,
    response: ZVatReturn,
    summary:
      'The VAT return of a month or quarter: rubrics 1a-5g in whole euros from the bookings (a final one as made); ' +
      'with pdf 1 as a PDF (template type 3)',
  }),
  saveVatReturn: defineCall({
    method: 'POST',
    path: '/saveVatReturn',
    area: 'accounting',
    level: 'write',
    body: ZVatReturnSave,
    response: ZVatReturn,
    summary: 'Saves the VAT return of a month or quarter as a draft, with 5d-5f as entered',
  }),
  finaliseVatReturn: defineCall({
    method: 'POST',
    path: '/finaliseVatReturn',
    area: 'accounting',
    level: 'admin',
    body: ZVatReturnSave,
    response: ZVatReturn,
    summary: 'Makes the VAT return of a period final (irreversible): its booking lines are declared by it',
  }),
  vatReturns: defineCall({
    method: 'POST',
    path: '/vatReturns',
    area: 'accounting',
    level: 'read',
    body: ZNoBody,
    response: z.array(ZVatReturnListItem),
    summary: 'The saved VAT returns, newest period first, with their status and total (5g)',
  }),
  vatDetails: defineCall({
    method: 'POST',
    path: '/vatDetails',
    area: 'accounting',
    level: 'read',
    body: ZVatDetailsRequest,
    response: ZVatDetails,
    summary: 'A page of the booking lines behind one rubric of a VAT return',
  }),
} as const;
