import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../../../test/expect-refusal.ts';
import { MAX_CAMT_BYTES, MAX_CAMT_ELEMENTS, parseCamt053 } from './camt053.ts';
import { smallCamt as camt, camtEntry as entry } from './test-files.ts';

// Batches, amounts, keys and refusals on small statements made for the purpose.

const linesOf = (xml: string) => parseCamt053(xml).statements[0]?.lines ?? [];

const payer = (name: string, iban: string, text: string, amount?: string) =>
  `${amount ? `<AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>` : ''}` +
  `<RltdPties><Dbtr><Nm>${name}</Nm></Dbtr><DbtrAcct><Id><IBAN>${iban}</IBAN></Id></DbtrAcct></RltdPties>` +
  `<RmtInf><Ustrd>${text}</Ustrd></RmtInf>`;

describe('parseCamt053 batch entries', () => {
  it('makes a line of every transaction, each with its own amount and party', () => {
    const batch = entry(
      '150.00',
      'CRDT',
      [
        `<Amt Ccy="EUR">100.00</Amt>${payer('Ann', 'NL02ABNA0123456789', 'Invoice 1')}`,
        payer('Bob', 'NL20INGB0001234567', 'Invoice 2', '50.00'),
      ],
      '<AcctSvcrRef>B-7</AcctSvcrRef>',
    );
    const lines = linesOf(camt([batch]));
    expect(
      lines.map(({ cents, counterpartyName, description, bankReference, position }) => ({
        cents,
        counterpartyName,
        description,
        bankReference,
        position,
      })),
    ).toEqual([
      { cents: 10000, counterpartyName: 'Ann', description: 'Invoice 1', bankReference: 'B-7/1', position: 1 },
      { cents: 5000, counterpartyName: 'Bob', description: 'Invoice 2', bankReference: 'B-7/2', position: 2 },
    ]);
    expect(lines[1]?.key).toBe('NL91ABNA0417164300|ref|B-7/2');
  });

  it('keeps the entry whole when the transactions do not add up to it or lack an amount', () => {
    const short = entry('150.00', 'DBIT', [`<Amt Ccy="EUR">100.00</Amt>`, `<Amt Ccy="EUR">20.00</Amt>`]);
    const missing = entry('150.00', 'DBIT', [`<Amt Ccy="EUR">100.00</Amt>`, payer('Bob', 'NL20INGB0001234567', 'x')]);
    expect(linesOf(camt([short, missing])).map((line) => line.cents)).toEqual([-15000, -15000]);
  });

  it('takes the entry amount for a single transaction, whatever currency its details quote', () => {
    const single = entry('8.85', 'CRDT', ['<Amt Ccy="SEK">0</Amt>']);
    expect(linesOf(camt([single])).map((line) => line.cents)).toEqual([885]);
  });

  it('books only booked entries', () => {
    const pending = entry('1.00', 'CRDT').replace('<Sts>BOOK</Sts>', '<Sts>PDNG</Sts>');
    expect(linesOf(camt([pending, entry('2.00', 'CRDT')])).map((line) => line.cents)).toEqual([200]);
  });
});

