import { type ErrorKey, INVOICE_MESSAGES, type InvoiceMessageKey, isErrorKey } from '@backoffice/domain';
import { ApiError } from '../../../platform/api-client.ts';
import { validationText } from '../../../platform/forms/issue-message.ts';
import type { Translate } from '../../../platform/i18n/zod-messages.ts';
import { keyedText } from '../../../platform/notice-text.ts';

const MESSAGE_KEYS = new Map(
  (Object.keys(INVOICE_MESSAGES) as InvoiceMessageKey[]).map((key) => [INVOICE_MESSAGES[key] as string, key]),
);

/**
 * A field issue of an invoice form in the user's language: the issues of the shared schemas the form also checks
 * with locally (the shared catalogue, the invoice's own), or as sent.
 */
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

/** The invoice area of the error catalogue (packages/domain/src/errors/sales.ts). */
type InvoiceRefusalKey = Extract<ErrorKey, `invoice.${string}`>;

const isInvoiceRefusal = (key: string | undefined): key is InvoiceRefusalKey =>
  key !== undefined && isErrorKey(key) && key.startsWith('invoice.');

/** Which invoice refusal (spec 001 §8) an error is, by its key, and its text with the values it names. */
export function refusalText(error: unknown, t: Translate): { key: InvoiceRefusalKey; text: string } | undefined {
  if (!(error instanceof ApiError) || !isInvoiceRefusal(error.key)) return undefined;
  return { key: error.key, text: keyedText(error, t) ?? error.message };
}
