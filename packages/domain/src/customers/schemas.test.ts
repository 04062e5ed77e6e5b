import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { ZCustomer } from './schemas.ts';

const base = { name: 'Kantoor BV' };
const issues = (input: unknown) => {
  const result = ZCustomer.safeParse({ ...base, ...(input as object) });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('ZCustomer number', () => {
  it.each([
    { input: undefined, expected: '<auto>' },
    { input: '<auto>', expected: '<auto>' },
    { input: '', expected: '' },
    { input: '1042', expected: 1042 },
    { input: 7, expected: 7 },
  ])('$input → $expected', ({ input, expected }) => {
    expect(ZCustomer.parse({ ...base, number: input }).number).toBe(expected);
  });

  it.each([0, -1, 1.5, 'abc', '<AUTO>'])('refuses %s', (input) => {
    expect(ZCustomer.safeParse({ ...base, number: input }).success).toBe(false);
  });
});

describe('ZCustomer bank accounts (spec 000 §5)', () => {
  it.each([
    {
      name: 'JSON text',
      input: '["NL91ABNA0417164300","DE89370400440532013000"]',
      expected: ['NL91ABNA0417164300', 'DE89370400440532013000'],
    },
    { name: 'an array', input: ['BE68539007547034'], expected: ['BE68539007547034'] },
    {
      name: 'a comma list',
      input: 'NL91ABNA0417164300, NL02ABNA0123456789',
      expected: ['NL91ABNA0417164300', 'NL02ABNA0123456789'],
    },
    { name: 'spaces inside an IBAN', input: 'NL91 ABNA 0417 1643 00', expected: ['NL91ABNA0417164300'] },
    {
      name: 'spaced IBANs in JSON, lower case',
      input: '["nl02 abna 0123 4567 89", " BE68 5390 0754 7034 "]',
      expected: ['NL02ABNA0123456789', 'BE68539007547034'],
    },
    { name: 'a trailing comma', input: 'NL91ABNA0417164300,', expected: ['NL91ABNA0417164300'] },
    { name: 'empty text', input: '', expected: [] },
    { name: 'an empty JSON list', input: '[]', expected: [] },
    { name: 'null', input: null, expected: [] },
    { name: 'absent', input: undefined, expected: [] },
  ])('$name', ({ input, expected }) => {
    const parsed = ZCustomer.parse({ ...base, bankAccounts: input, bankAccountsG: input });
    expect(parsed.bankAccounts).toEqual(expected);
    expect(parsed.bankAccountsG).toEqual(expected);
  });

  it.each([
    { name: 'a wrong check digit', input: 'NL91ABNA0417164301' },
    { name: 'one bad IBAN among good ones', input: 'NL91ABNA0417164300,NL02ABNA0123456788' },
    { name: 'text that is no IBAN', input: '["12345"]' },
  ])('refuses $name with "Invalid IBAN"', ({ input }) => {
    expect(issues({ bankAccounts: input })).toEqual([`bankAccounts: ${VALIDATION_MESSAGES.invalidIban}`]);
    expect(issues({ bankAccountsG: input })).toEqual([`bankAccountsG: ${VALIDATION_MESSAGES.invalidIban}`]);
  });
});

describe('ZCustomer invoice e-mails (spec 002 §5 multi-email)', () => {
  it.each([
    { input: ' A@Example.com , b@example.com ', expected: 'a@example.com,b@example.com' },
    { input: 'a@example.com,,', expected: 'a@example.com' },
    { input: '', expected: '' },
    { input: undefined, expected: '' },
  ])('"$input" → "$expected"', ({ input, expected }) => {
    const parsed = ZCustomer.parse({ ...base, invoiceToEmail: input, invoiceReminderEmail: input });
    expect(parsed.invoiceToEmail).toBe(expected);
    expect(parsed.invoiceReminderEmail).toBe(expected);
  });

  it('refuses a list with one invalid address', () => {
    expect(issues({ invoiceToEmail: 'a@example.com, not-an-email' })).toEqual([
      `invoiceToEmail: ${VALIDATION_MESSAGES.invalidEmail}`,
    ]);
  });
});
