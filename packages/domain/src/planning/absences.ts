import { z } from 'zod';
import { jsonField, tag, zCode, zEndDate, zFlag, zId, zInt, zIsoDate, zNotes, zRef } from '../api/fields.ts';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { diffDays, isValidIsoDate, OPEN_END_DATE } from '../dates.ts';
import { ABSENCE_KIND, ABSENCE_KINDS, ABSENCE_STATUS, ABSENCE_STATUSES } from './enums.ts';

// An absence or leave request (spec 000 §3 Absent, 002 §4 absence request, §5 salaries/leave/absences rules).

/** Longest absence one record may hold (three years): a typo in a year cannot make hours be counted for ages. */
export const ABSENCE_MAX_DAYS = 3 * 366;
/** At most one value per day of a year in "hours per day". */
const MAX_HOUR_DETAILS = 366;

/** Partial sickness: empty means a whole sickness; a given percentage lies strictly between 0 and 100. */
const zPercentage = tag(
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number()
      .int()
      .nullable()
      .refine((v) => v === null || (v > 0 && v < 100), VALIDATION_MESSAGES.partialSickPercentage),
  ),
  { kind: 'int' },
);

/** Hours per day (hundredths, at most 24 hours) keyed by date; empty means whole days from the rooster. */
const zHourDetails = jsonField(
  z
    .record(z.string().refine(isValidIsoDate, VALIDATION_MESSAGES.invalidDate), zInt(0, 2400))
    .refine((days) => Object.keys(days).length <= MAX_HOUR_DETAILS, VALIDATION_MESSAGES.invalidDate),
).default({});

const absentFields = z.object({
  id: zId,
  employeeId: zRef('employees', {}),
  startDate: zIsoDate,
  /** Empty is open: only a sickness may be open-ended (recovery not known yet). */
  endDate: zEndDate,
  kind: zCode(ABSENCE_KINDS),
  status: zCode(ABSENCE_STATUSES).default(ABSENCE_STATUS.approved),
  percentage: zPercentage.default(null),
  /** Sickness reported recovered (hersteld): needs an end date. Other kinds keep 0. */
  sickClosed: zFlag.default(0),
  hourDetails: zHourDetails,
  description: zNotes(2000),
  /** The planner's answer to a request, mailed with "send response". */
  response: zNotes(2000),
  deleted: zFlag.default(0),
});

/** saveAbsent's body (create and update); the server adds its own checks (employment, salary period, status). */
export const ZAbsent = absentFields
  .superRefine((a, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    // Field checks have already reported invalid dates; these rules need two real ones.
    if (!isValidIsoDate(a.startDate) || !isValidIsoDate(a.endDate)) return;
    const open = a.endDate === OPEN_END_DATE;
    if (a.endDate < a.startDate) issue('endDate', VALIDATION_MESSAGES.endBeforeStart);
    else if (open && a.kind !== ABSENCE_KIND.sickness) issue('endDate', VALIDATION_MESSAGES.required);
    else if (open && a.sickClosed) issue('endDate', VALIDATION_MESSAGES.required);
    else if (!open && diffDays(a.startDate, a.endDate) >= ABSENCE_MAX_DAYS)
      issue('endDate', VALIDATION_MESSAGES.invalidDate);
    if (a.percentage !== null && a.kind !== ABSENCE_KIND.sickness) {
      issue('percentage', VALIDATION_MESSAGES.percentageSicknessOnly);
    }
    if (Object.keys(a.hourDetails).some((day) => day < a.startDate || day > a.endDate)) {
      issue('hourDetails', VALIDATION_MESSAGES.hoursOutsidePeriod);
    }
  })
  .transform((a) => ({ ...a, sickClosed: a.kind === ABSENCE_KIND.sickness ? a.sickClosed : 0 }));
export type TAbsentInput = z.input<typeof ZAbsent>;
export type TAbsentSave = z.output<typeof ZAbsent>;

/** What an employee may ask for in the employee app: sickness is reported to the office, the other kinds are the planners'. */
export const LEAVE_REQUEST_KINDS = [ABSENCE_KIND.leave, ABSENCE_KIND.unpaidLeave, ABSENCE_KIND.notAvailable] as const;

