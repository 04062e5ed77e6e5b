import type { Locale, TBankAccount } from '@backoffice/domain';
import { Badge, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../platform/data-table/date-columns.ts';
import { moneyColumn } from '../../../platform/data-table/money-column.ts';
import type { PaymentRow } from './payment-api.ts';

const STATE_COLORS = { matched: 'teal', suggested: 'blue', unmatched: 'gray' } as const;
const NO_SHRINK = { flexShrink: 0 } as const;

/** Matched, suggested or unmatched; a payment holding reminders, hidden or a duplicate says so too. */
export function PaymentStateBadges({ row, t }: { row: PaymentRow; t: TFunction }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={STATE_COLORS[row.state]} tt="none" style={NO_SHRINK} data-testid="payment-state">
        {t(`paymentMatch.states.${row.state}`)}
      </Badge>
      {row.holdsReminders === 1 && (
        <Badge variant="filled" color="red.9" tt="none" style={NO_SHRINK} data-testid="payment-held">
          {t('paymentMatch.states.held')}
        </Badge>
      )}
      {row.hidden === 1 && (
        <Badge variant="outline" color="gray" tt="none" style={NO_SHRINK}>
          {t('paymentMatch.states.hidden')}
        </Badge>
      )}
      {row.duplicate === 1 && (
        <Badge variant="outline" color="orange" tt="none" style={NO_SHRINK}>
          {t('paymentMatch.states.duplicate')}
        </Badge>
      )}
    </Group>
  );
}

/** The account's name (0: cash or a manual entry). */
export function accountName(accounts: readonly TBankAccount[], id: number, t: TFunction): string {
  if (id === 0) return t('paymentMatch.filters.cash');
  return accounts.find((account) => account.id === id)?.name ?? String(id);
}

/** The columns of the payments list; texts looked up once here, not per row. */
export function paymentColumns(
  t: TFunction,
  locale: Locale,
  accounts: readonly TBankAccount[],
): TableColumn<PaymentRow>[] {
  const title = (key: string) => t(`paymentMatch.columns.${key}`);
  const stateTexts = {
    matched: t('paymentMatch.states.matched'),
    suggested: t('paymentMatch.states.suggested'),
    unmatched: t('paymentMatch.states.unmatched'),
  };
  return [
    dateColumn('date', title('date'), (row) => row.date),
    {
      key: 'account',
      title: title('account'),
      value: (row) => accountName(accounts, row.accountId, t),
      sortable: false,
      hiddenByDefault: true,
    },
    { key: 'cpName', title: title('cpName'), value: (row) => row.cpName },
    { key: 'cpIban', title: title('cpIban'), value: (row) => row.cpIban, sortable: false, hiddenByDefault: true },
    { key: 'description', title: title('description'), value: (row) => row.description, sortable: false },
    {
      key: 'party',
      title: title('party'),
      value: (row) => row.customerName || row.supplierName,
      sortable: false,
    },
    moneyColumn('amount', title('amount'), (row) => row.amount, locale),
    moneyColumn('amountOpen', title('amountOpen'), (row) => row.amountOpen, locale),
    {
      key: 'state',
      title: title('state'),
      value: (row) => stateTexts[row.state],
      render: (row) => <PaymentStateBadges row={row} t={t} />,
      sortable: false,
      // Badges keep their words: the column is as wide as its longest state.
      width: 150,
    },
  ];
}
