import type { ErrorTexts } from './format.ts';

/** Shifts (agenda entries), default planning, the week view and hour confirmation (spec 000 §8, 002 §8). */
const SHIFT_ERRORS = {
  'shift.notFound': { status: 404, message: 'Agenda entry {{id}} not found' },
  'shift.unknown': { status: 404, message: 'Shift {{id}} not found' },
  'shift.workDateOutOfRange': 'Bad Request. Work date is out of range',
  'shift.confirmed': 'Confirmed hours cannot be changed: unconfirm the agenda entry first',
  'shift.invoiced': 'Invoiced agenda entries cannot be changed',
  'shift.inFuture': 'Hours of a shift after today cannot be confirmed',
  'shift.noEmployee': 'Agenda entry {{id}} has no employee to confirm hours for',
  'shift.endBeforeStart': 'End time must be later than start time',
  'shift.pauseTooLong': 'The pause is longer than the shift',
  'shift.employeeNotFound': 'Employee {{id}} not found',
  'shift.projectNotFound': 'Project {{id}} not found',
  'shift.workNotOnProject': 'Work {{workId}} not found on project {{projectId}}',
  'shift.occurrenceNotOpen': 'This occurrence is no longer open to schedule',
  'planning.jobNotFound': { status: 404, message: 'Default planning job {{id}} not found' },
  'planning.weekUnknown': 'Week {{week}} does not exist in {{year}}',
  /** Shifts, absences and contract changes alike: a day in a closed salary period of the employee's employer. */
  'salaryPeriod.closed': 'The salary period of this employer is closed for this date',
} as const satisfies ErrorTexts;

/** Absences, leave requests and the planning settings. */
const ABSENCE_ERRORS = {
  'absence.notFound': { status: 404, message: 'Absence {{id}} not found' },
  /** A delete through the save call without an id: there is nothing to delete. */
  'absence.missing': { status: 404, message: 'Absence not found' },
  'absence.employeeNotFound': { status: 404, message: 'Employee {{id}} not found' },
  'absence.noEmployment': 'Failed to calculate absents saldo: Failed to get active employment',
  'absence.spansClosedPeriod': 'An absence spanning a closed and an open salary period must be split',
  'absence.responseNeedsDecision': 'Approve or deny the request before sending the response',
  'absence.noEmail': 'The employee has no e-mail address to send the response to',
  'leaveRequest.answered': 'This request has been answered and can no longer be withdrawn',
  'planningSettings.ownerNotFound': { status: 404, message: 'Owner {{id}} not found' },
} as const satisfies ErrorTexts;

/** Clock records of the employee app, work orders and the total overview. */
const CLOCK_ERRORS = {
  'clock.disabled': 'Clocking is not enabled for this employee',
  'clock.positionRequired': 'Clocking needs your position',
  'clock.inFuture': 'The clock time lies in the future',
  'clock.tooOld': 'The clock time lies too far in the past',
  'workOrder.shiftsNotFound': 'Shifts not found: {{shifts}}',
  'overview.tooManyRows':
    'Too many shifts ({{count}}) to show at once; the most is {{limit}}. Choose a shorter period or fewer rows per page.',
} as const satisfies ErrorTexts;

export const PLANNING_ERRORS = { ...SHIFT_ERRORS, ...ABSENCE_ERRORS, ...CLOCK_ERRORS } as const;
