import type { TSupplier, ZSupplier } from '@backoffice/domain';
import type { z } from 'zod';
import { sentFields } from '../../../platform/edit/sent-fields.ts';

/** The form's copy of a supplier: the schema's fields, with the number as typed ('<auto>' for a new supplier). */
export type SupplierDraft = Omit<z.output<typeof ZSupplier>, 'number'> & { number: string };
export type BankAccountDraft = SupplierDraft['bankAccounts'][number];

export const AUTO_NUMBER = '<auto>';

function emptySupplier(): SupplierDraft {
  return {
    id: 0,
    number: AUTO_NUMBER,
    name: '',
    address: '',
    houseNumber: '',
    houseAddition: '',
    postalCode: '',
    city: '',
    country: 'NL',
    vatNumber: '',
    cocNumber: '',
    email: '',
    phone: '',
    paymentDays: 0,
    purchaseType: 0,
    paymentType: 1,
    subcontractor: 0,
    bankAccounts: [],
    remarks: '',
    ledgerAccountId: 0,
    deleted: 0,
  };
}

/** The editable copy of a saved supplier, or a new one. */
export function toDraft(record: TSupplier | undefined): SupplierDraft {
  const base = emptySupplier();
  if (!record) return base;
  return {
    ...base,
    ...sentFields(base, record),
    number: record.number ? String(record.number) : AUTO_NUMBER,
    bankAccounts: record.bankAccounts.map((account) => ({ ...account })),
  };
}

/** A new account takes what is left of 100 %: the first one all of it, a second one the rest of the first. */
export function addBankAccount(accounts: readonly BankAccountDraft[]): BankAccountDraft[] {
  const used = accounts.reduce((sum, account) => sum + account.percentage, 0);
  return [...accounts, { iban: '', bic: '', percentage: Math.max(0, 100 - used), gAccount: 0 }];
}

/** The total of the shares, for the line under the grid. */
export const percentageTotal = (accounts: readonly BankAccountDraft[]): number =>
  accounts.reduce((sum, account) => sum + (Number.isFinite(account.percentage) ? account.percentage : 0), 0);
