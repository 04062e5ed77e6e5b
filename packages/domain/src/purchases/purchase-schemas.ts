import { z } from 'zod';
import {
  jsonField,
  zAutoNumber,
  zCode,
  zFlag,
  zId,
  zInt,
  zLine,
  zNotes,
  zOptionalDate,
  zRef,
  zText,
} from '../api/fields.ts';
import { isBlank, zRequiredRef } from '../sales/invoice-schemas.ts';
import { ZVatAmount } from '../sales/invoice-types.ts';
import {
  MAX_PURCHASE_ROW_AMOUNT,
  MAX_PURCHASE_ROWS,
  PURCHASE_DATE_FIELDS,
  PURCHASE_HIDDEN_FILTERS,
  PURCHASE_PAID_FILTERS,
  PURCHASE_STATUS_FILTERS,
  PURCHASE_TERM_FILTERS,
} from './enums.ts';
import { PURCHASE_MESSAGES } from './purchase-rules.ts';
import { ZSupplierBankAccount, zSupplierBankAccounts } from './supplier-schemas.ts';

/**
 * Purchase row (spec 001 §3): what was bought, excl. VAT in cents, as a purchase type, for a project and work when
 * it is their cost. `vatCodeId` 0 takes the default (purchase-rules.ts defaultRowVatCode: reverse-charged for a
 * subcontractor); when there is none the save is refused with PURCHASE_MESSAGES.vatRequired on the row.
 */
export const ZPurchaseRow = z.object({
  /** 0 for a new row. */
  id: zId,
  purchaseTypeId: zRequiredRef(PURCHASE_MESSAGES.purchaseTypeRequired),
  projectId: zRef('projects').default(0),
  workId: zRef('works').default(0),
  description: zNotes(1000),
  /** Excl. VAT, in cents; negative on a credit note. */
  amount: zInt(-MAX_PURCHASE_ROW_AMOUNT, MAX_PURCHASE_ROW_AMOUNT).default(0),
  /** The id of a VAT code of the owner's list (Sales/VatCodes); 0: the default, see above. */
  vatCodeId: zInt(0).default(0),
  deleted: zFlag.default(0),
});
export type TPurchaseRowInput = z.input<typeof ZPurchaseRow>;

/** Rows as JSON text or JSON (spec: fields sent as JSON text); deleted rows are dropped; at least one must remain. */
export const zPurchaseRows = jsonField(z.array(ZPurchaseRow).max(MAX_PURCHASE_ROWS).default([]))
  .transform((rows) => rows.filter((row) => !row.deleted))
  .refine((rows) => rows.length > 0, PURCHASE_MESSAGES.rowsRequired);

/**
 * savePurchase (spec 001 §3, §5): a draft's fields. The number is the server's: '<auto>' or empty is 0 while draft,
 * making it definitive (status 1, purchase_admin) gives the owner's next consecutive number; a typed number is not
 * kept. A definitive purchase keeps its supplier, dates, category, rows
 * and amounts; only hidden, anbi, dueDate, bankAccounts, paymentReference, uploadId and remarks still change.
 * Dates empty: invoiceDate today, bookDate the invoice date, dueDate the invoice date + the supplier's payment days.
 * bankAccounts empty: the supplier's. `confirmDuplicate` 1 saves a second purchase of the supplier with the same
 * invoiceNo, which is refused otherwise (purchase.duplicateInvoiceNo).
 */
