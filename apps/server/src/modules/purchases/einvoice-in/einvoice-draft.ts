import {
  bankAccountProblems,
  isValidUntilActive,
  type KeyedMessage,
  keyedMessage,
  normalizeIban,
  type TEInvoiceIn,
  type TPurchaseInput,
  type TSupplier,
  type TSupplierBankAccount,
} from '@backoffice/domain';
import { hundredthsToDecimal } from '@backoffice/domain/format';
import { fail } from '../../../platform/errors.ts';
import type { PurchaseLookups } from '../purchase-lookups.ts';

// A parsed e-invoice as savePurchase's input: one row per line and per document-level allowance or charge, each with
// the owner's VAT code of its category and rate, the invoice's dates, payment reference and account.

/** VAT the owner accounts for instead of the supplier: reverse-charged (AE) and intra-community acquisitions (K). */
const OWNER_ACCOUNTS_VAT = new Set(['AE', 'K']);

/** The owner's VAT code for a line's VAT category and rate, valid on the invoice date; a 400 when it has none. */
function vatCodeFor(item: { vatCategory: string; vatPercentage: number }, lookups: PurchaseLookups, date: string) {
  const live = lookups.vatCodes.filter((code) => isValidUntilActive(code, date));
  const preferred = (codes: typeof live, id: number) => codes.find((code) => code.id === id) ?? codes[0];
  if (OWNER_ACCOUNTS_VAT.has(item.vatCategory)) {
    const code = preferred(
      live.filter((c) => c.reverseCharge),
      lookups.settings.reverseChargeVatCodeId,
    );
    if (!code) throw fail('einvoiceIn.noReverseChargeVatCode');
    return code.id;
  }
  const sameRate = live.filter((c) => !c.reverseCharge && c.percentage === item.vatPercentage);
  const code = preferred(sameRate, lookups.settings.vatCodeId);
  if (!code)
    throw fail('einvoiceIn.noVatCode', { rate: hundredthsToDecimal(item.vatPercentage).replace(/\.?0+$/, '') });
  return code.id;
}

/**
 * The account to pay: none (the supplier's own, with its G-account split) when the invoice names one of the
 * supplier's accounts or none; else the invoice's first account, with a warning, as an invoice that asks for payment
 * to an unknown account is checked before paying (a changed IBAN is the classic invoice fraud). An account our SEPA
 * batches cannot pay (a foreign IBAN without BIC) leaves the supplier's.
 */
function accountOf(einvoice: TEInvoiceIn, supplier: TSupplier, warnings: KeyedMessage[]): TSupplierBankAccount[] {
  const asked = einvoice.supplier.bankAccounts;
  const known = new Set(supplier.bankAccounts.map((account) => normalizeIban(account.iban)));
  const [first] = asked;
  if (!first || asked.some((account) => known.has(account.iban))) return [];
  warnings.push(keyedMessage('einvoiceIn.newIban', { iban: first.iban }));
  const account = { iban: first.iban, bic: first.bic, percentage: 100, gAccount: 0 };
  return bankAccountProblems([account]).length === 0 ? [account] : [];
}

export interface DraftChoices {
  categoryId: number;
  purchaseTypeId: number;
  confirmDuplicate: number;
}

/** savePurchase's input for the e-invoice from the supplier, and what to check before making it definitive. */
export function draftOfEInvoice(
  einvoice: TEInvoiceIn,
  supplier: TSupplier,
  lookups: PurchaseLookups,
  choices: DraftChoices,
): { input: TPurchaseInput; warnings: KeyedMessage[] } {
  const warnings: KeyedMessage[] = [];
  const purchaseTypeId = choices.purchaseTypeId || supplier.purchaseType || lookups.settings.purchaseTypeId;
  const row = (item: { vatCategory: string; vatPercentage: number; amount: number }, description: string) => ({
    purchaseTypeId,
    description: description.slice(0, 1000),
    amount: item.amount,
    vatCodeId: vatCodeFor(item, lookups, einvoice.issueDate),
  });
  const input: TPurchaseInput = {
    supplierId: supplier.id,
    invoiceNo: einvoice.invoiceNumber.slice(0, 100),
    invoiceDate: einvoice.issueDate,
    // No due date: the supplier's payment days.
    dueDate: einvoice.dueDate,
    categoryId: choices.categoryId || lookups.settings.categoryId,
    rows: [
      ...einvoice.lines.map((line) => row(line, line.description)),
      ...einvoice.allowanceCharges.map((item) => row(item, item.reason)),
    ],
    bankAccounts: accountOf(einvoice, supplier, warnings),
    paymentReference: einvoice.paymentReference.slice(0, 100),
    remarks: einvoice.paymentTerms.slice(0, 5000),
    confirmDuplicate: choices.confirmDuplicate,
  };
  return { input, warnings };
}
