import { describe, expect, it } from 'vitest';
import { recognizeColumns } from '../../../platform/csv-import/columns.ts';
import { parseCsv } from '../../../platform/csv-import/csv.ts';
import { buildProjectRows, PROJECT_COLUMNS, projectIssueField } from './project-import.ts';

const context = {
  customers: [
    { id: 7, number: 1001, name: 'Gemeente Utrecht' },
    { id: 8, number: 1002, name: 'Oud BV', deleted: 1 },
  ],
  districts: [{ id: 3, name: 'Utrecht Noord' }],
};

const FILE = [
  '\uFEFFProjectnaam;Code;Klantnummer;Straat;Huisnummer;Postcode;Plaats;Kleur;Wijk;Einddatum',
  'Stadhuis;P-01;1001;Stadsplateau;1;3521 az;Utrecht;rood;utrecht noord;31-12-2030',
  'Bibliotheek;P-02;Gemeente Utrecht;;;;;#00ff00;;',
  'Kantoor;;1002;Laan;2;;;paars;Zuid;',
  'Xy;;;Laan;3;;;turquoise;;',
].join('\r\n');

describe('project import rows', () => {
  const table = parseCsv(FILE);
  const { mapping, recognized } = recognizeColumns(PROJECT_COLUMNS, table.headers);
  const rows = buildProjectRows(table.rows, mapping, context);

  it('recognises Dutch headers without manual mapping', () => {
    expect(recognized).toBe(true);
    expect(mapping).toEqual([
      'name',
      'code',
      'customerNumber',
      'address',
      'houseNumber',
      'postalCode',
      'city',
      'mapColor',
      'district',
      'endDate',
    ]);
  });

  it('maps the customer number to the customer, the district and colour names to their ids, dates day-first', () => {
    expect(rows[0]?.errors).toEqual([]);
    expect(rows[0]?.payload).toMatchObject({
      name: 'Stadhuis',
      code: 'P-01',
      customerId: 7,
      districtId: 3,
      mapColor: 'FF0000',
      endDate: '2030-12-31',
      addresses: [
        { address: 'Stadsplateau', houseNumber: '1', postalCode: '3521 AZ', city: 'Utrecht', mainAddress: 1 },
      ],
    });
  });

  it('finds a customer by name too and leaves out an address that is not there', () => {
    expect(rows[1]?.payload).toMatchObject({ customerId: 7, mapColor: '00FF00', addresses: [], endDate: '3000-01-01' });
  });

  it('refuses a deleted customer, an unknown district and a partial address', () => {
    expect(rows[2]?.payload).toBeUndefined();
    expect(rows[2]?.errors).toEqual(
      expect.arrayContaining([
        { field: 'customerNumber', code: 'customerUnknown' },
        { field: 'district', code: 'districtUnknown' },
        { field: 'city', code: 'required' },
      ]),
    );
  });

  it('refuses an unknown colour and a name shorter than 3 characters', () => {
    expect(rows[3]?.errors).toEqual(
      expect.arrayContaining([
        { field: 'mapColor', code: 'colorUnknown' },
        { field: 'name', code: 'invalid', messageKey: 'validation.projectNameTooShort' },
      ]),
    );
  });

  it('maps server issue paths back to the CSV fields', () => {
    expect(projectIssueField(['addresses', 0, 'postalCode'])).toBe('postalCode');
    expect(projectIssueField(['addresses'])).toBe('address');
    expect(projectIssueField(['customerId'])).toBe('customerNumber');
    expect(projectIssueField(['announcementDays'])).toBe('row');
  });
});
