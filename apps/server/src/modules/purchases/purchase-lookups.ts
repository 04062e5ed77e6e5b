import {
  PURCHASE_SETTINGS_DEFAULTS,
  type TPurchaseCategory,
  type TPurchaseSettings,
  type TPurchaseType,
  type TSupplier,
  type TVatCode,
  ZPurchaseSettings,
} from '@backoffice/domain';
import type { Db } from '../../db/client.ts';
import { listItems } from '../owner-lists/index.ts';
import { ownerSettingOf } from '../settings/index.ts';

/** What a purchase is checked and completed with: the owner's lists and the Purchases settings. */
export interface PurchaseLookups {
  purchaseTypes: TPurchaseType[];
  purchaseCategories: TPurchaseCategory[];
  vatCodes: TVatCode[];
  settings: TPurchaseSettings;
}

/** The owner's Purchases settings (owners.settings.purchaseSettings); unset, the defaults. */
export const purchaseSettingsOf = (tx: Db, ownerId: number): Promise<TPurchaseSettings> =>
  ownerSettingOf(tx, ownerId, 'purchaseSettings', ZPurchaseSettings, PURCHASE_SETTINGS_DEFAULTS);

export async function purchaseLookups(tx: Db, ownerId: number): Promise<PurchaseLookups> {
  return {
    purchaseTypes: (await listItems(tx, ownerId, 'purchaseTypes')) as TPurchaseType[],
    purchaseCategories: (await listItems(tx, ownerId, 'purchaseCategories')) as TPurchaseCategory[],
    vatCodes: (await listItems(tx, ownerId, 'vatCodes')) as TVatCode[],
    settings: await purchaseSettingsOf(tx, ownerId),
  };
}

/** The supplier fields a purchase takes over. */
export type PurchaseSupplier = Pick<TSupplier, 'id' | 'paymentDays' | 'subcontractor' | 'bankAccounts' | 'deleted'>;
