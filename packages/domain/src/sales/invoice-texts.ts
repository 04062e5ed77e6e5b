import { LOCALES, type Locale } from '../api/session.ts';

/**
 * Invoice validation messages (spec 002 §5 Sales) as the server sends them in zod issues; the web app maps them to
 * `invoices.messages.<key>`. The VAT code message is the shared VALIDATION_MESSAGES.invalidVatCode.
 */
export const INVOICE_MESSAGES = {
  customerRequired: 'A customer must be selected',
  salesTypeRequired: 'A sales type is required on every invoice row',
  variableName: 'A variable name starts with a letter and has only letters, digits and _',
  variableReserved: 'This name is a built-in variable',
  variableDuplicate: 'This variable name is used twice',
  firstNumberInUse: 'The first invoice number must be above the highest invoice number in use',
} as const;
export type InvoiceMessageKey = keyof typeof INVOICE_MESSAGES;

/**
 * The server's invoice refusals (spec 001 §8, 002 §8), sent verbatim so the web app shows a message of its own for each.
 * creditExists is followed by the existing credit invoices' numbers.
 */
export const INVOICE_TEXTS = {
  notDraft: 'An invoiced invoice cannot be changed',
  notInvoiced: 'The invoice has not been invoiced yet',
  noRows: 'The invoice has no rows',
  nothingToInvoice: 'Every row of the invoice amounts to 0.00: there is nothing to invoice',
  noEmail: 'The customer has no email address to send the invoice to',
  emptyMessage: 'The message of the e-mail is empty',
  creditExists: 'A credit invoice already exists:',
  sourceIsCredit: 'The invoice is already a credit invoice',
  customerNotFound: 'Customer not found',
  projectNotFound: 'The project does not exist or belongs to another customer',
  alreadyPaid: 'The invoice is already paid',
  paymentTooLarge: 'The payment is larger than the open amount',
  paymentSign: 'The payment must have the sign of the open amount',
  paymentNotFound: 'Payment not found',
  nothingToJoin: 'No rows to join or split',
} as const;
export type InvoiceTextKey = keyof typeof INVOICE_TEXTS;

/** Which refusal a server message is, if any. */
export function invoiceRefusalKey(message: string): InvoiceTextKey | undefined {
  return (Object.keys(INVOICE_TEXTS) as InvoiceTextKey[]).find((key) => message.startsWith(INVOICE_TEXTS[key]));
}

/** The credit invoice numbers a creditExists refusal lists. */
export function creditNumbersOf(message: string): number[] {
  if (!message.startsWith(INVOICE_TEXTS.creditExists)) return [];
  return (message.slice(INVOICE_TEXTS.creditExists.length).match(/\d+/g) ?? []).map(Number);
}

export const INVOICE_TEXT_POSITIONS = ['Top', 'Bottom'] as const;
export type InvoiceTextPosition = (typeof INVOICE_TEXT_POSITIONS)[number];

/** Invoice texts are keyed by locale plus Top or Bottom, with C appended for a credit invoice (spec 002 §9): 'nlTopC'. */
export function invoiceTextKey(locale: Locale, position: InvoiceTextPosition, credit: boolean): string {
  return `${locale}${position}${credit ? 'C' : ''}`;
}

/** Every key of owner settings invoiceTexts: 5 locales × Top/Bottom × normal/credit. */
export const INVOICE_TEXT_KEYS: readonly string[] = LOCALES.flatMap((locale) =>
  INVOICE_TEXT_POSITIONS.flatMap((position) => [false, true].map((credit) => invoiceTextKey(locale, position, credit))),
);

/**
 * Built-in invoice variables: `{name}` in an invoice text is replaced by the invoice's value. Owner settings
 * invoiceVars add variables of the owner's own (a fixed text per name), which cannot take these names.
 */
export const INVOICE_VARIABLES = [
  'invoiceNumber',
  'invoiceDate',
  'expiryDate',
  'amount',
  'amountExVat',
  'amountOpen',
  'paymentDays',
  'customerName',
  'customerNumber',
  'companyName',
  'iban',
  'period',
] as const;
export type InvoiceVariable = (typeof INVOICE_VARIABLES)[number];

/** Replaces `{name}` by its value; names without a value stay as they are, so a typo shows on the preview. */
export function fillInvoiceText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? whole) : whole,
  );
}
