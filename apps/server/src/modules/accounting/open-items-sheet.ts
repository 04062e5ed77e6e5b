import { LEDGER_AGING_BUCKETS, type TOpenItems } from '@backoffice/domain';
import type { XlsxSheet, XlsxType, XlsxValue } from '../../platform/xlsx.ts';

// The open items as Excel: one row per document with its amount in its age's column, then a totals row. Column
// titles and the sheet's name come from the page in the user's language (English when left out).

type Item = TOpenItems['parties'][number]['items'][number] & { partyNumber: number; partyName: string };

const BUCKET_HEADERS = {
  days0to30: '0-30 days',
  days31to60: '31-60 days',
  days61to90: '61-90 days',
  over90: 'Over 90 days',
} as const;

export function openItemsSheet(report: TOpenItems, name: string, titles: Record<string, string>): XlsxSheet {
  const receivable = report.side === 'receivable';
  const columns: { key: string; header: string; type?: XlsxType; value: (item: Item) => XlsxValue }[] = [
    {
      key: 'partyNumber',
      header: receivable ? 'Customer number' : 'Supplier number',
      type: 'number',
      value: (i) => i.partyNumber,
    },
    { key: 'partyName', header: receivable ? 'Customer' : 'Supplier', value: (i) => i.partyName },
    { key: 'documentNumber', header: 'Document', value: (i) => i.documentNumber },
    { key: 'date', header: 'Book date', type: 'date', value: (i) => i.date },
    { key: 'days', header: 'Days', type: 'number', value: (i) => i.days },
    ...LEDGER_AGING_BUCKETS.map((bucket) => ({
      key: bucket,
      header: BUCKET_HEADERS[bucket],
      type: 'money' as const,
      value: (i: Item) => (i.bucket === bucket ? i.amount : null),
    })),
    { key: 'total', header: 'Total', type: 'money', value: (i) => i.amount },
  ];
  const items = report.parties.flatMap((party) =>
    party.items.map((item) => ({ ...item, partyNumber: party.partyNumber, partyName: party.partyName })),
  );
  const totals = report.totals as Record<string, XlsxValue>;
  const fallback = `${receivable ? 'Accounts receivable' : 'Accounts payable'} ${report.date}`;
  return {
    name: name || fallback,
    columns: columns.map((column) => ({ header: titles[column.key] || column.header, type: column.type })),
    rows: [
      ...items.map((item) => columns.map((column) => column.value(item))),
      columns.map((column) => (column.key === 'partyName' ? titles.total || 'Total' : (totals[column.key] ?? null))),
    ],
  };
}
