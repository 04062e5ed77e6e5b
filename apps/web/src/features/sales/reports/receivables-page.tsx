import { AGING_BUCKETS, SALES_REPORT_CALLS, type TReceivableRow } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatDate, formatMoney } from '@backoffice/domain/format';
import { Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, useCall } from '../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { FiguresCard } from '../../../platform/figures-card.tsx';
import { FilterBar } from '../../../platform/forms/filter-bar.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { notifyError } from '../../../platform/notices.ts';
import { amountColumn, titlesOf } from './report-columns.ts';

/** /Sales/AccountReceivable: what each customer owed on a date, by how long it was overdue; Excel from the server. */
export function AccountReceivablePage() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [date, setDate] = useState(todayIso());
  const report = useCall(SALES_REPORT_CALLS.accountReceivable, { date }, { keepPrevious: true });
  const columns = useMemo<TableColumn<TReceivableRow>[]>(
    () => [
      // The name first: it heads each card on a phone.
      { key: 'customerName', title: t('salesReports.customer'), value: (row) => row.customerName },
      { key: 'customerNumber', title: t('salesReports.customerNumber'), value: (row) => row.customerNumber },
      { key: 'invoices', title: t('salesReports.invoices'), value: (row) => row.invoices, align: 'right' },
      ...AGING_BUCKETS.map((bucket) =>
        amountColumn<TReceivableRow>(bucket, t(`salesReports.aging.${bucket}`), 'money', (row) => row[bucket], locale),
      ),
      amountColumn<TReceivableRow>('total', t('salesReports.total'), 'money', (row) => row.total, locale),
    ],
    [t, locale],
  );
  const name = `${t('salesReports.receivables.title')} ${formatDate(date)}`;
  const exportSheet = async () => {
    try {
      const titles = titlesOf(columns, t('salesReports.total'));
      await download(SALES_REPORT_CALLS.accountReceivable, { date, exportExcel: 1, titles, name });
    } catch (error) {
      notifyError(error, { action: t('salesReports.exportFailed') });
    }
  };
  const totals = report.data?.totals;
  return (
    <Stack gap="md" data-testid="account-receivable-page">
      <FilterBar
        date={{
          value: date,
          onChange: setDate,
          label: t('salesReports.receivables.date'),
          testId: 'receivables-date',
          required: true,
          explanation: t('salesReports.receivables.intro'),
        }}
      />
      <FiguresCard
        valueTestId="receivables-total"
        cols={{ base: 2, sm: 3, lg: 6 }}
        size="lg"
        label={(key) => (key === 'total' ? t('salesReports.total') : t(`salesReports.aging.${key}`))}
        figures={[...AGING_BUCKETS, 'total' as const].map((key) => [key, totals && formatMoney(totals[key], locale)])}
      />
      <DataTable<TReceivableRow>
        id="accountReceivable"
        title={t('salesReports.receivables.title')}
        exportName={name}
        rows={report.data?.rows}
        rowKey={(row) => row.customerId}
        columns={columns}
        loading={report.isPending}
        defaultSort={{ key: 'customerName', direction: 'asc' }}
        onExport={exportSheet}
      />
    </Stack>
  );
}
