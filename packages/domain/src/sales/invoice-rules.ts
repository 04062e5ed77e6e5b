import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { type ReminderRecipientCustomer, reminderRecipient } from '../customers/rules.ts';
import { addDays, diffDays } from '../dates.ts';
import { isValidUntilActive } from '../settings/owner-lists.ts';
import { INVOICE_STATUS } from './enums.ts';
import { newInvoiceRowId, type TInvoiceRow } from './invoice-schemas.ts';
import { INVOICE_MESSAGES } from './invoice-texts.ts';

/** Invoice expiry = invoice date + the customer's payment days (spec 001 §9). */
export function invoiceExpiryDate(invoiceDate: string, paymentDays: number): string {
  return addDays(invoiceDate, paymentDays);
}

export type InvoiceState = 'draft' | 'invoiced' | 'sent' | 'paid';

/** Where an invoice is in its lifecycle (spec 001 §4): paid wins over sent, sent over invoiced. */
export function invoiceState(invoice: { status: number; sent: readonly unknown[]; amountOpen: number }): InvoiceState {
  if (invoice.status === INVOICE_STATUS.draft) return 'draft';
  if (invoice.amountOpen === 0) return 'paid';
  return invoice.sent.length > 0 ? 'sent' : 'invoiced';
}

/** Days an invoiced, unpaid invoice is past its expiry date on `today` (0 when not overdue). */
export function daysOverdue(invoice: { status: number; amountOpen: number; expiryDate: string | null }, today: string) {
  if (invoice.status === INVOICE_STATUS.draft || invoice.amountOpen === 0 || !invoice.expiryDate) return 0;
  return Math.max(0, diffDays(invoice.expiryDate, today));
}

interface DatedItem {
  id: number;
  validUntil: string;
  deleted: number;
}

export interface RowIssue {
  path: string;
  message: string;
}

/**
 * Row checks that need the owner's lists (spec 002 §5): a VAT code that exists, is not deleted and is valid on the
 * invoice date (else "Insert a valid VAT code"), and a sales type that exists and is not deleted. Paths as zod's.
 */
export function checkInvoiceRows(
  rows: readonly Pick<TInvoiceRow, 'vatCode' | 'workTypeId'>[],
  lists: { vatCodes: readonly DatedItem[]; workTypes: readonly Omit<DatedItem, 'validUntil'>[] },
  invoiceDate: string,
): RowIssue[] {
  const issues: RowIssue[] = [];
  rows.forEach((row, index) => {
    const vatCode = lists.vatCodes.find((code) => code.id === row.vatCode);
    if (!vatCode || !isValidUntilActive(vatCode, invoiceDate))
      issues.push({ path: `rows.${index}.vatCode`, message: VALIDATION_MESSAGES.invalidVatCode });
    if (!lists.workTypes.some((type) => type.id === row.workTypeId && !type.deleted))
      issues.push({ path: `rows.${index}.workTypeId`, message: INVOICE_MESSAGES.salesTypeRequired });
  });
  return issues;
}

/** Rows in invoice order (invoiceOrder, then as entered). */
export function sortedRows<R extends { invoiceOrder: number }>(rows: readonly R[]): R[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.invoiceOrder - b.row.invoiceOrder || a.index - b.index)
    .map((entry) => entry.row);
}

/**
 * The rows of a credit invoice: the same rows with negated unit prices and new ids, so every amount is the exact
 * negation (the rounding is symmetric). Crediting a credit invoice gives positive rows again.
 */
export function creditRows(rows: readonly TInvoiceRow[]): TInvoiceRow[] {
  const negate = <R extends Omit<TInvoiceRow, 'joinedRows'>>(row: R): R => ({
    ...row,
    id: newInvoiceRowId(),
    unitPrice: -row.unitPrice,
    confirmedEntryId: 0,
  });
  return rows.map((row) => ({ ...negate(row), joinedRows: row.joinedRows.map(negate) }));
}

/**
 * What must be confirmed before a credit invoice is made (spec 001 §8): credit invoices that already exist for the
 * source (their numbers are listed), and a source that is itself a credit invoice (the new one will be positive).
 * The first applicable refusal (its catalogue key; a draft credit is listed as '-'), or undefined when nothing needs
 * confirming.
 */
export function creditRefusal(
  source: { creditFor: number },
  existingCredits: readonly { number: number | null }[],
): { key: 'invoice.creditExists'; numbers: string } | { key: 'invoice.sourceIsCredit' } | undefined {
  if (existingCredits.length > 0) {
    const numbers = existingCredits.map((credit) => (credit.number === null ? '-' : String(credit.number)));
    return { key: 'invoice.creditExists', numbers: numbers.join(', ') };
  }
  if (source.creditFor > 0) return { key: 'invoice.sourceIsCredit' };
  return undefined;
}

