import { z } from 'zod';
import { zFlag, zLine, zMultiline, zRecordId } from '../api/fields.ts';
import { LOCALES, type Locale } from '../api/session.ts';
import { formatDate, formatMoney } from '../format.ts';
import { escapeHtml } from '../html.ts';
import { defaultEmailText, type EmailTemplateText } from './email-texts.ts';
import { EMAIL_TEMPLATES, type EmailTemplateName, REMINDER_TEMPLATES } from './enums.ts';
import { formatPaymentReference } from './payment-reference.ts';

// Payment reminders: what the single and the bulk send take, the template variables and how they are filled in
// (spec 000 §3, §7; 001 §7 sendAllReminders, allReminderTemplates, saveEmailTemplate; 002 §9 reminder variables).

/** The variables a reminder subject or body may hold, written {{name}}. */
export const REMINDER_VARIABLES = [
  'invoiceNumber',
  'amount',
  'paymentTerm',
  'customerName',
  'invoiceDate',
  'expiryDate',
  'openAmount',
  'daysOverdue',
  'companyName',
  'paymentReference',
] as const;
export type ReminderVariable = (typeof REMINDER_VARIABLES)[number];

/** What the variables are made of: amounts in cents, dates 'YYYY-MM-DD'. */
export interface ReminderFacts {
  invoiceNumber: number;
  invoiceDate: string | null;
  expiryDate: string | null;
  amountInclVat: number;
  amountOpen: number;
  paymentTerm: number;
  daysOverdue: number;
  customerName: string;
  companyName: string;
  /** The betalingskenmerk (16 digits), where the invoice has one. */
  paymentReference?: string;
}

/** The variables' values as the customer reads them: dates DD-MM-YYYY, money in the mail's language. */
export function reminderVariables(facts: ReminderFacts, locale: Locale): Record<ReminderVariable, string> {
  return {
    invoiceNumber: String(facts.invoiceNumber),
    amount: formatMoney(facts.amountInclVat, locale),
    paymentTerm: String(facts.paymentTerm),
    customerName: facts.customerName,
    invoiceDate: formatDate(facts.invoiceDate),
    expiryDate: formatDate(facts.expiryDate),
    openAmount: formatMoney(facts.amountOpen, locale),
    daysOverdue: String(facts.daysOverdue),
    companyName: facts.companyName,
    paymentReference: formatPaymentReference(facts.paymentReference ?? ''),
  };
}

/**
 * A template filled in for one invoice: the subject as plain text (at most 300 characters), the body as HTML with each
 * value escaped. The body is taken as given: sanitise what a user wrote before it goes in.
 */
export function fillEmail(
  text: EmailTemplateText,
  facts: ReminderFacts,
  locale: Locale,
): { subject: string; body: string } {
  const values = reminderVariables(facts, locale);
  return {
    subject: fillTemplate(text.title, values, 'text').slice(0, 300),
    body: fillTemplate(text.htmlMessage, values, 'html'),
  };
}

const TEMPLATE_VARIABLE = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/** A template without its {{variables}}: what every text filled from it says, whatever the values. */
export const withoutVariables = (text: string): string => text.replace(TEMPLATE_VARIABLE, '');

/**
 * Replaces {{variable}} by its value; unknown names stay as written so a typo shows. In HTML the values are escaped
 * (a customer named "<b>" stays text); a subject is plain text.
 */
export function fillTemplate(text: string, values: Partial<Record<string, string>>, mode: 'html' | 'text'): string {
  return text.replace(TEMPLATE_VARIABLE, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) return whole;
    return mode === 'html' ? escapeHtml(value) : value;
  });
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The customer's language for its mails; anything unknown reads as Dutch, the demo company's language. */
export const mailLocale = (value: unknown): Locale => (isLocale(value) ? value : 'nl');

