import { BANK_IMPORT_CALLS, type TBankBalance } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatDate, formatMoney } from '@backoffice/domain/format';
import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../platform/data-table/date-columns.ts';
import { moneyColumn } from '../../../platform/data-table/money-column.ts';
import { FilterBar } from '../../../platform/forms/filter-bar.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';

/**
 * Payments/SaldoDate: per bank account the balance on a date (today first) from its initial balance and payments,
 * next to its last statement's closing balance; a difference is shown in red, never hidden.
 */
export function SaldoDatePage() {
  const { t } = useTranslation();
  const [date, setDate] = useState(todayIso());
  const balances = useCall(BANK_IMPORT_CALLS.bankBalances, { date: date || todayIso() }, { keepPrevious: true });
  const columns = useMemo<TableColumn<TBankBalance>[]>(() => {
    const locale = currentLanguage();
    const money = (cents: number | null) => (cents === null ? '' : formatMoney(cents, locale));
    const title = (key: string) => t(`bankImport.saldo.${key}`);
    return [
      { key: 'name', title: title('name'), value: (row) => row.name },
      { key: 'iban', title: title('iban'), value: (row) => row.iban },
      moneyColumn('balance', title('balance'), (row) => row.balance, locale),
      moneyColumn('statementBalance', title('statementBalance'), (row) => row.statementBalance, locale),
      dateColumn('statementDate', title('statementDate'), (row) => row.statementDate),
      moneyColumn('difference', title('difference'), (row) => row.difference, locale, {
        render: (row) =>
          row.difference === null ? (
            <Text size="sm" c="dimmed">
              {t('bankImport.saldo.noStatement')}
            </Text>
          ) : (
            <Text
              size="sm"
              fw={row.difference ? 700 : undefined}
              c={row.difference ? 'red' : undefined}
              data-testid={`saldo-difference-${row.accountId}`}
            >
              {money(row.difference)}
            </Text>
          ),
      }),
      {
        key: 'initialBalance',
        title: title('initialBalance'),
        value: (row) => row.initialBalance,
        text: (row) => `${money(row.initialBalance)} (${formatDate(row.initialBalanceDate)})`,
        hiddenByDefault: true,
      },
      moneyColumn('payments', title('payments'), (row) => row.payments, locale, { hiddenByDefault: true }),
    ];
  }, [t]);

  return (
    <Stack gap="md" data-testid="saldo-date-page">
      <FilterBar
        date={{
          value: date,
          onChange: setDate,
          label: t('bankImport.saldo.date'),
          testId: 'saldo-date',
          explanation: t('bankImport.saldo.intro'),
        }}
      />
      <DataTable<TBankBalance>
        id="saldoDate"
        title={t('bankImport.saldo.title')}
        rows={balances.data}
        rowKey={(row) => row.accountId}
        columns={columns}
        loading={balances.isFetching}
      />
    </Stack>
  );
}
