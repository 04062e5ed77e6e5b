// Enumerations and thresholds of planning and absences (spec 002 §4, §9); labels are translated in the web app.

/** Absence kinds: 1 leave, 2 sickness, 3 unpaid leave, 4 not available, 5 cancelled (deregistered), 6 fixed unavailable. */
export const ABSENCE_KINDS = [1, 2, 3, 4, 5, 6] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];
export const ABSENCE_KIND = {
  leave: 1,
  sickness: 2,
  unpaidLeave: 3,
  notAvailable: 4,
  cancelled: 5,
  fixedUnavailable: 6,
} as const;

/** Absence statuses: 1 requested, 2 approved ("assigned"), 3 denied, 4 response sent. */
export const ABSENCE_STATUSES = [1, 2, 3, 4] as const;
export type AbsenceStatus = (typeof ABSENCE_STATUSES)[number];
export const ABSENCE_STATUS = { requested: 1, approved: 2, denied: 3, responseSent: 4 } as const;

/** Planning types: 1 standard, 2 changed, 3 extra shift. */
export const PLANNING_TYPES = [1, 2, 3] as const;
export type PlanningType = (typeof PLANNING_TYPES)[number];

/** A shift's life (spec 002 §4): scheduled, confirmed (by the employee or for them), invoiced. Stored in `confirmed`. */
export const SHIFT_STATUS = { scheduled: 0, confirmed: 1, invoiced: 2 } as const;
export type ShiftStatus = (typeof SHIFT_STATUS)[keyof typeof SHIFT_STATUS];

/** Where a shift came from: a work's recurrence, a removed default shift, or planned by hand (''). */
export const ENTRY_SOURCES = ['default', 'del', ''] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

/** The planning colours of the week view (spec 002 §4). */
export const PLANNING_COLORS = ['scheduled', 'confirmed', 'absence', 'conflict', 'blacklisted', 'noted'] as const;
export type PlanningColor = (typeof PLANNING_COLORS)[number];

/** Thresholds of spec 002 §9. Hours in hundredths. */
export const PLANNING_LIMITS = {
  /** More than 9 hours in a day is flagged. */
  overworkHours: 900,
  /** Clocked time that differs from the confirmed time by more than this is a deviation. */
  deviationMinutes: 10,
  /** A clock-in or clock-out further than this from the project address is a deviation. */
  deviationMetres: 100,
  /** Late clock-in: under or over this many minutes late. */
  lateMinutes: 15,
} as const;

/** Live clock status of a shift (spec 002 §4). */
export const CLOCK_STATUSES = [
  'clockedIn',
  'clockedOut',
  'lateNoClockInUnder15',
  'lateNoClockInOver15',
  'clockedInLate',
  'clockedOutLate',
  'forgotClockOut',
] as const;
export type ClockStatus = (typeof CLOCK_STATUSES)[number];

/** Why an announcement was not sent (spec 002 §8), as sendAnnouncementsV2 answers it. */
export const ANNOUNCEMENT_FAILURES = {
  projectOrWorkNotFound: 'project or work not found',
  noEmail: 'no email address found',
  sendFailed: 'failed to send email',
  /** Our addition: the shift's project has announcements disabled (1), so nothing is mailed. */
  disabled: 'announcements are disabled for this project',
} as const;
export type AnnouncementFailure = (typeof ANNOUNCEMENT_FAILURES)[keyof typeof ANNOUNCEMENT_FAILURES];
