import { SERVER_TEXTS, VALIDATION_MESSAGES, ZProject, ZWork, zInt } from '@backoffice/domain';
import { z } from 'zod';
import { HttpError, zodIssues } from '../../platform/errors.ts';

// Project and work bodies are parsed here rather than by the registrar, as for employees: a failure inside the
// addresses list answers with the server text 'Validation addresses error' (spec 000 §8) and keeps the zod issues.

export type ProjectInput = z.infer<typeof ZProject>;
export type WorkInput = z.infer<typeof ZWork>;
export type ImportWorkInput = WorkInput & { projectId: number };

export const ZImportWork = z.intersection(ZWork, z.object({ projectId: zInt(1) }));

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

function fail(issues: z.core.$ZodIssue[]): never {
  const error = new z.ZodError(issues);
  if (issues.some((issue) => issue.path.includes('addresses'))) {
    throw new HttpError(400, SERVER_TEXTS.validationAddresses, zodIssues(error));
  }
  throw error;
}

function withPrefix(issues: z.core.$ZodIssue[], prefix: (string | number)[]): z.core.$ZodIssue[] {
  return issues.map((issue) => ({ ...issue, path: [...prefix, ...issue.path] }));
}

function parseOne(body: unknown, prefix: (string | number)[]): ProjectInput {
  const result = ZProject.safeParse(body);
  if (!result.success) fail(withPrefix(result.error.issues, prefix));
  const issues = addressPeriodIssues(result.data, prefix);
  if (issues.length > 0) fail(issues);
  return result.data;
}

/** saveProject's body; throws the address HttpError or a ZodError (400 with issues). */
export const parseProject = (body: unknown): ProjectInput => parseOne(body, []);
