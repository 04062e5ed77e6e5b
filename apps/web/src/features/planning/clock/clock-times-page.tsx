import { CLOCK_CALLS, DEVIATION_REASONS } from '@backoffice/domain';
import { formatDate, formatTime } from '@backoffice/domain/format';
import { Alert, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { download, useCall } from '../../../platform/call.ts';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import type { ClockTimesRow } from './api.ts';
import { clockColumns } from './clock-columns.tsx';
import { PageIntro } from './page-intro.tsx';
import { currentWeek, planningToday } from './period.ts';
import { PeriodFilterBar, usePeriodFilter } from './period-filter.tsx';
import { exportColumns } from './server-export.ts';

export const CLOCK_MAX_DAYS = 99;

/** /Planning/ClockTimes: planned against clocked times and distances of a period, exported by the server. */
export function ClockTimesPage() {
  const { t } = useTranslation();
  const period = usePeriodFilter(currentWeek(planningToday()), CLOCK_MAX_DAYS);
  return (
    <Stack gap="md" data-testid="clock-times-page">
      <PageIntro title={t('clock.times.title')} intro={t('clock.times.intro')} />
      <PeriodFilterBar {...period} />
      <ClockTimesTable filter={period.filter} enabled={period.problem === null} tableId="clock-times" />
    </Stack>
  );
}

/** The clock times table of a filter; a project's ClockTimes tab shows it too. */
export function ClockTimesTable(props: {
  filter: { startDate: string; endDate: string; employeeId: number; projectId: number };
  enabled: boolean;
  tableId: string;
  withProject?: boolean;
}) {
  const { t } = useTranslation();
  const answer = useCall(CLOCK_CALLS.clockTimes, props.filter, { enabled: props.enabled });
  const columns = useMemo(
    () => clockColumns<ClockTimesRow>(t, { project: props.withProject !== false }),
    [t, props.withProject],
  );
  const reasonLabels = useMemo(
    () => Object.fromEntries(DEVIATION_REASONS.map((reason) => [reason, t(`clock.reason.${reason}`)])),
    [t],
  );
  const unmatched = props.enabled ? (answer.data?.unmatched ?? []) : [];
  return (
    <>
      <DataTable<ClockTimesRow>
        id={props.tableId}
        title={t('clock.times.title')}
        rows={props.enabled ? answer.data?.entries : []}
        rowKey={(row) => row.id}
        columns={columns}
        loading={props.enabled && answer.isPending}
        defaultSort={{ key: 'date', direction: 'asc' }}
        onExport={(keys) =>
          download(CLOCK_CALLS.clockTimes, {
            ...props.filter,
            columns: exportColumns(columns, keys, { deviations: reasonLabels }),
            export: 1,
          })
        }
      />
      {unmatched.length > 0 && (
        <Alert color="yellow" variant="light" title={t('clock.times.unmatchedTitle')} data-testid="clock-unmatched">
          <Stack gap={2}>
            {unmatched.map((record) => (
              <Text size="sm" key={record.id}>
                {t('clock.times.unmatchedLine', {
                  name: record.employeeName,
                  date: formatDate(record.date),
                  time: formatTime(record.time),
                  kind: t(`clock.kind.${record.kind}`),
                })}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </>
  );
}
