import { describe, expect, it } from 'vitest';
import { importedAmounts, importedPaymentReference, ZImportInvoice } from './invoice-import.ts';
import { paymentReferenceFor } from './payment-reference.ts';

const row = { number: 2019001, invoiceDate: '3-2-2024', customerNumber: 1001, amountExVat: 10000, vatPercentage: 2100 };

describe('ZImportInvoice', () => {
  it('reads dates day first and computes the VAT at the rate when none is given', () => {
    const parsed = ZImportInvoice.parse(row);
    expect(parsed.invoiceDate).toBe('2024-02-03');
    expect(importedAmounts(parsed)).toEqual({ amountExVat: 10000, vat: 2100, amountInclVat: 12100 });
    expect(importedAmounts(ZImportInvoice.parse({ ...row, vatAmount: 2099 })).amountInclVat).toBe(12099);
  });

  it('refuses an open amount above the amount incl. VAT, and a date that does not exist', () => {
    expect(ZImportInvoice.safeParse({ ...row, amountOpen: 12100 }).success).toBe(true);
    expect(ZImportInvoice.safeParse({ ...row, amountOpen: 12101 }).success).toBe(false);
    expect(ZImportInvoice.safeParse({ ...row, amountExVat: -10000, amountOpen: -500 }).success).toBe(true);
    expect(ZImportInvoice.safeParse({ ...row, invoiceDate: '30-2-2024' }).success).toBe(false);
  });

  it("keeps the file's payment reference without spaces, refuses an invalid one, else gives the owner's own", () => {
    const given = ZImportInvoice.parse({ ...row, paymentReference: ' 5000 0567 8901 2345 ' });
    expect(importedPaymentReference(3, given)).toBe('5000056789012345');
    expect(ZImportInvoice.safeParse({ ...row, paymentReference: '4000 0567 8901 2345' }).success).toBe(false);
    expect(importedPaymentReference(3, ZImportInvoice.parse(row))).toBe(paymentReferenceFor(3, 2019001));
    // Paying back: nothing to pay by.
    expect(importedPaymentReference(3, ZImportInvoice.parse({ ...row, amountExVat: -100 }))).toBeNull();
  });
});
