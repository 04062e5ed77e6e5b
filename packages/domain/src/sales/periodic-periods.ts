import { addDays, dayNumberToIso, daysInMonth, isoToDayNumber } from '../dates.ts';
import { isoWeekday } from '../iso-week.ts';
import { type WorkRecurrence, workDates } from '../projects/work-dates.ts';
import { rowAmount } from './invoice-totals.ts';

/**
 * A work's invoice option (spec 002 §9 "work invoice options 1 to 10"; the spec names them, this is what they mean
 * here, also written down in docs/periodic-invoicing.md). Every periodic option bills whole periods; a period is due
 * in a run when its billing date lies in the run's [startDate, endDate] and the work is active on a day of it.
 *
 * | option | period                                                   | billing date (= invoice date)      |
 * |--------|----------------------------------------------------------|------------------------------------|
 * | 1      | calendar month                                           | last day of the month              |
 * | 2      | calendar month                                           | day `invoiceDay` (capped at month end, 0 = 1st) |
 * | 3      | calendar quarter                                         | last day of the quarter            |
 * | 4      | calendar year                                            | 31 December                        |
 * | 5      | none: direct, every confirmed shift (getDirectInvoices)  | -                                  |
 * | 6      | none: manual, the office invoices it by hand             | -                                  |
 * | 7      | ISO week, Monday to Sunday (week 53 included)            | the Sunday                         |
 * | 8      | 4 weeks, counted from the Monday of the start date's week | the last Sunday                   |
 * | 9      | `intervalWeeks` weeks, counted the same way              | the last Sunday                    |
 * | 10     | `invoiceMonths` months, counted from the start month     | the last day of the last month     |
 *
 * Amount per period: `fixedPrice` (whole, not pro rata) plus the visits of the work in the period (its recurrence,
 * within its start and end date) × `minutes` per visit × `hourRate`.
 */
export const WORK_INVOICE_OPTION = {
  lastDayOfMonth: 1,
  fixedDay: 2,
  quarter: 3,
  year: 4,
  direct: 5,
  manual: 6,
  weekly: 7,
  fourWeeks: 8,
  weekInterval: 9,
  monthInterval: 10,
} as const;

/** How a period is named on the invoice (periodic-texts.ts). */
export type BillingPeriodKind = 'month' | 'quarter' | 'year' | 'week' | 'range';

export interface BillingPeriod {
  kind: BillingPeriodKind;
  start: string;
  end: string;
  billingDate: string;
}

/** What the periodic rules read of a work. */
export type WorkBilling = WorkRecurrence & {
  invoicing: number;
  invoiceDay: number;
  invoiceMonths: number;
  hourRate: number;
  fixedPrice: number;
  minutes: number;
};

const pad2 = (n: number) => String(n).padStart(2, '0');
const monthStart = (year: number, month: number) => `${year}-${pad2(month)}-01`;
const monthEnd = (year: number, month: number) => `${year}-${pad2(month)}-${pad2(daysInMonth(year, month))}`;
const yearOf = (iso: string) => Number(iso.slice(0, 4));
const monthOf = (iso: string) => Number(iso.slice(5, 7));
/** Months since year 0, so month blocks are whole-number steps across year ends. */
const monthIndex = (iso: string) => yearOf(iso) * 12 + monthOf(iso) - 1;
const fromMonthIndex = (index: number) => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });
const mondayOf = (iso: string) => addDays(iso, 1 - isoWeekday(iso));

/** Blocks of `size` months counted from `anchor` (a month index) whose last day lies in [from, to]. */
function monthBlocks(anchor: number, size: number, from: string, to: string, kind: BillingPeriodKind): BillingPeriod[] {
  const periods: BillingPeriod[] = [];
  // The first block that can end on or after `from`.
  let k = Math.floor((monthIndex(from) - anchor) / size);
  for (; ; k += 1) {
    const first = fromMonthIndex(anchor + k * size);
    const last = fromMonthIndex(anchor + (k + 1) * size - 1);
    const end = monthEnd(last.year, last.month);
    if (end > to) break;
    if (end >= from) periods.push({ kind, start: monthStart(first.year, first.month), end, billingDate: end });
  }
  return periods;
}

