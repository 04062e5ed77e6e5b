import {
  type CallBody,
  callKey,
  OWNER_LIST_CALLS,
  PURCHASE_CALLS,
  PURCHASE_SETTING_CALLS,
  type TPurchase,
  type TPurchaseListRow,
} from '@backoffice/domain';
import { useCall } from '../../platform/call.ts';

// The purchase calls the pages share (spec 001 §7) are PURCHASE_CALLS in the domain; types and categories are owner
// lists.

export type PurchaseRow = TPurchaseListRow;
export type PurchaseDetail = TPurchase;

/** Every call whose answer lists purchases: read again after any save. */
export const PURCHASE_LIST_CALLS = [
  PURCHASE_CALLS.purchasesDateRange,
  PURCHASE_CALLS.openPurchases,
  PURCHASE_CALLS.openPurchasesSupplier,
] as const;

export const purchaseKey = (id: number) => callKey(PURCHASE_CALLS.getPurchase, { id });
/** Silent: the edit page says "not found" itself. */
export const usePurchase = (id: number) =>
  useCall(PURCHASE_CALLS.getPurchase, { id }, { enabled: id > 0, silent: true });
export const usePurchasesPage = (body: CallBody<typeof PURCHASE_CALLS.purchasesDateRange>) =>
  useCall(PURCHASE_CALLS.purchasesDateRange, body, { keepPrevious: true });
export const usePurchaseTypes = () => useCall(OWNER_LIST_CALLS.purchaseTypes.all);
export const usePurchaseCategories = () => useCall(OWNER_LIST_CALLS.purchaseCategories.all);
export const usePurchaseSettings = () => useCall(PURCHASE_SETTING_CALLS.purchaseSettings, {});