type Totals = { amountExVat: number; amountInclVat: number };

/**
 * Whether an invoice's invoiced credit invoices cancel it: together they bring its amounts excl. and incl. VAT to
 * zero. `credits` is the whole chain: the invoice's credits and, at any depth, the credits of those credits (made
 * with force, each undoing what it credits), each with its own sign. A cancelled invoice bills nothing any more, so
 * what it billed (work periods, shifts) is due again; a partial credit is a price correction and frees nothing
 * (docs/periodic-invoicing.md).
 */
export function creditsCancel(source: Totals, credits: readonly Totals[]): boolean {
  if (credits.length === 0) return false;
  const sum = (key: keyof Totals) => credits.reduce((total, credit) => total + credit[key], source[key]);
  return sum('amountExVat') === 0 && sum('amountInclVat') === 0;
}

type JoinKeyRow = Pick<TInvoiceRow, 'workTypeId' | 'vatCode' | 'unitPrice' | 'description' | 'projectId'>;
const joinKey = (row: JoinKeyRow) =>
  JSON.stringify([row.workTypeId, row.vatCode, row.unitPrice, row.description.trim(), row.projectId]);
const flatten = (row: TInvoiceRow): Omit<TInvoiceRow, 'joinedRows'>[] => {
  if (row.joinedRows.length > 0) return row.joinedRows;
  const { joinedRows: _joined, ...plain } = row;
  return [plain];
};

/**
 * joinInvoiceRows: rows with the same sales type, VAT code, unit price, description and project become one row with
 * the summed units, at the place of the first; the joined row keeps its originals for unjoinInvoiceRows. Only rows in
 * `ids` take part (all when empty). The joined row's amount is rounded once on the summed units, so it may differ by a
 * cent from the sum of the separate rows' amounts: the invoice adds up the rows it shows.
 */
export function joinRows(rows: readonly TInvoiceRow[], ids: readonly string[] = []): TInvoiceRow[] {
  const selected = (row: TInvoiceRow) => ids.length === 0 || ids.includes(row.id);
  const groups = new Map<string, TInvoiceRow[]>();
  for (const row of rows) {
    if (!selected(row)) continue;
    const key = joinKey(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const result: TInvoiceRow[] = [];
  for (const row of rows) {
    const group = selected(row) ? groups.get(joinKey(row)) : undefined;
    if (!group || group.length < 2) {
      result.push(row);
      continue;
    }
    if (group[0] !== row) continue;
    const originals = group.flatMap(flatten);
    result.push({
      ...row,
      id: newInvoiceRowId(),
      units: originals.reduce((sum, original) => sum + original.units, 0),
      rowDate: null,
      confirmedEntryId: 0,
      joinedRows: originals,
    });
  }
  return result;
}

/** unjoinInvoiceRows: each joined row (of `ids`, all when empty) is replaced by the rows it was made of. */
export function unjoinRows(rows: readonly TInvoiceRow[], ids: readonly string[] = []): TInvoiceRow[] {
  return rows.flatMap((row) => {
    if (row.joinedRows.length === 0 || (ids.length > 0 && !ids.includes(row.id))) return [row];
    return row.joinedRows.map((original) => ({ ...original, joinedRows: [] }));
  });
}

/**
 * The invoice e-mail address: the customer's invoice e-mail; for a customer with a management company whose override
 * flag is below 1, the management's invoice e-mail first (the reminder rule of spec 000 §5 without reminder e-mails).
 */
export function invoiceRecipient(
  customer: ReminderRecipientCustomer,
  management?: Pick<ReminderRecipientCustomer, 'invoiceToEmail'> | null,
): string {
  return reminderRecipient(
    { ...customer, invoiceReminderEmail: '' },
    management ? { invoiceToEmail: management.invoiceToEmail, invoiceReminderEmail: '' } : null,
  );
}

/**
 * A payment on an invoice: it has the sign of the open amount (a credit invoice is paid back) and is not larger than
 * it. The refusal's catalogue key, or undefined when it fits.
 */
export function paymentRefusal(
  amountOpen: number,
  amount: number,
): 'invoice.alreadyPaid' | 'invoice.paymentSign' | 'invoice.paymentTooLarge' | undefined {
  if (amountOpen === 0) return 'invoice.alreadyPaid';
  if (Math.sign(amount) !== Math.sign(amountOpen)) return 'invoice.paymentSign';
  if (Math.abs(amount) > Math.abs(amountOpen)) return 'invoice.paymentTooLarge';
  return undefined;
}
