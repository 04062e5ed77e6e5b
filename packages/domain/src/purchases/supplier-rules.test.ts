import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { bankAccountProblems, needsBic, splitPayment, unwrapJson } from './supplier-rules.ts';
import { ZSupplier } from './supplier-schemas.ts';

const account = (iban: string, percentage: number, gAccount = 0, bic = '') => ({ iban, bic, percentage, gAccount });
const messages = (accounts: Parameters<typeof bankAccountProblems>[0]) =>
  bankAccountProblems(accounts).map((p) => `${p.index}.${p.field}: ${p.message}`);

describe('supplier bank accounts', () => {
  it('accepts a 70/30 G-account split and a single account taking 100', () => {
    expect(messages([account('NL91ABNA0417164300', 70), account('NL20INGB0001234567', 30, 1)])).toEqual([]);
    expect(messages([account('NL91ABNA0417164300', 100)])).toEqual([]);
    expect(messages([])).toEqual([]);
  });

  it('wants each share above 0 and below 100 and all of them 100', () => {
    expect(messages([account('NL91ABNA0417164300', 100), account('NL20INGB0001234567', 0)])).toEqual([
      `0.percentage: ${VALIDATION_MESSAGES.percentageRange}`,
      `1.percentage: ${VALIDATION_MESSAGES.percentageRange}`,
    ]);
    expect(messages([account('NL91ABNA0417164300', 60), account('NL20INGB0001234567', 30)])).toEqual([
      `1.percentage: ${VALIDATION_MESSAGES.percentagesTotal}`,
    ]);
    expect(messages([account('NL91ABNA0417164300', 99)])).toEqual([
      `0.percentage: ${VALIDATION_MESSAGES.percentagesTotal}`,
    ]);
  });

  it('asks a BIC outside the Netherlands, refuses an IBAN twice and a second G-account', () => {
    expect(needsBic('DE89370400440532013000')).toBe(true);
    expect(needsBic('NL91ABNA0417164300')).toBe(false);
    expect(messages([account('DE89370400440532013000', 100)])).toEqual([`0.bic: ${VALIDATION_MESSAGES.bicRequired}`]);
    expect(messages([account('NL91ABNA0417164300', 50, 1), account('NL91ABNA0417164300', 50, 1)])).toEqual([
      `1.iban: ${VALIDATION_MESSAGES.ibanTwice}`,
      `1.gAccount: ${VALIDATION_MESSAGES.oneGAccount}`,
    ]);
  });

  it('splits a payment in cents, the rounding remainder to the last account', () => {
    expect(splitPayment(100_001, [{ percentage: 70 }, { percentage: 30 }])).toEqual([70_001, 30_000]);
    expect(splitPayment(1000, [{ percentage: 100 }])).toEqual([1000]);
  });

  it('unwraps JSON text up to 100 times', () => {
    let text: unknown = [{ iban: 'x' }];
    for (let i = 0; i < 5; i++) text = JSON.stringify(text);
    expect(unwrapJson(text)).toEqual([{ iban: 'x' }]);
    expect(unwrapJson('not json')).toBe('not json');
  });

  it('takes a supplier with the defaults of the spec', () => {
    const parsed = ZSupplier.parse({ name: 'A', city: 'Utrecht' });
    expect(parsed).toMatchObject({
      number: '<auto>',
      paymentDays: 0,
      paymentType: 1,
      subcontractor: 0,
      bankAccounts: [],
    });
    expect(ZSupplier.safeParse({ name: 'A', city: '' }).success).toBe(false);
  });
});
