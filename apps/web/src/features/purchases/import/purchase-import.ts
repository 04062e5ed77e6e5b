import { type Locale, ZPurchase } from '@backoffice/domain';
import { parseMoney } from '@backoffice/domain/format';
import type { z } from 'zod';
import { type ColumnMapping, cellOf, defineColumns } from '../../../platform/csv-import/columns.ts';
import { dayMonthYearToIso } from '../../../platform/csv-import/csv.ts';
import { checkRow, type ImportRow, type RowError, sameText } from '../../../platform/csv-import/row-check.ts';

const PURCHASE_IMPORT_FIELDS = [
  'supplierNumber',
  'invoiceNo',
  'invoiceDate',
  'bookDate',
  'dueDate',
  'category',
  'purchaseType',
  'description',
  'amount',
  'vatCode',
  'paymentReference',
] as const;
export type PurchaseImportField = (typeof PURCHASE_IMPORT_FIELDS)[number];

export const PURCHASE_COLUMNS = defineColumns<PurchaseImportField>({
  fields: PURCHASE_IMPORT_FIELDS,
  required: ['supplierNumber', 'invoiceDate', 'category', 'purchaseType', 'amount', 'vatCode'],
  aliases: {
    supplierNumber: [
      'supplier number',
      'supplier no',
      'supplier',
      'leveranciersnummer',
      'crediteurnummer',
      'leverancier',
    ],
    invoiceNo: ['invoice number', 'invoice no', 'factuurnummer', 'factuurnr'],
    invoiceDate: ['invoice date', 'date', 'factuurdatum', 'datum'],
    bookDate: ['book date', 'boekdatum'],
    dueDate: ['due date', 'expiry date', 'vervaldatum'],
    category: ['category', 'categorie', 'inkoopcategorie'],
    purchaseType: ['purchase type', 'type', 'inkoopsoort', 'soort'],
    description: ['description', 'omschrijving', 'text', 'tekst'],
    amount: ['amount excl. vat', 'amount excl vat', 'excl. vat', 'amount', 'bedrag excl. btw', 'excl. btw', 'bedrag'],
    // Headers are compared without '%': 'Btw %' reads as 'btw'.
    vatCode: ['vat code', 'vat', 'vat rate', 'btw-code', 'btw code', 'btw', 'btw tarief'],
    paymentReference: ['payment reference', 'reference', 'betalingskenmerk', 'kenmerk'],
  },
});

type PurchasePayload = z.output<typeof ZPurchase>;
export type PurchaseImportRow = ImportRow<PurchaseImportField, PurchasePayload>;

interface Named {
  id: number;
  name: string;
  deleted: number;
}

/** The owner's lists a CSV row's numbers and names are looked up in. */
export interface PurchaseImportLists {
  suppliers: readonly { id: number; number: number; name: string; deleted: number }[];
  categories: readonly Named[];
  purchaseTypes: readonly Named[];
  vatCodes: readonly (Named & { percentage: number })[];
}

/** A schema or server issue path back to the CSV field (rows.0.amount → amount). */
export function purchaseIssueField(path: readonly PropertyKey[]): PurchaseImportField | 'row' {
  const [first = '', , field = ''] = path.map(String);
  const key = first === 'rows' ? field : first;
  const known: Record<string, PurchaseImportField> = {
    supplierId: 'supplierNumber',
    categoryId: 'category',
    purchaseTypeId: 'purchaseType',
    vatCodeId: 'vatCode',
  };
  return known[key] ?? PURCHASE_IMPORT_FIELDS.find((name) => name === key) ?? 'row';
}

const byName = (items: readonly Named[], text: string) =>
  items.find((item) => !item.deleted && sameText(item.name, text))?.id;

/** A VAT code by its name ('21% hoog') or its rate ('21', '21 %', '9,5'). */
function vatCodeOf(lists: PurchaseImportLists, text: string, locale: Locale): number | undefined {
  const named = byName(lists.vatCodes, text);
  if (named) return named;
  const rate = parseMoney(text.replace('%', ''), locale);
  return rate === null ? undefined : lists.vatCodes.find((code) => !code.deleted && code.percentage === rate)?.id;
}

/**
 * Every CSV row → an insertPurchases item: a draft purchase of one row, its supplier by number, its category and
 * purchase type by name, its VAT code by name or rate; dates day-month-year, amounts in the user's decimals.
 */
export function buildPurchaseRows(
  rows: readonly string[][],
  mapping: ColumnMapping<PurchaseImportField>,
  lists: PurchaseImportLists,
  locale: Locale,
): PurchaseImportRow[] {
  return rows.map((cells, index) => {
    const value = (field: PurchaseImportField) => cellOf(cells, mapping, field);
    const errors: RowError<PurchaseImportField>[] = [];
    const lookup = (field: PurchaseImportField, found: number | undefined, code: string) => {
      if (value(field) !== '' && found === undefined) errors.push({ field, code });
      return found ?? 0;
    };
    const supplier = lists.suppliers.find((s) => !s.deleted && String(s.number) === value('supplierNumber'));
    const cents = value('amount') === '' ? 0 : parseMoney(value('amount'), locale);
    if (cents === null) errors.push({ field: 'amount', code: 'invalidAmount' });
    const input = {
      supplierId: lookup('supplierNumber', supplier?.id, 'unknownSupplier'),
      invoiceNo: value('invoiceNo'),
      invoiceDate: dayMonthYearToIso(value('invoiceDate')),
      bookDate: dayMonthYearToIso(value('bookDate')),
      dueDate: dayMonthYearToIso(value('dueDate')),
      categoryId: lookup('category', byName(lists.categories, value('category')), 'unknownCategory'),
      paymentReference: value('paymentReference'),
      rows: [
        {
          purchaseTypeId: lookup('purchaseType', byName(lists.purchaseTypes, value('purchaseType')), 'unknownType'),
          description: value('description'),
          amount: cents ?? 0,
          vatCodeId: lookup('vatCode', vatCodeOf(lists, value('vatCode'), locale), 'unknownVatCode'),
        },
      ],
    };
    const purchase = checkRow(ZPurchase, input, purchaseIssueField, errors);
    const name = [supplier?.name ?? value('supplierNumber'), value('invoiceNo')].filter(Boolean).join(' – ');
    return { line: index + 2, name, errors, payload: errors.length === 0 ? purchase : undefined };
  });
}
