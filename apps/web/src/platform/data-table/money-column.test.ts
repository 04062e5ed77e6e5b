import { describe, expect, it } from 'vitest';
import { moneyColumn } from './money-column.ts';
import { cellText, exportSheet } from './table-logic.ts';

interface Row {
  debit: number;
  balance: number | null;
}

describe('moneyColumn', () => {
  it('shows cents in the language, sorts and exports the cents', () => {
    const column = moneyColumn<Row>('debit', 'Debet', (row) => row.debit, 'nl');
    const row = { debit: 123_456, balance: null };
    expect(cellText(column, row)).toBe('€\u00a01.234,56');
    expect(column.value(row)).toBe(123_456);
    expect(column.align).toBe('right');
    expect(exportSheet([column], [row])).toEqual({ columns: [{ header: 'Debet', type: 'money' }], rows: [[123_456]] });
  });

  it('shows no amount as empty, and 0 as empty only when asked', () => {
    const balance = moneyColumn<Row>('balance', 'Saldo', (row) => row.balance, 'en');
    const debit = moneyColumn<Row>('debit', 'Debit', (row) => row.debit, 'en', { blankZero: true });
    expect(cellText(balance, { debit: 0, balance: null })).toBe('');
    expect(cellText(balance, { debit: 0, balance: 0 })).toBe('€0.00');
    expect(cellText(debit, { debit: 0, balance: 0 })).toBe('');
  });
});
