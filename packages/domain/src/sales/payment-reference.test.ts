import { describe, expect, it } from 'vitest';
import {
  formatPaymentReference,
  isValidPaymentReference,
  ownReferenceNumber,
  paymentReferenceCheckDigit,
  paymentReferenceFor,
  takesPaymentReference,
} from './payment-reference.ts';

describe('payment reference (betalingskenmerk)', () => {
  it('computes the check digit of the Betaalvereniging examples', () => {
    // 16 digits: (5)000 0567 8901 2345 — Σ = 215, 215 mod 11 = 6, 11 − 6 = 5.
    expect(paymentReferenceCheckDigit('000056789012345')).toBe(5);
    expect(isValidPaymentReference('5000 0567 8901 2345')).toBe(true);
    // 14 digits with length code 2: 12 2345 3462 2567 has check digit 1 (the length code counts in the sum).
    expect(paymentReferenceCheckDigit('2234534622567')).toBe(1);
  });

  it('maps 10 to 1 and 11 to 0', () => {
    // Σ = 1 × 2 = 2 → 9; the 10th digit from the right weighs 1: Σ = 1 → 10 → 1; Σ = 0 → 11 → 0.
    expect(paymentReferenceCheckDigit('000000000000001')).toBe(9);
    expect(paymentReferenceCheckDigit('000001000000000')).toBe(1);
    expect(paymentReferenceCheckDigit('000000000000000')).toBe(0);
  });

  it('refuses a mistyped digit, a swap, a wrong length and letters', () => {
    expect(isValidPaymentReference('5000056789012345')).toBe(true);
    expect(isValidPaymentReference('5000056789012346')).toBe(false);
    expect(isValidPaymentReference('5000056789013245')).toBe(false);
    expect(isValidPaymentReference('500005678901234')).toBe(false);
    expect(isValidPaymentReference('50000567890123456')).toBe(false);
    expect(isValidPaymentReference('5000056789O12345')).toBe(false);
  });

  it('makes a valid, deterministic 16-digit reference from owner and invoice number', () => {
    const reference = paymentReferenceFor(1, 2026014);
    expect(reference).toMatch(/^\d{16}$/);
    expect(reference.slice(1)).toBe('000010002026014');
    expect(isValidPaymentReference(reference)).toBe(true);
    expect(paymentReferenceFor(1, 2026014)).toBe(reference);
    expect(paymentReferenceFor(1, 2026015)).not.toBe(reference);
    expect(paymentReferenceFor(2, 2026014)).not.toBe(reference);
    for (const number of [1, 9, 99_999, 2_147_483_647])
      expect(isValidPaymentReference(paymentReferenceFor(7, number))).toBe(true);
    expect(() => paymentReferenceFor(1, -1)).toThrow(RangeError);
  });

  it('reads in groups of four', () => {
    expect(formatPaymentReference('5000056789012345')).toBe('5000 0567 8901 2345');
    expect(formatPaymentReference('')).toBe('');
  });

  it('is given to invoices to be paid, not to credit invoices', () => {
    expect(takesPaymentReference({ creditFor: 0, amountInclVat: 12_100 })).toBe(true);
    expect(takesPaymentReference({ creditFor: 0, amountInclVat: 0 })).toBe(true);
    expect(takesPaymentReference({ creditFor: 4, amountInclVat: -12_100 })).toBe(false);
    expect(takesPaymentReference({ creditFor: 0, amountInclVat: -500 })).toBe(false);
  });

  it("reads the invoice number out of a reference of the owner's own form only", () => {
    expect(ownReferenceNumber(12, paymentReferenceFor(12, 2026014))).toBe(2026014);
    expect(ownReferenceNumber(12, formatPaymentReference(paymentReferenceFor(12, 7)))).toBe(7);
    expect(ownReferenceNumber(13, paymentReferenceFor(12, 2026014))).toBeNull();
    expect(ownReferenceNumber(12, '5000 0567 8901 2345')).toBeNull();
  });
});
