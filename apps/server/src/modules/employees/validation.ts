import { VALIDATION_MESSAGES, type ZEmployee } from '@backoffice/domain';
import { z } from 'zod';
import { failWithIssues, zodIssues } from '../../platform/errors.ts';

// A failure inside an employee's addresses answers with the exact server text 'Validation addresses error' (spec 000
// §8) while keeping the zod issues: the registrar's onInvalid for the body, failAddresses for the checks after it.

export type EmployeeInput = z.infer<typeof ZEmployee>;
/** End dates before start dates are refused too; the shared item schemas check each field on its own. */
export function periodIssues(employee: EmployeeInput, prefix: (string | number)[]): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  for (const list of ['addresses', 'employments'] as const) {
    employee[list].forEach((item, i) => {
      if (item.endDate < item.startDate)
        issues.push({
          code: 'custom',
          path: [...prefix, list, i, 'endDate'],
          message: VALIDATION_MESSAGES.endBeforeStart,
          input: item.endDate,
        });
    });
  }
  return issues;
}

/** The error for an employee body's issues: the address text when an address is among them. */
export function invalidEmployee(error: z.ZodError): Error {
  if (error.issues.some((issue) => issue.path.includes('addresses')))
    return failWithIssues('address.invalid', zodIssues(error));
  return error;
}

function fail(issues: z.core.$ZodIssue[]): never {
  throw invalidEmployee(new z.ZodError(issues));
}

/** One parsed employee: refuses periods that end before they start. */
export function checkEmployee(employee: EmployeeInput): EmployeeInput {
  const issues = periodIssues(employee, []);
  if (issues.length > 0) fail(issues);
  return employee;
}
