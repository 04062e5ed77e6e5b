import type { TEInvoiceNewSupplier } from '@backoffice/domain';
import { type SupplierDraft, toDraft } from '../edit/supplier-draft.ts';

/**
 * The supplier to create for a seller the import did not find: the invoice's name, address, numbers and account on
 * an empty supplier numbered '<auto>', with the purchase type chosen for the import as its own, so its next
 * e-invoice is booked the same way without asking.
 */
export function newSupplierDraft(seller: TEInvoiceNewSupplier, purchaseType: number): SupplierDraft {
  return {
    ...toDraft(undefined),
    ...seller,
    bankAccounts: seller.bankAccounts.map((account) => ({ ...account })),
    purchaseType,
  };
}

/** The dialog's own fields among a refused import's messages (purchaseIssueTexts): the category and any row's type. */
export function choiceErrors(errors: Readonly<Record<string, string>>): {
  categoryId?: string;
  purchaseTypeId?: string;
} {
  const typeKey = Object.keys(errors).find((path) => /^rows\.\d+\.purchaseTypeId$/.test(path));
  return {
    ...(errors.categoryId ? { categoryId: errors.categoryId } : {}),
    ...(typeKey ? { purchaseTypeId: errors[typeKey] } : {}),
  };
}
