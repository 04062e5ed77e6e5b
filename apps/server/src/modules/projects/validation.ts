import { VALIDATION_MESSAGES, type ZProject, ZWork, zRef } from '@backoffice/domain';
import { z } from 'zod';
import { failWithIssues, zodIssues } from '../../platform/errors.ts';

// As for employees: a failure inside a project's addresses answers with the server text 'Validation addresses error'
// (spec 000 §8) and keeps the zod issues.

export type ProjectInput = z.infer<typeof ZProject>;
export type WorkInput = z.infer<typeof ZWork>;
export type ImportWorkInput = WorkInput & { projectId: number };

export const ZImportWork = z.intersection(ZWork, z.object({ projectId: zRef('projects', {}) }));

/** The shared address schema checks fields one by one; an address ending before it starts is refused here. */
export function addressPeriodIssues(project: ProjectInput, prefix: (string | number)[]): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  project.addresses.forEach((a, i) => {
    if (a.startDate !== null && a.endDate < a.startDate)
      issues.push({
        code: 'custom',
        path: [...prefix, 'addresses', i, 'endDate'],
        message: VALIDATION_MESSAGES.endBeforeStart,
        input: a.endDate,
      });
  });
  return issues;
}

/** The error for a project body's issues: the address text when an address is among them. */
export function invalidProject(error: z.ZodError): Error {
  if (error.issues.some((issue) => issue.path.includes('addresses')))
    return failWithIssues('address.invalid', zodIssues(error));
  return error;
}

function fail(issues: z.core.$ZodIssue[]): never {
  throw invalidProject(new z.ZodError(issues));
}

/** One parsed project: refuses addresses that end before they start. */
export function checkProject(project: ProjectInput): ProjectInput {
  const issues = addressPeriodIssues(project, []);
  if (issues.length > 0) fail(issues);
  return project;
}
