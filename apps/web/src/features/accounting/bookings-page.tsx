import { ACCOUNTING_CALLS, type CallAnswer, formatDate, formatMoney, isValidIsoDate } from '@backoffice/domain';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCall } from '../../platform/call.ts';
import { DataTable, type TableColumn } from '../../platform/data-table/data-table.tsx';
import { moneyColumn } from '../../platform/data-table/money-column.ts';
import { datedPageRequest, useServerTable } from '../../platform/data-table/server-table.ts';
import { FilterBar } from '../../platform/forms/filter-bar.tsx';
import { currentLanguage } from '../../platform/i18n/i18n.ts';
import { accountOptions, LEDGER_READ, useLedgerAccounts } from './api.ts';
import { bookingLineColumns } from './booking-columns.ts';
import { JournalEntryDialog } from './journal-entry-dialog.tsx';

type BookingRow = CallAnswer<typeof ACCOUNTING_CALLS.bookings>['bookings'][number];
const MAX_PER_PAGE = 500;

/**
 * /Accounting2/Bookings/{startDate?}/{endDate?}/{accountId?}: the booking lines of a period and account, a page at a
 * time, with the totals of every match. The filters are the route's parameters, so a link opens the same list. A
 * journal entry is made here too ("New journal entry").
 */
export function BookingsPage() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const navigate = useNavigate();
  const params = useParams();
  const startDate = isValidIsoDate(params.startDate) ? params.startDate : '';
  const endDate = isValidIsoDate(params.endDate) ? params.endDate : '';
  const accountId = Number(params.accountId) || 0;
  const go = (next: { startDate?: string; endDate?: string; accountId?: number }) => {
    const s = next.startDate ?? startDate;
    const e = next.endDate ?? endDate;
    const a = next.accountId ?? accountId;
    void navigate(`/Accounting2/Bookings/${s || '-'}/${e || '-'}/${a}`, { replace: true });
  };
  const accounts = useLedgerAccounts();
  const [journalOpen, setJournalOpen] = useState(false);
  const columns = useMemo((): TableColumn<BookingRow>[] => {
    const title = (key: string) => t(`accounting.bookings.columns.${key}`);
    return [
      ...bookingLineColumns<BookingRow>(t, title),
      moneyColumn<BookingRow>('debit', title('debit'), (row) => row.debit, locale, { blankZero: true }),
      moneyColumn<BookingRow>('credit', title('credit'), (row) => row.credit, locale, { blankZero: true }),
      // An account's card: its balance after each line, in date order.
      ...(accountId
        ? [moneyColumn<BookingRow>('balance', title('balance'), (row) => row.balance, locale, { sortable: false })]
        : []),
      {
        key: 'counter',
        title: title('counter'),
        value: (row) => row.counter,
        text: (row) => (row.counter ? t('common.yes') : ''),
        hiddenByDefault: true,
      },
    ];
  }, [t, locale, accountId]);
  const table = useServerTable('bookings', { columns });
  const range = datedPageRequest({ startDate, endDate }, table.query);
  const request = {
    startDate: range.startDate,
    endDate: range.endDate,
    accountId,
    page: range.page,
    perPage: Math.min(range.perPage || MAX_PER_PAGE, MAX_PER_PAGE),
  };
  const page = useCall(ACCOUNTING_CALLS.bookings, request, LEDGER_READ);
  return (
    <Stack gap="md">
      <FilterBar
        period={{
          range: { startDate, endDate },
          onChange: (patch) => go(patch),
          labels: { from: t('accounting.bookings.startDate'), until: t('accounting.bookings.endDate') },
          testIds: { from: 'bookings-start', until: 'bookings-end' },
        }}
        changed={[startDate, endDate, accountId].filter(Boolean).length}
        actions={
          <Button
            ml="auto"
            leftSection={<IconPlus size={16} />}
            onClick={() => setJournalOpen(true)}
            data-testid="journal-entry-new"
          >
            {t('accounting.journal.new')}
          </Button>
        }
      >
        <Select
          size="sm"
          w={{ base: '100%', xs: 320 }}
          label={t('accounting.bookings.account')}
          value={String(accountId)}
          onChange={(next) => go({ accountId: Number(next ?? 0) })}
          data={accountOptions(accounts.data, t('accounting.bookings.allAccounts'), accountId)}
          allowDeselect={false}
          searchable
          data-testid="bookings-account"
        />
      </FilterBar>
      {page.data && (
        <Group gap="lg" data-testid="bookings-totals">
          <Text size="sm">{t('accounting.bookings.count', { count: page.data.count })}</Text>
          <Text size="sm">
            {t('accounting.bookings.columns.debit')}: {formatMoney(page.data.totalDebit, locale)}
          </Text>
          <Text size="sm">
            {t('accounting.bookings.columns.credit')}: {formatMoney(page.data.totalCredit, locale)}
          </Text>
          {accountId > 0 && startDate && (
            <Text size="sm" data-testid="bookings-opening">
              {t('accounting.bookings.openingBalance', { date: formatDate(startDate) })}:{' '}
              {formatMoney(page.data.openingBalance, locale)}
            </Text>
          )}
          {accountId > 0 && (
            <Text size="sm" fw={600} data-testid="bookings-closing">
              {t('accounting.bookings.closingBalance')}:{' '}
              {formatMoney(page.data.openingBalance + page.data.totalDebit - page.data.totalCredit, locale)}
            </Text>
          )}
        </Group>
      )}
      <DataTable<BookingRow>
        id="bookings"
        title={t('accounting.bookings.title')}
        rows={page.data?.bookings}
        rowKey={(row) => row.id}
        columns={columns}
        loading={page.isFetching}
        server={{ table, total: page.data?.count ?? 0 }}
        searchable={false}
      />
      {journalOpen && <JournalEntryDialog onClose={() => setJournalOpen(false)} />}
    </Stack>
  );
}
