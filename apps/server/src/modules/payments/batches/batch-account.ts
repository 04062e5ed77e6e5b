import { type TBankAccount, ZBankAccount } from '@backoffice/domain';
import type { Db } from '../../../db/client.ts';
import { fail } from '../../../platform/errors.ts';
import { listItems } from '../../owner-lists/index.ts';

/** The owner's live bank accounts (owner settings bankAccounts). */
export async function bankAccounts(tx: Db, ownerId: number): Promise<TBankAccount[]> {
  const items = await listItems(tx, ownerId, 'bankAccounts');
  return items.flatMap((item) => {
    const parsed = ZBankAccount.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The bank account a batch pays from (spec 001 §5): one of the owner's, marked for settlements ("A settlement needs a
 * configured bank account."), with a BIC and an IBAN ("... needs a BIC and an IBAN.").
 */
export async function settlementAccount(tx: Db, ownerId: number, accountId: number): Promise<TBankAccount> {
  const account = (await bankAccounts(tx, ownerId)).find((item) => item.id === accountId);
  if (!account?.settlements) throw fail('paymentBatch.accountNotForSettlements');
  if (account.bic === '' || account.iban === '') throw fail('paymentBatch.accountNeedsBicIban');
  return account;
}
