import type { TBankAccount } from '@backoffice/domain';
import { ZBankAccount } from '@backoffice/domain';
import type { Db } from '../../../db/client.ts';
import { listItems } from '../../owner-lists/index.ts';

/** An account number as the files and the bank accounts list compare it: no spaces, upper case. */
export const compactAccount = (text: string) => text.replace(/\s/g, '').toUpperCase();

/** ABN AMRO's exports name the account by its number: the IBAN's last ten digits without leading zeros. */
const abnAmroNumber = (iban: string) => (/^NL\d{2}ABNA\d{10}$/.test(iban) ? String(Number(iban.slice(8))) : '');

/**
 * The owner's live bank accounts by every number a bank file may name them by: the compact IBAN, the bank's own
 * number (ING savings) and ABN AMRO's account number.
 */
export async function bankAccountsByIban(tx: Db, ownerId: number): Promise<Map<string, TBankAccount>> {
  const items = await listItems(tx, ownerId, 'bankAccounts');
  const accounts = items.map((item) => ZBankAccount.parse(item));
  return new Map(
    accounts.flatMap((account) =>
      [account.iban, account.accountNumber, abnAmroNumber(account.iban)]
        .filter((number) => number.trim() !== '')
        .map((number) => [compactAccount(number), account] as const),
    ),
  );
}

/** The files' own accounts that are none of the owner's bank accounts, each once. */
export const unknownAccounts = (accounts: Map<string, TBankAccount>, ibans: readonly string[]) => [
  ...new Set(ibans.map(compactAccount).filter((iban) => !accounts.has(iban))),
];
