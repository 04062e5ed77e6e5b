import type { SUPPLIER_KIND_FILTERS } from '@backoffice/domain';

/** 0 all, 1 subcontractors only, 2 other suppliers. */
export type SupplierKindFilter = (typeof SUPPLIER_KIND_FILTERS)[number];

/** The rows the list's filters let through: kind, and payment method (0 any). */
export function filterSuppliers<R extends { subcontractor: number; paymentType: number; deleted: number }>(
  rows: readonly R[],
  kind: SupplierKindFilter,
  paymentType: number,
): R[] {
  return rows.filter(
    (row) =>
      !row.deleted &&
      (kind === 0 || (kind === 1) === (row.subcontractor === 1)) &&
      (paymentType === 0 || row.paymentType === paymentType),
  );
}