describe('parseCamt053 amounts and dates', () => {
  it('reads exact cents, trailing zeros and a date-time booking date', () => {
    const lines = linesOf(
      camt([
        entry('0.29', 'CRDT'),
        entry('1234567.890', 'DBIT'),
        entry('1.10', 'CRDT').replace('<Dt>2026-03-02</Dt>', '<DtTm>2026-03-05T23:30:00+01:00</DtTm>'),
      ]),
    );
    expect(lines.map((line) => [line.cents, line.bookingDate])).toEqual([
      [29, '2026-03-02'],
      [-123456789, '2026-03-02'],
      [110, '2026-03-05'],
    ]);
  });

  it('refuses a third decimal, naming the statement, entry and field', () => {
    const xml = camt([entry('1.00', 'CRDT'), entry('12.345', 'DBIT')]);
    expectRefusal(() => parseCamt053(xml), 'bankFile.tooManyDecimals', {
      statement: 'S-1',
      entry: 2,
      field: 'Amt',
      value: '12.345',
    });
  });

  it('refuses an amount or date that is none', () => {
    expectRefusal(() => parseCamt053(camt([entry('1,00', 'CRDT')])), 'bankFile.notAmount', {
      statement: 'S-1',
      entry: 1,
      field: 'Amt',
      value: '1,00',
    });
    expectRefusal(() => parseCamt053(camt([entry('1,000', 'CRDT')])), 'bankFile.notAmount', {
      statement: 'S-1',
      entry: 1,
      field: 'Amt',
      value: '1,000',
    });
    const badDate = entry('1.00', 'CRDT').replace('<Dt>2026-03-02</Dt>', '<Dt>2026-02-30</Dt>');
    expectRefusal(() => parseCamt053(camt([badDate])), 'bankFile.notDate', {
      statement: 'S-1',
      entry: 1,
      field: 'BookgDt',
      value: '2026-02-30',
    });
  });
});

describe('parseCamt053 keys', () => {
  it('gives the same keys to the same file and distinct keys to identical lines', () => {
    const same = entry('5.00', 'CRDT', [payer('Ann', 'NL02ABNA0123456789', 'Gift')]);
    const xml = camt([same, same, entry('5.00', 'CRDT', [`<Refs><EndToEndId>E-1</EndToEndId></Refs>`])]);
    const keys = linesOf(xml).map((line) => line.key);
    expect(new Set(keys).size).toBe(3);
    expect(keys[0]).toMatch(/^NL91ABNA0417164300\|hash\|[0-9a-f]{32}$/);
    expect(keys[2]).toBe('NL91ABNA0417164300|e2e|E-1|2026-03-02|500');
    expect(linesOf(xml).map((line) => line.key)).toEqual(keys);
    // A file holding that line once gives it the key of its first occurrence, wherever it stands.
    expect(linesOf(camt([same])).map((line) => line.key)).toEqual([keys[0]]);
  });
});

describe('parseCamt053 refuses', () => {
  it('another camt.053 version or another message', () => {
    expectRefusal(
      () => parseCamt053(camt([], 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.05')),
      'bankFile.camtVersion',
      { version: 'camt.053.001.05' },
    );
    expectRefusal(
      () => parseCamt053(camt([], 'urn:iso:std:iso:20022:tech:xsd:camt.052.001.02')),
      'bankFile.notCamt053',
      { root: 'Document urn:iso:std:iso:20022:tech:xsd:camt.052.001.02' },
    );
  });

  it('a DOCTYPE, XML that is not well-formed, bytes that are not UTF-8', () => {
    expectRefusal(() => parseCamt053(camt([], undefined, '<!DOCTYPE Document>')), 'bankFile.doctype');
    expectRefusal(() => parseCamt053('<Document><Stmt></Document>'), 'bankFile.notXml', { line: 1, column: 28 });
    expectRefusal(() => parseCamt053(Buffer.from([0x3c, 0x61, 0xff, 0x3e])), 'bankFile.notUtf8');
  });

  it('a file beyond the limits: too large, or nested too deep', () => {
    expectRefusal(() => parseCamt053(Buffer.alloc(MAX_CAMT_BYTES + 1, 0x20)), 'bankFile.tooLarge', { maxMb: 40 });
    const deep = `${'<a>'.repeat(41)}${'</a>'.repeat(41)}`;
    expectRefusal(() => parseCamt053(deep), 'bankFile.tooComplex', { max: MAX_CAMT_ELEMENTS });
  });

  it('a statement without an account', () => {
    const xml = camt([]).replace('<IBAN>NL91ABNA0417164300</IBAN>', '');
    expectRefusal(() => parseCamt053(xml), 'bankFile.missing', { statement: 'S-1', entry: '-', field: 'Acct/Id/IBAN' });
  });
});
