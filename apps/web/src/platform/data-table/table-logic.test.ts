import { describe, expect, it } from 'vitest';
import { filterRows, pageCount, pageRows, sortRows, type TableColumn } from './table-logic.ts';

interface Row {
  name: string;
  amount: number | null;
}

const name: TableColumn<Row> = { key: 'name', title: 'Name', value: (row) => row.name };
const amount: TableColumn<Row> = {
  key: 'amount',
  title: 'Amount',
  value: (row) => row.amount,
  text: (row) => (row.amount === null ? '-' : `€ ${row.amount}`),
};
const rows: Row[] = [
  { name: 'Van 10', amount: 5 },
  { name: 'van 2', amount: null },
  { name: 'Bus', amount: 30 },
];

describe('filterRows', () => {
  it('matches every word against the formatted texts, ignoring case', () => {
    expect(filterRows(rows, [name, amount], 'VAN').map((row) => row.name)).toEqual(['Van 10', 'van 2']);
    expect(filterRows(rows, [name, amount], '€ 30').map((row) => row.name)).toEqual(['Bus']);
    expect(filterRows(rows, [name, amount], '  ')).toHaveLength(3);
  });
});

describe('sortRows', () => {
  it('sorts text naturally and numbers numerically, empty values last', () => {
    expect(sortRows(rows, name, 'asc').map((row) => row.name)).toEqual(['Bus', 'van 2', 'Van 10']);
    expect(sortRows(rows, amount, 'asc').map((row) => row.amount)).toEqual([5, 30, null]);
    expect(sortRows(rows, amount, 'desc').map((row) => row.amount)).toEqual([30, 5, null]);
  });
});

describe('pageRows', () => {
  const many = Array.from({ length: 12 }, (_, index) => index);

  it('slices pages and treats 0 as all rows', () => {
    expect(pageRows(many, 2, 5)).toEqual({ rows: [5, 6, 7, 8, 9], page: 2 });
    expect(pageRows(many, 1, 0).rows).toHaveLength(12);
    expect(pageCount(12, 5)).toBe(3);
    expect(pageCount(0, 5)).toBe(1);
  });

  it('clamps a page past the end to the last page', () => {
    expect(pageRows(many, 9, 5)).toEqual({ rows: [10, 11], page: 3 });
  });
});
