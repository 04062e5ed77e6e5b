import { readdirSync } from 'node:fs';
import type { BankStatement } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../../../test/expect-refusal.ts';
import { parseCamt053 } from './camt053.ts';
import { referenceDirectory, referenceFile } from './test-files.ts';

// The real and sample camt.053 files of shared/reference. The genkgo samples come with what the genkgo/camt library
// (PHP) reads from them, dumped as JSON: that is the oracle for statements, amounts, dates and balances.

const GENKGO = 'iso20022/camt/samples-genkgo/';

interface GenkgoMoney {
  getAmount: string;
  getCurrency: { getCode: string };
}
interface GenkgoRecord {
  getId: string;
  getBalances: { getType: string; getAmount: GenkgoMoney; getDate: { 0: string } }[];
}
interface GenkgoEntry {
  getIndex: number;
  getAmount: GenkgoMoney;
  getBookingDate: { 0: string } | null;
  getValueDate: { 0: string } | null;
  getRecord: GenkgoRecord | string;
}
interface GenkgoMessage {
  getRecords: unknown[];
  getEntries: GenkgoEntry[];
}

const oracle = (name: string): GenkgoMessage =>
  JSON.parse(referenceFile(`${GENKGO}${name}.json`).toString('utf8')) as GenkgoMessage;

// genkgo gives money in the currency's minor unit: cents for these, yen for JPY.
const IN_CENTS = new Set(['EUR', 'SEK', 'CHF', 'RON']);
const day = (date: { 0: string } | null) => date?.[0].slice(0, 10) ?? null;

/** Opening plus the lines gives the closing balance, in every statement that states both. */
function expectBalancesAddUp(statements: BankStatement[]) {
  for (const statement of statements) {
    if (!statement.openingBalance || !statement.closingBalance) continue;
    const moved = statement.lines.reduce((sum, line) => sum + line.cents, 0);
    expect(statement.openingBalance.cents + moved, statement.statementId).toBe(statement.closingBalance.cents);
  }
}

describe('parseCamt053 on the genkgo samples', () => {
  const samples = readdirSync(referenceDirectory(GENKGO))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''));

  it('finds the samples', () => {
    expect(samples.length).toBe(11);
  });

  it.each(samples)('%s reads as genkgo reads it', (name) => {
    const expected = oracle(name);
    const { statements } = parseCamt053(referenceFile(`${GENKGO}${name}.xml`));
    expect(statements).toHaveLength(expected.getRecords.length);
    for (const entry of expected.getEntries) {
      const record = entry.getRecord as GenkgoRecord;
      const statement = statements.find((candidate) => candidate.statementId === record.getId);
      const line = statement?.lines[entry.getIndex];
      expect(line?.cents).toBe(Number(entry.getAmount.getAmount));
      expect(line?.bookingDate).toBe(day(entry.getBookingDate));
      expect(line?.valueDate).toBe(day(entry.getValueDate));
      // The first balance of each kind, as this reader takes it (OPBD before PRCD, so the first 'opening').
      for (const [kind, ours] of [
        ['opening', statement?.openingBalance],
        ['closing', statement?.closingBalance],
      ] as const) {
        const theirs = record.getBalances.find((balance) => balance.getType === kind);
        if (!theirs || !IN_CENTS.has(theirs.getAmount.getCurrency.getCode)) continue;
        expect(ours, `${name} ${kind}`).toEqual({
          cents: Number(theirs.getAmount.getAmount),
          date: day(theirs.getDate),
        });
      }
    }
  });

  it('reads the versions from the namespace', () => {
    const variants = ['v2.minimal', 'v3', 'v4', 'v8'].map(
      (name) => parseCamt053(referenceFile(`${GENKGO}camt053.${name}.xml`)).variant,
    );
    expect(variants).toEqual(['camt.053.001.02', 'camt.053.001.03', 'camt.053.001.04', 'camt.053.001.08']);
  });

  it('reads version 08 parties, references and the domain transaction code', () => {
    const [line] = parseCamt053(referenceFile(`${GENKGO}camt053.v8.xml`)).statements[0]?.lines ?? [];
    expect(line).toMatchObject({
      cents: 885,
      bookingDate: '2014-12-31',
      counterpartyName: 'NAME NAME',
      counterpartyIban: 'NL56AGDH9619008421',
      structuredReference: '4654654654654654',
      endToEndId: 'MUELL/FINP/RA12345',
      bankReference: 'AAAASESS-FP-CN_98765/01',
      transactionCode: 'PMNT/RCDT/BOOK',
      key: 'NL26VAYB8060476890|ref|AAAASESS-FP-CN_98765/01',
    });
  });

  it('refuses the file without a statement', () => {
    expectRefusal(() => parseCamt053(referenceFile(`${GENKGO}camt053.v2.wrong.xml`)), 'bankFile.noStatements');
  });
});

describe('parseCamt053 on real bank files', () => {
  it('reads the Rabobank file: 132 daily statements of two accounts, 9 entries, balances that add up', () => {
    const { statements } = parseCamt053(referenceFile('iso20022/camt/samples-rabobank-nl/CAMT053.xml'));
    expect(statements).toHaveLength(132);
    const lines = statements.flatMap((statement) => statement.lines);
    expect(lines).toHaveLength(9);
    expect(new Set(statements.map((statement) => statement.accountIban))).toEqual(
      new Set(['NL17RABO0310029597', 'NL59RABO3181240869']),
    );
    expect(statements[0]).toMatchObject({
      statementId: 'CAMT05300000104808500001',
      electronicSequenceNumber: '16141',
      openingBalance: { cents: 2148944, date: '2016-07-19' },
      closingBalance: { cents: 2148944, date: '2016-07-20' },
    });
    expect(lines[0]).toMatchObject({
      bookingDate: '2016-07-26',
      cents: -407600,
      counterpartyName: 'Belastingdienst Apeldoorn',
      counterpartyIban: 'NL86INGB0002445588',
      counterpartyBic: 'INGBNL2AXXX',
      description: 'BETALINGSKENM.  1067931951601240',
      structuredReference: '1067931951601240',
      transactionCode: '086',
    });
    expectBalancesAddUp(statements);
    expect(new Set(lines.map((line) => line.key)).size).toBe(9);
  });

  it('reads the SNS file with a UTF-8 byte order mark', () => {
    const bytes = referenceFile('iso20022/camt/samples-sns-nl/SNS_Enkele.xml');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { statements } = parseCamt053(bytes);
    expect(statements).toHaveLength(1);
    const lines = statements[0]?.lines ?? [];
    expect(lines.map((line) => line.cents)).toEqual([-75, -255, 330]);
    // NOTPROVIDED is no end-to-end id; the entry reference keys the line.
    expect(lines[2]).toMatchObject({ endToEndId: 'NOTPROVIDED', key: 'NL20LPLN0892606304|ref|20230524-503342' });
    // The same file as text, with its BOM, reads the same.
    expect(parseCamt053(bytes.toString('utf8')).statements).toEqual(statements);
  });

  it('reads the SNS history: 4 statements, 9 entries, balances that add up', () => {
    const { statements } = parseCamt053(referenceFile('iso20022/camt/samples-sns-nl/transactie-historie.xml'));
    expect(statements).toHaveLength(4);
    expect(statements.flatMap((statement) => statement.lines)).toHaveLength(9);
    expectBalancesAddUp(statements);
  });
});
