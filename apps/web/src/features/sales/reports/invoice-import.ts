import { isValidPaymentReference, type Locale, type TImportInvoice, ZImportInvoice } from '@backoffice/domain';
import { parseMoney } from '@backoffice/domain/format';
import { type ColumnMapping, cellOf, defineColumns } from '../../../platform/csv-import/columns.ts';
import { checkRow, type ImportRow, orDefault, type RowError } from '../../../platform/csv-import/row-check.ts';

const INVOICE_IMPORT_FIELDS = [
  'number',
  'invoiceDate',
  'expiryDate',
  'customerNumber',
  'description',
  'amountExVat',
  'vatPercentage',
  'vatAmount',
  'amountOpen',
  'paymentReference',
] as const;
export type InvoiceImportField = (typeof INVOICE_IMPORT_FIELDS)[number];

export const INVOICE_COLUMNS = defineColumns<InvoiceImportField>({
  fields: INVOICE_IMPORT_FIELDS,
  required: ['number', 'invoiceDate', 'customerNumber', 'amountExVat', 'vatPercentage'],
  aliases: {
    number: ['number', 'invoice number', 'invoice no', 'factuurnummer', 'factuurnr', 'nummer'],
    invoiceDate: ['invoice date', 'date', 'factuurdatum', 'datum'],
    expiryDate: ['expiry date', 'due date', 'vervaldatum'],
    customerNumber: ['customer number', 'customer no', 'klantnummer', 'klantnr', 'debiteurnummer'],
    description: ['description', 'omschrijving', 'text', 'tekst'],
    amountExVat: [
      'amount excl. vat',
      'amount excl vat',
      'excl. vat',
      'amount',
      'bedrag excl. btw',
      'excl. btw',
      'bedrag',
    ],
    // Headers are compared without '%': 'Btw %' reads as 'btw', so the bare words name the rate.
    vatPercentage: ['vat %', 'vat rate', 'vat percentage', 'btw %', 'btw-percentage', 'btw tarief'],
    vatAmount: ['vat amount', 'btw-bedrag', 'btw bedrag'],
    amountOpen: ['open', 'open amount', 'openstaand', 'openstaand bedrag'],
    paymentReference: ['payment reference', 'reference', 'betalingskenmerk', 'kenmerk'],
  },
});

export type InvoiceImportRow = ImportRow<InvoiceImportField, TImportInvoice>;

/** A schema or server issue path back to the CSV field. */
export function invoiceIssueField(path: readonly PropertyKey[]): InvoiceImportField | 'row' {
  const [first = ''] = path.map(String);
  return INVOICE_IMPORT_FIELDS.find((field) => field === first) ?? 'row';
}

/** Euros as typed in the user's language → cents; a rate ('21', '21 %', '9,5') → hundredths of a percent. */
function amount(text: string, locale: Locale, field: InvoiceImportField, errors: RowError<InvoiceImportField>[]) {
  if (text === '') return undefined;
  const cents = parseMoney(text.replace('%', ''), locale);
  if (cents === null) errors.push({ field, code: 'invalidAmount' });
  return cents ?? undefined;
}

/** Every CSV row → an insertInvoices item; dates stay as typed (day first), the shared schema reads them. */
export function buildInvoiceRows(
  rows: readonly string[][],
  mapping: ColumnMapping<InvoiceImportField>,
  locale: Locale,
): InvoiceImportRow[] {
  const seen = new Set<string>();
  const seenReferences = new Set<string>();
  return rows.map((cells, index) => {
    const value = (field: InvoiceImportField) => cellOf(cells, mapping, field);
    const errors: RowError<InvoiceImportField>[] = [];
    const input = {
      number: value('number'),
      invoiceDate: value('invoiceDate'),
      expiryDate: orDefault(value('expiryDate')),
      customerNumber: value('customerNumber'),
      description: value('description'),
      amountExVat: amount(value('amountExVat'), locale, 'amountExVat', errors) ?? '',
      vatPercentage: amount(value('vatPercentage'), locale, 'vatPercentage', errors) ?? '',
      vatAmount: amount(value('vatAmount'), locale, 'vatAmount', errors),
      amountOpen: amount(value('amountOpen'), locale, 'amountOpen', errors),
      paymentReference: value('paymentReference'),
    };
    // Named more precisely than the schema's "not valid": which rule a reference follows.
    if (input.paymentReference !== '' && !isValidPaymentReference(input.paymentReference))
      errors.push({ field: 'paymentReference', code: 'invalidPaymentReference' });
    const invoice = checkRow(ZImportInvoice, input, invoiceIssueField, errors);
    if (value('number') !== '' && seen.has(value('number'))) errors.push({ field: 'number', code: 'duplicateNumber' });
    seen.add(value('number'));
    const reference = invoice?.paymentReference ?? '';
    if (reference !== '' && seenReferences.has(reference))
      errors.push({ field: 'paymentReference', code: 'duplicatePaymentReference' });
    seenReferences.add(reference);
    const name = [value('number'), value('description')].filter(Boolean).join(' – ');
    return { line: index + 2, name, errors, payload: errors.length === 0 ? invoice : undefined };
  });
}
