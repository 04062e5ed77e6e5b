import { CLOCK_CALLS, OVERVIEW_MAX_RANGE_DAYS, OVERVIEW_ORDER } from '@backoffice/domain';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, refresh, useCall } from '../../../platform/call.ts';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { useServerTable } from '../../../platform/data-table/server-table.ts';
import { SegmentFilter } from '../../../platform/forms/segment-filter.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { AnnouncementsButton } from './announcements-button.tsx';
import type { OverviewRow } from './api.ts';
import { overviewColumns } from './overview-columns.tsx';
import { PageIntro } from './page-intro.tsx';
import { currentMonth, planningToday } from './period.ts';
import { PeriodFilterBar, usePeriodFilter } from './period-filter.tsx';
import { exportColumns } from './server-export.ts';
import { WorkOrderButton } from './work-order-button.tsx';

const STATUSES = ['-1', '0', '1', '2'] as const;

/**
 * /Planning/TotalOverview: every shift of a period, paged, sorted and searched on the server (a month of a large company
 * is tens of thousands of shifts); work orders and announcements for the shifts selected; the export holds every match.
 */
export function TotalOverviewPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canWrite = useCanAccess('planning', 'write');
  const period = usePeriodFilter(currentMonth(planningToday()), OVERVIEW_MAX_RANGE_DAYS);
  const [confirmed, setConfirmed] = useState<(typeof STATUSES)[number]>('-1');
  const columns = useMemo(() => overviewColumns(t), [t]);
  const table = useServerTable<OverviewRow>('total-overview', {
    columns,
    defaultSort: { key: 'date', direction: 'asc' },
  });
  const enabled = period.problem === null;
  const body = {
    ...period.filter,
    confirmed: Number(confirmed),
    search: table.query.search,
    page: table.query.page,
    perPage: table.query.perPage,
    // Only the sortable columns sort on the server; any other keeps the date order.
    orderBy: OVERVIEW_ORDER.find((key) => key === table.query.orderBy) ?? 'date',
    descending: table.query.descending ? 1 : 0,
  };
  const page = useCall(CLOCK_CALLS.totalOverview, body, { enabled, keepPrevious: true });
  const refreshPage = () => refresh(queryClient, [CLOCK_CALLS.totalOverview]);
  const labels = useMemo(
    () => ({
      confirmed: Object.fromEntries(['0', '1', '2'].map((c) => [c, t(`clock.shiftStatus.${c}`)])),
      planningType: Object.fromEntries(['1', '2', '3'].map((c) => [c, t(`clock.planningType.${c}`)])),
      workOrder: { '0': '', '1': t('clock.workOrder.made') },
    }),
    [t],
  );

  return (
    <Stack gap="md" data-testid="total-overview-page">
      <PageIntro title={t('clock.overview.title')} intro={t('clock.overview.intro')} />
      <PeriodFilterBar {...period} />
      <SegmentFilter
        value={confirmed}
        onChange={(value) => {
          setConfirmed(value);
          table.updatePrefs({ page: 1 });
        }}
        choices={STATUSES.map((code) => [
          code,
          code === '-1' ? t('clock.overview.allStatuses') : t(`clock.shiftStatus.${code}`),
        ])}
        aria-label={t('clock.col.shiftStatus')}
        testId="overview-status"
      />
      <DataTable<OverviewRow>
        id="total-overview"
        title={t('clock.overview.title')}
        rows={enabled ? page.data?.agendaEntries : []}
        rowKey={(row) => row.id}
        columns={columns}
        loading={enabled && page.isFetching}
        server={{
          table,
          total: enabled ? (page.data?.resultCount ?? 0) : 0,
        }}
        onExport={(keys) =>
          download(CLOCK_CALLS.totalOverview, { ...body, columns: exportColumns(columns, keys, labels), export: 1 })
        }
        selectionActions={
          canWrite
            ? (selected, clear, keep) => (
                <>
                  <WorkOrderButton entries={selected.map((row) => row.id)} onDone={() => void refreshPage()} />
                  <AnnouncementsButton
                    shifts={selected}
                    onDone={(failed) => {
                      if (failed.length === 0) clear();
                      else keep(failed);
                      void refreshPage();
                    }}
                  />
                </>
              )
            : undefined
        }
      />
    </Stack>
  );
}
