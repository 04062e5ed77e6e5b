import { ZBankAccount } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, paymentTemplates, suppliers } from '../db/schema/index.ts';
import { readStored } from '../modules/owner-lists/index.ts';
import { insertBatch, insertBatchItems, payablePurchases } from '../modules/payments/index.ts';
import { writeOwnerSetting } from '../modules/settings/index.ts';

// The demo owner's bank side of payments (issue 19): its bank account (the IBAN its invoices show, demo-invoices.ts)
// with the BIC a SEPA batch needs, a batch of its open purchases waiting to be executed, and two payment templates.

const DEMO_IBAN = 'NL91ABNA0417164300';
const DEMO_BIC = 'ABNANL2A';

/** The account with the invoices' IBAN, given a BIC if it has none; made when the owner has no such account yet. */
async function demoBankAccount(tx: Db, ownerId: number): Promise<number> {
  const stored = await readStored(tx, ownerId, 'bankAccounts');
  const existing = stored.find((item) => item.iban === DEMO_IBAN && !Number(item.deleted));
  if (existing) {
    if (!existing.bic) existing.bic = DEMO_BIC;
    await writeOwnerSetting(tx, ownerId, 'bankAccounts', stored);
    return Number(existing.id);
  }
  const id = stored.reduce((max, item) => Math.max(max, Number(item.id) || 0), 0) + 1;
  const account = ZBankAccount.parse({
    id,
    name: 'ABN AMRO zakelijk',
    iban: DEMO_IBAN,
    bic: DEMO_BIC,
    initialBalance: 1_250_000,
    initialBalanceDate: `${todayIso().slice(0, 4)}-01-01`,
  });
  await writeOwnerSetting(tx, ownerId, 'bankAccounts', [...stored, account]);
  return id;
}

export async function seedDemoPayments(tx: Db, ownerId: number): Promise<void> {
  const accountId = await demoBankAccount(tx, ownerId);
  const open = (await payablePurchases(tx, ownerId, { dueBy: null })).filter(
    (payable) => payable.inBatch === 0 && payable.transfers.length > 0,
  );
  if (open.length > 0) {
    const batchId = await insertBatch(tx, ownerId, {
      name: 'Crediteuren deze week',
      description: 'Openstaande inkoopfacturen',
      accountId,
      executionDate: addDays(todayIso(), 1),
    });
    await insertBatchItems(tx, ownerId, batchId, open);
  }
  const [municipality] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.ownerId, ownerId), eq(customers.name, 'Gemeente Utrecht')));
  const [windowCleaner] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.ownerId, ownerId), eq(suppliers.name, 'Glazenwasserij Van Dijk')));
  const templates = [
    ...(municipality
      ? [{ ownerId, customerId: municipality.id, matchName: '*Gemeente Utrecht*', nearDateMatching: 1 }]
      : []),
    ...(windowCleaner
      ? [{ ownerId, creditorId: windowCleaner.id, matchName: '*Van Dijk*', matchDescription: '*glasbewassing*' }]
      : []),
  ];
  if (templates.length > 0) await tx.insert(paymentTemplates).values(templates);
}
