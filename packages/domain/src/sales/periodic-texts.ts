import type { Locale } from '../api/locales.ts';
import { formatDate } from '../format.ts';
import { isoWeek } from '../iso-week.ts';
import type { BillingPeriod } from './periodic-periods.ts';

// The period text of a periodic invoice (spec 001 §9): one part per period, joined by '##'. The invoice page and the
// PDF split it on '##' again (pdf-document.ts periodText), so each part stays whole.

export const PERIOD_TEXT_SEPARATOR = '##';
/** The invoice's period column holds at most this much (ZInvoice.period). */
const PERIOD_TEXT_MAX = 200;

const WEEK_WORD: Record<Locale, string> = { en: 'Week', nl: 'Week', it: 'Settimana', es: 'Semana', fr: 'Semaine' };
const QUARTER_WORD: Record<Locale, string> = { en: 'Q', nl: 'Q', it: 'T', es: 'T', fr: 'T' };

const monthName = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** A date range as the invoice shows it: DD-MM-YYYY - DD-MM-YYYY. */
export const rangeText = (start: string, end: string): string => `${formatDate(start)} - ${formatDate(end)}`;

/** One period in the customer's language: "november 2026", "Q4 2026", "2026", "Week 53 2026", or its dates. */
export function periodLabel(period: Pick<BillingPeriod, 'kind' | 'start' | 'end'>, locale: Locale): string {
  switch (period.kind) {
    case 'month':
      return monthName(period.start, locale);
    case 'quarter':
      return `${QUARTER_WORD[locale]}${Math.ceil(Number(period.start.slice(5, 7)) / 3)} ${period.start.slice(0, 4)}`;
    case 'year':
      return period.start.slice(0, 4);
    case 'week': {
      const week = isoWeek(period.start);
      return `${WEEK_WORD[locale]} ${week.week} ${week.year}`;
    }
    default:
      return rangeText(period.start, period.end);
  }
}

/** The invoice's period text: the distinct labels in order, joined by '##'; whole parts only, within 200 characters. */
export function invoicePeriodText(labels: readonly string[]): string {
  let text = '';
  for (const label of new Set(labels)) {
    const next = text ? `${text}${PERIOD_TEXT_SEPARATOR}${label}` : label;
    if (next.length > PERIOD_TEXT_MAX) break;
    text = next;
  }
  return text;
}
