import {
  checkPurchaseRows,
  defaultRowVatCode,
  PURCHASE_STATUS,
  purchaseDueDate,
  purchaseTotals,
  type RowIssue,
  type TInvoiceTotals,
  type TPurchase,
  type TPurchaseInput,
  type TPurchaseSettings,
  type TPurchaseType,
  type TVatCode,
  ZPurchase,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';

// The purchase editor's state: the draft as the user edits it, turned into a savePurchase body and checked with the
// shared schema and row rules as the server checks; the live totals use the domain's one rounding rule.

export interface PurchaseDraftRow {
  /** React key: saved rows have an id, a new one needs a key now. */
  key: string;
  id: number;
  purchaseTypeId: number;
  projectId: number;
  workId: number;
  description: string;
  /** Excl. VAT, in cents. */
  amount: number;
  vatCodeId: number;
}

/** The form's copy of a purchase: dates as 'YYYY-MM-DD' or '' (the server's default), choices as ids (0: none). */
export interface PurchaseDraft {
  id: number;
  /** 0 while draft. */
  number: number;
  supplierId: number;
  invoiceNo: string;
  invoiceDate: string;
  bookDate: string;
  dueDate: string;
  categoryId: number;
  status: number;
  rows: PurchaseDraftRow[];
  hidden: number;
  anbi: number;
  bankAccounts: TPurchase['bankAccounts'];
  paymentReference: string;
  uploadId: number;
  remarks: string;
}

/** What the draft needs to know of the chosen supplier. */
interface SupplierFacts {
  id: number;
  paymentDays: number;
  purchaseType: number;
  subcontractor: number;
}

/** The owner's lists and settings new rows start from. */
export interface RowContext {
  supplier: SupplierFacts | undefined;
  settings: TPurchaseSettings;
  purchaseTypes: readonly TPurchaseType[];
  vatCodes: readonly TVatCode[];
}

/** A new row: the supplier's purchase type (else the settings'), its VAT code by the domain's default rule. */
export function newPurchaseRow(context: RowContext): PurchaseDraftRow {
  const purchaseTypeId = context.supplier?.purchaseType || context.settings.purchaseTypeId;
  return {
    key: globalThis.crypto.randomUUID(),
    id: 0,
    purchaseTypeId,
    projectId: 0,
    workId: 0,
    description: '',
    amount: 0,
    vatCodeId: rowVatCode(context, purchaseTypeId),
  };
}

function rowVatCode(context: RowContext, purchaseTypeId: number): number {
  return defaultRowVatCode({
    subcontractor: context.supplier?.subcontractor ?? 0,
    typeVatCodeId: context.purchaseTypes.find((type) => type.id === purchaseTypeId)?.vatCodeId ?? 0,
    vatCodeId: context.settings.vatCodeId,
    reverseChargeVatCodeId: context.settings.reverseChargeVatCodeId,
    vatCodes: context.vatCodes,
  });
}

/** A saved purchase as a draft to edit, or a new one dated today with one row. */
export function toPurchaseDraft(record: TPurchase | undefined, context: RowContext, today = todayIso()): PurchaseDraft {
  if (!record) {
    return {
      id: 0,
      number: 0,
      supplierId: 0,
      invoiceNo: '',
      invoiceDate: today,
      bookDate: today,
      dueDate: today,
      categoryId: context.settings.categoryId,
      status: PURCHASE_STATUS.draft,
      rows: [newPurchaseRow(context)],
      hidden: 0,
      anbi: 0,
      bankAccounts: [],
      paymentReference: '',
      uploadId: 0,
      remarks: '',
    };
  }
  return {
    id: record.id,
    number: record.number,
    supplierId: record.supplierId,
    invoiceNo: record.invoiceNo,
    invoiceDate: record.invoiceDate ?? '',
    bookDate: record.bookDate ?? '',
    dueDate: record.dueDate ?? '',
    categoryId: record.categoryId,
    status: record.status,
    rows: record.rows.map((row) => ({
      key: String(row.id),
      id: row.id,
      purchaseTypeId: row.purchaseTypeId,
      projectId: row.projectId,
      workId: row.workId,
      description: row.description,
      amount: row.amount,
      vatCodeId: row.vatCodeId,
    })),
    hidden: record.hidden,
    anbi: record.anbi,
    bankAccounts: record.bankAccounts,
    paymentReference: record.paymentReference,
    uploadId: record.uploadId,
    remarks: record.remarks,
  };
}

type DateKey = 'invoiceDate' | 'bookDate' | 'dueDate';
/** The savePurchase body as the draft makes it. */
export type PurchasePayload = Omit<PurchaseDraft, 'rows' | DateKey> &
  Record<DateKey, string | null> & { rows: Omit<PurchaseDraftRow, 'key'>[] } & Partial<TPurchaseInput>;

/** The savePurchase body: empty dates are null (the server's defaults), the rows without their keys. */
export function toPurchasePayload(
  draft: PurchaseDraft,
  extra: { status?: number; deleted?: number; confirmDuplicate?: number } = {},
): PurchasePayload {
  return {
    ...draft,
    invoiceDate: draft.invoiceDate || null,
    bookDate: draft.bookDate || null,
    dueDate: draft.dueDate || null,
    rows: draft.rows.map(({ key: _key, ...row }) => row),
    ...extra,
  };
}

/**
 * A changed invoice date: the due date follows (plus the supplier's payment days), and so does the book date while
 * it was the invoice date.
 */
export function withInvoiceDate(
  draft: PurchaseDraft,
  invoiceDate: string,
  paymentDays: number,
): Partial<PurchaseDraft> {
  return {
    invoiceDate,
    dueDate: invoiceDate ? purchaseDueDate(invoiceDate, paymentDays) : draft.dueDate,
    ...(draft.bookDate === draft.invoiceDate || draft.bookDate === '' ? { bookDate: invoiceDate } : {}),
  };
}

/**
 * A chosen supplier: the due date by its payment days; rows still untouched (no amount, no description) start again
 * from its purchase type and VAT default (a subcontractor's rows reverse-charged); its bank accounts are the
 * server's to fill (empty = the supplier's).
 */
export function withSupplier(draft: PurchaseDraft, context: RowContext): Partial<PurchaseDraft> {
  const { supplier } = context;
  const untouched = (row: PurchaseDraftRow) => row.amount === 0 && row.description.trim() === '';
  return {
    supplierId: supplier?.id ?? 0,
    bankAccounts: [],
    ...(supplier && draft.invoiceDate ? { dueDate: purchaseDueDate(draft.invoiceDate, supplier.paymentDays) } : {}),
    rows: draft.rows.map((row) => (untouched(row) ? { ...newPurchaseRow(context), key: row.key } : row)),
  };
}

/** A changed purchase type: a row gets that type's VAT default unless it is a subcontractor's. */
export function withPurchaseType(row: PurchaseDraftRow, purchaseTypeId: number, context: RowContext): PurchaseDraftRow {
  return { ...row, purchaseTypeId, vatCodeId: rowVatCode(context, purchaseTypeId) || row.vatCodeId };
}

/** The shared schema's issues plus the row rules that need the owner's lists, as the server reports them. */
export function purchaseDraftIssues(
  draft: PurchaseDraft,
  lists: { purchaseTypes: readonly TPurchaseType[]; vatCodes: readonly TVatCode[] },
): RowIssue[] {
  const parsed = ZPurchase.safeParse(toPurchasePayload(draft));
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const known = new Set(issues.map((issue) => issue.path));
  for (const issue of checkPurchaseRows(draft.rows, lists, draft.invoiceDate || todayIso()))
    if (!known.has(issue.path)) issues.push(issue);
  return issues;
}

/** The totals the server will store, computed live: each row at its VAT code's rate (none chosen: 0 %). */
export function livePurchaseTotals(rows: readonly PurchaseDraftRow[], vatCodes: readonly TVatCode[]): TInvoiceTotals {
  const rate = (id: number) => vatCodes.find((code) => code.id === id)?.percentage ?? 0;
  return purchaseTotals(rows.map((row) => ({ ...row, vatPercentage: rate(row.vatCodeId) })));
}
