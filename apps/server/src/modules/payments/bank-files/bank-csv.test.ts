import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../../../test/expect-refusal.ts';
import { MAX_CSV_BYTES, MAX_CSV_LINES, parseBankCsv } from './bank-csv.ts';

// The other banks' layouts on small exports in their documented columns, and what is refused.

const RABOBANK_HEADER =
  '"IBAN/BBAN","Munt","BIC","Volgnr","Datum","Rentedatum","Bedrag","Saldo na trn","Tegenrekening IBAN/BBAN",' +
  '"Naam tegenpartij","Naam uiteindelijke partij","Naam initiërende partij","BIC tegenpartij","Code","Batch ID",' +
  '"Transactiereferentie","Machtigingskenmerk","Incassant ID","Betalingskenmerk","Omschrijving-1","Omschrijving-2",' +
  '"Omschrijving-3","Reden retour","Oorspr bedrag","Oorspr munt","Koers"';
const rabobankRow = (sequence: string, amount: string, balance: string, description: string) =>
  `"NL02RABO0123456789","EUR","RABONL2U","${sequence}","2026-09-22","2026-09-23","${amount}","${balance}",` +
  `"NL91ABNA0417164300","Hotel De Gouden Leeuw","","","ABNANL2A","cb","","E2E-1","","","","${description}","","",` +
  '"","","",""';

describe('parseBankCsv layouts', () => {
  it('Rabobank: signed amounts, the sequence number as the bank reference', () => {
    const csv = [RABOBANK_HEADER, rabobankRow('000000000000000001', '+1149,50', '+1149,50', 'Factuur 2026-0001')];
    const file = parseBankCsv(`${csv.join('\r\n')}\r\n`);
    expect(file.variant).toBe('rabobank');
    expect(file.statements[0]?.lines[0]).toMatchObject({
      bookingDate: '2026-09-22',
      valueDate: '2026-09-23',
      cents: 114950,
      counterpartyName: 'Hotel De Gouden Leeuw',
      counterpartyIban: 'NL91ABNA0417164300',
      counterpartyBic: 'ABNANL2A',
      description: 'Factuur 2026-0001',
      endToEndId: 'E2E-1',
      balanceAfter: 114950,
      key: 'NL02RABO0123456789|ref|000000000000000001',
    });
  });

  it('Rabobank in Windows-1252, as older exports are', () => {
    const csv = `${RABOBANK_HEADER}\n${rabobankRow('7', '-3,50', '+10,00', 'Café')}\n`;
    const latin1 = Buffer.from(csv, 'latin1');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(latin1)).toThrow();
    expect(parseBankCsv(latin1).statements[0]?.lines[0]).toMatchObject({ cents: -350, description: 'Café' });
  });

  it('Knab: the line before the header, C/D and day-month-year dates', () => {
    const csv = [
      'KNAB EXPORT;;;;;;;;;;;;;;;;',
      'Rekeningnummer;Transactiedatum;Valutacode;CreditDebet;Bedrag;Tegenrekeningnummer;Tegenrekeninghouder;' +
        'Valutadatum;Betaalwijze;Omschrijving;Type betaling;Machtigingsnummer;Incassant ID;Adres;Referentie;Boekdatum;',
      '"NL99KNAB9999999999";"21-06-2019";"EUR";"D";"827,75";"FR7630006000011234567890189";"Gert Janssen (FR)";' +
        '"21-06-2019";"Overboeking";"Tresorie";"";"";"";"";"K-1";"24-06-2019";',
    ];
    const file = parseBankCsv(csv.join('\n'));
    expect(file.variant).toBe('knab');
    expect(file.statements[0]?.lines[0]).toMatchObject({
      bookingDate: '2019-06-24',
      valueDate: '2019-06-21',
      cents: -82775,
      counterpartyName: 'Gert Janssen (FR)',
      description: 'Tresorie',
      key: 'NL99KNAB9999999999|ref|K-1',
    });
  });

  it('bunq: signed amounts with a decimal comma or point', () => {
    const csv = [
      '"Date";"Interest Date";"Amount";"Account";"Counterparty";"Name";"Description"',
      '"2026-03-01";"2026-03-01";"1.108,00";"NL00BUNQ2025000000";"NL02RABO0123456789";"Hotel";"Factuur"',
      '"2026-03-06";"2026-04-01";"-11.30";"NL00BUNQ2025000000";"";"Voicy";"12.99 USD, 1 USD = 0.86990 EUR"',
    ];
    const lines = parseBankCsv(csv.join('\n')).statements[0]?.lines ?? [];
    expect(lines.map((line) => [line.cents, line.valueDate, line.counterpartyName])).toEqual([
      [110800, '2026-03-01', 'Hotel'],
      [-1130, '2026-04-01', 'Voicy'],
    ]);
  });
});

