import { describe, expect, it } from 'vitest';
import { addBankAccount, percentageTotal } from './supplier-draft.ts';

describe('supplier draft bank accounts', () => {
  it('gives a new account what is left of 100 %', () => {
    const first = addBankAccount([]);
    expect(first.map((a) => a.percentage)).toEqual([100]);
    const split = addBankAccount([{ ...first[0], iban: 'NL91ABNA0417164300', percentage: 70 } as never]);
    expect(split.map((a) => a.percentage)).toEqual([70, 30]);
    expect(percentageTotal(split)).toBe(100);
  });
});
