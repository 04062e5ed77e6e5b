import type { OpenInvoiceColumn, TOpenInvoiceRow } from '@backoffice/domain';
import { XLSX_DATE, XLSX_EURO, type XlsxCell, type XlsxSheet, xlsxDate } from '../../../platform/xlsx.ts';

// The open-invoices Excel export: every match, the columns the user shows, amounts in euros as numbers, dates as dates.

const euros = (cents: number) => cents / 100;

const COLUMNS: Record<
  OpenInvoiceColumn,
  { header: string; numFmt?: string; value: (row: TOpenInvoiceRow) => XlsxCell }
> = {
  invoiceDate: { header: 'Invoice date', numFmt: XLSX_DATE, value: (row) => xlsxDate(row.invoiceDate) },
  customerNumber: { header: 'Customer number', value: (row) => row.customerNumber },
  customer: { header: 'Customer', value: (row) => row.customer },
  project: { header: 'Project', value: (row) => row.project.join(', ') },
  invoiceNumber: { header: 'Invoice number', value: (row) => row.invoiceNumber },
  paymentTerm: { header: 'Payment term', value: (row) => row.paymentTerm },
  daysOpen: { header: 'Days open', value: (row) => row.daysOpen },
  amountInclVat: { header: 'Amount incl. VAT', numFmt: XLSX_EURO, value: (row) => euros(row.amountInclVat) },
  openAmount: { header: 'Open amount', numFmt: XLSX_EURO, value: (row) => euros(row.openAmount) },
  daysLastReminder: { header: 'Days since last reminder', value: (row) => row.daysLastReminder },
  reminders: { header: 'Reminders', value: (row) => row.reminders },
};

export function openInvoicesSheet(
  name: string,
  rows: readonly TOpenInvoiceRow[],
  visible: readonly OpenInvoiceColumn[],
  titles: Record<string, string>,
): XlsxSheet {
  const columns = visible.map((key) => ({ key, ...COLUMNS[key] }));
  return {
    name,
    columns: columns.map((column) => ({ header: titles[column.key] || column.header, numFmt: column.numFmt })),
    rows: rows.map((row) => columns.map((column) => column.value(row))),
  };
}
