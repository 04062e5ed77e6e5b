import { endOfMonth, isValidIsoDate } from '../dates.ts';

// VAT return periods: a calendar month or quarter (the tax office gives each company one of the two).

export type VatPeriodKind = 'month' | 'quarter';
export interface VatPeriod {
  startDate: string;
  endDate: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The period of a year's month (1-12) or quarter (1-4). */
export function vatPeriod(year: number, kind: VatPeriodKind, n: number): VatPeriod {
  const first = kind === 'quarter' ? (n - 1) * 3 + 1 : n;
  const last = kind === 'quarter' ? first + 2 : first;
  return { startDate: `${year}-${pad2(first)}-01`, endDate: endOfMonth(`${year}-${pad2(last)}-01`) };
}

/** What a period is: a month, a quarter, or neither (null: not a VAT return period). */
export function vatPeriodKind(period: VatPeriod): { kind: VatPeriodKind; year: number; n: number } | null {
  const { startDate, endDate } = period;
  if (!isValidIsoDate(startDate) || !isValidIsoDate(endDate) || !startDate.endsWith('-01')) return null;
  const year = Number(startDate.slice(0, 4));
  const month = Number(startDate.slice(5, 7));
  if (vatPeriod(year, 'month', month).endDate === endDate) return { kind: 'month', year, n: month };
  if ((month - 1) % 3 === 0 && vatPeriod(year, 'quarter', (month + 2) / 3).endDate === endDate)
    return { kind: 'quarter', year, n: (month + 2) / 3 };
  return null;
}

/** The period (month or quarter) that holds a date. */
export function vatPeriodOf(date: string, kind: VatPeriodKind): VatPeriod {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return vatPeriod(year, kind, kind === 'quarter' ? Math.floor((month - 1) / 3) + 1 : month);
}

/** Whether two periods share a day. */
export const periodsOverlap = (a: VatPeriod, b: VatPeriod) => a.startDate <= b.endDate && b.startDate <= a.endDate;