/** Blocks of `size` weeks counted from the Monday `anchor` whose Sunday lies in [from, to]. */
function weekBlocks(anchor: string, size: number, from: string, to: string, kind: BillingPeriodKind): BillingPeriod[] {
  const periods: BillingPeriod[] = [];
  const anchorDay = isoToDayNumber(anchor);
  const span = 7 * size;
  let k = Math.floor((isoToDayNumber(from) - anchorDay) / span);
  for (; ; k += 1) {
    const startDay = anchorDay + k * span;
    const end = dayNumberToIso(startDay + span - 1);
    if (end > to) break;
    if (end >= from) periods.push({ kind, start: dayNumberToIso(startDay), end, billingDate: end });
  }
  return periods;
}

/** Option 2: every month of [from, to] with its fixed day; the period is the calendar month. */
function fixedDayPeriods(invoiceDay: number, from: string, to: string): BillingPeriod[] {
  const periods: BillingPeriod[] = [];
  for (let index = monthIndex(from); index <= monthIndex(to); index += 1) {
    const { year, month } = fromMonthIndex(index);
    const day = Math.min(Math.max(invoiceDay, 1), daysInMonth(year, month));
    const billingDate = `${year}-${pad2(month)}-${pad2(day)}`;
    if (billingDate >= from && billingDate <= to)
      periods.push({ kind: 'month', start: monthStart(year, month), end: monthEnd(year, month), billingDate });
  }
  return periods;
}

function candidatePeriods(work: WorkBilling, from: string, to: string): BillingPeriod[] {
  switch (work.invoicing) {
    case WORK_INVOICE_OPTION.lastDayOfMonth:
      return monthBlocks(0, 1, from, to, 'month');
    case WORK_INVOICE_OPTION.fixedDay:
      return fixedDayPeriods(work.invoiceDay, from, to);
    case WORK_INVOICE_OPTION.quarter:
      return monthBlocks(0, 3, from, to, 'quarter');
    case WORK_INVOICE_OPTION.year:
      return monthBlocks(0, 12, from, to, 'year');
    case WORK_INVOICE_OPTION.weekly:
      return weekBlocks(mondayOf(work.startDate), 1, from, to, 'week');
    case WORK_INVOICE_OPTION.fourWeeks:
      return weekBlocks(mondayOf(work.startDate), 4, from, to, 'range');
    case WORK_INVOICE_OPTION.weekInterval:
      return weekBlocks(mondayOf(work.startDate), Math.max(1, work.intervalWeeks), from, to, 'range');
    case WORK_INVOICE_OPTION.monthInterval:
      return monthBlocks(monthIndex(work.startDate), Math.max(1, work.invoiceMonths), from, to, 'range');
    default:
      // 5 direct and 6 manual have no periods.
      return [];
  }
}

/** The periods of a work due in the run [from, to]: billing date in the run, work active on a day of the period. */
export function billingPeriods(work: WorkBilling, from: string, to: string): BillingPeriod[] {
  if (work.deleted || from > to) return [];
  return candidatePeriods(work, from, to).filter((p) => p.start <= work.endDate && p.end >= work.startDate);
}

/** Whether the work is billed by periods at all (the options with a calendar). */
export const isPeriodicOption = (invoicing: number): boolean =>
  invoicing !== WORK_INVOICE_OPTION.direct && invoicing !== WORK_INVOICE_OPTION.manual;

/** A work billed by contract: a fixed price or sold minutes per visit. Its planned shifts are not billed as hours. */
export const hasContractAmount = (work: Pick<WorkBilling, 'fixedPrice' | 'minutes' | 'hourRate'>): boolean =>
  work.fixedPrice > 0 || (work.minutes > 0 && work.hourRate > 0);

export interface PeriodCharge {
  period: BillingPeriod;
  visits: number;
  /** Sold hours of the period in hundredths: visits × minutes / 60, rounded once. */
  units: number;
  hoursAmount: number;
  fixedAmount: number;
  amount: number;
}

/** The amount of one period: the fixed price plus visits × minutes × hour rate (cents, the invoice's rounding). */
export function periodCharge(work: WorkBilling, period: BillingPeriod): PeriodCharge {
  const from = period.start > work.startDate ? period.start : work.startDate;
  const to = period.end < work.endDate ? period.end : work.endDate;
  const visits = work.minutes > 0 ? workDates(work, from, to).length : 0;
  const units = Math.round((visits * work.minutes * 100) / 60);
  const hoursAmount = rowAmount(units, work.hourRate);
  return { period, visits, units, hoursAmount, fixedAmount: work.fixedPrice, amount: hoursAmount + work.fixedPrice };
}
