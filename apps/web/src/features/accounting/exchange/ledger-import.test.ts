import { describe, expect, it } from 'vitest';
import { recognizeColumns } from '../../../platform/csv-import/columns.ts';
import { buildLedgerRows, LEDGER_COLUMNS } from './ledger-import.ts';

describe('ImportLedger rows', () => {
  const headers = ['Rekening', 'Omschrijving', 'Soort', 'Rubriek'];
  const { mapping, recognized } = recognizeColumns(LEDGER_COLUMNS, headers);

  it('recognises a Dutch export and reads kinds as numbers or words', () => {
    expect(recognized).toBe(true);
    const [bank, revenue] = buildLedgerRows(
      [
        ['1100', 'Bank', 'Activa', 'Vlottende activa'],
        ['8000', 'Omzet', '4', ''],
      ],
      mapping,
    );
    expect(bank?.payload).toEqual({ number: '1100', description: 'Bank', kind: 1, className: 'Vlottende activa' });
    expect(revenue?.payload).toEqual({ number: '8000', description: 'Omzet', kind: 4, className: '' });
  });

  it('names each bad row by its line in the file with its reason', () => {
    const rows = buildLedgerRows(
      [
        ['1100', 'Bank', '1', ''],
        ['', 'Zonder nummer', '1', ''],
        ['1200', 'Onbekende soort', 'Eigen vermogen', ''],
        ['1100', 'Nog eens', '1', ''],
      ],
      mapping,
    );
    expect(rows.map((row) => [row.line, row.errors.map((error) => `${error.field} ${error.code}`)])).toEqual([
      [2, []],
      [3, ['number required']],
      [4, ['kind invalid']],
      [5, ['number duplicateNumber']],
    ]);
    expect(rows.filter((row) => row.payload)).toHaveLength(1);
  });
});
