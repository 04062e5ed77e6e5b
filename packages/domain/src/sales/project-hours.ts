import { z } from 'zod';
import { zFlag, zLine } from '../api/fields.ts';
import { zPeriodRequest } from '../planning/period-schema.ts';
import { divideRounded } from './invoice-totals.ts';

// Sales/ProjectHoursOverview (issue 17): per project, the hours of a period by where they are in the shift lifecycle
// (spec 002 §4: scheduled 0 → confirmed 1 → invoiced 2), and what they are worth at their work's hour rate.

/** The stages a shift's hours are counted in: `confirmed` 0, 1 and 2 of the agenda entry. */
export const HOUR_STAGES = ['planned', 'confirmed', 'invoiced'] as const;
type HourStage = (typeof HOUR_STAGES)[number];

/** A year and a day: a year's overview from any date. */
const MAX_OVERVIEW_DAYS = 367;

export const ZProjectHoursRequest = zPeriodRequest(
  {
    export: zFlag.default(0),
    titles: z.record(z.string(), zLine(100)).default({}),
    name: zLine(60).default(''),
  },
  MAX_OVERVIEW_DAYS,
);

const ZHoursAndAmounts = z.object({
  /** Hours in hundredths per stage. */
  plannedHours: z.number().int(),
  confirmedHours: z.number().int(),
  invoicedHours: z.number().int(),
  /** Cents per stage: hours × the work's hour rate. */
  plannedAmount: z.number().int(),
  confirmedAmount: z.number().int(),
  invoicedAmount: z.number().int(),
});

const ZProjectHoursRow = ZHoursAndAmounts.extend({
  projectId: z.number().int(),
  projectName: z.string(),
  customerName: z.string(),
});
export type TProjectHoursRow = z.infer<typeof ZProjectHoursRow>;

export const ZProjectHours = z.object({ rows: z.array(ZProjectHoursRow), totals: ZHoursAndAmounts });
export type TProjectHours = z.infer<typeof ZProjectHours>;

/** The hours of one project in one stage, and their value: hundredths of hours × cents per hour. */
export interface StageSum {
  projectId: number;
  projectName: string;
  customerName: string;
  stage: number;
  hours: number;
  /** Σ hours × hour rate (hundredths × cents), rounded once per project and stage. */
  hoursTimesRate: bigint;
}

const STAGE_OF: Record<number, HourStage> = { 0: 'planned', 1: 'confirmed', 2: 'invoiced' };
const zero = () => ({
  plannedHours: 0,
  confirmedHours: 0,
  invoicedHours: 0,
  plannedAmount: 0,
  confirmedAmount: 0,
  invoicedAmount: 0,
});

/** Stage sums → one row per project (by name) with its three stages, and the totals of every row. */
export function projectHoursRows(sums: readonly StageSum[]): TProjectHours {
  const byProject = new Map<number, TProjectHoursRow>();
  const totals = zero();
  for (const sum of sums) {
    const stage = STAGE_OF[sum.stage];
    if (!stage) continue;
    let row = byProject.get(sum.projectId);
    if (!row) {
      row = { projectId: sum.projectId, projectName: sum.projectName, customerName: sum.customerName, ...zero() };
      byProject.set(sum.projectId, row);
    }
    const amount = Number(divideRounded(sum.hoursTimesRate, 100n));
    for (const target of [row, totals]) {
      target[`${stage}Hours`] += sum.hours;
      target[`${stage}Amount`] += amount;
    }
  }
  const rows = [...byProject.values()].sort(
    (a, b) => a.projectName.localeCompare(b.projectName) || a.projectId - b.projectId,
  );
  return { rows, totals };
}
