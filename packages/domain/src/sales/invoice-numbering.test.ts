import { describe, expect, it } from 'vitest';
import { firstNumberRefusal, nextInvoiceNumber, ZSaveInvoiceNumberingRequest } from './invoice-numbering.ts';
import { INVOICE_MESSAGES } from './invoice-texts.ts';

describe('invoice numbering', () => {
  it('gives one above the highest, or the first number when that is higher', () => {
    expect(nextInvoiceNumber(null, 1)).toBe(1);
    expect(nextInvoiceNumber(null, 20260413)).toBe(20260413);
    expect(nextInvoiceNumber(412, 1)).toBe(413);
    expect(nextInvoiceNumber(2026412, 2027001)).toBe(2027001);
    expect(nextInvoiceNumber(2027001, 2027001)).toBe(2027002);
  });

  it('refuses a first number at or below a number in use', () => {
    expect(firstNumberRefusal(null, 1)).toBeNull();
    expect(firstNumberRefusal(412, 413)).toBeNull();
    expect(firstNumberRefusal(412, 412)).toBe(INVOICE_MESSAGES.firstNumberInUse);
    expect(firstNumberRefusal(412, 100)).toBe(INVOICE_MESSAGES.firstNumberInUse);
  });

  it('accepts whole numbers from 1 up to the largest a PostgreSQL integer holds', () => {
    expect(ZSaveInvoiceNumberingRequest.parse({ firstNumber: '2027001' })).toEqual({ firstNumber: 2027001 });
    for (const firstNumber of [0, -5, 1.5, 2_147_483_648, 'abc']) {
      expect(ZSaveInvoiceNumberingRequest.safeParse({ firstNumber }).success).toBe(false);
    }
  });
});
