import { isInClosedPeriod, ZEmployee } from '@backoffice/domain';
import type { z } from 'zod';
import { cellOf } from '../../../platform/csv-import/columns.ts';
import { dayMonthYearToIso } from '../../../platform/csv-import/csv.ts';
import { issueCode, pushError, type SchemaErrorCode, sameText } from '../../../platform/csv-import/row-check.ts';
import type { ColumnMapping, ImportField } from './columns.ts';

/** Why a row cannot be imported; the web app translates `employeeImport.errors.<code>`. */
type RowErrorCode = SchemaErrorCode | 'employerUnknown' | 'closedPeriod' | 'duplicateBsn' | 'existingBsn';

interface RowError {
  field: ImportField | 'row';
  code: RowErrorCode;
}

export interface ImportRow {
  /** The line in the file, the header being line 1. */
  line: number;
  /** The shown name, also for rows that failed. */
  name: string;
  errors: RowError[];
  /** The parsed employee, ready for insertEmployees; only when there are no errors. */
  employee?: z.output<typeof ZEmployee>;
}

export interface ImportContext {
  employers: readonly { id: number; name: string; deleted?: number; salaryClosedDate?: string | null }[];
  /** BSNs already in use, to keep the import from creating the same person twice. */
  existingBsns: ReadonlySet<string>;
  /** Start of the address and contract when the file gives no start date. */
  today: string;
}

/** The issue path (`addresses.0.city`, `employments.0.startDate`) back to the CSV field it came from. */
export function issueField(path: readonly PropertyKey[]): ImportField | 'row' {
  const [first, , nested] = path.map(String);
  if (first === 'addresses') return (nested as ImportField | undefined) ?? 'address';
  if (first === 'employments')
    return nested === 'endDate' ? 'endDate' : nested === 'employerId' ? 'employer' : 'startDate';
  return (first as ImportField | undefined) ?? 'row';
}

const ADDRESS_FIELDS: readonly ImportField[] = ['address', 'houseNumber', 'houseAddition', 'postalCode', 'city'];
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** One CSV row → the saveEmployee shape, with an address and a contract when the row has them. */
function rowToInput(cells: readonly string[], mapping: ColumnMapping, context: ImportContext) {
  const value = (field: ImportField) => cellOf(cells, mapping, field);
  const startDate = dayMonthYearToIso(value('startDate')) || context.today;
  const employerName = value('employer');
  const employer = context.employers.find((e) => !e.deleted && sameText(e.name, employerName));
  const hasAddress = ADDRESS_FIELDS.some((field) => value(field) !== '');
  const input = {
    firstName: value('firstName'),
    insertion: value('insertion'),
    lastName: value('lastName'),
    birthDate: dayMonthYearToIso(value('birthDate')),
    email: value('email'),
    phone: value('phone'),
    mobile: value('mobile'),
    // A spreadsheet drops a BSN's leading zero and may keep spaces or dots; the 11-proef needs the nine digits.
    bsn: value('bsn') === '' ? '' : digitsOnly(value('bsn')).padStart(9, '0'),
    iban: value('iban'),
    addresses: hasAddress
      ? [
          {
            address: value('address'),
            houseNumber: value('houseNumber'),
            houseAddition: value('houseAddition'),
            postalCode: value('postalCode').toUpperCase(),
            city: value('city'),
            country: value('country') || 'NL',
            startDate,
            endDate: '',
            main: 1,
          },
        ]
      : [],
    employments: employer
      ? [{ number: '<auto>', employerId: employer.id, startDate, endDate: dayMonthYearToIso(value('endDate')) }]
      : [],
  };
  // The server refuses a contract that starts inside the employer's closed salary period; say so per row up front.
  const inClosedPeriod = employer !== undefined && isInClosedPeriod(startDate, employer.salaryClosedDate ?? null);
  return { input, employerName, employerFound: employerName === '' || employer !== undefined, inClosedPeriod };
}

/** Every data row checked with the shared employee schema, plus the checks only the import needs. */
export function buildImportRows(
  rows: readonly string[][],
  mapping: ColumnMapping,
  context: ImportContext,
): ImportRow[] {
  const seenBsns = new Set<string>();
  return rows.map((cells, index) => {
    const { input, employerFound, inClosedPeriod } = rowToInput(cells, mapping, context);
    const name = [input.firstName, input.insertion, input.lastName].filter(Boolean).join(' ');
    const errors: RowError[] = [];
    if (!employerFound) errors.push({ field: 'employer', code: 'employerUnknown' });
    if (inClosedPeriod) errors.push({ field: 'startDate', code: 'closedPeriod' });
    const parsed = ZEmployee.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        pushError(errors, { field: issueField(issue.path), code: issueCode(issue) });
    }
    if (input.bsn !== '' && !errors.some((e) => e.field === 'bsn')) {
      if (context.existingBsns.has(input.bsn)) errors.push({ field: 'bsn', code: 'existingBsn' });
      else if (seenBsns.has(input.bsn)) errors.push({ field: 'bsn', code: 'duplicateBsn' });
      seenBsns.add(input.bsn);
    }
    const row: ImportRow = { line: index + 2, name, errors };
    if (errors.length === 0 && parsed.success) row.employee = parsed.data;
    return row;
  });
}
