import { z } from 'zod';
import { tag, zFlag, zInt, zLine } from '../api/fields.ts';
import { diffDays, EMPTY_DATES, isValidIsoDate, OPEN_END_DATE } from '../dates.ts';
import { MAX_REMINDER_LEVEL, OPEN_INVOICES_DEFAULTS, REMINDER_TEMPLATES, type ReminderTemplate } from './enums.ts';
import { ZInvoiceSentEvent } from './invoice-types.ts';

// The open-invoices screen (spec 000 §2, §3, §4, §5, §7, §9; 001 §7 openInvoicesV2).

/** The optional columns of the screen in their order; the checkbox and the actions column are always shown. */
export const OPEN_INVOICE_COLUMNS = [
  'invoiceDate',
  'customerNumber',
  'customer',
  'project',
  'invoiceNumber',
  'paymentTerm',
  'daysOpen',
  'amountInclVat',
  'openAmount',
  'daysLastReminder',
  'reminders',
] as const;
export type OpenInvoiceColumn = (typeof OPEN_INVOICE_COLUMNS)[number];

/** Every column but the project list (several names per invoice) sorts on the server. */
export const OPEN_INVOICE_SORTS = OPEN_INVOICE_COLUMNS.filter((column) => column !== 'project');

/** Status filter: 0 not overdue, 1 overdue, 2 all (spec 000 §9: 2 when unset). */
export const OPEN_INVOICE_STATUS = { notOverdue: 0, overdue: 1, all: 2 } as const;
/** Reminder-sent filter: 0 none sent yet, 1 at least one sent, -1 all (spec 000 §9: -1 when unset). */
export const REMINDER_SENT_FILTER = { none: 0, some: 1, all: -1 } as const;

const unset = (v: unknown) => v === undefined || v === null || v === '';
/** An integer filter whose empty value means "no filter" (the default). */
const zFilterInt = (fallback: number, min: number, max: number) =>
  z.preprocess((v) => (unset(v) ? fallback : v), zInt(min, max));

/** The end date's date part only ('2026-11-23T10:00:00Z' → '2026-11-23'); empty or an empty-date marker: no end. */
const zEndDatePart = z.preprocess(
  (v) => {
    if (unset(v)) return OPEN_END_DATE;
    const day = String(v).trim().slice(0, 10);
    return EMPTY_DATES.includes(day) ? OPEN_END_DATE : day;
  },
  tag(z.string().refine(isValidIsoDate, 'Invalid date'), { kind: 'date' }),
);

/** "Converted to an absolute integer" (spec 000 §5): '-123' → 123, '12abc' → 12, '' or text → 0 (no filter). */
export function absoluteInvoiceNumber(value: unknown): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? '').trim(), 10);
  return Number.isSafeInteger(parsed) ? Math.min(Math.abs(parsed), 2_147_483_647) : 0;
}

/** visibleColumns as an array or JSON text; unknown keys are left out, the screen's order is kept. */
const zVisibleColumns = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v.split(',');
    }
  },
  z
    .array(zLine(40))
    .max(50)
    .transform((keys) => OPEN_INVOICE_COLUMNS.filter((column) => keys.includes(column))),
);

export const ZOpenInvoicesRequest = z.object({
  endDate: zEndDatePart,
  reminderSent: zFilterInt(OPEN_INVOICES_DEFAULTS.reminderSent, -1, 1),
  status: zFilterInt(OPEN_INVOICES_DEFAULTS.status, 0, 2),
  customerId: zFilterInt(0, 0, 2_147_483_647),
  projectId: zFilterInt(0, 0, 2_147_483_647),
  minDays: zFilterInt(0, 0, 100_000),
  invoiceNumber: tag(z.preprocess(absoluteInvoiceNumber, z.number().int()), { kind: 'filter' }),
  export: zFlag.default(0),
  visibleColumns: zVisibleColumns.default([...OPEN_INVOICE_COLUMNS]),
  /** The export's column titles in the user's language, by column key (English when left out). */
  titles: z.record(z.string(), zLine(100)).default({}),
  /** The export's file and sheet name in the user's language ("Open invoices" when left out). */
  name: zLine(60).default(''),
  page: zFilterInt(1, 1, 1_000_000),
  /** 0 = all rows. */
  perPage: zFilterInt(OPEN_INVOICES_DEFAULTS.perPage, 0, 100_000),
  orderBy: z.preprocess(
    (v) => (typeof v === 'string' && (OPEN_INVOICE_SORTS as readonly string[]).includes(v) ? v : undefined),
    z.enum(OPEN_INVOICE_SORTS as [OpenInvoiceColumn, ...OpenInvoiceColumn[]]).default(OPEN_INVOICES_DEFAULTS.orderBy),
  ),
  descending: zFlag.default(0),
});
export type TOpenInvoicesRequest = z.infer<typeof ZOpenInvoicesRequest>;

