import { type CallAnswer, callKey, SUPPLIER_CALLS } from '@backoffice/domain';
import { useCall } from '../../platform/call.ts';

// The supplier calls the pages share (spec 001 §7) are SUPPLIER_CALLS in the domain.

export type SupplierRow = CallAnswer<typeof SUPPLIER_CALLS.allSuppliers>[number];
export type SupplierDetail = CallAnswer<typeof SUPPLIER_CALLS.getSupplier>;

export const useSuppliers = () => useCall(SUPPLIER_CALLS.allSuppliers, undefined, { baseList: true });
/** The query key of one supplier (the edit page fills it after a save and drops it after a delete). */
export const supplierKey = (id: number) => callKey(SUPPLIER_CALLS.getSupplier, { id });
/** Silent: the edit page says "not found" itself and reports other failures. */
export const useSupplier = (id: number) =>
  useCall(SUPPLIER_CALLS.getSupplier, { id }, { enabled: id > 0, silent: true });
