import { z } from 'zod';
import { zCode, zFlag, zInt, zIsoDate, zRecordId } from '../api/fields.ts';
import { ADJUSTMENT_MODES, PRICE_KINDS } from './price-rules.ts';

// Requests and answers of the price changes and the bulk price update (spec 001 §3 Price change, §7).

/** priceChangesDateRange: the change dates to list (at most one year and one month apart, checked by the server). */
export const ZPriceChangesRequest = z.object({ startDate: zIsoDate, endDate: zIsoDate });

/** One recorded change of a work's price: which price, before and after, from which date, by whom. */
export const ZPriceChange = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  workId: z.number().int(),
  workDescription: z.string(),
  kind: z.union([z.literal(PRICE_KINDS.hourRate), z.literal(PRICE_KINDS.fixedPrice)]),
  oldPrice: z.number().int(),
  newPrice: z.number().int(),
  date: z.string(),
  userName: z.string(),
  /** The bulk update that made the change; 0 for a change on the project's work form. */
  bulkId: z.number().int(),
});
export type TPriceChange = z.infer<typeof ZPriceChange>;

/** An active project whose works' prices did not change in the last 13 months. */
export const ZUnchangedPriceProject = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  /** The newest change ever recorded, older than the window; null when none was. */
  lastChange: z.string().nullable(),
});
export type TUnchangedPriceProject = z.infer<typeof ZUnchangedPriceProject>;

/** Issue messages of a bulk price update (zod issues); the web app shows them as `prices.messages.<key>`. */
export const PRICE_MESSAGES = {
  noPriceChosen: 'Choose the hour rates, the fixed prices or both',
  zeroChange: 'The change must not be 0',
  belowZero: 'A price cannot drop more than 100 %',
} as const;
type PriceMessageKey = keyof typeof PRICE_MESSAGES;

/** A refinement's issue: the message for the API, its translation's key (params.key) for the web app's form. */
const priceIssue = (key: PriceMessageKey, field: string) => ({
  message: PRICE_MESSAGES[key],
  path: [field],
  params: { key: `prices.messages.${key}` },
});

const zIdList = z.array(zRecordId).max(1000).default([]);

/**
 * A bulk price update: which prices (hourRate, fixedPrice flags), how (mode 1 percentage in hundredths of a percent,
 * 2 amount in cents), from which date, and which works: those of the chosen customers, projects and work types (an
 * empty list does not narrow). Only works running on the date, of live projects, are changed.
 */
export const ZBulkPriceUpdateRequest = z
  .object({
    mode: zCode(Object.values(ADJUSTMENT_MODES)),
    value: zInt(-10_000_000, 10_000_000),
    hourRate: zFlag.default(1),
    fixedPrice: zFlag.default(0),
    fromDate: zIsoDate,
    customerIds: zIdList,
    projectIds: zIdList,
    workTypeIds: z.array(zInt(1)).max(1000).default([]),
  })
  .refine((body) => body.hourRate === 1 || body.fixedPrice === 1, priceIssue('noPriceChosen', 'hourRate'))
  .refine((body) => body.value !== 0, priceIssue('zeroChange', 'value'))
  .refine(
    (body) => body.mode !== ADJUSTMENT_MODES.percentage || body.value >= -10_000,
    priceIssue('belowZero', 'value'),
  );
export type TBulkPriceUpdateRequest = z.input<typeof ZBulkPriceUpdateRequest>;
export type TBulkPriceUpdate = z.output<typeof ZBulkPriceUpdateRequest>;

/** One work in the preview: its prices before and after (a price not chosen stays as it is). */
export const ZBulkPriceRow = z.object({
  workId: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  customerName: z.string(),
  workDescription: z.string(),
  workType: z.number().int(),
  hourRateBefore: z.number().int(),
  hourRateAfter: z.number().int(),
  fixedPriceBefore: z.number().int(),
  fixedPriceAfter: z.number().int(),
});
export type TBulkPriceRow = z.infer<typeof ZBulkPriceRow>;

export const ZBulkPriceTotals = z.object({
  works: z.number().int(),
  hourRateBefore: z.number().int(),
  hourRateAfter: z.number().int(),
  fixedPriceBefore: z.number().int(),
  fixedPriceAfter: z.number().int(),
});

/** The preview lists at most this many works; the totals count all of them. */
export const BULK_PRICE_PREVIEW_ROWS = 500;

export const ZBulkPricePreview = z.object({ rows: z.array(ZBulkPriceRow), totals: ZBulkPriceTotals });
export type TBulkPricePreview = z.infer<typeof ZBulkPricePreview>;

/** A bulk update as it runs: waiting for its date, running (done of total works), done (mailed) or failed. */
export const ZBulkPriceJob = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  fromDate: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  changed: z.number().int(),
  mailedTo: z.string(),
  error: z.string().nullable(),
});
export type TBulkPriceJob = z.infer<typeof ZBulkPriceJob>;

export const ZBulkPriceJobRequest = z.object({ id: zRecordId });