/**
 * requestLeave's body (employee app): the period, kind and note of one's own request. The employee, status and
 * answer are not the employee's to set; saveAbsent's rules (ZAbsent, employment, salary period) apply as for a planner.
 */
export const ZLeaveRequest = absentFields
  .pick({ startDate: true, endDate: true, hourDetails: true, description: true })
  .extend({ kind: zCode(LEAVE_REQUEST_KINDS).default(ABSENCE_KIND.leave) });
export type TLeaveRequest = z.output<typeof ZLeaveRequest>;

/** What the server answers for an absence: the saved fields plus the decision, the employee's name and hours. */
export const ZAbsentAnswer = absentFields.extend({
  /** The answer a response was sent with: 2 approved or 3 denied (0 while requested). */
  decision: z.number().int(),
  employeeName: z.string(),
  /** Absence hours (hundredths) in the range asked for; absentById: the whole period, an open end up to today. */
  hours: z.number().int(),
});
export type TAbsent = z.output<typeof ZAbsentAnswer>;

/** "Any" arrives as nothing, '', 0 or null. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v), schema.optional());

const realRange = (r: { startDate: string; endDate: string }) =>
  isValidIsoDate(r.startDate) && isValidIsoDate(r.endDate);

/** absentsDateRange: absences overlapping [startDate, endDate], optionally of one employee, kind or status. */
export const ZAbsentsDateRangeRequest = z
  .object({
    startDate: zIsoDate,
    endDate: zIsoDate,
    employeeId: optionalFilter(zInt(1)),
    kind: optionalFilter(zCode(ABSENCE_KINDS)),
    status: optionalFilter(zCode(ABSENCE_STATUSES)),
  })
  .refine((r) => r.endDate >= r.startDate, { message: VALIDATION_MESSAGES.endBeforeStart, path: ['endDate'] })
  .refine((r) => !realRange(r) || r.endDate < r.startDate || diffDays(r.startDate, r.endDate) < ABSENCE_MAX_DAYS, {
    message: VALIDATION_MESSAGES.invalidDate,
    path: ['endDate'],
  });
export type TAbsentsDateRangeRequest = z.output<typeof ZAbsentsDateRangeRequest>;

interface StatusState {
  status: number;
  decision: number;
}

/**
 * The answer an absence carries after a save: approving or denying records it, sending the response keeps it.
 * Requested (1) has none.
 */
export function decisionAfter(before: StatusState | undefined, status: number): number {
  if (status === ABSENCE_STATUS.approved || status === ABSENCE_STATUS.denied) return status;
  if (status === ABSENCE_STATUS.responseSent) return before?.decision ?? 0;
  return 0;
}

/**
 * Request → approved or denied → response sent (spec 002 §4). A response can only be sent once the request has an
 * answer; the answer may still change before and after (a new response can then be sent). Null when allowed.
 */
export function statusChangeError(
  before: StatusState | undefined,
  status: number,
): 'absence.responseNeedsDecision' | null {
  if (status !== ABSENCE_STATUS.responseSent) return null;
  return decisionAfter(before, status) === 0 ? 'absence.responseNeedsDecision' : null;
}

/** Whether the absence counts as approved: approved, or answered "approved" (shifts then conflict with it). */
export const isApprovedAbsence = (a: StatusState) =>
  a.status === ABSENCE_STATUS.approved ||
  (a.status === ABSENCE_STATUS.responseSent && a.decision === ABSENCE_STATUS.approved);

/** YearlyOverview: approved absences per employee over one calendar year, optionally one employer's employees. */
export const ZAbsenceYearRequest = z.object({
  year: zInt(1583, 9998),
  employerId: optionalFilter(zInt(1)),
});

/** Per employee: hours per kind per month (12 entries) and the year's hours and absent working days per kind. */
export const ZAbsenceYearRow = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  /** Keyed by absence kind. */
  months: z.array(z.partialRecord(z.string(), z.number())),
  totals: z.partialRecord(z.string(), z.object({ hours: z.number(), days: z.number() })),
});
export type TAbsenceYearRow = z.infer<typeof ZAbsenceYearRow>;
