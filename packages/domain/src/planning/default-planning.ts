import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { addDays, diffDays } from '../dates.ts';
import { isoWeekday } from '../iso-week.ts';
import { zPeriodRequest } from './period-schema.ts';

// Default planning over a chosen range and the rolling horizon (issue 15): Generate takes up to a year of weeks; a
// short range is planned in the call, a longer one by a job that plans a week per step and shows its progress. Every
// night each owner's job plans from today through its "plan N weeks ahead" setting.

export const DEFAULT_PLANNING_MAX_WEEKS = 53;
const MAX_DAYS = DEFAULT_PLANNING_MAX_WEEKS * 7;
/** Ranges up to five weeks are planned in the call itself (measured: a month of a large owner in seconds). */
export const DEFAULT_PLANNING_DIRECT_DAYS = 35;
/** What one step of a job plans in one transaction, with its progress. */
export const DEFAULT_PLANNING_STEP_DAYS = 7;

/** defaultPlanning {startDate, endDate}: the start not after the end, at most 53 weeks. */
export const ZDefaultPlanningRequest = zPeriodRequest({}, MAX_DAYS, VALIDATION_MESSAGES.planningRangeTooLong);

/** The "plan N weeks ahead" setting: 0 is off; at most a year. */
export const PLAN_AHEAD_WEEKS = { min: 0, max: 52, fallback: 6 } as const;

export const ZDefaultPlanningResult = z.object({
  created: z.number().int(),
  unchanged: z.number().int(),
  mismatched: z.number().int(),
  /** Slots not made because the day is in a closed salary period. */
  locked: z.number().int(),
  /** Occurrences with nobody planned (see toBeScheduled). */
  open: z.number().int(),
});
export type TDefaultPlanningResult = z.infer<typeof ZDefaultPlanningResult>;

export const EMPTY_PLANNING_RESULT: TDefaultPlanningResult = {
  created: 0,
  unchanged: 0,
  mismatched: 0,
  locked: 0,
  open: 0,
};

export const addPlanningResults = (a: TDefaultPlanningResult, b: TDefaultPlanningResult): TDefaultPlanningResult => ({
  created: a.created + b.created,
  unchanged: a.unchanged + b.unchanged,
  mismatched: a.mismatched + b.mismatched,
  locked: a.locked + b.locked,
  open: a.open + b.open,
});

/** A default planning job as defaultPlanningJob answers it (the web app polls it while the job runs). */
export const ZDefaultPlanningJob = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  startDate: z.string(),
  endDate: z.string(),
  /** The last date planned so far ('' before the first step). */
  doneThrough: z.string(),
  totalDays: z.number().int(),
  doneDays: z.number().int(),
  result: ZDefaultPlanningResult,
  error: z.string(),
});
export type TDefaultPlanningJob = z.infer<typeof ZDefaultPlanningJob>;

/** defaultPlanning's answer: the result of a short range, or the job that plans a long one. */
export const ZDefaultPlanningAnswer = z.union([ZDefaultPlanningResult, z.object({ job: ZDefaultPlanningJob })]);
export type TDefaultPlanningAnswer = z.infer<typeof ZDefaultPlanningAnswer>;

export const isPlanningJobAnswer = (answer: TDefaultPlanningAnswer): answer is { job: TDefaultPlanningJob } =>
  'job' in answer;

/** The steps of a range from `doneThrough` on: [from, to] pieces of at most DEFAULT_PLANNING_STEP_DAYS days. */
export function planningSteps(startDate: string, endDate: string, doneThrough = ''): { from: string; to: string }[] {
  const steps: { from: string; to: string }[] = [];
  let from = doneThrough && doneThrough >= startDate ? addDays(doneThrough, 1) : startDate;
  while (from <= endDate) {
    const last = addDays(from, DEFAULT_PLANNING_STEP_DAYS - 1);
    const to = last < endDate ? last : endDate;
    steps.push({ from, to });
    from = addDays(to, 1);
  }
  return steps;
}

/** The rolling horizon of `today`: through the Sunday of the week `weeks` weeks on, or null when it is off. */
export function planningHorizon(today: string, weeks: number): { startDate: string; endDate: string } | null {
  if (weeks <= 0) return null;
  const sunday = addDays(today, 7 - isoWeekday(today));
  return { startDate: today, endDate: addDays(sunday, weeks * 7) };
}

/** Days of a range, both ends counted. */
export const rangeDays = (startDate: string, endDate: string) => diffDays(startDate, endDate) + 1;
