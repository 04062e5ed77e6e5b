import { describe, expect, it } from 'vitest';
import { missingCompanyNumbers, nothingToInvoice } from './invoicing-checks.ts';

describe('invoicing checks', () => {
  it('names the empty company numbers', () => {
    expect(missingCompanyNumbers({ cocNumber: '30123456', vatNumber: 'NL812345670B01' })).toEqual([]);
    expect(missingCompanyNumbers({ cocNumber: ' ', vatNumber: 'NL812345670B01' })).toEqual(['cocNumber']);
    expect(missingCompanyNumbers({})).toEqual(['cocNumber', 'vatNumber']);
  });

  it('finds nothing to invoice in no rows or rows that all amount to 0, not in rows that cancel out', () => {
    expect(nothingToInvoice([])).toBe('noRows');
    expect(
      nothingToInvoice([
        { units: 100, unitPrice: 0 },
        { units: 0, unitPrice: 500 },
      ]),
    ).toBe('nothingToInvoice');
    expect(
      nothingToInvoice([
        { units: 100, unitPrice: 0 },
        { units: 100, unitPrice: 1 },
      ]),
    ).toBeUndefined();
    expect(
      nothingToInvoice([
        { units: 100, unitPrice: 500 },
        { units: -100, unitPrice: 500 },
      ]),
    ).toBeUndefined();
  });
});
