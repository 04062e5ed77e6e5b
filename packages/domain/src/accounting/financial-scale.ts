import type { Locale } from '../api/session.ts';
import { addDays, daysInMonth } from '../dates.ts';
import { formatMoney } from '../format.ts';

// Financial scale units (spec 001 §9): the balance and the P&L show amounts in units of 1, a thousand, a hundred
// thousand or a million euros. Every amount is kept in cents; a shown amount is divided and rounded only at the end,
// so a total is the scaled sum of cents, not the sum of scaled lines (the two may differ by a unit).

export const FINANCIAL_SCALES = [1, 1000, 100_000, 1_000_000] as const;
export type FinancialScale = (typeof FINANCIAL_SCALES)[number];

/**
 * Cents as shown in a scale unit: in euros (two decimals) at scale 1, else whole units rounded half away from zero
 * (integer arithmetic, so 150,000 cents is 2 thousand, not 1.4999… thousand).
 */
export function scaleAmount(cents: number, scale: FinancialScale): number {
  if (scale === 1) return cents / 100;
  const divisor = scale * 100;
  const units = Math.floor((Math.abs(cents) + divisor / 2) / divisor);
  return cents < 0 ? -units : units;
}

const wholeUnits = new Map<string, Intl.NumberFormat>();

/** An amount as a report shows it in its scale unit: '€ 1.234,56' at scale 1, else whole units ('1.235'). */
export function formatScaled(cents: number, scale: FinancialScale, locale: Locale): string {
  if (scale === 1) return formatMoney(cents, locale);
  let formatter = wholeUnits.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    wholeUnits.set(locale, formatter);
  }
  return formatter.format(scaleAmount(cents, scale));
}

/** The same day a year earlier (29 February becomes 28 February): the previous year's column of a report. */
export function sameDayYearBefore(iso: string): string {
  const year = Number(iso.slice(0, 4)) - 1;
  const month = Number(iso.slice(5, 7));
  const day = Math.min(Number(iso.slice(8, 10)), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${iso.slice(5, 7)}-${String(day).padStart(2, '0')}`;
}

/** The open-items aging buckets by days since the book date: 0-30, 31-60, 61-90, more than 90. */
export const LEDGER_AGING_BUCKETS = ['days0to30', 'days31to60', 'days61to90', 'over90'] as const;
export type LedgerAgingBucket = (typeof LEDGER_AGING_BUCKETS)[number];

export function ledgerAgingBucket(days: number): LedgerAgingBucket {
  if (days <= 30) return 'days0to30';
  if (days <= 60) return 'days31to60';
  if (days <= 90) return 'days61to90';
  return 'over90';
}

/** The first day of the year a date is in: the start of the year's result on the balance. */
export const startOfYear = (iso: string) => `${iso.slice(0, 4)}-01-01`;

/** The day before a date. */
export const dayBefore = (iso: string) => addDays(iso, -1);
