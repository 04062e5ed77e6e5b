import type { TAccountingSetup } from '@backoffice/domain';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext } from '../../platform/calls.ts';
import { patchListItems } from '../owner-lists/index.ts';
import { writeOwnerSetting } from '../settings/index.ts';
import { ensureLedgerDefaults, linkedLists } from './ledger-defaults.ts';
import { ACCOUNTING_SETTINGS_KEY, accountingSettingsOf } from './settings-store.ts';
import { visibleAccounts } from './visible-accounts.ts';

/** The settings page's data: the settings and the ledger link of every live VAT code, work type, purchase type, bank. */
export async function accountingSetup(ctx: CallContext): Promise<TAccountingSetup> {
  await ensureLedgerDefaults(ctx.tx, ctx.ownerId);
  const lists = await linkedLists(ctx.tx, ctx.ownerId);
  const links = (items: { id: number; ledgerAccountId: number }[]) =>
    items.map(({ id, ledgerAccountId }) => ({ id, ledgerAccountId }));
  return {
    settings: await accountingSettingsOf(ctx.tx, ctx.ownerId),
    vatCodes: links(lists.vatCodes),
    workTypes: links(lists.workTypes),
    purchaseTypes: links(lists.purchaseTypes),
    bankAccounts: links(lists.bankAccounts),
  };
}

/** Every account chosen must be a visible ledger account of the owner; then settings and links are saved at once. */
export async function saveAccountingSetup(ctx: CallContext, body: TAccountingSetup): Promise<TAccountingSetup> {
  const { settings } = body;
  const chosen = [
    settings.debtorsAccountId,
    settings.creditorsAccountId,
    settings.vatToClaimAccountId,
    settings.reverseChargeVatAccountId,
    settings.roundingAccountId,
    settings.unclassifiedRevenueAccountId,
    settings.unclassifiedExpenditureAccountId,
    settings.suspenseAccountId,
    settings.cashAccountId,
    ...[body.vatCodes, body.workTypes, body.purchaseTypes, body.bankAccounts].flat().map((l) => l.ledgerAccountId),
  ];
  await visibleAccounts(ctx.tx, ctx.ownerId, chosen);
  const before = await accountingSettingsOf(ctx.tx, ctx.ownerId);
  await writeOwnerSetting(ctx.tx, ctx.ownerId, ACCOUNTING_SETTINGS_KEY, settings);
  const changes = diffRecords({ accountingSettings: before }, { accountingSettings: settings });
  if (Object.keys(changes).length > 0) await ctx.audit('Owner', ctx.ownerId, 'update', changes);
  await patchListItems(ctx, 'vatCodes', body.vatCodes);
  await patchListItems(ctx, 'workTypes', body.workTypes);
  await patchListItems(ctx, 'purchaseTypes', body.purchaseTypes);
  await patchListItems(ctx, 'bankAccounts', body.bankAccounts);
  return accountingSetup(ctx);
}
