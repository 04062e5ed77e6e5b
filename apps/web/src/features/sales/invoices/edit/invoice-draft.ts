import {
  checkInvoiceRows,
  INVOICE_ROW_DEFAULTS,
  invoiceTotals,
  type RowIssue,
  type TInvoiceDetail,
  type TInvoiceRow,
  type TInvoiceTotals,
  type TVatCode,
  type TWorkType,
  ZInvoice,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';

// The invoice editor's state: the draft as the user edits it, turned into a saveInvoice payload and checked with the
// same schema and row rules as the server; the live totals use the domain's one rounding rule.

export interface DraftRow {
  /** React key: the row id (rows get one on the server too, but a new row needs one now). */
  id: string;
  description: string;
  workTypeId: number | null;
  vatCode: number | null;
  units: number;
  unitPrice: number;
  invoiceOrder: number;
  rowDate: string | null;
  projectId: number;
  workId: number;
  confirmedEntryId: number;
  joinedRows: TInvoiceRow['joinedRows'];
}

export interface InvoiceDraft {
  id: number;
  customerId: number | null;
  projectId: number;
  invoiceDate: string;
  startPeriod: string | null;
  endPeriod: string | null;
  period: string;
  textAbove: string;
  textBelow: string;
  rows: DraftRow[];
}

export const newRow = (fields: Partial<DraftRow> = {}): DraftRow => ({
  id: globalThis.crypto.randomUUID(),
  description: '',
  workTypeId: null,
  vatCode: null,
  units: INVOICE_ROW_DEFAULTS.units,
  unitPrice: 0,
  invoiceOrder: INVOICE_ROW_DEFAULTS.invoiceOrder,
  rowDate: null,
  projectId: 0,
  workId: 0,
  confirmedEntryId: 0,
  joinedRows: [],
  ...fields,
});

const toDraftRow = (row: TInvoiceRow): DraftRow => ({
  id: row.id,
  description: row.description,
  workTypeId: row.workTypeId,
  vatCode: row.vatCode,
  units: row.units,
  unitPrice: row.unitPrice,
  invoiceOrder: row.invoiceOrder,
  rowDate: row.rowDate,
  projectId: row.projectId,
  workId: row.workId,
  confirmedEntryId: row.confirmedEntryId,
  joinedRows: row.joinedRows,
});

/**
 * A saved invoice as a draft to edit, or a new one (customer preset when given) whose first row starts with
 * `firstRow` (the sales type and VAT code of the Sales general settings).
 */
export function toDraft(
  invoice?: TInvoiceDetail,
  customerId: number | null = null,
  today = todayIso(),
  firstRow: Partial<DraftRow> = {},
): InvoiceDraft {
  if (!invoice) {
    return {
      id: 0,
      customerId,
      projectId: 0,
      invoiceDate: today,
      startPeriod: null,
      endPeriod: null,
      period: '',
      textAbove: '',
      textBelow: '',
      rows: [newRow(firstRow)],
    };
  }
  return {
    id: invoice.id,
    customerId: invoice.customerId,
    projectId: invoice.projectId,
    invoiceDate: invoice.invoiceDate ?? today,
    startPeriod: invoice.startPeriod,
    endPeriod: invoice.endPeriod,
    period: invoice.period,
    textAbove: invoice.textAbove,
    textBelow: invoice.textBelow,
    rows: invoice.rows.map(toDraftRow),
  };
}

/** The saveInvoice body: the draft with empty choices as 0 (which the schema reports as required). */
export type InvoicePayload = Omit<InvoiceDraft, 'customerId' | 'rows'> & {
  customerId: number;
  rows: (Omit<DraftRow, 'workTypeId' | 'vatCode'> & { workTypeId: number; vatCode: number })[];
  deleted?: number;
};

export function toPayload(draft: InvoiceDraft): InvoicePayload {
  return {
    ...draft,
    customerId: draft.customerId ?? 0,
    rows: draft.rows.map((row) => ({ ...row, workTypeId: row.workTypeId ?? 0, vatCode: row.vatCode ?? 0 })),
  };
}

/** The shared schema's issues plus the row rules that need the owner's lists, as the server reports them. */
export function draftIssues(
  draft: InvoiceDraft,
  lists: { vatCodes: readonly TVatCode[]; workTypes: readonly TWorkType[] },
): RowIssue[] {
  const parsed = ZInvoice.safeParse(toPayload(draft));
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const complete = draft.rows.map((row) => ({ vatCode: row.vatCode ?? 0, workTypeId: row.workTypeId ?? 0 }));
  const known = new Set(issues.map((issue) => issue.path));
  for (const issue of checkInvoiceRows(complete, lists, draft.invoiceDate))
    if (!known.has(issue.path)) issues.push(issue);
  return issues;
}

/** The totals the server will store, computed live: each row at its VAT code's rate (none chosen: 0 %). */
export function liveTotals(rows: readonly DraftRow[], vatCodes: readonly TVatCode[]): TInvoiceTotals {
  const rate = (code: number | null) => vatCodes.find((vatCode) => vatCode.id === code)?.percentage ?? 0;
  return invoiceTotals(
    rows.map((row) => ({
      units: row.units,
      unitPrice: row.unitPrice,
      vatCode: row.vatCode ?? 0,
      vatPercentage: rate(row.vatCode),
    })),
  );
}

/** Choosing a sales type fills what is still empty: its hour rate as the price, its VAT code, its name. */
export function withSalesType(row: DraftRow, type: TWorkType | undefined): DraftRow {
  if (!type) return { ...row, workTypeId: null };
  return {
    ...row,
    workTypeId: type.id,
    unitPrice: row.unitPrice === 0 ? type.hourRate : row.unitPrice,
    vatCode: row.vatCode ?? (type.vatCodeId > 0 ? type.vatCodeId : null),
    description: row.description.trim() === '' ? type.name : row.description,
  };
}
