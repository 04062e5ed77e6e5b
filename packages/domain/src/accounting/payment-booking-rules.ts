import type { TAccountingSettings } from './accounting-settings.ts';
import { attempt, type BookingResult, LineSet, need } from './booking-rules.ts';

// The bookings of payments (document kind 2) and payment links (kind 3), debit = credit by construction. A payment
// books its amount on the bank account's ledger account (cash without one) against the suspense account ("te
// verwerken"); each verified link moves its amount from suspense to debtors (an invoice) or creditors (a purchase).
// What no link places stays on suspense. Signed amounts: money in is positive.

/** A payment as booked; `live` false (hidden, a duplicate, deleted) books nothing, so what was booked is countered. */
export interface PaymentDocument {
  amount: number;
  /** The bank account it came in on (null: a payment without one, booked on the cash account). */
  bank: { name: string; ledgerAccountId: number } | null;
  customerId: number;
  supplierId: number;
  description: string;
  live: boolean;
}

/** A link of a payment to an invoice (customerId set) or a purchase (supplierId set); `amount` as the link stores it. */
export interface PaymentLinkDocument {
  amount: number;
  invoiceId: number;
  purchaseId: number;
  customerId: number;
  supplierId: number;
  description: string;
  /** Verified, not deleted, and its payment live. */
  live: boolean;
}

const suspense = (settings: TAccountingSettings) => need(settings.suspenseAccountId, 'accounting.noSuspenseAccount');

/** Bank (or cash) debit the amount, suspense credit it; money out the other way round. */
export function paymentBookingLines(doc: PaymentDocument, settings: TAccountingSettings): BookingResult {
  return attempt(() => {
    if (!doc.live || doc.amount === 0) return [];
    const set = new LineSet({ customerId: doc.customerId, supplierId: doc.supplierId });
    const money = doc.bank
      ? need(doc.bank.ledgerAccountId, 'accounting.noBankLedgerAccount', { bankAccount: doc.bank.name })
      : need(settings.cashAccountId, 'accounting.noCashAccount');
    set.add(money, doc.amount, doc.description);
    set.add(suspense(settings), -doc.amount, doc.description);
    return set.lines();
  });
}

/**
 * An invoice link: suspense debit, debtors credit (the customer on the lines). A purchase link: creditors debit (the
 * supplier on the lines), suspense credit. A credit invoice or purchase (negative amount) books the other way round.
 */
export function paymentLinkBookingLines(doc: PaymentLinkDocument, settings: TAccountingSettings): BookingResult {
  return attempt(() => {
    if (!doc.live || doc.amount === 0) return [];
    const set = new LineSet({ customerId: doc.customerId, supplierId: doc.supplierId });
    if (doc.invoiceId > 0) {
      set.add(suspense(settings), doc.amount, doc.description);
      set.add(need(settings.debtorsAccountId, 'accounting.noDebtorsAccount'), -doc.amount, doc.description);
    } else {
      set.add(need(settings.creditorsAccountId, 'accounting.noCreditorsAccount'), doc.amount, doc.description);
      set.add(suspense(settings), -doc.amount, doc.description);
    }
    return set.lines();
  });
}
