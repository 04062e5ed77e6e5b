import { describe, expect, it } from 'vitest';
import { paymentReferenceFor } from '../sales/payment-reference.ts';
import { isRfReference, remittanceOf, remittanceText, transfersFor } from './batch-transfers.ts';
import { centsToDecimalText } from './decimal-cents-text.ts';

const ordinary = { iban: 'NL91ABNA0417164300', bic: '', percentage: 70, gAccount: 0 };
const g = { iban: 'NL20INGB0001234567', bic: 'INGBNL2A', percentage: 30, gAccount: 1 };

describe('batch transfers', () => {
  it('splits a G-account purchase 70/30 so that the parts add up to the cent', () => {
    // 70 % of € 1.000,01 is € 700,007: rounded € 700,01, the G-account gets the € 300,00 that is left.
    const parts = transfersFor(100_001, [ordinary, g]);
    expect(parts).toEqual([
      { iban: ordinary.iban, bic: '', amount: 70_001, gAccount: 0 },
      { iban: g.iban, bic: 'INGBNL2A', amount: 30_000, gAccount: 1 },
    ]);
    for (const amount of [1, 3, 99, 12_345, 99_999_999]) {
      expect(transfersFor(amount, [ordinary, g]).reduce((sum, part) => sum + part.amount, 0)).toBe(amount);
    }
  });

  it('pays one account the whole amount, whatever percentage it holds, and leaves out empty parts', () => {
    expect(transfersFor(12_345, [{ ...ordinary, percentage: 100 }])).toEqual([
      { iban: ordinary.iban, bic: '', amount: 12_345, gAccount: 0 },
    ]);
    expect(transfersFor(1, [ordinary, g])).toEqual([{ iban: ordinary.iban, bic: '', amount: 1, gAccount: 0 }]);
    expect(transfersFor(500, [])).toEqual([]);
  });

  it('knows RF creditor references by their check digits', () => {
    expect(isRfReference('RF18 5390 0754 7034')).toBe(true);
    expect(isRfReference('RF18539007547035')).toBe(false);
    expect(isRfReference('RF18')).toBe(false);
    expect(isRfReference('INV-2026-001')).toBe(false);
  });

  it('remits by the structured reference when there is one, else by the supplier invoice number', () => {
    const kenmerk = paymentReferenceFor(7, 2026_001);
    expect(remittanceText(formatted(kenmerk), 'F-88')).toBe(kenmerk);
    expect(remittanceOf(kenmerk)).toEqual({ kind: 'structured', reference: kenmerk, issuer: 'CUR' });
    expect(remittanceOf(remittanceText('rf18 5390 0754 7034', 'F-88'))).toEqual({
      kind: 'structured',
      reference: 'RF18539007547034',
      issuer: 'ISO',
    });
    // A reference with a wrong check digit is not structured: the invoice number goes instead.
    expect(remittanceText('1234567890123456', 'F-88')).toBe('F-88');
    expect(remittanceOf('F-88')).toEqual({ kind: 'unstructured', text: 'F-88' });
  });

  it('writes cents as exact decimal text', () => {
    expect(centsToDecimalText(0)).toBe('0.00');
    expect(centsToDecimalText(7)).toBe('0.07');
    expect(centsToDecimalText(123_450)).toBe('1234.50');
    expect(centsToDecimalText(-5)).toBe('-0.05');
    expect(centsToDecimalText(99_999_999_999)).toBe('999999999.99');
    expect(() => centsToDecimalText(0.5)).toThrow(RangeError);
  });
});

const formatted = (reference: string) => reference.replace(/(\d{4})(?=\d)/g, '$1 ');
