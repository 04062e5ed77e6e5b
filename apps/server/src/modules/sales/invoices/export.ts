import { invoiceState, type Locale, type TInvoiceListRow } from '@backoffice/domain';
import type { XlsxSheet, XlsxType } from '../../../platform/xlsx.ts';

// invoicesDateRangePaged with export: 1 answers the filtered invoices (all pages) as an .xlsx made here, with real
// dates and amounts in euros, so a spreadsheet can add them up.

const HEADERS: Record<Locale, string[]> = {
  nl: [
    'Nummer',
    'Factuurdatum',
    'Vervaldatum',
    'Klantnummer',
    'Klant',
    'Project',
    'Excl. btw',
    'Incl. btw',
    'Openstaand',
    'Status',
    'Verzonden',
    'Betaald op',
    'Credit voor',
  ],
  en: [
    'Number',
    'Invoice date',
    'Due date',
    'Customer number',
    'Customer',
    'Project',
    'Excl. VAT',
    'Incl. VAT',
    'Open',
    'Status',
    'Sent',
    'Paid on',
    'Credit for',
  ],
  it: [
    'Numero',
    'Data fattura',
    'Scadenza',
    'Codice cliente',
    'Cliente',
    'Progetto',
    'IVA esclusa',
    'IVA inclusa',
    'Residuo',
    'Stato',
    'Inviata',
    'Pagata il',
    'Storno di',
  ],
  es: [
    'Número',
    'Fecha de factura',
    'Vencimiento',
    'Número de cliente',
    'Cliente',
    'Proyecto',
    'Sin IVA',
    'Con IVA',
    'Pendiente',
    'Estado',
    'Enviada',
    'Pagada el',
    'Rectifica',
  ],
  fr: [
    'Numéro',
    'Date de facture',
    'Échéance',
    'Numéro client',
    'Client',
    'Projet',
    'HT',
    'TTC',
    'Restant dû',
    'Statut',
    'Envoyée',
    'Payée le',
    'Avoir sur',
  ],
};

/** The sheet (and file) name in the user's language. */
const SHEET_NAMES: Record<Locale, string> = {
  nl: 'facturen',
  en: 'invoices',
  it: 'fatture',
  es: 'facturas',
  fr: 'factures',
};

const STATES: Record<Locale, Record<ReturnType<typeof invoiceState>, string>> = {
  nl: { draft: 'Concept', invoiced: 'Gefactureerd', sent: 'Verzonden', paid: 'Betaald' },
  en: { draft: 'Draft', invoiced: 'Invoiced', sent: 'Sent', paid: 'Paid' },
  it: { draft: 'Bozza', invoiced: 'Fatturata', sent: 'Inviata', paid: 'Pagata' },
  es: { draft: 'Borrador', invoiced: 'Facturada', sent: 'Enviada', paid: 'Pagada' },
  fr: { draft: 'Brouillon', invoiced: 'Facturée', sent: 'Envoyée', paid: 'Payée' },
};

/** The type of each column of HEADERS, in order. */
const TYPES: XlsxType[] = [
  'number',
  'date',
  'date',
  'text',
  'text',
  'text',
  'money',
  'money',
  'money',
  'text',
  'date',
  'date',
  'number',
];

/** The rows as a sheet for sendXlsx, headed in the user's language. */
export function invoicesSheet(rows: readonly TInvoiceListRow[], locale: Locale): XlsxSheet {
  return {
    name: SHEET_NAMES[locale],
    columns: HEADERS[locale].map((header, index) => ({ header, type: TYPES[index] })),
    rows: rows.map((row) => [
      row.number,
      row.invoiceDate,
      row.expiryDate,
      row.customerNumber,
      row.customerName,
      row.projectName,
      row.amountExVat,
      row.amountInclVat,
      row.amountOpen,
      STATES[locale][invoiceState(row)],
      row.sent.at(-1)?.date ?? null,
      row.paidDate,
      row.creditForNumber,
    ]),
  };
}
