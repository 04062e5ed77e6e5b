import {
  type ChartRole,
  DEFAULT_CHART,
  DEFAULT_CLASSES,
  DEFAULT_DIARIES,
  type OwnerListName,
  type TAccountingSettings,
} from '@backoffice/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { diaries, ledgerAccounts, ledgerClasses } from '../../db/schema/index.ts';
import { readOnce } from '../../platform/tx-reads.ts';
import { listItems, readStored, writeStored } from '../owner-lists/index.ts';
import { writeOwnerSetting } from '../settings/index.ts';
import { ACCOUNTING_SETTINGS_KEY, accountingSettingsOf } from './settings-store.ts';

// The defaults of spec 001 §4 (seven classes, the diaries of kinds 1-4 and the memorandum) and the default chart of a
// Dutch cleaning company (DEFAULT_CHART, mapped to RGS), each made when the owner has none, with the accounting
// settings and the ledger links of the owner's lists filled in from the chart where they are not set yet.

const exists = async (tx: Db, table: typeof ledgerClasses | typeof diaries | typeof ledgerAccounts, ownerId: number) =>
  (await tx.select({ id: table.id }).from(table).where(eq(table.ownerId, ownerId)).limit(1)).length > 0;

/** Which default account a list item is booked on, by its name or rate (0: leave it unlinked). */
function linkFor(list: OwnerListName, item: Record<string, unknown>, byRole: Map<ChartRole, number>): number {
  const name = String(item.name ?? '').toLowerCase();
  if (list === 'bankAccounts') return byRole.get('bank') ?? 0;
  if (list === 'vatCodes') {
    if (Number(item.reverseCharge) || !Number(item.percentage)) return 0;
    return byRole.get(Number(item.percentage) >= 2000 ? 'vatHigh' : 'vatLow') ?? 0;
  }
  if (list === 'workTypes')
    return byRole.get(/glas|window|vetr|vitre|ventan/.test(name) ? 'revenueWindows' : 'revenueCleaning') ?? 0;
  if (/onderaann|subcontr|inhuur/.test(name)) return byRole.get('subcontracting') ?? 0;
  if (/middel|agent|product/.test(name)) return byRole.get('cleaningAgents') ?? 0;
  if (/machine/.test(name)) return byRole.get('machines') ?? 0;
  return 0;
}

async function linkLists(tx: Db, ownerId: number, byRole: Map<ChartRole, number>): Promise<void> {
  for (const list of ['vatCodes', 'workTypes', 'purchaseTypes', 'bankAccounts'] as const) {
    const stored = await readStored(tx, ownerId, list);
    let changed = false;
    for (const item of stored) {
      if (Number(item.ledgerAccountId)) continue;
      const account = linkFor(list, item, byRole);
      if (account) {
        item.ledgerAccountId = account;
        changed = true;
      }
    }
    if (changed) await writeStored(tx, ownerId, list, stored);
  }
}

async function createChart(tx: Db, ownerId: number): Promise<void> {
  const classes = await tx
    .select({ id: ledgerClasses.id, oldClass: ledgerClasses.oldClass })
    .from(ledgerClasses)
    .where(eq(ledgerClasses.ownerId, ownerId));
  const classOf = new Map(classes.map((c) => [c.oldClass, c.id]));
  const rows = await tx
    .insert(ledgerAccounts)
    .values(
      DEFAULT_CHART.map((a) => ({
        ownerId,
        number: a.number,
        description: a.description,
        kind: a.kind,
        classId: classOf.get(a.oldClass) ?? 0,
        rgsCode: a.rgsCode,
      })),
    )
    .returning({ id: ledgerAccounts.id, number: ledgerAccounts.number });
  const idOf = new Map(rows.map((r) => [r.number, r.id]));
  const byRole = new Map<ChartRole, number>();
  for (const a of DEFAULT_CHART) if (a.role) byRole.set(a.role, idOf.get(a.number) ?? 0);
  const current = await accountingSettingsOf(tx, ownerId);
  const fill = (value: number, role: ChartRole) => value || (byRole.get(role) ?? 0);
  const settings: TAccountingSettings = {
    ...current,
    debtorsAccountId: fill(current.debtorsAccountId, 'debtors'),
    creditorsAccountId: fill(current.creditorsAccountId, 'creditors'),
    vatToClaimAccountId: fill(current.vatToClaimAccountId, 'vatToClaim'),
    reverseChargeVatAccountId: fill(current.reverseChargeVatAccountId, 'reverseChargeVat'),
    roundingAccountId: fill(current.roundingAccountId, 'rounding'),
    unclassifiedRevenueAccountId: fill(current.unclassifiedRevenueAccountId, 'unclassifiedRevenue'),
    unclassifiedExpenditureAccountId: fill(current.unclassifiedExpenditureAccountId, 'unclassifiedExpenditure'),
    suspenseAccountId: fill(current.suspenseAccountId, 'suspense'),
    cashAccountId: fill(current.cashAccountId, 'cash'),
  };
  await writeOwnerSetting(tx, ownerId, ACCOUNTING_SETTINGS_KEY, settings);
  await linkLists(tx, ownerId, byRole);
}

/**
 * Makes whatever of the defaults the owner has none of: classes, diaries, the chart (with settings and links). Checked
 * without a lock first (the usual case: all there), then again under the owner's accounting lock, so two first calls
 * at once make them once.
 */
export async function ensureLedgerDefaults(tx: Db, ownerId: number): Promise<void> {
  const has = async () => [
    await exists(tx, ledgerClasses, ownerId),
    await exists(tx, diaries, ownerId),
    await exists(tx, ledgerAccounts, ownerId),
  ];
  // Once there they stay, so a job's transactions may share the first check (tx-reads.ts); never what they made.
  if (await readOnce(tx, `ledgerDefaults:${ownerId}`, async () => (await has()).every(Boolean))) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('accounting-defaults'), ${ownerId})`);
  const [hasClasses, hasDiaries, hasAccounts] = await has();
  if (!hasClasses) await tx.insert(ledgerClasses).values(DEFAULT_CLASSES.map((c) => ({ ...c, ownerId })));
  if (!hasDiaries) await tx.insert(diaries).values(DEFAULT_DIARIES.map((d) => ({ ...d, ownerId })));
  if (!hasAccounts) await createChart(tx, ownerId);
}

/** The owner's live VAT codes, work and purchase types and bank accounts with their ledger links (0: none). */
export async function linkedLists(tx: Db, ownerId: number) {
  const read = async (list: OwnerListName) =>
    (await listItems(tx, ownerId, list)).map((item) => ({
      id: item.id,
      name: item.name,
      ledgerAccountId: Number(item.ledgerAccountId) || 0,
      reverseCharge: Number(item.reverseCharge) || 0,
    }));
  return {
    vatCodes: await read('vatCodes'),
    workTypes: await read('workTypes'),
    purchaseTypes: await read('purchaseTypes'),
    bankAccounts: await read('bankAccounts'),
  };
}
