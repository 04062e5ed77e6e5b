import { z } from 'zod';
import { zEndDate, zFlag, zId, zInt, zLine } from '../api/fields.ts';

// The owner settings lists of purchases (spec 000 §3 purchaseTypes, purchaseCategories): kept in owners.settings and
// served by the owner-list calls (settings/owner-lists.ts: GET allPurchaseTypes, POST savePurchaseType, ...).

/**
 * Purchase types: what a purchase row is booked as. `vatCodeId` is the VAT code a new row of the type starts with
 * (0: none); active while validUntil is today or later (spec 000 §5), unlike work types.
 */
export const ZPurchaseType = z.object({
  id: zId,
  name: zLine(200, { min: 1 }),
  vatCodeId: zInt(0).default(0),
  validUntil: zEndDate,
  deleted: zFlag.default(0),
  /** The cost ledger account rows of this type are booked on (0: the unclassified expenditure account); kept
   * when a save does not send it. */
  ledgerAccountId: zInt(0).optional(),
});
export type TPurchaseType = z.infer<typeof ZPurchaseType>;

/** Purchase categories: how the purchases list groups purchases (cleaning agents, machines, subcontracting...). */
export const ZPurchaseCategory = z.object({ id: zId, name: zLine(200, { min: 1 }), deleted: zFlag.default(0) });
export type TPurchaseCategory = z.infer<typeof ZPurchaseCategory>;
