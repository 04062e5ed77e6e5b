import { validationMessageKey } from '@backoffice/domain';
import type { z } from 'zod';
import { type Translate, zodIssueMessage } from '../i18n/zod-messages.ts';

/**
 * A validation text in the user's language. Texts of the shared catalogue ('Invalid SSN', 'Invalid IBAN', ...) go by
 * `validation.<key>`, with this module's own wording as the fallback until the platform locale carries the key.
 */
export function validationText(message: string, t: Translate): string | undefined {
  const key = validationMessageKey(message);
  if (!key) return undefined;
  return t(`validation.${key}`, { defaultValue: t(`employeeEdit.validation.${key}`) });
}

/** A page's own rule (a refinement of the shared schema) names its translation in `params.key`. */
function issueMessage(issue: z.core.$ZodIssue, t: Translate): string {
  const params = issue.code === 'custom' && 'params' in issue ? issue.params : undefined;
  if (typeof params?.key === 'string') return t(params.key, params);
  return validationText(issue.message, t) ?? zodIssueMessage(issue, t);
}

/** The first message per field path (`firstName`, `addresses.0.city`). */
export function issueErrors(issues: readonly z.core.$ZodIssue[], t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issueMessage(issue, t);
  return errors;
}
