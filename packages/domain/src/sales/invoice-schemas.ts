import { z } from 'zod';
import {
  INT32_MAX,
  jsonField,
  zCode,
  zFlag,
  zId,
  zInt,
  zIsoDate,
  zLine,
  zMultiEmail,
  zMultiline,
  zNotes,
  zOptionalDate,
  zRef,
  zText,
} from '../api/fields.ts';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { INVOICE_ROW_DEFAULTS, TRISTATE_FILTER } from './enums.ts';
import { INVOICE_MESSAGES } from './invoice-texts.ts';

/** A new row id: rows live in the invoice's JSON list, so a random id keeps join, split and edits apart. */
export const newInvoiceRowId = (): string => globalThis.crypto.randomUUID();

/** Nothing chosen: absent, empty or 0. */
export const isBlank = (v: unknown) => v === undefined || v === null || v === '' || v === 0 || v === '0';

/** A reference that must be chosen (customer, sales type, VAT code): empty or 0 gives `message`. */
const zCustomerRef = z.preprocess(
  (v) => (isBlank(v) ? 0 : v),
  zRef('customers', { message: INVOICE_MESSAGES.customerRequired }),
);
export const zRequiredRef = (message: string) => z.preprocess((v) => (isBlank(v) ? 0 : v), zInt(1, INT32_MAX, message));

/** Units in hundredths: ±100,000.00; unit prices in cents: ±€ 1.000.000,00 (products stay exact, see totals). */
const MAX_UNITS = 10_000_000;
const MAX_UNIT_PRICE = 100_000_000;

const rowFields = {
  /** Generated when missing (spec 001 §5). */
  id: z.preprocess((v) => (isBlank(v) ? newInvoiceRowId() : typeof v === 'number' ? String(v) : v), zLine(64)),
  projectId: zRef('projects').default(0),
  confirmedEntryId: zRef('shifts').default(0),
  workId: zRef('works').default(0),
  invoiceOrder: zInt(0, 1_000_000).default(INVOICE_ROW_DEFAULTS.invoiceOrder),
  rowDate: zOptionalDate.default(null),
  units: zInt(-MAX_UNITS, MAX_UNITS).default(INVOICE_ROW_DEFAULTS.units),
  unitPrice: zInt(-MAX_UNIT_PRICE, MAX_UNIT_PRICE).default(0),
  /** The id of a VAT code of the owner's list (Sales/VatCodes). */
  vatCode: zRequiredRef(VALIDATION_MESSAGES.invalidVatCode),
  /** The code's rate in hundredths of a percent; the server fills it in from the code (and keeps it once invoiced). */
  vatPercentage: zInt(0, 10_000).default(0),
  description: zNotes(1000),
  /** The sales type (work type) the row is sold as. */
  workTypeId: zRequiredRef(INVOICE_MESSAGES.salesTypeRequired),
  confirmed: zFlag.default(0),
  deleted: zFlag.default(0),
};

export const ZInvoiceRowBase = z.object(rowFields);

/**
 * Invoice row (spec 001 §3). A joined row (joinInvoiceRows) keeps the rows it replaced in joinedRows, so
 * unjoinInvoiceRows gives back exactly those rows.
 */
export const ZInvoiceRow = ZInvoiceRowBase.extend({
  joinedRows: z.array(ZInvoiceRowBase).max(1000).default([]),
});
export type TInvoiceRow = z.infer<typeof ZInvoiceRow>;
export type TInvoiceRowInput = z.input<typeof ZInvoiceRow>;

/** Rows as JSON text or JSON; deleted rows are dropped and a repeated id gets a new one (spec 001 §5). */
export const zInvoiceRows = jsonField(z.array(ZInvoiceRow).max(1000).default([])).transform((rows) => {
  const seen = new Set<string>();
  return rows
    .filter((row) => !row.deleted)
    .map((row) => {
      const id = seen.has(row.id) ? newInvoiceRowId() : row.id;
      seen.add(id);
      return id === row.id ? row : { ...row, id };
    });
});

/** saveInvoice: a draft's editable fields. Number, status, amounts and sent events are the server's. */
export const ZInvoice = z.object({
  id: zId,
  customerId: zCustomerRef,
  projectId: zRef('projects').default(0),
  /** Defaults to today for a new draft; invoicing may set another. */
  invoiceDate: zOptionalDate.default(null),
  bookDate: zOptionalDate.default(null),
  startPeriod: zOptionalDate.default(null),
  endPeriod: zOptionalDate.default(null),
  period: zText(200),
  textAbove: zNotes(5000),
  textBelow: zNotes(5000),
  rows: zInvoiceRows,
  deleted: zFlag.default(0),
});
export type TInvoiceInput = z.input<typeof ZInvoice>;
export type TInvoiceDraft = z.infer<typeof ZInvoice>;

