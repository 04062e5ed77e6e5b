import { describe, expect, it } from 'vitest';
import { filterCustomers } from './customer-filters.ts';

const rows = [
  { id: 1, active: true, isManager: 0 },
  { id: 2, active: false, isManager: 1 },
  { id: 3, active: true, isManager: 1 },
  { id: 4, active: false, isManager: 0 },
  { id: 5, active: true, isManager: 0, deleted: 1 },
];
const ids = (list: { id: number }[]) => list.map((row) => row.id);

describe('filterCustomers', () => {
  it('keeps active, inactive or all customers', () => {
    expect(ids(filterCustomers(rows, 1, 0))).toEqual([1, 3]);
    expect(ids(filterCustomers(rows, 0, 0))).toEqual([2, 4]);
    expect(ids(filterCustomers(rows, 2, 0))).toEqual([1, 2, 3, 4]);
  });

  it('keeps managers only or non-managers, combined with the status', () => {
    expect(ids(filterCustomers(rows, 2, 1))).toEqual([2, 3]);
    expect(ids(filterCustomers(rows, 2, -1))).toEqual([1, 4]);
    expect(ids(filterCustomers(rows, 1, 1))).toEqual([3]);
    expect(ids(filterCustomers(rows, 0, -1))).toEqual([4]);
  });

  it('never shows a deleted customer', () => {
    expect(ids(filterCustomers(rows, 2, 0))).not.toContain(5);
  });
});
