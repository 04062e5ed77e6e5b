import { OwnerListPage } from '../../../platform/owner-list/owner-list-page.tsx';
import { defineOwnerList } from '../../../platform/owner-list/owner-list-types.ts';
import { ImportBankFileButton } from './import-bank-file-button.tsx';

/**
 * Payments/BankAccounts (spec 000 §3 owner settings bankAccounts): the owner's own accounts, edited by payments_admin.
 * Bank files are imported from here too: a file names its account by IBAN (or the bank's own number).
 */
const BANK_ACCOUNTS_LIST = defineOwnerList({
  list: 'bankAccounts',
  ns: 'bankImport.accounts',
  route: '/Payments/BankAccounts',
  testId: 'bank-accounts-page',
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'iban', kind: 'text' },
    { key: 'bic', kind: 'text' },
    { key: 'accountNumber', kind: 'text', hiddenByDefault: true },
    { key: 'initialBalance', kind: 'money', signed: true },
    { key: 'initialBalanceDate', kind: 'date', plain: true },
    { key: 'visibleFD', kind: 'flag', initial: true, hiddenByDefault: true },
    { key: 'paymentStats', kind: 'flag', initial: true, hiddenByDefault: true },
    { key: 'settlements', kind: 'flag', initial: true, hiddenByDefault: true },
    { key: 'painVersion', kind: 'choice', values: [9, 3], hiddenByDefault: true },
  ],
});

export function BankAccountsPage() {
  return <OwnerListPage decl={BANK_ACCOUNTS_LIST} toolbar={<ImportBankFileButton />} />;
}
