import { NEW_CUSTOMER_DEFAULT_FIELDS, type NewCustomerDefaultField, ZCustomer } from '@backoffice/domain';
import type { z } from 'zod';
import { addressInput, COMPANY_ALIASES } from '../../../platform/csv-import/address-columns.ts';
import { type ColumnMapping, cellOf, defineColumns } from '../../../platform/csv-import/columns.ts';
import { numberCheck } from '../../../platform/csv-import/number-check.ts';
import { checkRow, type ImportRow, orDefault, type RowError } from '../../../platform/csv-import/row-check.ts';

const CUSTOMER_IMPORT_FIELDS = [
  'number',
  'name',
  'searchName',
  'tav',
  'address',
  'houseNumber',
  'houseAddition',
  'postalCode',
  'city',
  'country',
  'email',
  'phone',
  'invoiceToEmail',
  'invoiceReminderEmail',
  'paymentDays',
  'bankAccounts',
  'cocNumber',
  'vatNumber',
  'remarks',
] as const;
export type CustomerImportField = (typeof CUSTOMER_IMPORT_FIELDS)[number];

export const CUSTOMER_COLUMNS = defineColumns<CustomerImportField>({
  fields: CUSTOMER_IMPORT_FIELDS,
  required: ['name'],
  aliases: {
    number: ['number', 'customer number', 'customer no', 'klantnummer', 'klantnr', 'debiteurnummer', 'nummer'],
    name: ['name', 'customer', 'customer name', 'company', 'naam', 'klantnaam', 'bedrijfsnaam', 'klant'],
    searchName: ['search name', 'searchname', 'zoeknaam'],
    tav: ['attention', 'attn', 'tav', 't.a.v.', 'contact person', 'contactpersoon'],
    ...COMPANY_ALIASES,
    invoiceToEmail: ['invoice email', 'invoice e-mail', 'factuur e-mail', 'factuur email', 'e-mail facturen'],
    invoiceReminderEmail: ['reminder email', 'reminder e-mail', 'herinnering e-mail', 'aanmaning e-mail'],
    bankAccounts: ['iban', 'bank account', 'bank accounts', 'rekeningnummer', 'bankrekening', 'bankrekeningnummer'],
  },
});

type CustomerPayload = z.output<typeof ZCustomer>;
/** A row as insertCustomers takes it: fields the file leaves empty are left out, for the owner's defaults. */
type CustomerImportPayload = Omit<CustomerPayload, NewCustomerDefaultField> &
  Partial<Pick<CustomerPayload, NewCustomerDefaultField>>;
export type CustomerImportRow = ImportRow<CustomerImportField, CustomerImportPayload>;

/**
 * The customer without the fields the file does not give (an empty payment days cell; the file has no invoice
 * grouping columns): the server fills them with the owner's Sales general settings, as the customer form does.
 */
function leftToDefaults(customer: CustomerPayload, input: Record<string, unknown>): CustomerImportPayload {
  const payload: CustomerImportPayload = { ...customer };
  for (const field of NEW_CUSTOMER_DEFAULT_FIELDS) if (input[field] === undefined) delete payload[field];
  return payload;
}

export interface CustomerImportContext {
  /** Numbers the owner's customers already have. */
  existingNumbers: ReadonlySet<number>;
}

/** A schema or server issue path back to the CSV field. */
export function customerIssueField(path: readonly PropertyKey[]): CustomerImportField | 'row' {
  const [first = ''] = path.map(String);
  if (first === 'bankAccountsG') return 'bankAccounts';
  return CUSTOMER_IMPORT_FIELDS.find((field) => field === first) ?? 'row';
}

/** Every CSV row → a saveCustomer body; an empty number becomes <auto> (the server's highest plus one). */
export function buildCustomerRows(
  rows: readonly string[][],
  mapping: ColumnMapping<CustomerImportField>,
  context: CustomerImportContext,
): CustomerImportRow[] {
  const clashOf = numberCheck(context.existingNumbers);
  return rows.map((cells, index) => {
    const value = (field: CustomerImportField) => cellOf(cells, mapping, field);
    const errors: RowError<CustomerImportField>[] = [];
    const input = {
      number: value('number') === '' ? '<auto>' : value('number'),
      name: value('name'),
      searchName: value('searchName'),
      tav: value('tav'),
      ...addressInput(value),
      email: value('email'),
      phone: value('phone'),
      invoiceToEmail: value('invoiceToEmail'),
      invoiceReminderEmail: value('invoiceReminderEmail'),
      paymentDays: orDefault(value('paymentDays')),
      bankAccounts: value('bankAccounts'),
      cocNumber: value('cocNumber'),
      vatNumber: value('vatNumber'),
      remarks: value('remarks'),
    };
    const customer = checkRow(ZCustomer, input, customerIssueField, errors);
    const clash = clashOf(value('number'));
    if (clash) errors.push({ field: 'number', code: clash });
    const payload = errors.length === 0 && customer ? leftToDefaults(customer, input) : undefined;
    return { line: index + 2, name: input.name, errors, payload };
  });
}
