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
  /** Field issues of a save whose customer or project is not (any more) the owner's. */
  customerNotFound: 'Customer not found',
  projectNotFound: 'The project does not exist or belongs to another customer',
} as const;
export type InvoiceMessageKey = keyof typeof INVOICE_MESSAGES;

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
  'paymentReference',
] as const;
export type InvoiceVariable = (typeof INVOICE_VARIABLES)[number];

/** Replaces `{name}` by its value; names without a value stay as they are, so a typo shows on the preview. */
export function fillInvoiceText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? whole) : whole,
  );
}
