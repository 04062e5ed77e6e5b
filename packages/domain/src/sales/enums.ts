// Enumerations and constants of sales invoices and payment reminders (spec 000 §4, §9; 001 §4, §9; 002 §9).

/** Invoice status: 0 draft; 1 invoiced (numbered, immutable). Sent and paid follow from the send events and amountOpen. */
export const INVOICE_STATUS = { draft: 0, invoiced: 1 } as const;

/** Reminder levels: 0 none, 1 first, 2 second, 3 formal demand; the next one is existing + 1, capped at 3. */
export const REMINDER_LEVELS = [0, 1, 2, 3] as const;
export const MAX_REMINDER_LEVEL = 3;
/** The e-mail template of each reminder level, chosen in the customer's locale. */
export const REMINDER_TEMPLATES = ['reminder_1', 'reminder_2', 'reminder_3'] as const;
export type ReminderTemplate = (typeof REMINDER_TEMPLATES)[number];
/** The e-mail templates of the mail that carries an invoice or a credit invoice, chosen in the customer's locale. */
export const INVOICE_MAIL_TEMPLATES = ['invoice', 'credit_invoice'] as const;
export type InvoiceMailTemplate = (typeof INVOICE_MAIL_TEMPLATES)[number];
/** Every e-mail template an owner keeps per language (Home/EmailTemplates). */
export const EMAIL_TEMPLATES = [...INVOICE_MAIL_TEMPLATES, ...REMINDER_TEMPLATES] as const;
export type EmailTemplateName = (typeof EMAIL_TEMPLATES)[number];

/** Invoice row defaults (spec 001 §9): units in hundredths (100 = 1.00), order 2000. */
export const INVOICE_ROW_DEFAULTS = { units: 100, invoiceOrder: 2000 } as const;

/** Paid, sent and credit filters: 0 no, 1 yes, 2 all; the status filter -1 means all. */
export const TRISTATE_FILTER = [0, 1, 2] as const;

/** Open-invoices defaults (spec 000 §9): status 2, reminder sent -1 (unset); rows per page 5, by invoice date. */
export const OPEN_INVOICES_DEFAULTS = { status: 2, reminderSent: -1, perPage: 5, orderBy: 'invoiceDate' } as const;

/** Dialog widths of the open-invoices screen (spec 000 §9). */
export const REMINDER_DIALOG_WIDTH = { single: 1200, bulk: 580 } as const;