export const ZInvoiceIdRequest = z.object({ id: zInt(1) });
/** The number typed in a search: a negative one is read as positive (spec 000 §5 "absolute"). */
export const ZInvoiceNumberRequest = z.object({
  number: z.preprocess((v) => (typeof v === 'number' || typeof v === 'string' ? Math.abs(Number(v)) : v), zInt(1)),
});

/** invoiceInvoice: the draft, invoiced on invoiceDate (default today) and booked on bookDate (default invoiceDate). */
export const ZInvoiceInvoiceRequest = z.object({
  id: zInt(1),
  invoiceDate: zOptionalDate.default(null),
  bookDate: zOptionalDate.default(null),
});

/** sendInvoice: by e-mail to the customer's invoice address, or marked as sent on paper. */
/**
 * sendInvoice: by e-mail, or with paper 1 recorded as sent by post. The send dialog's edits: the recipients (comma
 * list), subject and body; left empty, the customer's invoice address and the template's text in its language.
 */
export const ZSendInvoiceRequest = z.object({
  id: zInt(1),
  paper: zFlag.default(0),
  email: zMultiEmail,
  subject: zLine(300).default(''),
  message: zMultiline(100_000).default(''),
});

/** invoicesCreditFor: force 1 confirms a credit next to existing ones, or a positive credit of a credit invoice. */
export const ZCreditForRequest = z.object({ id: zInt(1), force: zFlag.default(0) });

/** joinInvoiceRows / unjoinInvoiceRows on a draft: the given rows, or every row when none are given. */
export const ZJoinRowsRequest = z.object({ id: zInt(1), rowIds: z.array(zLine(64)).max(1000).default([]) });

/** addRowsToDraftInvoice: rows for a customer's (and project's) draft, made when there is none. */
export const ZAddRowsRequest = jsonField(
  z
    .array(
      z.object({
        customerId: zCustomerRef,
        projectId: zRef('projects').default(0),
        rows: zInvoiceRows,
      }),
    )
    .min(1)
    .max(500),
);

/** Marks an invoice (partly) paid: a payment of `amount` cents on `date`, connected to the invoice. */
export const ZInvoicePaymentRequest = z.object({
  id: zInt(1),
  date: zIsoDate,
  // Stored in a 32-bit column, as every amount of an invoice.
  amount: zInt(-INT32_MAX, INT32_MAX).refine((v) => v !== 0, VALIDATION_MESSAGES.required),
  description: zNotes(200),
});
export const ZUndoPaymentRequest = z.object({ id: zInt(1), paymentId: zInt(1) });

const tristate = zCode(TRISTATE_FILTER).default(2);

/** The list's sortable columns (the web table's column keys, so a server-paged table can sort by them). */
export const INVOICE_ORDER_BY = [
  'invoiceDate',
  'number',
  'customerName',
  'customerNumber',
  'projectName',
  'expiryDate',
  'paidDate',
  'amountExVat',
  'amountInclVat',
  'amountOpen',
] as const;

/**
 * invoicesDateRangePaged (spec 001 §7, §9): invoice date range (default the current month), paid/sent/credit 0 no,
 * 1 yes, 2 all; status -1 all, 0 drafts, 1 invoiced; perPage 0 answers every row; export 1 answers an .xlsx.
 */
export const ZInvoicesPagedRequest = z.object({
  startDate: zOptionalDate.default(null),
  endDate: zOptionalDate.default(null),
  paid: tristate,
  sent: tristate,
  credit: tristate,
  status: zInt(-1, 1).default(-1),
  customerId: zInt(0).default(0),
  search: zText(100),
  page: zInt(1, 1_000_000).default(1),
  perPage: zInt(0, 10_000).default(20),
  orderBy: z.enum(INVOICE_ORDER_BY).default('invoiceDate'),
  descending: zFlag.default(1),
  export: zFlag.default(0),
});
export type TInvoicesPagedRequest = z.input<typeof ZInvoicesPagedRequest>;

export const ZInvoicesDateRangeRequest = z.object({ startDate: zIsoDate, endDate: zIsoDate });
