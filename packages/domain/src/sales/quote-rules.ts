import { daysInMonth } from '../dates.ts';
import type { TWorkInput } from '../projects/schemas.ts';
import { divideRounded, invoiceTotals, type TInvoiceTotals } from './invoice-totals.ts';
import { QUOTE_PRICING, type TQuoteLine } from './quote-schemas.ts';

// The rules of a quote that the form, the list, the PDF and the award share.

/** The quotes list's default range (spec 001 §9): one year back to today; 29 February goes back to the 28th. */
export function quoteDefaultRange(today: string): { startDate: string; endDate: string } {
  const year = Number(today.slice(0, 4)) - 1;
  const month = Number(today.slice(5, 7));
  const day = Math.min(Number(today.slice(8, 10)), daysInMonth(year, month));
  return {
    startDate: `${String(year).padStart(4, '0')}-${today.slice(5, 7)}-${String(day).padStart(2, '0')}`,
    endDate: today,
  };
}

/** A year of 52 weeks over 12 months: what a weekly visit amounts to in a month, as the works are invoiced monthly. */
const WEEKS_PER_YEAR = 52n;

/** The hours a line's visits take in an average month, in hundredths: minutes × visits a week × 52 / 12. */
export function lineMonthlyHours(line: Pick<TQuoteLine, 'minutes' | 'days' | 'intervalWeeks'>): number {
  const hundredthMinutes = BigInt(line.minutes) * BigInt(line.days.length) * WEEKS_PER_YEAR * 100n;
  return Number(divideRounded(hundredthMinutes, 60n * 12n * BigInt(line.intervalWeeks)));
}

/** As an invoice row: hours × hour rate, or the fixed price once; `rate` gives a VAT code's percentage. */
function lineAsRow(line: TQuoteLine, rate: (vatCode: number) => number) {
  const hourly = line.pricing === QUOTE_PRICING.hourRate;
  return {
    units: hourly ? lineMonthlyHours(line) : 100,
    unitPrice: line.price,
    vatCode: line.vatCode,
    vatPercentage: rate(line.vatCode),
  };
}

/** A line's amount per month excluding VAT, in cents. */
export const lineMonthlyAmount = (line: TQuoteLine): number => quoteTotals([line], () => 0).amountExVat;

/** The quote's totals per month: excluding VAT, the VAT per rate and including VAT, rounded as an invoice is. */
export function quoteTotals(lines: readonly TQuoteLine[], rate: (vatCode: number) => number): TInvoiceTotals {
  return invoiceTotals(lines.map((line) => lineAsRow(line, rate)));
}

/**
 * The work an awarded quote's line becomes: weekly on the line's days (every intervalWeeks weeks), from `startDate`,
 * at the line's hour rate and invoice option. A fixed-price line gets hour rate 0: works have no fixed price of their
 * own yet (the price-change slice adds one); the integrator sets it here once they do.
 */
export function quoteLineWork(line: TQuoteLine, startDate: string): TWorkInput {
  return {
    description: line.description,
    workType: line.workTypeId,
    hourRate: line.pricing === QUOTE_PRICING.hourRate ? line.price : 0,
    invoicing: line.invoicing,
    minutes: line.minutes,
    periodicType: 1,
    intervalWeeks: line.intervalWeeks,
    selectedDays: line.days,
    startDate,
    endDate: null,
  };
}
