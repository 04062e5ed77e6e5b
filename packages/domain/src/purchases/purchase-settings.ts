import { z } from 'zod';
import { zInt } from '../api/fields.ts';

/**
 * The Purchases settings (/Purchases/Settings), kept in owners.settings.purchaseSettings as the Sales general
 * settings are: what a new purchase and its rows start with. 0 means none.
 */
export const ZPurchaseSettings = z.object({
  /** Purchase type and category of a new purchase (a supplier's own purchase type wins). */
  purchaseTypeId: zInt(0).default(0),
  categoryId: zInt(0).default(0),
  /** VAT code of a new row whose purchase type has none. */
  vatCodeId: zInt(0).default(0),
  /** VAT code of a subcontractor's rows (reverse-charged); 0: the owner's first reverse-charge VAT code. */
  reverseChargeVatCodeId: zInt(0).default(0),
});
export type TPurchaseSettings = z.infer<typeof ZPurchaseSettings>;
export const PURCHASE_SETTINGS_DEFAULTS: TPurchaseSettings = ZPurchaseSettings.parse({});
