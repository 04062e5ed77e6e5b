import type { TCustomer } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import {
  AUTO_NUMBER,
  comparableDraft,
  emptyCustomer,
  invalidIbanLines,
  managementOptions,
  parseDraft,
  toDraft,
} from './customer-draft.ts';

const saved = {
  ...emptyCustomer(),
  id: 7,
  number: 12,
  customerNumber: '12',
  name: 'Bakkerij Jansen',
  bankAccounts: ['NL91ABNA0417164300'],
  otherAddress: {
    name: 'Postbus',
    address: 'Postbus 1',
    houseNumber: '',
    houseAddition: '',
    postalCode: '1000 AA',
    city: 'Amsterdam',
    country: 'NL',
  },
  active: true,
  managementName: '',
  projectCount: 2,
} satisfies TCustomer;

describe('customer draft', () => {
  it('starts a new customer with an <auto> number that the schema accepts', () => {
    const draft = { ...emptyCustomer(), name: 'Nieuw' };
    expect(draft.number).toBe(AUTO_NUMBER);
    const parsed = parseDraft(draft);
    expect(parsed.success && parsed.data.number).toBe(AUTO_NUMBER);
  });

  it("starts a new customer with the owner's payment days and invoice grouping, a saved one with its own", () => {
    const defaults = { paymentDays: 30, joinInvoices: 1, multiProjects: 1 };
    expect(toDraft(undefined, defaults)).toMatchObject(defaults);
    expect(toDraft(saved, defaults)).toMatchObject({ paymentDays: 14, joinInvoices: 0, multiProjects: 0 });
  });

  it('copies a saved customer without its derived fields and sends the number back as a number', () => {
    const draft = toDraft(saved);
    expect(draft).not.toHaveProperty('active');
    expect(draft).not.toHaveProperty('projectCount');
    expect(draft.number).toBe('12');
    const parsed = parseDraft(draft);
    expect(parsed.success && parsed.data.number).toBe(12);
    expect(parsed.success && parsed.data.otherAddress?.city).toBe('Amsterdam');
  });

  it('refuses a number that is neither <auto> nor a whole number, on the number field', () => {
    const parsed = parseDraft({ ...emptyCustomer(), name: 'X', number: 'abc' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['number']);
  });

  it('drops blank IBAN lines and normalises the rest; an invalid line is named per line', () => {
    const lines = ['nl91 abna 0417 1643 00', '', 'NL00BANK0123456789'];
    expect(invalidIbanLines(lines)).toEqual([false, false, true]);
    const parsed = parseDraft({ ...emptyCustomer(), name: 'X', bankAccounts: lines.slice(0, 2) });
    expect(parsed.success && parsed.data.bankAccounts).toEqual(['NL91ABNA0417164300']);
    expect(parseDraft({ ...emptyCustomer(), name: 'X', bankAccountsG: lines }).success).toBe(false);
  });

  it('does not count an added empty IBAN line as an unsaved change', () => {
    const draft = toDraft(saved);
    expect(comparableDraft({ ...draft, bankAccountsG: [''] })).toBe(comparableDraft(draft));
    expect(comparableDraft({ ...draft, bankAccountsG: ['NL'] })).not.toBe(comparableDraft(draft));
  });

  it('offers every other live manager as management, never the customer itself', () => {
    const managers = [{ id: 7 }, { id: 8 }, { id: 9, deleted: 1 }];
    expect(managementOptions(managers, 7).map((m) => m.id)).toEqual([8]);
    expect(managementOptions(managers, 0).map((m) => m.id)).toEqual([7, 8]);
  });
});
