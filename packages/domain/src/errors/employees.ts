import { VALIDATION_MESSAGES } from '../api/messages.ts';
import type { ErrorTexts } from './format.ts';

/** Employees, their employments and employers (spec 000 §8). Unknown records by id are 'record.notFound'. */
export const EMPLOYEE_ERRORS = {
  /** In use: an employment, a key, a course, a login, a planned work or a project led. */
  'employee.notDeletable': 'Employee is not deletable',
  /** A delete of an employee that was never saved. */
  'employee.unsaved': { status: 404, message: 'Employee not found' },
  /** The employee app acts for the employee its login is linked to. */
  'employee.noLoginEmployee': 'This login has no employee',
  'employment.unknownEmployer': 'Employer {{id}} not found',
  'employment.endBeforeStart': VALIDATION_MESSAGES.endBeforeStart,
  'employment.overlap': VALIDATION_MESSAGES.contractOverlap,
  'employer.closedDateBackwards': 'The salary closed date cannot be moved back',
  'employer.withEmployments': 'Cannot delete employer with employments.',
  /** A delete of an employer that was never saved. */
  'employer.unsaved': { status: 404, message: 'Employer not found' },
} as const satisfies ErrorTexts;
