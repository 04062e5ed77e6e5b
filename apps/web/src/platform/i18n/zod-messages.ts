import { validationMessageKey } from '@backoffice/domain';
import type { z } from 'zod';

/** The translate function, narrowed so this module stays free of i18next and testable without a DOM. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

type Issue = z.core.$ZodIssue;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

/** Maps a zod issue to a message in the user's language (spec 002 §5 generic messages). */
export function zodIssueMessage(issue: Issue, t: Translate): string {
  // Messages the shared schemas set themselves ('Invalid SSN', ...) have their own translation.
  const known = validationMessageKey(issue.message);
  if (known) return t(`validation.${known}`);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return t('validation.wholeNumber');
      if (issue.expected === 'number') return isEmpty(issue.input) ? t('validation.required') : t('validation.number');
      return t('validation.required');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        if (issue.exact) return t('validation.exactLength', { count: min });
        return min <= 1 ? t('validation.required') : t('validation.minLength', { count: min });
      }
      if (issue.origin === 'array' || issue.origin === 'set') return t('validation.selectAtLeast', { count: min });
      return issue.inclusive === false ? t('validation.greaterThan', { min }) : t('validation.minValue', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') {
        return issue.exact ? t('validation.exactLength', { count: max }) : t('validation.maxLength', { count: max });
      }
      if (issue.origin === 'array' || issue.origin === 'set') return t('validation.selectAtMost', { count: max });
      return issue.inclusive === false ? t('validation.lessThan', { max }) : t('validation.maxValue', { max });
    }
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.format');
    case 'not_multiple_of':
      return t('validation.wholeNumber');
    case 'invalid_value':
    case 'invalid_union':
      return t('validation.choice');
    default:
      return t('validation.invalid');
  }
}

/** The first message per field, keyed by the issue path joined with dots (`settings.email`). */
export function fieldErrors(error: { issues: readonly Issue[] }, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= zodIssueMessage(issue, t);
  }
  return errors;
}
