import { describe, expect, it } from 'vitest';
import { filterSuppliers } from './supplier-filters.ts';

const rows = [
  { id: 1, subcontractor: 1, paymentType: 1, deleted: 0 },
  { id: 2, subcontractor: 0, paymentType: 3, deleted: 0 },
  { id: 3, subcontractor: 1, paymentType: 3, deleted: 1 },
];
const ids = (list: { id: number }[]) => list.map((row) => row.id);

describe('supplier list filters', () => {
  it('filters by subcontractor and payment method and hides deleted suppliers', () => {
    expect(ids(filterSuppliers(rows, 0, 0))).toEqual([1, 2]);
    expect(ids(filterSuppliers(rows, 1, 0))).toEqual([1]);
    expect(ids(filterSuppliers(rows, 2, 0))).toEqual([2]);
    expect(ids(filterSuppliers(rows, 0, 3))).toEqual([2]);
  });
});
