import type { Locale, TPaymentBatchRecord } from '@backoffice/domain';
import { formatDateTime } from '@backoffice/domain/format';
import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../platform/data-table/date-columns.ts';
import { moneyColumn } from '../../../platform/data-table/money-column.ts';

/** Waiting (created) or executed (spec 001 §4), with who and when in the tooltip. */
export function BatchStateBadge({ batch, t }: { batch: TPaymentBatchRecord; t: TFunction }) {
  return batch.executed ? (
    <Badge
      color="teal"
      variant="light"
      tt="none"
      title={`${batch.executedByName} ${formatDateTime(batch.executedAt)}`}
      data-testid="batch-state"
    >
      {t('paymentBatches.states.executed')}
    </Badge>
  ) : (
    <Badge color="blue" variant="light" tt="none" data-testid="batch-state">
      {t('paymentBatches.states.waiting')}
    </Badge>
  );
}

/** The batches list's columns. */
export function batchColumns(t: TFunction, locale: Locale): TableColumn<TPaymentBatchRecord>[] {
  const title = (key: string) => t(`paymentBatches.columns.${key}`);
  return [
    { key: 'number', title: title('number'), value: (row) => row.number, type: 'number' },
    { key: 'name', title: title('name'), value: (row) => row.name },
    dateColumn('executionDate', title('executionDate'), (row) => row.executionDate),
    { key: 'accountName', title: title('account'), value: (row) => row.accountName },
    {
      key: 'invoiceCount',
      title: title('invoiceCount'),
      value: (row) => row.purchaseCount + row.refundCount,
      type: 'number',
      align: 'right',
    },
    {
      key: 'transferCount',
      title: title('transferCount'),
      value: (row) => row.transferCount,
      type: 'number',
      align: 'right',
    },
    moneyColumn('total', title('total'), (row) => row.total, locale),
    {
      key: 'executed',
      title: title('state'),
      value: (row) => row.executed,
      text: (row) => t(`paymentBatches.states.${row.executed ? 'executed' : 'waiting'}`),
      render: (row) => <BatchStateBadge batch={row} t={t} />,
    },
    {
      key: 'executedAt',
      title: title('executedAt'),
      value: (row) => row.executedAt ?? '',
      text: (row) => (row.executedAt ? `${formatDateTime(row.executedAt)} ${row.executedByName}` : ''),
      hiddenByDefault: true,
    },
  ];
}
