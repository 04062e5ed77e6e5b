import { ZProject } from '@backoffice/domain';
import type { z } from 'zod';
import { ADDRESS_ALIASES, addressInput } from '../../../platform/csv-import/address-columns.ts';
import { type ColumnMapping, cellOf, defineColumns } from '../../../platform/csv-import/columns.ts';
import { dayMonthYearToIso } from '../../../platform/csv-import/csv.ts';
import { checkRow, type ImportRow, type RowError, sameText } from '../../../platform/csv-import/row-check.ts';
import { parseMapColor } from '../sub/map/map-colors.ts';

const PROJECT_IMPORT_FIELDS = [
  'name',
  'searchName',
  'code',
  'customerNumber',
  'address',
  'houseNumber',
  'houseAddition',
  'postalCode',
  'city',
  'country',
  'mapColor',
  'district',
  'endDate',
  'workDescription',
  'remarks',
] as const;
export type ProjectImportField = (typeof PROJECT_IMPORT_FIELDS)[number];

export const PROJECT_COLUMNS = defineColumns<ProjectImportField>({
  fields: PROJECT_IMPORT_FIELDS,
  required: ['name'],
  aliases: {
    name: ['name', 'project', 'project name', 'projectnaam', 'naam'],
    searchName: ['search name', 'searchname', 'zoeknaam'],
    code: ['code', 'project code', 'projectcode'],
    customerNumber: ['customer number', 'customer', 'customer no', 'klantnummer', 'klantnr', 'klant', 'debiteurnummer'],
    ...ADDRESS_ALIASES,
    houseNumber: ['house number', 'number', 'huisnummer', 'nr'],
    mapColor: ['map colour', 'map color', 'colour', 'color', 'kleur', 'kaartkleur'],
    district: ['district', 'wijk', 'regio', 'region'],
    endDate: ['end date', 'einddatum'],
    workDescription: ['work description', 'werkomschrijving', 'omschrijving werkzaamheden'],
    remarks: ['remarks', 'notes', 'opmerkingen'],
  },
});

type ProjectPayload = z.output<typeof ZProject>;
export type ProjectImportRow = ImportRow<ProjectImportField, ProjectPayload>;

export interface ProjectImportContext {
  customers: readonly { id: number; number: number; name: string; deleted?: number }[];
  districts: readonly { id: number; name: string }[];
}

const ADDRESS_FIELDS: readonly ProjectImportField[] = ['address', 'houseNumber', 'houseAddition', 'postalCode', 'city'];

/** A server or schema issue path (`addresses.0.city`, `districtId`) back to the CSV field. */
export function projectIssueField(path: readonly PropertyKey[]): ProjectImportField | 'row' {
  const [first = '', , nested = ''] = path.map(String);
  if (first === 'addresses')
    return (PROJECT_IMPORT_FIELDS as readonly string[]).includes(nested) ? (nested as ProjectImportField) : 'address';
  if (first === 'customerId') return 'customerNumber';
  if (first === 'districtId') return 'district';
  return PROJECT_IMPORT_FIELDS.find((field) => field === first) ?? 'row';
}

/** The customer by number (as the customer list shows it) or, failing that, by name. */
function findCustomer(context: ProjectImportContext, text: string) {
  const live = context.customers.filter((customer) => !customer.deleted);
  return live.find((customer) => String(customer.number) === text) ?? live.find((c) => sameText(c.name, text));
}

/** One CSV row → a saveProject body, with the customer, district and colour looked up. */
function projectRow(
  cells: readonly string[],
  mapping: ColumnMapping<ProjectImportField>,
  context: ProjectImportContext,
  line: number,
): ProjectImportRow {
  const value = (field: ProjectImportField) => cellOf(cells, mapping, field);
  const errors: RowError<ProjectImportField>[] = [];
  const customer = value('customerNumber') === '' ? undefined : findCustomer(context, value('customerNumber'));
  if (value('customerNumber') !== '' && !customer) errors.push({ field: 'customerNumber', code: 'customerUnknown' });
  const district =
    value('district') === '' ? undefined : context.districts.find((d) => sameText(d.name, value('district')));
  if (value('district') !== '' && !district) errors.push({ field: 'district', code: 'districtUnknown' });
  const mapColor = value('mapColor') === '' ? undefined : parseMapColor(value('mapColor'));
  if (mapColor === null) errors.push({ field: 'mapColor', code: 'colorUnknown' });
  const hasAddress = ADDRESS_FIELDS.some((field) => value(field) !== '');
  const input = {
    name: value('name'),
    searchName: value('searchName'),
    code: value('code'),
    customerId: customer?.id ?? 0,
    districtId: district?.id ?? 0,
    mapColor: mapColor ?? undefined,
    workDescription: value('workDescription'),
    remarks: value('remarks'),
    endDate: dayMonthYearToIso(value('endDate')),
    addresses: hasAddress ? [{ ...addressInput(value), mainAddress: 1 }] : [],
  };
  const payload = checkRow(ZProject, input, projectIssueField, errors);
  return { line, name: input.name, errors, payload };
}

export function buildProjectRows(
  rows: readonly string[][],
  mapping: ColumnMapping<ProjectImportField>,
  context: ProjectImportContext,
): ProjectImportRow[] {
  return rows.map((cells, index) => projectRow(cells, mapping, context, index + 2));
}
