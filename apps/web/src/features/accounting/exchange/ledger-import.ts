import {
  LEDGER_IMPORT_FIELDS,
  type LedgerImportField,
  type TLedgerImportRow,
  ZLedgerImportRow,
} from '@backoffice/domain';
import { type ColumnMapping, cellOf, defineColumns } from '../../../platform/csv-import/columns.ts';
import { checkRow, type ImportRow, type RowError } from '../../../platform/csv-import/row-check.ts';

// ImportLedger's columns and rows: number, description and kind required, class and RGS code optional. An account
// number that exists is updated by the server, so only a number twice in the file is refused here.

export const LEDGER_COLUMNS = defineColumns<LedgerImportField>({
  fields: LEDGER_IMPORT_FIELDS,
  required: ['number', 'description', 'kind'],
  aliases: {
    number: [
      'number',
      'nr',
      'no',
      'account',
      'account number',
      'nummer',
      'rekening',
      'grootboekrekening',
      'rekeningnummer',
    ],
    description: ['description', 'name', 'omschrijving', 'naam', 'description account'],
    kind: ['kind', 'type', 'soort', 'balance kind'],
    className: ['class', 'category', 'rubriek', 'klasse', 'categorie'],
    rgsCode: ['rgs', 'rgs code', 'rgscode', 'referentiecode', 'reference code'],
  },
});

/** The words a kind may be written as (en, nl), beside 1-4. */
const KIND_WORDS: Record<string, number> = {
  assets: 1,
  asset: 1,
  activa: 1,
  liabilities: 2,
  liability: 2,
  passiva: 2,
  expenses: 3,
  expense: 3,
  costs: 3,
  kosten: 3,
  income: 4,
  revenue: 4,
  opbrengsten: 4,
  omzet: 4,
};

/** A kind cell as 1-4; anything else is passed on for the schema to refuse. */
function kindOf(cell: string): string | number {
  return KIND_WORDS[cell.trim().toLowerCase()] ?? cell;
}

export type LedgerImportRow = ImportRow<LedgerImportField, TLedgerImportRow>;

/** A schema or server issue path back to the CSV field. */
export function ledgerIssueField(path: readonly PropertyKey[]): LedgerImportField | 'row' {
  const [first = ''] = path.map(String);
  return LEDGER_IMPORT_FIELDS.find((field) => field === first) ?? 'row';
}

/** Every CSV row → an importLedger row; a column left unmapped is left out (the server keeps what an account has). */
export function buildLedgerRows(
  rows: readonly string[][],
  mapping: ColumnMapping<LedgerImportField>,
): LedgerImportRow[] {
  const seen = new Set<string>();
  return rows.map((cells, index) => {
    const value = (field: LedgerImportField) => cellOf(cells, mapping, field);
    const errors: RowError<LedgerImportField>[] = [];
    const input = {
      number: value('number'),
      description: value('description'),
      kind: kindOf(value('kind')),
      ...(mapping.includes('className') ? { className: value('className') } : {}),
      ...(mapping.includes('rgsCode') ? { rgsCode: value('rgsCode') } : {}),
    };
    const account = checkRow(ZLedgerImportRow, input, ledgerIssueField, errors);
    if (input.number !== '' && seen.has(input.number)) errors.push({ field: 'number', code: 'duplicateNumber' });
    seen.add(input.number);
    return {
      line: index + 2,
      name: `${input.number} ${input.description}`.trim(),
      errors,
      payload: errors.length === 0 ? account : undefined,
    };
  });
}