describe('parseBankCsv refuses', () => {
  it('a header no layout knows, in the spec words', () => {
    expectRefusal(() => parseBankCsv('Datum;Bedrag;Naam\n2024-01-01;-5,00;Lidl\n'), 'bankFile.csvNotDetected');
    expect(() => parseBankCsv('')).toThrow('CSV format not detected');
  });

  it('a third decimal, an amount or date that is none, a sign that is neither, naming the line', () => {
    const row = (amount: string, date = '2026-09-22') =>
      rabobankRow('1', amount, '+0,00', 'x').replace('"2026-09-22"', `"${date}"`);
    expectRefusal(
      () => parseBankCsv(`${RABOBANK_HEADER}\n${row('+1,00')}\n${row('-1,005')}`),
      'bankFile.csvTooManyDecimals',
      {
        line: 3,
        field: 'Bedrag',
        value: '-1,005',
      },
    );
    expectRefusal(() => parseBankCsv(`${RABOBANK_HEADER}\n${row('1,0,0')}`), 'bankFile.csvValue', {
      line: 2,
      field: 'Bedrag',
      value: '1,0,0',
    });
    expectRefusal(() => parseBankCsv(`${RABOBANK_HEADER}\n${row('+1,00', '2026-02-30')}`), 'bankFile.csvValue', {
      line: 2,
      field: 'Datum',
      value: '2026-02-30',
    });
    const ing =
      '"Datum";"Naam / Omschrijving";"Rekening";"Tegenrekening";"Code";"Af Bij";"Bedrag (EUR)";"Mutatiesoort";' +
      '"Mededelingen";"Saldo na mutatie";"Tag"\n"20230523";"a";"NL90KNAB0445266309";"";"GT";"Op";"1,00";"";"";"1,00";""';
    expectRefusal(() => parseBankCsv(ing), 'bankFile.csvValue', { line: 2, field: 'Af Bij', value: 'Op' });
  });

  it('a file beyond the limits: too large, or too many lines', () => {
    expectRefusal(() => parseBankCsv(Buffer.alloc(MAX_CSV_BYTES + 1, 0x20)), 'bankFile.tooLarge', { maxMb: 20 });
    const header = '"Date";"Interest Date";"Amount";"Account";"Counterparty";"Name";"Description"';
    const many = `${header}\n${'"2026-03-01";"";"1,00";"NL00BUNQ2025000000";"";"";""\n'.repeat(MAX_CSV_LINES + 1)}`;
    expectRefusal(() => parseBankCsv(many), 'bankFile.csvTooManyLines', { max: MAX_CSV_LINES });
  });

  it('a header without lines, and quotes that do not close', () => {
    expectRefusal(() => parseBankCsv(RABOBANK_HEADER), 'bankFile.noStatements');
    const broken = `${RABOBANK_HEADER}\n"NL02RABO0123456789,"EUR"`;
    expect(() => parseBankCsv(broken)).toThrow(
      expect.objectContaining({ status: 400, key: 'bankFile.csvNotReadable' }),
    );
  });
});
