import {
  creditNumbersOf,
  INVOICE_MESSAGES,
  type InvoiceMessageKey,
  type InvoiceTextKey,
  invoiceRefusalKey,
} from '@backoffice/domain';
import { validationText } from '../../../platform/forms/issue-message.ts';
import type { Translate } from '../../../platform/i18n/zod-messages.ts';

const MESSAGE_KEYS = new Map(
  (Object.keys(INVOICE_MESSAGES) as InvoiceMessageKey[]).map((key) => [INVOICE_MESSAGES[key] as string, key]),
);

/** A validation message of an invoice in the user's language (shared catalogue, the invoice's own, or as sent). */
export function issueText(message: string, t: Translate): string {
  const own = MESSAGE_KEYS.get(message);
  if (own) return t(`invoices.messages.${own}`);
  return validationText(message, t) ?? message;
}

/** The first message per field path ('customerId', 'rows.2.vatCode'), translated. */
export function issueTexts(issues: readonly { path: string; message: string }[], t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path] ??= issueText(issue.message, t);
  return errors;
}

/** Which invoice refusal (spec 001 §8) an error is, and its message; the credit numbers are listed when given. */
export function refusalText(error: unknown, t: Translate): { key: InvoiceTextKey; text: string } | undefined {
  if (!(error instanceof Error)) return undefined;
  const key = invoiceRefusalKey(error.message);
  if (!key) return undefined;
  return { key, text: t(`invoices.refusals.${key}`, { numbers: creditNumbersOf(error.message).join(', ') }) };
}
