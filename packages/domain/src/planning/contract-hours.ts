import { z } from 'zod';
import { zInt } from '../api/fields.ts';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { addDays, diffDays, isEmptyDate, OPEN_END_DATE } from '../dates.ts';
import { isoWeek, isoWeekStart, isoWeeksInYear } from '../iso-week.ts';
import type { ContractEmployment } from './absence-hours.ts';
import { isHoliday, type RoosterWeeks, roosterDayHours, roosterWeekHours } from './rooster.ts';

// Contract hours per ISO week (countPlanningContractWeek). Our definition: an employment's minHours is its contract
// hours per week (hundredths). A week only partly inside an employment counts the part of the rooster's week that
// falls inside it (a contract starting on Wednesday counts Wednesday to Sunday of the rooster). The hours that fall on
// Dutch holidays are paid without being worked, and approved absences are not planned either, so the hours a planner
// should still plan (available) are contract - holidays - absence; planned above that is over, below it under.

export const ZIsoWeekRef = z.object({
  year: z.number().int(),
  week: z.number().int(),
  /** The Monday, 'YYYY-MM-DD'. */
  startDate: z.string(),
});
export type IsoWeekRef = z.infer<typeof ZIsoWeekRef>;

/** At most a year of weeks per request. */
export const CONTRACT_WEEKS_MAX = 53;

/** The ISO weeks from one to another, both included; empty when the end lies before the start. */
export function isoWeeksBetween(
  from: { year: number; week: number },
  to: { year: number; week: number },
): IsoWeekRef[] {
  const weeks: IsoWeekRef[] = [];
  const last = isoWeekStart(to.year, to.week);
  for (let monday = isoWeekStart(from.year, from.week); monday <= last; monday = addDays(monday, 7)) {
    weeks.push({ ...isoWeek(monday), startDate: monday });
  }
  return weeks;
}

export interface WeekContract {
  /** Contract hours of the week. */
  contract: number;
  /** The part of them that falls on holidays. */
  holiday: number;
}

/** Contract hours of the employments in the ISO week that starts on `monday`. */
export function weekContract(
  weeks: RoosterWeeks,
  employments: readonly ContractEmployment[],
  monday: string,
): WeekContract {
  const dates = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const weekTotal = roosterWeekHours(weeks, monday);
  // Without rooster hours every day of the week counts the same.
  const weight = (date: string) => (weekTotal > 0 ? roosterDayHours(weeks, date) : 1);
  const divisor = weekTotal > 0 ? weekTotal : 7;
  let contract = 0;
  let holiday = 0;
  for (const e of employments) {
    if (e.deleted || e.minHours === 0) continue;
    const end = e.endDate && !isEmptyDate(e.endDate) ? e.endDate : OPEN_END_DATE;
    const inside = dates.filter((date) => e.startDate <= date && date <= end);
    if (inside.length === 0) continue;
    const share = inside.reduce((total, date) => total + weight(date), 0);
    const holidayShare = inside.filter(isHoliday).reduce((total, date) => total + weight(date), 0);
    contract += Math.round((e.minHours * share) / divisor);
    holiday += Math.round((e.minHours * holidayShare) / divisor);
  }
  return { contract, holiday };
}

export const CONTRACT_BALANCES = ['over', 'under', 'even'] as const;
export type ContractBalance = (typeof CONTRACT_BALANCES)[number];

export const ZContractWeekSummary = z.object({
  /** Contract hours of the week. */
  contract: z.number().int(),
  /** The part of them that falls on holidays. */
  holiday: z.number().int(),
  /** Approved absence hours in the week. */
  absence: z.number().int(),
  /** Hours still to plan: contract - holiday - absence, never below 0. */
  available: z.number().int(),
  /** Planned hours (live shifts). */
  planned: z.number().int(),
  /** planned - available: above 0 over, below 0 under. */
  difference: z.number().int(),
  balance: z.enum(CONTRACT_BALANCES),
});
export type ContractWeekSummary = z.infer<typeof ZContractWeekSummary>;

