import { PURCHASE_MESSAGES, type PurchaseMessageKey } from '@backoffice/domain';
import { validationText } from '../../../platform/forms/issue-message.ts';
import type { Translate } from '../../../platform/i18n/zod-messages.ts';

const MESSAGE_KEYS = new Map(
  (Object.keys(PURCHASE_MESSAGES) as PurchaseMessageKey[]).map((key) => [PURCHASE_MESSAGES[key] as string, key]),
);

/** The first message per field path ('supplierId', 'rows.2.vatCodeId') in the user's language. */
export function purchaseIssueTexts(
  issues: readonly { path: string; message: string }[],
  t: Translate,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const own = MESSAGE_KEYS.get(issue.message);
    errors[issue.path] ??= own ? t(`purchases.messages.${own}`) : (validationText(issue.message, t) ?? issue.message);
  }
  return errors;
}