/** A stored template, or the default text when the owner has none for that name and language. */
export function templateOrDefault(
  stored: readonly (EmailTemplateText & { name: string; locale: string })[],
  name: EmailTemplateName,
  locale: Locale,
): EmailTemplateText {
  const own = stored.find((template) => template.name === name && template.locale === locale);
  return own ? { title: own.title, htmlMessage: own.htmlMessage } : defaultEmailText(name, locale);
}

/** Spec 000 §3 Reminder email template, 001 §3 Email template: one per name and language. */
export const ZEmailTemplate = z.object({
  name: z.enum(EMAIL_TEMPLATES),
  locale: z.enum(LOCALES),
  title: zLine(300, { min: 1 }),
  htmlMessage: zMultiline(100_000),
});
/** A template as the lists answer it: id 0 for a default text the owner has not stored. */
export const ZEmailTemplateRecord = ZEmailTemplate.extend({ id: z.number().int() });
export type TEmailTemplate = z.infer<typeof ZEmailTemplateRecord>;

/** The invoice a reminder is for: its id, or the invoice object the screen holds. */
const zInvoiceRef = z.preprocess(
  (v) => (typeof v === 'object' && v !== null && 'id' in v ? (v as { id: unknown }).id : v),
  zRecordId,
);
/** The language of the text: empty subject or message are filled from this language's template. */
const zTextLocale = z.preprocess((v) => (isLocale(v) ? v : undefined), z.enum(LOCALES).optional());
const zTemplateName = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(REMINDER_TEMPLATES).optional(),
);

/**
 * The single send (spec 000 §7): the recipient is always the customer's reminder address by the rule of spec 000 §5
 * (the dialog shows it read-only; `email` is what it showed); isCopy sends the same mail to the current employee.
 */
export const ZSendReminderRequest = z.object({
  invoice: zInvoiceRef,
  subject: zLine(300, { min: 1 }),
  message: zMultiline(100_000, { min: 1 }),
  email: zLine(500).optional(),
  template: zTemplateName,
  translations: zTextLocale,
  isCopy: zFlag.default(0),
});

/**
 * printReminderLetter: the dialog's text for a reminder that goes by post (to the postal address); subject and message
 * left empty are the level's template.
 */
export const ZReminderLetterRequest = z.object({
  invoice: zInvoiceRef,
  subject: zLine(300).default(''),
  message: zMultiline(100_000).default(''),
  template: zTemplateName,
  translations: zTextLocale,
});

/** What printReminderLetter answers: the stored reminder and the letter's PDF to open. */
export const ZReminderLetterResponse = z.object({
  reminderId: z.number().int(),
  level: z.number().int(),
  uploadId: z.number().int(),
});
export type TReminderLetterResponse = z.infer<typeof ZReminderLetterResponse>;

/** One payload of sendAllReminders; subject and message may be left empty for the template's text. */
export const ZBulkReminder = z.object({
  invoice: zInvoiceRef,
  email: zLine(500).optional(),
  subject: zLine(300).default(''),
  message: zMultiline(100_000).default(''),
  template: zTemplateName,
  translation: zTextLocale,
});

export const MAX_BULK_REMINDERS = 10_000;
export const ZSendAllRemindersRequest = z.array(ZBulkReminder).min(1).max(MAX_BULK_REMINDERS);

/** What sendReminder answers: the stored reminder (none for a copy) and the outbox mail. */
export const ZSendReminderResponse = z.object({
  reminderId: z.number().int().nullable(),
  level: z.number().int(),
  to: z.string(),
  mailId: z.number().int(),
});
export type TSendReminderResponse = z.infer<typeof ZSendReminderResponse>;

/** What sendAllReminders answers at once: the jobs that will send them. */
export const ZSendAllRemindersResponse = z.object({ queued: z.number().int(), jobIds: z.array(z.number().int()) });

/** A reminder that has not gone out (its job failed or is being retried, or its mail could not be delivered). */
export const ZReminderFailure = z.object({
  kind: z.enum(['job', 'mail']),
  id: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.number().int().nullable(),
  to: z.string(),
  status: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  at: z.string(),
});
export type TReminderFailure = z.infer<typeof ZReminderFailure>;
