import { describe, expect, it } from 'vitest';
import { dayMonthYearToIso, detectDelimiter, parseCsv, parseRecords, readCsv } from './csv.ts';

describe('detectDelimiter', () => {
  it('picks ; when the header uses it, even with commas inside quotes', () => {
    expect(detectDelimiter('"Achternaam, voluit";Voornaam;BSN\n1,2,3')).toBe(';');
  });
  it('picks , otherwise', () => {
    expect(detectDelimiter('First name,Last name\nAnna,Jansen')).toBe(',');
    expect(detectDelimiter('Name')).toBe(',');
  });
});

describe('parseRecords', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks', () => {
    const text = 'a;"b;c";"say ""hi"""\r\n"two\nlines";x;\n';
    expect(parseRecords(text, ';')).toEqual([
      ['a', 'b;c', 'say "hi"'],
      ['two\nlines', 'x', ''],
    ]);
  });
  it('keeps a last line without a line break', () => {
    expect(parseRecords('a,b\n1,2', ',')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('parseCsv', () => {
  it('drops the BOM, skips empty lines and pads short rows', () => {
    const table = parseCsv('\uFEFFVoornaam;Achternaam;Plaats\n\nAnna;Jansen\n;;\n');
    expect(table.delimiter).toBe(';');
    expect(table.headers).toEqual(['Voornaam', 'Achternaam', 'Plaats']);
    expect(table.rows).toEqual([['Anna', 'Jansen', '']]);
  });
  it('returns no headers for an empty file', () => {
    expect(parseCsv('')).toEqual({ delimiter: ',', headers: [], rows: [] });
  });
  it('keeps a stray quote inside a field and mixed line ends', () => {
    expect(parseCsv('Name;Remark\r\nJansen;5" tiles\nBakker;ok\n').rows).toEqual([
      ['Jansen', '5" tiles'],
      ['Bakker', 'ok'],
    ]);
  });
  it('refuses a file whose quote stays open to its end', () => {
    expect(readCsv('Name;Remark\nJansen;"never closed\nBakker;ok\n')).toBeUndefined();
    expect(readCsv('Name\nJansen\n')?.rows).toEqual([['Jansen']]);
  });
});

describe('dayMonthYearToIso', () => {
  it('reads day-month-year with -, / or . and single digits', () => {
    expect(dayMonthYearToIso('31-12-1990')).toBe('1990-12-31');
    expect(dayMonthYearToIso('31/12/1990')).toBe('1990-12-31');
    expect(dayMonthYearToIso('1.2.1990')).toBe('1990-02-01');
  });
  it('keeps ISO dates, empties and leaves text it cannot read for the schema to refuse', () => {
    expect(dayMonthYearToIso('1990-12-31')).toBe('1990-12-31');
    expect(dayMonthYearToIso('  ')).toBe('');
    expect(dayMonthYearToIso('12/31')).toBe('12/31');
  });
});
