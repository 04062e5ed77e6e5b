import type { OpenInvoiceColumn, TOpenInvoiceRow } from '@backoffice/domain';
import type { XlsxSheet, XlsxType, XlsxValue } from '../../../platform/xlsx.ts';

// The open-invoices Excel export: every match, the columns the user shows, amounts in euros as numbers, dates as dates.

const COLUMNS: Record<
  OpenInvoiceColumn,
  { header: string; type?: XlsxType; value: (row: TOpenInvoiceRow) => XlsxValue }
> = {
  invoiceDate: { header: 'Invoice date', type: 'date', value: (row) => row.invoiceDate },
  customerNumber: { header: 'Customer number', value: (row) => row.customerNumber },
  customer: { header: 'Customer', value: (row) => row.customer },
  project: { header: 'Project', value: (row) => row.project.join(', ') },
  invoiceNumber: { header: 'Invoice number', type: 'number', value: (row) => row.invoiceNumber },
  paymentTerm: { header: 'Payment term', type: 'number', value: (row) => row.paymentTerm },
  daysOpen: { header: 'Days open', type: 'number', value: (row) => row.daysOpen },
  amountInclVat: { header: 'Amount incl. VAT', type: 'money', value: (row) => row.amountInclVat },
  openAmount: { header: 'Open amount', type: 'money', value: (row) => row.openAmount },
  daysLastReminder: { header: 'Days since last reminder', type: 'number', value: (row) => row.daysLastReminder },
  reminders: { header: 'Reminders', type: 'number', value: (row) => row.reminders },
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
    columns: columns.map((column) => ({ header: titles[column.key] || column.header, type: column.type })),
    rows: rows.map((row) => columns.map((column) => column.value(row))),
  };
}
