import { ACCOUNTING_REPORT_CALLS, type FinancialScale, formatDate } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, useCall } from '../../platform/call.ts';
import { FilterBar } from '../../platform/forms/filter-bar.tsx';
import { currentLanguage } from '../../platform/i18n/i18n.ts';
import { PageHeading } from '../../platform/layout/page-heading.tsx';
import { PageLoader } from '../../platform/pages/page-loader.tsx';
import { LEDGER_READ } from './api.ts';
import { AmountRow, FileButton, ReportTable, reportTitles, ScaleSelect, SectionRows } from './report-parts.tsx';
import { useReportPeriod } from './report-period.ts';

/**
 * /Accounting2/ProfitLoss: income and expenses of a period (this year up to today by default) beside the same
 * period a year before, per class and account, in a scale unit; the result under them. PDF with the P&L template.
 */
export function ProfitLossPage() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const today = todayIso();
  const { range, valid, filter } = useReportPeriod(
    () => ({ startDate: `${today.slice(0, 4)}-01-01`, endDate: today }),
    {
      labels: { from: t('accountingReports.profitLoss.startDate'), until: t('accountingReports.profitLoss.endDate') },
      testIds: { from: 'pl-start', until: 'pl-end' },
    },
  );
  const [scale, setScale] = useState<FinancialScale>(1);
  const report = useCall(ACCOUNTING_REPORT_CALLS.profitLoss, { ...range, scale }, { ...LEDGER_READ, enabled: valid });
  const data = report.data;
  const cardPath = (accountId: number) => `/Accounting2/Bookings/${range.startDate}/${range.endDate}/${accountId}`;
  const format = { scale, locale, cardPath };
  const period = (from: string, until: string) =>
    t('accountingReports.period', { from: formatDate(from), until: formatDate(until) });
  return (
    <Stack gap="md" data-testid="profit-loss-page">
      <PageHeading title={t('accountingReports.profitLoss.title')} intro={t('accountingReports.profitLoss.intro')} />
      <FilterBar
        period={filter}
        changed={scale === 1 ? 0 : 1}
        actions={
          <FileButton
            label={t('accountingReports.pdf')}
            failed={t('accountingReports.pdfFailed')}
            testId="pl-pdf"
            fetch={() =>
              download(ACCOUNTING_REPORT_CALLS.profitLoss, {
                ...range,
                scale,
                pdf: 1,
                locale,
                titles: reportTitles(t, scale),
              })
            }
          />
        }
      >
        <ScaleSelect value={scale} onChange={setScale} />
      </FilterBar>
      {!data ? (
        <PageLoader />
      ) : (
        <ReportTable
          testId="profit-loss"
          minWidth={420}
          format={format}
          headers={[
            t('accountingReports.account'),
            period(data.startDate, data.endDate),
            period(data.previousStartDate, data.previousEndDate),
          ]}
        >
          <SectionRows section={data.income} title={t('accountingReports.profitLoss.income')} />
          <SectionRows section={data.expenses} title={t('accountingReports.profitLoss.expenses')} />
          <AmountRow label={t('accountingReports.profitLoss.result')} amounts={data.result} bold testId="pl-result" />
        </ReportTable>
      )}
    </Stack>
  );
}
