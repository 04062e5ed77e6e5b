import { ACCOUNTING_REPORT_CALLS, LEDGER_AGING_BUCKETS, type TOpenItem, type TOpenItems } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatDate, formatMoney } from '@backoffice/domain/format';
import { Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, useCall } from '../../platform/call.ts';
import { DataTable, type TableColumn } from '../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../platform/data-table/date-columns.ts';
import { moneyColumn } from '../../platform/data-table/money-column.ts';
import { FiguresCard } from '../../platform/figures-card.tsx';
import { FilterBar } from '../../platform/forms/filter-bar.tsx';
import { currentLanguage } from '../../platform/i18n/i18n.ts';
import { PageHeading } from '../../platform/layout/page-heading.tsx';
import { notifyError } from '../../platform/notices.ts';
import { LEDGER_READ } from './api.ts';
import { FileButton, reportTitles } from './report-parts.tsx';

type Side = TOpenItems['side'];
const openText = (t: TFunction, key: string) => t(`accountingReports.openItems.${key}`);

type ItemRow = TOpenItem & { key: string; partyNumber: number; partyName: string };

/**
 * /Accounting2/AccountsReceivable and /Accounting2/AccountsPayable: the open items of the debtors (creditors) ledger
 * account on a date, per customer (supplier) and document, by age; Excel and PDF from the server.
 */
function OpenItemsPage({ side }: { side: Side }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [date, setDate] = useState(todayIso());
  const report = useCall(ACCOUNTING_REPORT_CALLS.ledgerOpenItems, { side, date }, LEDGER_READ);
  const receivable = side === 'receivable';
  const o = (key: string) => openText(t, key);
  const columns = useMemo<TableColumn<ItemRow>[]>(() => {
    const o = (key: string) => openText(t, key);
    return [
      { key: 'partyName', title: o(receivable ? 'customer' : 'supplier'), value: (row) => row.partyName },
      {
        key: 'partyNumber',
        title: o(receivable ? 'customerNumber' : 'supplierNumber'),
        value: (row) => row.partyNumber,
        hiddenByDefault: true,
      },
      { key: 'documentNumber', title: o('document'), value: (row) => row.documentNumber },
      dateColumn('date', o('bookDate'), (row) => row.date),
      { key: 'days', title: o('days'), value: (row) => row.days, align: 'right', type: 'number' },
      ...LEDGER_AGING_BUCKETS.map(
        (bucket): TableColumn<ItemRow> =>
          moneyColumn<ItemRow>(
            bucket,
            t(`accountingReports.aging.${bucket}`),
            (row) => (row.bucket === bucket ? row.amount : 0),
            locale,
            { blankZero: true },
          ),
      ),
      moneyColumn<ItemRow>('total', t('accountingReports.total'), (row) => row.amount, locale),
    ];
  }, [t, locale, receivable]);
  const rows = useMemo(
    () =>
      report.data?.parties.flatMap((party) =>
        party.items.map((item) => ({
          ...item,
          key: `${party.partyId}:${item.documentNumber}`,
          partyNumber: party.partyNumber,
          partyName: party.partyName,
        })),
      ),
    [report.data],
  );
  const title = o(side);
  const name = `${title} ${formatDate(date)}`;
  const titles = () => ({
    ...reportTitles(t, 1),
    party: o(receivable ? 'customer' : 'supplier'),
    ...Object.fromEntries(columns.map((column) => [column.key, column.title])),
  });
  const exportSheet = async () => {
    try {
      await download(ACCOUNTING_REPORT_CALLS.ledgerOpenItems, { side, date, exportExcel: 1, titles: titles(), name });
    } catch (error) {
      notifyError(error, { action: t('accountingReports.exportFailed') });
    }
  };
  const totals = report.data?.totals;
  return (
    <Stack gap="md" data-testid={`${side}-page`}>
      <PageHeading title={title} intro={o(`${side}Intro`)} />
      <FilterBar
        date={{ value: date, onChange: setDate, label: o('date'), testId: 'open-items-date', required: true }}
        actions={
          <>
            <FileButton
              label={t('accountingReports.excel')}
              failed={t('accountingReports.exportFailed')}
              testId="open-items-excel"
              fetch={exportSheet}
            />
            <FileButton
              label={t('accountingReports.pdf')}
              failed={t('accountingReports.pdfFailed')}
              testId="open-items-pdf"
              fetch={() =>
                download(ACCOUNTING_REPORT_CALLS.ledgerOpenItems, { side, date, pdf: 1, locale, titles: titles() })
              }
            />
          </>
        }
      />
      <FiguresCard
        valueTestId="open-items-total"
        cols={{ base: 2, sm: 3, lg: 5 }}
        size="lg"
        label={(key) => (key === 'total' ? t('accountingReports.total') : t(`accountingReports.aging.${key}`))}
        figures={[...LEDGER_AGING_BUCKETS, 'total' as const].map((key) => [
          key,
          totals && formatMoney(totals[key], locale),
        ])}
      />
      <DataTable<ItemRow>
        id={`ledgerOpenItems-${side}`}
        title={title}
        exportName={name}
        rows={rows}
        rowKey={(row) => row.key}
        columns={columns}
        loading={report.isPending}
        defaultSort={{ key: 'partyName', direction: 'asc' }}
        onExport={exportSheet}
      />
    </Stack>
  );
}

export const AccountsReceivablePage = () => <OpenItemsPage side="receivable" />;
export const AccountsPayablePage = () => <OpenItemsPage side="payable" />;
