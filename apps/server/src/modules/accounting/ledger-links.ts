import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, customers, suppliers } from '../../db/schema/index.ts';
import { fail } from '../../platform/errors.ts';
import { linkedLists } from './ledger-defaults.ts';
import { accountingSettingsOf } from './settings-store.ts';

/**
 * Refuses to hide a ledger account that something is linked to, each link with its own message (spec 001 §8), in
 * the spec's order: a VAT code, bank account, work (sales) type, purchase type, customer, supplier (their own revenue
 * or cost account; a deleted one no longer counts), the unclassified expenditure and revenue accounts, creditors,
 * debtors, a booking, an automatic VAT account (VAT to claim, reverse-charged VAT).
 */
export async function assertNotLinked(tx: Db, ownerId: number, accountId: number): Promise<void> {
  const lists = await linkedLists(tx, ownerId);
  const linked = [
    ['ledger.linkedVatCode', lists.vatCodes],
    ['ledger.linkedBankAccount', lists.bankAccounts],
    ['ledger.linkedWorkType', lists.workTypes],
    ['ledger.linkedPurchaseType', lists.purchaseTypes],
  ] as const;
  for (const [key, items] of linked) {
    const item = items.find((i) => i.ledgerAccountId === accountId);
    if (item) throw fail(key, { name: item.name });
  }
  for (const [key, table] of [
    ['ledger.linkedCustomer', customers],
    ['ledger.linkedSupplier', suppliers],
  ] as const) {
    const [party] = await tx
      .select({ name: table.name })
      .from(table)
      .where(and(eq(table.ownerId, ownerId), eq(table.ledgerAccountId, accountId), eq(table.deleted, 0)))
      .limit(1);
    if (party) throw fail(key, { name: party.name });
  }
  const settings = await accountingSettingsOf(tx, ownerId);
  if (settings.unclassifiedExpenditureAccountId === accountId) throw fail('ledger.linkedUnclassifiedExpenditure');
  if (settings.unclassifiedRevenueAccountId === accountId) throw fail('ledger.linkedUnclassifiedRevenue');
  if (settings.creditorsAccountId === accountId) throw fail('ledger.linkedCreditors');
  if (settings.debtorsAccountId === accountId) throw fail('ledger.linkedDebtors');
  const [booking] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.ownerId, ownerId), eq(bookings.accountId, accountId)))
    .limit(1);
  if (booking) throw fail('ledger.linkedBooking');
  if ([settings.vatToClaimAccountId, settings.reverseChargeVatAccountId].includes(accountId))
    throw fail('ledger.linkedAutomaticVat');
}
