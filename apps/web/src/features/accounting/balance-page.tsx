import { ACCOUNTING_REPORT_CALLS, type FinancialScale, formatDate } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Badge, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, useCall } from '../../platform/call.ts';
import { FilterBar } from '../../platform/forms/filter-bar.tsx';
import { currentLanguage } from '../../platform/i18n/i18n.ts';
import { PageHeading } from '../../platform/layout/page-heading.tsx';
import { PageLoader } from '../../platform/pages/page-loader.tsx';
import { LEDGER_READ } from './api.ts';
import { AmountRow, FileButton, ReportTable, reportTitles, ScaleSelect, SectionRows } from './report-parts.tsx';

/**
 * /Accounting2/Balance: assets against liabilities and equity on a date (today by default) and a year before, per
 * class and account, in a scale unit; the year's result is its own line under equity. PDF with the balance template.
 */
export function BalancePage() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [date, setDate] = useState(todayIso());
  const [scale, setScale] = useState<FinancialScale>(1);
  const balance = useCall(ACCOUNTING_REPORT_CALLS.balance, { date, scale }, LEDGER_READ);
  const data = balance.data;
  const cardPath = (accountId: number) => `/Accounting2/Bookings/-/${date}/${accountId}`;
  const format = { scale, locale, cardPath };
  const headers = data
    ? ([t('accountingReports.account'), formatDate(data.date), formatDate(data.previousDate)] as const)
    : (['', '', ''] as const);
  return (
    <Stack gap="md" data-testid="balance-page">
      <PageHeading title={t('accountingReports.balance.title')} intro={t('accountingReports.balance.intro')} />
      <FilterBar
        date={{
          value: date,
          onChange: setDate,
          label: t('accountingReports.balance.date'),
          testId: 'balance-date',
          required: true,
        }}
        changed={scale === 1 ? 0 : 1}
        actions={
          <>
            <FileButton
              label={t('accountingReports.pdf')}
              failed={t('accountingReports.pdfFailed')}
              testId="balance-pdf"
              fetch={() =>
                download(ACCOUNTING_REPORT_CALLS.balance, {
                  date,
                  scale,
                  pdf: 1,
                  locale,
                  titles: reportTitles(t, scale),
                })
              }
            />
            {data && (
              <Badge variant="light" color={data.balanced ? 'green' : 'red'} data-testid="balance-balanced">
                {t(data.balanced ? 'accountingReports.balance.balanced' : 'accountingReports.balance.unbalanced')}
              </Badge>
            )}
          </>
        }
      >
        <ScaleSelect value={scale} onChange={setScale} />
      </FilterBar>
      {!data ? (
        <PageLoader />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <ReportTable testId="balance-assets" headers={headers} minWidth={360} format={format}>
            <SectionRows section={data.assets} title={t('accountingReports.balance.assets')} />
          </ReportTable>
          <ReportTable testId="balance-liabilities" headers={headers} minWidth={360} format={format}>
            <SectionRows section={data.liabilities} title={t('accountingReports.balance.liabilities')} noTotal />
            <AmountRow label={t('accountingReports.balance.result')} amounts={data.result} testId="balance-result" />
            {(data.earlierResults.current !== 0 || data.earlierResults.previous !== 0) && (
              <AmountRow label={t('accountingReports.balance.earlierResults')} amounts={data.earlierResults} />
            )}
            <AmountRow label={t('accountingReports.balance.liabilities')} amounts={data.liabilitiesAndEquity} bold />
          </ReportTable>
        </SimpleGrid>
      )}
    </Stack>
  );
}
