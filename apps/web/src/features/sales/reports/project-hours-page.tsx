import { HOUR_STAGES, SALES_REPORT_CALLS, type TProjectHoursRow } from '@backoffice/domain';
import { endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { formatDate, formatHundredths, formatMoney } from '@backoffice/domain/format';
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

/** /Sales/ProjectHoursOverview: per project, the period's planned, confirmed and invoiced hours and their amounts. */
export function ProjectHoursOverviewPage() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [period, setPeriod] = useState({ startDate: startOfMonth(todayIso()), endDate: endOfMonth(todayIso()) });
  const valid = period.startDate <= period.endDate;
  const report = useCall(SALES_REPORT_CALLS.projectHoursOverview, period, { keepPrevious: true, enabled: valid });
  const columns = useMemo<TableColumn<TProjectHoursRow>[]>(
    () => [
      { key: 'projectName', title: t('salesReports.project'), value: (row) => row.projectName },
      { key: 'customerName', title: t('salesReports.customer'), value: (row) => row.customerName },
      ...HOUR_STAGES.flatMap((stage) => [
        amountColumn<TProjectHoursRow>(
          `${stage}Hours`,
          t(`salesReports.hours.${stage}Hours`),
          'hours',
          (row) => row[`${stage}Hours`],
          locale,
        ),
        amountColumn<TProjectHoursRow>(
          `${stage}Amount`,
          t(`salesReports.hours.${stage}Amount`),
          'money',
          (row) => row[`${stage}Amount`],
          locale,
        ),
      ]),
    ],
    [t, locale],
  );
  const name = `${t('salesReports.hours.title')} ${formatDate(period.startDate)} ${formatDate(period.endDate)}`;
  const exportSheet = async () => {
    try {
      const titles = titlesOf(columns, t('salesReports.total'));
      await download(SALES_REPORT_CALLS.projectHoursOverview, { ...period, export: 1, titles, name });
    } catch (error) {
      notifyError(error, { action: t('salesReports.exportFailed') });
    }
  };
  // A period that ends before it starts is not asked for: the last answer's figures would belong to another one.
  const shown = valid ? report.data : undefined;
  const totals = shown?.totals;
  return (
    <Stack gap="md" data-testid="project-hours-page">
      <FilterBar
        align="flex-start"
        period={{
          range: period,
          onChange: (patch) => setPeriod((p) => ({ ...p, ...patch })),
          labels: { from: t('salesReports.startDate'), until: t('salesReports.endDate') },
          testIds: { from: 'project-hours-start', until: 'project-hours-end' },
          untilError: valid ? undefined : t('validation.endBeforeStart'),
          required: true,
        }}
      />
      <FiguresCard
        valueTestId="project-hours-total"
        cols={{ base: 1, sm: 3 }}
        size="lg"
        label={(stage) => t(`salesReports.hours.${stage}`)}
        figures={HOUR_STAGES.map((stage) => [
          stage,
          !valid
            ? '-'
            : totals &&
              `${formatHundredths(totals[`${stage}Hours`], locale)} ${t('salesReports.hours.unit')} · ${formatMoney(totals[`${stage}Amount`], locale)}`,
        ])}
      />
      <DataTable<TProjectHoursRow>
        id="projectHoursOverview"
        title={t('salesReports.hours.title')}
        exportName={name}
        rows={valid ? shown?.rows : []}
        rowKey={(row) => row.projectId}
        columns={columns}
        loading={valid && report.isPending}
        defaultSort={{ key: 'projectName', direction: 'asc' }}
        onExport={exportSheet}
      />
    </Stack>
  );
}
