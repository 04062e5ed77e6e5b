import type { Locale } from '@backoffice/domain';
import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../platform/data-table/date-columns.ts';
import { moneyColumn } from '../../../platform/data-table/money-column.ts';
import type { QuoteRow } from './api.ts';

const RESULT_COLORS: Record<number, string> = { 1: 'gray', 2: 'teal', 3: 'red' };

/** The quotes list's columns; the amount is per month excluding VAT. */
export function quoteColumns(t: TFunction, locale: Locale): TableColumn<QuoteRow>[] {
  const title = (key: string) => t(`quotes.columns.${key}`);
  return [
    { key: 'id', title: title('id'), value: (row) => row.id, align: 'right' },
    dateColumn('requestDate', title('requestDate'), (row) => row.requestDate),
    { key: 'company', title: title('company'), value: (row) => row.company },
    { key: 'customerName', title: title('customerName'), value: (row) => row.customerName, hiddenByDefault: true },
    { key: 'kind', title: title('kind'), value: (row) => row.kind, text: (row) => t(`quotes.kinds.${row.kind}`) },
    {
      key: 'statusCode',
      title: title('statusCode'),
      value: (row) => row.statusCode,
      text: (row) => t(`quotes.statuses.${row.statusCode}`),
    },
    {
      key: 'result',
      title: title('result'),
      value: (row) => row.result,
      text: (row) => t(`quotes.results.${row.result}`),
      render: (row) => (
        <Badge variant="light" color={RESULT_COLORS[row.result] ?? 'gray'} tt="none" data-testid="quote-result">
          {t(`quotes.results.${row.result}`)}
        </Badge>
      ),
    },
    moneyColumn('amountExVat', title('amountExVat'), (row) => row.amountExVat, locale),
    { key: 'projectName', title: title('projectName'), value: (row) => row.projectName },
  ];
}