export function contractWeekSummary(week: WeekContract, absence: number, planned: number): ContractWeekSummary {
  const available = Math.max(0, week.contract - week.holiday - absence);
  const difference = planned - available;
  const balance: ContractBalance = difference > 0 ? 'over' : difference < 0 ? 'under' : 'even';
  return { ...week, absence, available, planned, difference, balance };
}

/** The total of several weeks: sums of each figure, the balance of the sums. */
export function sumContractWeeks(weeks: readonly ContractWeekSummary[]): ContractWeekSummary {
  const sum = (pick: (w: ContractWeekSummary) => number) => weeks.reduce((total, w) => total + pick(w), 0);
  const available = sum((w) => w.available);
  const planned = sum((w) => w.planned);
  const difference = planned - available;
  return {
    contract: sum((w) => w.contract),
    holiday: sum((w) => w.holiday),
    absence: sum((w) => w.absence),
    available,
    planned,
    difference,
    balance: difference > 0 ? 'over' : difference < 0 ? 'under' : 'even',
  };
}

const zIsoYear = zInt(1583, 9998);
const zWeekNumber = zInt(1, 53);
// Field checks have already reported a year or week out of range; the rules below need valid ones.
const validWeek = (year: number, week: number) =>
  Number.isInteger(year) && year >= 1583 && year <= 9998 && Number.isInteger(week) && week >= 1 && week <= 53;
const weekExists = (year: number, week: number) => !validWeek(year, week) || week <= isoWeeksInYear(year);
const optionalEmployer = z.preprocess((v) => (v === '' || v === null || v === 0 ? undefined : v), zInt(1).optional());

/** countPlanningContractWeek: one ISO week. */
export const ZContractWeekRequest = z
  .object({ year: zIsoYear, week: zWeekNumber, employerId: optionalEmployer })
  .refine((r) => weekExists(r.year, r.week), { message: VALIDATION_MESSAGES.invalidDate, path: ['week'] });

/** countPlanningContractWeekV2: a range of ISO weeks (at most 53), optionally one employer's contracts. */
export const ZContractWeeksRequest = z
  .object({
    startYear: zIsoYear,
    startWeek: zWeekNumber,
    endYear: zIsoYear,
    endWeek: zWeekNumber,
    employerId: optionalEmployer,
  })
  .refine((r) => weekExists(r.startYear, r.startWeek), {
    message: VALIDATION_MESSAGES.invalidDate,
    path: ['startWeek'],
  })
  .refine((r) => weekExists(r.endYear, r.endWeek), { message: VALIDATION_MESSAGES.invalidDate, path: ['endWeek'] })
  .refine(
    (r) => {
      const real = (year: number, week: number) => validWeek(year, week) && week <= isoWeeksInYear(year);
      if (!real(r.startYear, r.startWeek) || !real(r.endYear, r.endWeek)) return true;
      const start = isoWeekStart(r.startYear, r.startWeek);
      const end = isoWeekStart(r.endYear, r.endWeek);
      return end >= start && diffDays(start, end) / 7 < CONTRACT_WEEKS_MAX;
    },
    { message: VALIDATION_MESSAGES.invalidDate, path: ['endWeek'] },
  );
export type TContractWeeksRequest = z.output<typeof ZContractWeeksRequest>;

/** countPlanningContractWeek's row. */
export const ZContractWeekRow = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  contract: z.number().int(),
  planned: z.number().int(),
});
export type TContractWeekRow = z.infer<typeof ZContractWeekRow>;

/** countPlanningContractWeekV2's answer: the weeks, the employers to filter on, a row per employee. */
export const ZContractWeeks = z.object({
  weeks: z.array(ZIsoWeekRef),
  employers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  rows: z.array(
    z.object({
      employeeId: z.number().int(),
      name: z.string(),
      employerIds: z.array(z.number().int()),
      weeks: z.array(ZContractWeekSummary),
      total: ZContractWeekSummary,
    }),
  ),
});
export type TContractWeeks = z.infer<typeof ZContractWeeks>;
