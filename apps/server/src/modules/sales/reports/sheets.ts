import { AGING_BUCKETS, type TAccountReceivable, type TProjectHours } from '@backoffice/domain';
import type { XlsxSheet, XlsxType, XlsxValue } from '../../../platform/xlsx.ts';

// The report exports: every row and a totals row, amounts in euros and hours as numbers. Column titles and the sheet's
// name come from the page in the user's language (English when left out).

interface Column<R> {
  key: string;
  header: string;
  type?: XlsxType;
  value: (row: R) => XlsxValue;
}

function sheet<R>(
  name: string,
  titles: Record<string, string>,
  columns: Column<R>[],
  rows: readonly R[],
  totals: (column: Column<R>) => XlsxValue,
): XlsxSheet {
  return {
    name,
    columns: columns.map((column) => ({ header: titles[column.key] || column.header, type: column.type })),
    rows: [...rows.map((row) => columns.map((column) => column.value(row))), columns.map(totals)],
  };
}

const BUCKET_HEADERS = {
  notDue: 'Not due',
  days1to30: '1-30 days',
  days31to60: '31-60 days',
  days61to90: '61-90 days',
  over90: 'Over 90 days',
} as const;

type ReceivableRow = TAccountReceivable['rows'][number];

export function receivablesSheet(report: TAccountReceivable, name: string, titles: Record<string, string>) {
  const columns: Column<ReceivableRow>[] = [
    { key: 'customerNumber', header: 'Customer number', type: 'number', value: (row) => row.customerNumber },
    { key: 'customerName', header: 'Customer', value: (row) => row.customerName },
    { key: 'invoices', header: 'Invoices', type: 'number', value: (row) => row.invoices },
    ...AGING_BUCKETS.map((bucket) => ({
      key: bucket,
      header: BUCKET_HEADERS[bucket],
      type: 'money' as const,
      value: (row: ReceivableRow) => row[bucket],
    })),
    { key: 'total', header: 'Total', type: 'money', value: (row) => row.total },
  ];
  const totals = report.totals as Record<string, XlsxValue>;
  return sheet(name || `Accounts receivable ${report.date}`, titles, columns, report.rows, (column) =>
    column.key === 'customerName' ? titles.total || 'Total' : totals[column.key],
  );
}

type HoursRow = TProjectHours['rows'][number];
const HOURS_COLUMNS = [
  ['plannedHours', 'Planned hours', 'hours'],
  ['plannedAmount', 'Planned amount', 'money'],
  ['confirmedHours', 'Confirmed hours', 'hours'],
  ['confirmedAmount', 'Confirmed amount', 'money'],
  ['invoicedHours', 'Invoiced hours', 'hours'],
  ['invoicedAmount', 'Invoiced amount', 'money'],
] as const;

export function projectHoursSheet(report: TProjectHours, name: string, titles: Record<string, string>) {
  const columns: Column<HoursRow>[] = [
    { key: 'projectName', header: 'Project', value: (row) => row.projectName },
    { key: 'customerName', header: 'Customer', value: (row) => row.customerName },
    ...HOURS_COLUMNS.map(([key, header, type]) => ({ key, header, type, value: (row: HoursRow) => row[key] })),
  ];
  const totals = report.totals as Record<string, XlsxValue>;
  return sheet(name || 'Project hours', titles, columns, report.rows, (column) =>
    column.key === 'projectName' ? titles.total || 'Total' : totals[column.key],
  );
}
