import type { BankStatement } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { parseBankCsv } from './bank-csv.ts';
import { referenceFile } from './test-files.ts';

// The real ING exports of shared/reference: current accounts in Dutch and English, savings accounts.

const ing = (name: string) => parseBankCsv(referenceFile(`bank-csv/ing/${name}`));

/** ING lists the newest line first: each balance is the next (older) line's balance plus the line's amount. */
function expectRunningBalances(statements: BankStatement[]) {
  for (const { lines, accountIban } of statements)
    for (const [index, line] of lines.slice(0, -1).entries()) {
      const older = lines[index + 1];
      expect((line.balanceAfter ?? 0) - line.cents, `${accountIban} line ${line.position}`).toBe(older?.balanceAfter);
    }
}

describe('parseBankCsv on ING exports', () => {
  it('reads all current accounts in Dutch, one statement per account', () => {
    const file = ing('Alle_rekeningen.csv');
    expect(file.variant).toBe('ing');
    expect(file.statements.map((statement) => [statement.accountIban, statement.lines.length])).toEqual([
      ['NL90KNAB0445266309', 14],
      ['NL94COBA0678011583', 88],
      ['NL54BKMG0378842587', 22],
    ]);
    expect(file.statements[0]?.lines[1]).toMatchObject({
      bookingDate: '2023-05-23',
      valueDate: '2023-05-23',
      cents: 82198,
      counterpartyName: 'Acchouder 8',
      counterpartyIban: 'NL58INGB0702712760',
      transactionCode: 'VZ',
      balanceAfter: 244638,
    });
    expect(file.statements[0]?.lines[0]).toMatchObject({ cents: -200000, balanceAfter: 44638 });
    expectRunningBalances(file.statements);
  });

  it('reads the English export the same way', () => {
    const file = ing('Alle_rekeningen_eng.csv');
    expect(file.variant).toBe('ingEnglish');
    expect(file.statements.map((statement) => statement.lines.length)).toEqual([24, 109, 18]);
    expect(file.statements[0]?.lines[1]).toMatchObject({
      valueDate: '2023-10-02',
      cents: -12100,
      counterpartyName: 'J P Smit sprek 5adviesburo Bv',
      counterpartyIban: 'NL47INGB0003910214',
      balanceAfter: 9506,
    });
    expectRunningBalances(file.statements);
  });

  it('reads the savings accounts, whose account numbers are no IBAN', () => {
    const file = ing('Alle_spaarrekeningen.csv');
    expect(file.variant).toBe('ingSavings');
    expect(file.statements.map((statement) => statement.accountIban)).toEqual([
      'K 444-12345',
      'K 555-12345',
      'K 111-12345',
      'K 222-12345',
      'K 333-12345',
    ]);
    expect(file.statements[0]?.lines[0]).toMatchObject({
      bookingDate: '2023-05-26',
      cents: 250000,
      counterpartyIban: 'NL94COBA0678011583',
      transactionCode: 'Inleg',
      balanceAfter: 275000,
    });
    expectRunningBalances(file.statements);
  });

  it('keys every line apart, and a shorter export that overlaps a longer one gives the same keys', () => {
    const all = ing('Alle_rekeningen.csv').statements.flatMap((statement) => statement.lines.map((line) => line.key));
    expect(new Set(all).size).toBe(all.length);
    const single = ing('ING_Enkele.csv').statements.flatMap((statement) => statement.lines.map((line) => line.key));
    expect(single).toHaveLength(2);
    for (const key of single) expect(all).toContain(key);
  });
});
