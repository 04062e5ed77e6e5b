import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../platform/csv-import/csv.ts';
import { recognizeColumns } from './columns.ts';
import { buildImportRows } from './import-rows.ts';

const context = {
  employers: [
    { id: 1, name: 'Schoonmaak BV' },
    { id: 2, name: 'Oud Bedrijf', deleted: 1 },
  ],
  existingBsns: new Set(['111222333']),
  today: '2026-11-22',
};

// As a Dutch spreadsheet saves it: BOM, `;`, CRLF, quoted fields with `;` and quotes, a BSN that fails the 11-proef.
const FILE = [
  '\uFEFFVoornaam;Tussenvoegsel;Achternaam;Geboortedatum;E-mail;Telefoon;BSN;IBAN;Straat;Huisnummer;Postcode;Plaats;Werkgever;Startdatum',
  'Anna;van;Dijk;31-12-1990;anna@example.nl;06 12345678;123456782;NL91 ABNA 0417 1643 00;"Lange Straat; achter";12;1234 ab;Utrecht;Schoonmaak BV;01/02/2024',
  '"Piet ""PJ""";;Jansen;1/2/1985;;;123456789;;;;;;schoonmaak bv;',
  'Kees;;;;kees@;;;;;;;;;',
  'Els;de;Vries;;;;;NL00ABNA0000000000;;;;;Oud Bedrijf;',
  'Jan;;Bakker;;;;111222333;;;;;;;',
  '',
].join('\r\n');

describe('employee import rows', () => {
  const table = parseCsv(FILE);
  const { mapping, recognized } = recognizeColumns(table.headers);
  const rows = buildImportRows(table.rows, mapping, context);

  it('recognises our Dutch export without manual mapping', () => {
    expect(recognized).toBe(true);
    expect(table.rows).toHaveLength(5);
  });

  it('turns a good row into an employee with a main address and a contract', () => {
    const [anna] = rows;
    expect(anna?.errors).toEqual([]);
    expect(anna?.line).toBe(2);
    expect(anna?.employee).toMatchObject({
      firstName: 'Anna',
      insertion: 'van',
      lastName: 'Dijk',
      birthDate: '1990-12-31',
      email: 'anna@example.nl',
      bsn: '123456782',
      iban: 'NL91ABNA0417164300',
      addresses: [
        { address: 'Lange Straat; achter', houseNumber: '12', postalCode: '1234 AB', city: 'Utrecht', main: 1 },
      ],
      employments: [{ employerId: 1, number: '<auto>', startDate: '2024-02-01', endDate: '3000-01-01' }],
    });
  });

  it('refuses a BSN failing the 11-proef, with the row kept for the report', () => {
    expect(rows[1]?.name).toBe('Piet "PJ" Jansen');
    expect(rows[1]?.errors).toEqual([{ field: 'bsn', code: 'invalidSsn' }]);
    expect(rows[1]?.employee).toBeUndefined();
  });

  it('reports a missing last name and a bad e-mail', () => {
    expect(rows[2]?.errors).toEqual(
      expect.arrayContaining([
        { field: 'lastName', code: 'required' },
        { field: 'email', code: 'invalidEmail' },
      ]),
    );
  });

  it('refuses an unknown (or deleted) employer and a bad IBAN', () => {
    expect(rows[3]?.errors).toEqual(
      expect.arrayContaining([
        { field: 'employer', code: 'employerUnknown' },
        { field: 'iban', code: 'invalidIban' },
      ]),
    );
  });

  it('refuses a BSN that an employee already has', () => {
    expect(rows[4]?.errors).toEqual([{ field: 'bsn', code: 'existingBsn' }]);
  });

  it('refuses the second row with the same BSN in one file', () => {
    const twice = buildImportRows(
      [
        ['A', 'B', '123456782'],
        ['C', 'D', '123456782'],
      ],
      ['firstName', 'lastName', 'bsn'],
      context,
    );
    expect(twice[0]?.errors).toEqual([]);
    expect(twice[1]?.errors).toEqual([{ field: 'bsn', code: 'duplicateBsn' }]);
  });

  it("refuses a contract starting inside the employer's closed salary period", () => {
    const closed = { ...context, employers: [{ id: 1, name: 'Schoonmaak BV', salaryClosedDate: '2025-12-31' }] };
    const [row] = buildImportRows(
      [['A', 'B', 'Schoonmaak BV', '31-12-2025']],
      ['firstName', 'lastName', 'employer', 'startDate'],
      closed,
    );
    expect(row?.errors).toEqual([{ field: 'startDate', code: 'closedPeriod' }]);
  });

  it('gives the contract the start date of today when the file has none, and restores a lost leading zero', () => {
    const [row] = buildImportRows(
      [['A', 'B', 'Schoonmaak BV', '12345672']],
      ['firstName', 'lastName', 'employer', 'bsn'],
      context,
    );
    expect(row?.employee?.employments[0]?.startDate).toBe('2026-11-22');
    expect(row?.employee?.bsn).toBe('012345672');
  });
});
