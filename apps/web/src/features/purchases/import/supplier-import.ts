import { ZSupplier } from '@backoffice/domain';
import type { z } from 'zod';
import { addressInput, COMPANY_ALIASES } from '../../../platform/csv-import/address-columns.ts';
import { type ColumnMapping, cellOf, defineColumns } from '../../../platform/csv-import/columns.ts';
import { numberCheck } from '../../../platform/csv-import/number-check.ts';
import { checkRow, type ImportRow, orDefault, type RowError } from '../../../platform/csv-import/row-check.ts';

const SUPPLIER_IMPORT_FIELDS = [
  'number',
  'name',
  'address',
  'houseNumber',
  'houseAddition',
  'postalCode',
  'city',
  'country',
  'vatNumber',
  'cocNumber',
  'email',
  'phone',
  'paymentDays',
  'subcontractor',
  'iban',
  'bic',
  'gIban',
  'gPercentage',
  'remarks',
] as const;
export type SupplierImportField = (typeof SUPPLIER_IMPORT_FIELDS)[number];

export const SUPPLIER_COLUMNS = defineColumns<SupplierImportField>({
  fields: SUPPLIER_IMPORT_FIELDS,
  required: ['name', 'city'],
  aliases: {
    number: ['number', 'supplier number', 'supplier no', 'leveranciersnummer', 'crediteurnummer', 'nummer'],
    name: ['name', 'supplier', 'supplier name', 'company', 'naam', 'leverancier', 'bedrijfsnaam'],
    ...COMPANY_ALIASES,
    subcontractor: ['subcontractor', 'onderaannemer'],
    iban: ['iban', 'bank account', 'rekeningnummer', 'bankrekening'],
    bic: ['bic', 'swift'],
    gIban: ['g-account', 'g account', 'g-rekening', 'g rekening', 'iban g-rekening'],
    gPercentage: ['g percentage', 'g-percentage', 'percentage g-rekening'],
  },
});

type SupplierPayload = z.output<typeof ZSupplier>;
export type SupplierImportRow = ImportRow<SupplierImportField, SupplierPayload>;

/** A yes/no cell: 1, ja, yes, true, x count as yes. */
const isYes = (cell: string) => ['1', 'ja', 'j', 'yes', 'y', 'true', 'x'].includes(cell.trim().toLowerCase());

/**
 * The bank accounts of a row: the ordinary IBAN (with its BIC) and, when given, the G-account taking its percentage
 * (the ordinary account the rest). An empty G percentage is sent as 0, which the shared rule refuses.
 */
function bankAccountsOf(value: (field: SupplierImportField) => string) {
  const iban = value('iban');
  const gIban = value('gIban');
  const gShare = gIban ? Number(value('gPercentage').replace('%', '').trim() || 0) : 0;
  return [
    ...(iban ? [{ iban, bic: value('bic'), percentage: gIban ? 100 - gShare : 100, gAccount: 0 }] : []),
    ...(gIban ? [{ iban: gIban, bic: '', percentage: iban ? gShare : 100, gAccount: 1 }] : []),
  ];
}

/** A schema or server issue path back to the CSV field. */
export function supplierIssueField(path: readonly PropertyKey[]): SupplierImportField | 'row' {
  const [first = '', index = '', field = ''] = path.map(String);
  if (first === 'bankAccounts') {
    if (field === 'bic') return 'bic';
    if (field === 'percentage') return 'gPercentage';
    return index === '1' ? 'gIban' : 'iban';
  }
  return SUPPLIER_IMPORT_FIELDS.find((known) => known === first) ?? 'row';
}

/** Every CSV row → a saveSupplier body; an empty number becomes <auto> (the server's highest plus one). */
export function buildSupplierRows(
  rows: readonly string[][],
  mapping: ColumnMapping<SupplierImportField>,
  existingNumbers: ReadonlySet<number>,
): SupplierImportRow[] {
  const clashOf = numberCheck(existingNumbers);
  return rows.map((cells, index) => {
    const value = (field: SupplierImportField) => cellOf(cells, mapping, field);
    const errors: RowError<SupplierImportField>[] = [];
    const input = {
      number: value('number') === '' ? '<auto>' : value('number'),
      name: value('name'),
      ...addressInput(value),
      vatNumber: value('vatNumber'),
      cocNumber: value('cocNumber'),
      email: value('email'),
      phone: value('phone'),
      paymentDays: orDefault(value('paymentDays')),
      subcontractor: isYes(value('subcontractor')) ? 1 : 0,
      bankAccounts: bankAccountsOf(value),
      remarks: value('remarks'),
    };
    const supplier = checkRow(ZSupplier, input, supplierIssueField, errors);
    const clash = clashOf(value('number'));
    if (clash) errors.push({ field: 'number', code: clash });
    return { line: index + 2, name: input.name, errors, payload: errors.length === 0 ? supplier : undefined };
  });
}
