import {
  checkPurchaseRows,
  defaultRowVatCode,
  errorMessage,
  PURCHASE_STATUS,
  purchaseDueDate,
  purchaseTotals,
  type TPurchaseDraft,
} from '@backoffice/domain';
import type { PurchaseLookups, PurchaseSupplier } from './purchase-lookups.ts';

/** A row as stored (purchase_rows without owner, purchase and position). */
export interface StoredRow {
  id: number;
  purchaseTypeId: number;
  projectId: number;
  workId: number;
  description: string;
  amount: number;
  vatCodeId: number;
  vatPercentage: number;
  reverseCharge: number;
}

type Issue = { path: string; message: string };

/**
 * A draft's stored values from what was sent (savePurchase and insertPurchases alike): dates completed (invoice date
 * today, book date the invoice date, due date + the supplier's payment days), each row's VAT code defaulted
 * (defaultRowVatCode: reverse-charged for a subcontractor) and checked with the purchase type, the category checked,
 * the supplier's bank accounts when none are sent, the totals by the one rounding rule. Issues as zod's paths.
 */
export function draftValues(
  input: Omit<TPurchaseDraft, 'id' | 'number' | 'status' | 'deleted' | 'confirmDuplicate'>,
  supplier: PurchaseSupplier,
  lookups: PurchaseLookups,
  today: string,
): { issues: Issue[]; values: ReturnType<typeof purchaseFields>; rows: StoredRow[] } {
  const invoiceDate = input.invoiceDate ?? today;
  const rows = input.rows.map(({ deleted: _deleted, ...row }): StoredRow => {
    const type = lookups.purchaseTypes.find((item) => item.id === row.purchaseTypeId);
    const vatCodeId =
      row.vatCodeId ||
      defaultRowVatCode({
        subcontractor: supplier.subcontractor,
        typeVatCodeId: type?.vatCodeId ?? 0,
        vatCodeId: lookups.settings.vatCodeId,
        reverseChargeVatCodeId: lookups.settings.reverseChargeVatCodeId,
        vatCodes: lookups.vatCodes,
      });
    const code = lookups.vatCodes.find((item) => item.id === vatCodeId);
    return {
      ...row,
      vatCodeId,
      vatPercentage: code?.percentage ?? 0,
      reverseCharge: code?.reverseCharge ?? 0,
    };
  });
  const issues: Issue[] = checkPurchaseRows(rows, lookups, invoiceDate);
  if (!lookups.purchaseCategories.some((category) => category.id === input.categoryId))
    issues.unshift({
      path: 'categoryId',
      message: errorMessage('purchase.categoryNotFound', { id: input.categoryId }),
    });
  const values = purchaseFields(input, supplier, invoiceDate, rows);
  return { issues, values, rows };
}

function purchaseFields(
  input: Omit<TPurchaseDraft, 'id' | 'number' | 'status' | 'deleted' | 'confirmDuplicate' | 'rows'>,
  supplier: PurchaseSupplier,
  invoiceDate: string,
  rows: StoredRow[],
) {
  const totals = purchaseTotals(rows);
  return {
    supplierId: input.supplierId,
    invoiceNo: input.invoiceNo,
    invoiceDate,
    bookDate: input.bookDate ?? invoiceDate,
    dueDate: input.dueDate ?? purchaseDueDate(invoiceDate, supplier.paymentDays),
    categoryId: input.categoryId,
    status: PURCHASE_STATUS.draft as number,
    number: 0,
    amountExVat: totals.amountExVat,
    amountVat: totals.amountVat,
    amountInclVat: totals.amountInclVat,
    // Nothing is owed on a draft; making it definitive opens the amount incl. VAT.
    amountOpen: 0,
    vatAmounts: totals.vatAmounts,
    hidden: input.hidden,
    anbi: input.anbi,
    bankAccounts: input.bankAccounts.length > 0 ? input.bankAccounts : supplier.bankAccounts,
    paymentReference: input.paymentReference,
    uploadId: input.uploadId,
    remarks: input.remarks,
  };
}
