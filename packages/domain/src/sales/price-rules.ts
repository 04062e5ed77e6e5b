import { addDays, daysInMonth } from '../dates.ts';

// Price changes and the bulk price update (spec 001 §3 Price change, 002 §9 price-change windows): the windows, what
// counts as recent, and how an adjustment changes a price in cents. The server and the pages both use these.

/** The history window and the widest filter: 13 months, that is one year and one month (spec 002 §9). */
export const PRICE_CHANGE_HISTORY_MONTHS = 13;
/** A change dated at most this many days ago (or later, when it is still to come) is marked recent. */
export const PRICE_CHANGE_RECENT_DAYS = 7;

/** Which price of a work changed: its hour rate or its fixed price per invoicing period. */
export const PRICE_KINDS = { hourRate: 1, fixedPrice: 2 } as const;
export type PriceKind = (typeof PRICE_KINDS)[keyof typeof PRICE_KINDS];

/** How a bulk update changes a price: by a percentage (in hundredths of a percent) or by an amount in cents. */
export const ADJUSTMENT_MODES = { percentage: 1, amount: 2 } as const;

export interface PriceAdjustment {
  /** ADJUSTMENT_MODES: 1 percentage, 2 amount. */
  mode: number;
  /** Hundredths of a percent (250 = +2.5 %) or cents (-500 = € 5.00 less); negative lowers the price. */
  value: number;
}

/** The same day `months` later (or earlier when negative); a day past the month's end becomes its last day. */
export function addMonths(iso: string, months: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = index - nextYear * 12 + 1;
  const nextDay = Math.min(day, daysInMonth(nextYear, nextMonth));
  return `${String(nextYear).padStart(4, '0')}-${String(nextMonth).padStart(2, '0')}-${String(nextDay).padStart(2, '0')}`;
}

/** The default filter of the price-changes page: the last 13 months up to today. */
export function defaultPriceChangeRange(today: string): { startDate: string; endDate: string } {
  return { startDate: addMonths(today, -PRICE_CHANGE_HISTORY_MONTHS), endDate: today };
}

/** A filter range is allowed when it runs forward and spans at most one year and one month. */
export function isPriceChangeRangeAllowed(startDate: string, endDate: string): boolean {
  return endDate >= startDate && endDate <= addMonths(startDate, PRICE_CHANGE_HISTORY_MONTHS);
}

/** A change is recent when dated within the last week, or still to come. */
export function isRecentPriceChange(date: string, today: string): boolean {
  return date >= addDays(today, -PRICE_CHANGE_RECENT_DAYS);
}

/**
 * The price after an adjustment, in whole cents: a percentage rounds half away from zero on the exact product (integer
 * arithmetic, no float drift), an amount is added; a price never goes below zero.
 */
export function adjustPrice(cents: number, adjustment: PriceAdjustment): number {
  if (adjustment.mode === ADJUSTMENT_MODES.amount) return Math.max(0, cents + adjustment.value);
  const scaled = cents * (10_000 + adjustment.value);
  if (scaled <= 0) return 0;
  const whole = Math.floor(scaled / 10_000);
  const rest = scaled - whole * 10_000;
  return rest * 2 >= 10_000 ? whole + 1 : whole;
}