/** A reminder as the screen and the invoice carry it (spec 000 §3 Reminder). */
const ZReminder = z.object({
  id: z.number().int(),
  invoice_id: z.number().int(),
  customer_id: z.number().int(),
  /** The e-mail address it went to. */
  address: z.string(),
  reminder_date: z.string(),
  level: z.number().int(),
  subject: z.string(),
  text_1: z.string(),
  template: z.string(),
});
export type TReminder = z.infer<typeof ZReminder>;

/** Spec 000 §3 Open-invoice row. Amounts in cents; day counts relative to today. */
const ZOpenInvoiceRow = z.object({
  /** Unique per row: the invoice id. */
  uid: z.number().int(),
  invoice: z.object({
    id: z.number().int(),
    number: z.number().int(),
    customerId: z.number().int(),
    /** The reminder recipient by the rule of spec 000 §5 ('' when nobody has an address). */
    address: z.string(),
    /** The customer's language: the reminder template's locale. */
    locale: z.string(),
    reminders: z.array(ZReminder),
    sent: z.array(ZInvoiceSentEvent),
  }),
  invoiceDate: z.string(),
  customerNumber: z.number().int(),
  customer: z.string(),
  project: z.array(z.string()),
  invoiceNumber: z.number().int(),
  paymentTerm: z.number().int(),
  daysOpen: z.number().int(),
  /** Days past the payment term (0 when not overdue). */
  daysOverTime: z.number().int(),
  amountInclVat: z.number().int(),
  openAmount: z.number().int(),
  /** Days since the last reminder; null without reminders. */
  daysLastReminder: z.number().int().nullable(),
  lastReminderOverTime: z.number().int(),
  reminders: z.number().int(),
  checked: z.boolean(),
  /** A payment from the customer's account waits on the Payments page: its reminders are held (issue 19). */
  remindersHeld: z.boolean().default(false),
});
export type TOpenInvoiceRow = z.infer<typeof ZOpenInvoiceRow>;

/** Spec 000 §3 Open-invoice totals, over every match (not only the page). */
const ZOpenInvoiceTotals = z.object({
  customersOpenInvoices: z.number().int(),
  openInvoices: z.number().int(),
  totalInclVat: z.number().int(),
  totalOpenAmount: z.number().int(),
});
export type TOpenInvoiceTotals = z.infer<typeof ZOpenInvoiceTotals>;

export const ZOpenInvoicesResponse = z.object({ rows: z.array(ZOpenInvoiceRow), totals: ZOpenInvoiceTotals });
export type TOpenInvoicesResponse = z.infer<typeof ZOpenInvoicesResponse>;

/** Whole days from the invoice date to today. */
export const daysOpen = (invoiceDate: string, today: string): number => diffDays(invoiceDate, today);

/** How far a count of days runs past the payment term: 0 when within it (spec 000 §4). */
export const daysOverTime = (days: number | null, paymentTerm: number): number =>
  days === null ? 0 : Math.max(0, days - paymentTerm);

/** Days since the last reminder, null when none was sent. */
export const daysLastReminder = (lastReminderDate: string | null, today: string): number | null =>
  lastReminderDate ? diffDays(lastReminderDate, today) : null;

/**
 * Overdue invoice: daysOpen greater than paymentTerm; late reminder: daysLastReminder greater than paymentTerm. Both
 * show red with the excess in brackets ("45 (15)"), otherwise green; no reminder yet shows '-' uncoloured.
 */
export function overTimeDisplay(days: number | null, paymentTerm: number): { text: string; late: boolean | null } {
  if (days === null) return { text: '-', late: null };
  const excess = daysOverTime(days, paymentTerm);
  return excess > 0 ? { text: `${days} (${excess})`, late: true } : { text: String(days), late: false };
}

/** The next reminder's level: the existing reminders plus one, capped at 3 (spec 000 §4). */
export const nextReminderLevel = (existingReminders: number): number =>
  Math.min(Math.max(0, Math.trunc(existingReminders)) + 1, MAX_REMINDER_LEVEL);

/** reminder_1, reminder_2 or reminder_3 for a level. */
export const reminderTemplateName = (level: number): ReminderTemplate =>
  REMINDER_TEMPLATES[Math.min(Math.max(level, 1), MAX_REMINDER_LEVEL) - 1] as ReminderTemplate;
