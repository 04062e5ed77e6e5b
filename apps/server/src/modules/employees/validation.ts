import { SERVER_TEXTS, VALIDATION_MESSAGES, ZEmployee } from '@backoffice/domain';
import { z } from 'zod';
import { HttpError, zodIssues } from '../../platform/errors.ts';

// Employee bodies are parsed here rather than by the registrar: a failure inside the addresses list must answer with
// the exact server text 'Validation addresses error' (spec 000 §8) while keeping the zod issues.

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

function fail(issues: z.core.$ZodIssue[]): never {
  const error = new z.ZodError(issues);
  if (issues.some((issue) => issue.path.includes('addresses'))) {
    throw new HttpError(400, SERVER_TEXTS.validationAddresses, zodIssues(error));
  }
  throw error;
}

/** One employee; throws the address HttpError or a ZodError. */
export function parseEmployee(body: unknown): EmployeeInput {
  const result = ZEmployee.safeParse(body);
  if (!result.success) fail(result.error.issues);
  const issues = periodIssues(result.data, []);
  if (issues.length > 0) fail(issues);
  return result.data;
}
