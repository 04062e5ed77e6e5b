import { describe, expect, it } from 'vitest';
import { dateColumn, endDateColumn } from './date-columns.ts';
import { cellText, exportSheet, sortRows } from './table-logic.ts';

type Row = { id: number; paidDate: string | null };

const rows: Row[] = [
  { id: 1, paidDate: '2026-03-02' },
  { id: 2, paidDate: null },
  { id: 3, paidDate: '2025-12-31' },
  { id: 4, paidDate: '0000-00-00' },
  { id: 5, paidDate: '2026-01-15' },
];
const paid = dateColumn<Row>('paidDate', 'Betaald', (row) => row.paidDate);

describe('dateColumn', () => {
  it('shows DD-MM-YYYY, and "-" for no date or an empty marker', () => {
    expect(rows.map((row) => cellText(paid, row))).toEqual(['02-03-2026', '-', '31-12-2025', '-', '15-01-2026']);
  });

  it('sorts by the date (not by the text shown), rows without a date last both ways', () => {
    expect(sortRows(rows, paid, 'asc').map((row) => row.id)).toEqual([3, 5, 1, 2, 4]);
    expect(sortRows(rows, paid, 'desc').map((row) => row.id)).toEqual([1, 5, 3, 2, 4]);
  });

  it('exports the ISO date as a date cell, an empty marker as an empty cell', () => {
    const sheet = exportSheet([paid], rows);
    expect(sheet.columns).toEqual([{ header: 'Betaald', type: 'date' }]);
    expect(sheet.rows).toEqual([['2026-03-02'], [null], ['2025-12-31'], [null], ['2026-01-15']]);
  });

  it('keeps a text of its own (a weekday, "no end") while sorting and exporting by the date', () => {
    const own = dateColumn<Row>('paidDate', 'Betaald', (row) => row.paidDate, {
      text: (row) => (row.paidDate ? `ma ${row.paidDate}` : 'open'),
    });
    expect(cellText(own, { id: 9, paidDate: null })).toBe('open');
    expect(exportSheet([own], [{ id: 9, paidDate: '2026-03-02' }]).rows).toEqual([['2026-03-02']]);
  });

  it('an open end date shows "-" and sorts as no date', () => {
    const end = endDateColumn<{ endDate: string }>('Einde');
    const ends = [{ endDate: '3000-01-01' }, { endDate: '2026-06-30' }];
    expect(ends.map((row) => cellText(end, row))).toEqual(['-', '30-06-2026']);
    expect(sortRows(ends, end, 'asc').map((row) => row.endDate)).toEqual(['2026-06-30', '3000-01-01']);
  });
});
