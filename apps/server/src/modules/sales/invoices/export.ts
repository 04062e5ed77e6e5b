import { PassThrough } from 'node:stream';
import { invoiceState, type Locale, type TInvoiceListRow } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import ExcelJS from 'exceljs';

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
    'Open',
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
    'Aperto',
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
    'Ouvert',
    'Statut',
    'Envoyée',
    'Payée le',
    'Avoir sur',
  ],
};

const STATES: Record<Locale, Record<ReturnType<typeof invoiceState>, string>> = {
  nl: { draft: 'Concept', invoiced: 'Gefactureerd', sent: 'Verzonden', paid: 'Betaald' },
  en: { draft: 'Draft', invoiced: 'Invoiced', sent: 'Sent', paid: 'Paid' },
  it: { draft: 'Bozza', invoiced: 'Fatturata', sent: 'Inviata', paid: 'Pagata' },
  es: { draft: 'Borrador', invoiced: 'Facturada', sent: 'Enviada', paid: 'Pagada' },
  fr: { draft: 'Brouillon', invoiced: 'Facturée', sent: 'Envoyée', paid: 'Payée' },
};

const asDate = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
const euros = (cents: number) => cents / 100;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spreadsheet's file name: the date plus a file name (spec 001 §9). */
export const exportFileName = (locale: Locale) => `${todayIso()} ${locale === 'nl' ? 'facturen' : 'invoices'}.xlsx`;

/** The rows as an .xlsx; the streaming writer, which writes each row once, is the faster of exceljs's two. */
export async function invoicesXlsx(rows: readonly TInvoiceListRow[], locale: Locale): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Invoices', { views: [{ state: 'frozen', ySplit: 1 }] });
  const headers = HEADERS[locale];
  sheet.columns = headers.map((header, index) => ({
    header,
    width: index === 4 || index === 5 ? 32 : 14,
    style:
      index >= 6 && index <= 8
        ? { numFmt: '#,##0.00' }
        : [1, 2, 10, 11].includes(index)
          ? { numFmt: 'dd-mm-yyyy' }
          : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: headers.length } };
  for (const row of rows) {
    sheet
      .addRow([
        row.number,
        asDate(row.invoiceDate),
        asDate(row.expiryDate),
        row.customerNumber,
        row.customerName,
        row.projectName,
        euros(row.amountExVat),
        euros(row.amountInclVat),
        euros(row.amountOpen),
        STATES[locale][invoiceState(row)],
        asDate(row.sent.at(-1)?.date ?? null),
        asDate(row.paidDate),
        row.creditForNumber,
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
