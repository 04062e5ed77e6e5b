import { daysOverdue, invoiceState, type Locale } from '@backoffice/domain';
import { Badge, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../../platform/data-table/date-columns.ts';
import { moneyColumn } from '../../../../platform/data-table/money-column.ts';
import type { InvoiceRow } from '../api.ts';

const STATE_COLORS = { draft: 'gray', invoiced: 'blue', sent: 'indigo', paid: 'teal' } as const;

/** The state badge of an invoice: draft, invoiced, sent or paid, and overdue in red with its days. */
export function StateBadges({ invoice, today, t }: { invoice: InvoiceRow; today: string; t: TFunction }) {
  const state = invoiceState(invoice);
  const overdue = daysOverdue(invoice, today);
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={STATE_COLORS[state]} tt="none" data-testid="invoice-state">
        {t(`invoices.states.${state}`)}
      </Badge>
      {invoice.creditFor > 0 && (
        <Badge variant="light" color="grape" tt="none">
          {t('invoices.states.credit')}
        </Badge>
      )}
      {overdue > 0 && (
        <Badge variant="filled" color="red" tt="none" data-testid="invoice-overdue">
          {t('invoices.states.overdue', { count: overdue })}
        </Badge>
      )}
    </Group>
  );
}

/** The invoice list's columns; texts are looked up once here, not per row. */
export function invoiceColumns(t: TFunction, locale: Locale, today: string): TableColumn<InvoiceRow>[] {
  const title = (key: string) => t(`invoices.columns.${key}`);
  const money = (key: 'amountExVat' | 'amountInclVat' | 'amountOpen', hidden = false) =>
    moneyColumn<InvoiceRow>(key, title(key), (row) => row[key], locale, { hiddenByDefault: hidden });
  const draftText = t('invoices.states.draft');
  return [
    {
      key: 'number',
      title: title('number'),
      value: (row) => row.number,
      text: (row) => (row.number === null ? draftText : String(row.number)),
      align: 'right',
    },
    dateColumn('invoiceDate', title('invoiceDate'), (row) => row.invoiceDate),
    dateColumn('expiryDate', title('expiryDate'), (row) => row.expiryDate),
    {
      key: 'customerNumber',
      title: title('customerNumber'),
      value: (row) => row.customerNumber,
      hiddenByDefault: true,
    },
    { key: 'customerName', title: title('customerName'), value: (row) => row.customerName },
    { key: 'projectName', title: title('projectName'), value: (row) => row.projectName, hiddenByDefault: true },
    money('amountExVat', true),
    money('amountInclVat'),
    money('amountOpen'),
    {
      key: 'state',
      title: title('state'),
      value: (row) => invoiceState(row),
      text: (row) => t(`invoices.states.${invoiceState(row)}`),
      render: (row) => <StateBadges invoice={row} today={today} t={t} />,
      // The list is sorted on the server (INVOICE_ORDER_BY): these columns have no order there.
      sortable: false,
    },
    dateColumn('sentDate', title('sentDate'), (row) => row.sent.at(-1)?.date, {
      hiddenByDefault: true,
      sortable: false,
    }),
    dateColumn('paidDate', title('paidDate'), (row) => row.paidDate, { hiddenByDefault: true }),
    {
      key: 'creditForNumber',
      title: title('creditForNumber'),
      value: (row) => row.creditForNumber,
      type: 'number',
      hiddenByDefault: true,
      align: 'right',
      sortable: false,
    },
  ];
}