export const ZPurchase = z.object({
  id: zId,
  number: zAutoNumber(0).transform((v) => (typeof v === 'number' ? v : 0)),
  supplierId: z.preprocess(
    (v) => (isBlank(v) ? 0 : v),
    zRef('suppliers', { message: PURCHASE_MESSAGES.supplierRequired }),
  ),
  /** The supplier's own invoice number. */
  invoiceNo: zLine(100).default(''),
  invoiceDate: zOptionalDate.default(null),
  bookDate: zOptionalDate.default(null),
  dueDate: zOptionalDate.default(null),
  categoryId: zRequiredRef(PURCHASE_MESSAGES.categoryRequired),
  /** 0 draft, 1 definitive: saving a draft with 1 makes it definitive (purchase_admin). */
  status: zCode([0, 1]).default(0),
  rows: zPurchaseRows,
  hidden: zFlag.default(0),
  /** 1: a gift to a charity (ANBI), kept apart for the tax return. */
  anbi: zFlag.default(0),
  /** The accounts to pay to, with the G-account split; empty: the supplier's at the time of saving. */
  bankAccounts: zSupplierBankAccounts.default([]),
  /** The payment reference (betalingskenmerk) the supplier asks for. */
  paymentReference: zLine(100).default(''),
  /** The scan, PDF or e-invoice XML of the document (an upload of belongsTo purchase). */
  uploadId: zRef('uploads').default(0),
  remarks: zNotes(5000),
  confirmDuplicate: zFlag.default(0),
  deleted: zFlag.default(0),
});
export type TPurchaseInput = z.input<typeof ZPurchase>;
export type TPurchaseDraft = z.infer<typeof ZPurchase>;

const zNullableDate = z.string().nullable();

export const ZPurchaseRowRecord = z.object({
  id: z.number().int(),
  purchaseTypeId: z.number().int(),
  projectId: z.number().int(),
  workId: z.number().int(),
  description: z.string(),
  amount: z.number().int(),
  vatCodeId: z.number().int(),
  /** The code's rate in hundredths of a percent when saved (2100 = 21 %). */
  vatPercentage: z.number().int(),
  /** 1: reverse-charged VAT (verlegde btw), as the VAT code said when saved. */
  reverseCharge: z.number().int(),
});
export type TPurchaseRow = z.infer<typeof ZPurchaseRowRecord>;

/** A purchase as the calls answer it; amounts in cents. A deleted numbered purchase keeps its number with 0 amounts. */
export const ZPurchaseRecord = z.object({
  id: z.number().int(),
  /** 0 while draft. */
  number: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  supplierNumber: z.number().int(),
  subcontractor: z.number().int(),
  invoiceNo: z.string(),
  invoiceDate: zNullableDate,
  bookDate: zNullableDate,
  dueDate: zNullableDate,
  categoryId: z.number().int(),
  status: z.number().int(),
  amountExVat: z.number().int(),
  amountVat: z.number().int(),
  amountInclVat: z.number().int(),
  /** Still to be paid (the payments lower it); 0: paid. */
  amountOpen: z.number().int(),
  /** The VAT per VAT code (vatCode: the code's id), as an invoice's. */
  vatAmounts: z.array(ZVatAmount),
  rows: z.array(ZPurchaseRowRecord),
  hidden: z.number().int(),
  anbi: z.number().int(),
  bankAccounts: z.array(ZSupplierBankAccount),
  paymentReference: z.string(),
  uploadId: z.number().int(),
  remarks: z.string(),
  deleted: z.number().int(),
});
export type TPurchase = z.infer<typeof ZPurchaseRecord>;

/** A row of the lists: the purchase without rows, VAT lines, bank accounts and remarks. */
export const ZPurchaseListRow = ZPurchaseRecord.omit({
  rows: true,
  vatAmounts: true,
  bankAccounts: true,
  remarks: true,
});
export type TPurchaseListRow = z.infer<typeof ZPurchaseListRow>;

/** The list's sortable columns (the web table's column keys). */
export const PURCHASE_ORDER_BY = [
  'invoiceDate',
  'bookDate',
  'dueDate',
  'number',
  'invoiceNo',
  'supplierName',
  'amountExVat',
  'amountInclVat',
  'amountOpen',
] as const;

const zPage = zInt(1, 1_000_000).default(1);
/** Rows per page; 0 answers every row (the export). */
const zPerPage = zInt(0, 10_000).default(20);

