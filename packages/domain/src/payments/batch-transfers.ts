import { splitPayment } from '../purchases/supplier-rules.ts';
import { isValidPaymentReference } from '../sales/payment-reference.ts';

/** One bank account a purchase is paid to (the purchase's own accounts, else the supplier's). */
export interface PayeeAccount {
  iban: string;
  bic: string;
  percentage: number;
  gAccount: number;
}

/** One transfer of a batch: part of (or all of) one purchase or refund, to one account. */
export interface BatchTransfer {
  iban: string;
  bic: string;
  amount: number;
  gAccount: number;
}

/**
 * The transfers that pay `amount` cents to these accounts: one per account by its whole percentage (the G-account
 * split of Dutch chain liability), rounded so that the parts add up to the cent (the last account takes what rounding
 * left; splitPayment). No account: no transfer (a supplier without an IBAN cannot be paid by SEPA).
 */
export function transfersFor(amount: number, accounts: readonly PayeeAccount[]): BatchTransfer[] {
  const live = accounts.filter((account) => account.iban !== '');
  const parts = splitPayment(amount, live);
  return live
    .map((account, index) => ({
      iban: account.iban,
      bic: account.bic,
      amount: parts[index] ?? 0,
      gAccount: account.gAccount,
    }))
    .filter((transfer) => transfer.amount !== 0);
}

/** ISO 11649 creditor reference: 'RF', two check digits, up to 21 letters or digits, mod 97 of the moved text is 1. */
export function isRfReference(value: string): boolean {
  const text = value.replace(/\s/g, '').toUpperCase();
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(text)) return false;
  const moved = `${text.slice(4)}${text.slice(0, 4)}`;
  let rest = 0;
  for (const char of moved) {
    const value = Number.parseInt(char, 36);
    rest = (value > 9 ? rest * 100 + value : rest * 10 + value) % 97;
  }
  return rest === 1;
}

/**
 * What the payee reads on the transfer: a structured creditor reference when the purchase's payment reference is one
 * (an RF reference, issuer ISO; a Dutch betalingskenmerk, issuer CUR, which Dutch banks require as structured), else
 * the supplier's invoice number as free text.
 */
export type Remittance =
  | { kind: 'structured'; reference: string; issuer: 'ISO' | 'CUR' }
  | { kind: 'unstructured'; text: string };

export function structuredReference(value: string): Extract<Remittance, { kind: 'structured' }> | undefined {
  const compact = value.replace(/\s/g, '').toUpperCase();
  if (isRfReference(compact)) return { kind: 'structured', reference: compact, issuer: 'ISO' };
  if (isValidPaymentReference(compact)) return { kind: 'structured', reference: compact, issuer: 'CUR' };
  return undefined;
}

/** The remittance text kept on a transfer: the structured reference, or the invoice number (at most 140 characters). */
export function remittanceText(paymentReference: string, invoiceNo: string): string {
  return structuredReference(paymentReference)?.reference ?? invoiceNo.slice(0, 140);
}

/** How a kept remittance text goes into the file. */
export function remittanceOf(text: string): Remittance {
  return structuredReference(text) ?? { kind: 'unstructured', text };
}
