import { describe, expect, it } from 'vitest';
import { recognizeColumns } from '../../../platform/csv-import/columns.ts';
import { parseCsv } from '../../../platform/csv-import/csv.ts';
import { buildCustomerRows, CUSTOMER_COLUMNS, customerIssueField } from './customer-import.ts';

const FILE = [
  'Klantnummer,Naam,Straat,Huisnummer,Postcode,Plaats,E-mail,Factuur e-mail,Betalingstermijn,IBAN',
  ',Bakkerij Jansen,Dorpsstraat,5,1234 ab,Ede,INFO@jansen.nl,"a@jansen.nl, b@jansen.nl",30,NL91 ABNA 0417 1643 00',
  '500,Slagerij,,,,,,,,',
  '501,Groente,,,,,,,,',
  '501,Fruit,,,,,,,,',
  ',,,,,,geen-mail,,,NL00ABNA0000000000',
].join('\n');

describe('customer import rows', () => {
  const table = parseCsv(FILE);
  const { mapping, recognized } = recognizeColumns(CUSTOMER_COLUMNS, table.headers);
  const rows = buildCustomerRows(table.rows, mapping, { existingNumbers: new Set([500]) });

  it('recognises the Dutch headers', () => {
    expect(recognized).toBe(true);
  });

  it('asks for <auto> for an empty number and normalises e-mails, postal code and IBAN', () => {
    expect(rows[0]?.errors).toEqual([]);
    expect(rows[0]?.payload).toMatchObject({
      number: '<auto>',
      name: 'Bakkerij Jansen',
      postalCode: '1234 AB',
      email: 'info@jansen.nl',
      invoiceToEmail: 'a@jansen.nl,b@jansen.nl',
      paymentDays: 30,
      bankAccounts: ['NL91ABNA0417164300'],
    });
  });

  it('refuses a number in use and the second row with the same number', () => {
    expect(rows[1]?.errors).toEqual([{ field: 'number', code: 'existingNumber' }]);
    expect(rows[2]?.errors).toEqual([]);
    expect(rows[2]?.payload).toMatchObject({ number: 501 });
    // No payment days in the file: the server gives the owner's default (Sales general settings), not the schema's.
    expect(rows[2]?.payload).not.toHaveProperty('paymentDays');
    expect(rows[0]?.payload).not.toHaveProperty('joinInvoices');
    expect(rows[3]?.errors).toEqual([{ field: 'number', code: 'duplicateNumber' }]);
  });

  it('refuses a missing name, a bad e-mail and a bad IBAN', () => {
    expect(rows[4]?.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'required' },
        { field: 'email', code: 'invalidEmail' },
        { field: 'bankAccounts', code: 'invalidIban' },
      ]),
    );
  });

  it('maps server issue paths back to the CSV fields', () => {
    expect(customerIssueField(['bankAccounts', 0])).toBe('bankAccounts');
    expect(customerIssueField(['managementId'])).toBe('row');
  });
});