/**
 * purchasesDateRange (spec 001 §7, §9): a date range on the invoice or book date (empty: the current month); paid 0
 * not paid, 1 paid (definitive with nothing open), 2 all; status -1 all, 0 drafts, 1 definitive; supplierId and
 * categoryId 0 all; hidden 0 not hidden, 1 hidden, 2 all. `search` matches the number, the supplier's invoice number
 * and the supplier's name. Paged as the invoices list (perPage 0: every row).
 */
export const ZPurchasesPagedRequest = z.object({
  startDate: zOptionalDate.default(null),
  endDate: zOptionalDate.default(null),
  dateField: z.enum(PURCHASE_DATE_FIELDS).default('invoiceDate'),
  paid: zCode(PURCHASE_PAID_FILTERS).default(2),
  status: zCode(PURCHASE_STATUS_FILTERS).default(-1),
  supplierId: zInt(0).default(0),
  categoryId: zInt(0).default(0),
  hidden: zCode(PURCHASE_HIDDEN_FILTERS).default(2),
  search: zText(100),
  page: zPage,
  perPage: zPerPage,
  orderBy: z.enum(PURCHASE_ORDER_BY).default('invoiceDate'),
  descending: zFlag.default(1),
});
export type TPurchasesPagedRequest = z.input<typeof ZPurchasesPagedRequest>;

/** A page of purchases with the totals of every match (not only of the page). */
export const ZPurchasesPage = z.object({
  purchases: z.array(ZPurchaseListRow),
  count: z.number().int(),
  totalExclVat: z.number().int(),
  totalInclVat: z.number().int(),
  totalOpen: z.number().int(),
});
export type TPurchasesPage = z.infer<typeof ZPurchasesPage>;

export const ZPurchasesByIdsRequest = z.object({ ids: jsonField(z.array(zInt(1)).max(1000)) });

/**
 * Open purchases (spec 001 §4): definitive, not deleted, amountOpen not 0. `term` 0 not expired, 1 expired (due date
 * before the date), 2 all; `date` the day it is judged on (empty: today); supplierId 0 all. Oldest due date first.
 */
export const ZOpenPurchasesRequest = z.object({
  term: zCode(PURCHASE_TERM_FILTERS).default(2),
  date: zOptionalDate.default(null),
  supplierId: zInt(0).default(0),
  page: zPage,
  perPage: zInt(0, 10_000).default(0),
});

/** getOpenPurchasesDate: the purchases open on `date` (booked on or before it). */
export const ZOpenPurchasesDateRequest = z.object({ date: zOptionalDate.default(null) });

export const ZOpenPurchases = z.object({
  purchases: z.array(ZPurchaseListRow),
  count: z.number().int(),
  totalInclVat: z.number().int(),
  totalOpen: z.number().int(),
  /** Of the matches: what is open past its due date. */
  totalExpired: z.number().int(),
});
export type TOpenPurchases = z.infer<typeof ZOpenPurchases>;

/** A purchase row booked on a project, with its purchase (projectPurchaseCosts). */
export const ZProjectPurchaseCost = z.object({
  purchaseId: z.number().int(),
  number: z.number().int(),
  status: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  invoiceDate: zNullableDate,
  bookDate: zNullableDate,
  purchaseTypeId: z.number().int(),
  workId: z.number().int(),
  description: z.string(),
  /** Excl. VAT, in cents. */
  amount: z.number().int(),
});

/** A project's purchase costs: its rows of live purchases, newest first, and their totals excl. VAT. */
export const ZProjectPurchaseCosts = z.object({
  rows: z.array(ZProjectPurchaseCost),
  /** Every row's amount; of definitive purchases only (drafts may still change). */
  total: z.number().int(),
  totalDefinitive: z.number().int(),
});
export type TProjectPurchaseCosts = z.infer<typeof ZProjectPurchaseCosts>;
