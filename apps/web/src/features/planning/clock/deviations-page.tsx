import { CLOCK_CALLS } from '@backoffice/domain';
import { Button, Stack } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, refresh, useCall } from '../../../platform/call.ts';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { SegmentFilter } from '../../../platform/forms/segment-filter.tsx';
import { IconAction } from '../../../platform/icon-action.tsx';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import type { DeviationRow } from './api.ts';
import { clockColumns } from './clock-columns.tsx';
import { CLOCK_MAX_DAYS } from './clock-times-page.tsx';
import { PageIntro } from './page-intro.tsx';
import { lastTwoWeeks, planningToday } from './period.ts';
import { PeriodFilterBar, usePeriodFilter } from './period-filter.tsx';

const CHECKED = ['0', '1', '-1'] as const;
type Checked = (typeof CHECKED)[number];

/** /Planning/Deviations: shifts whose clock records deviate, with the reasons; a planner marks them checked. */
export function DeviationsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canWrite = useCanAccess('planning', 'write');
  const period = usePeriodFilter(lastTwoWeeks(planningToday()), CLOCK_MAX_DAYS);
  const [checked, setChecked] = useState<Checked>('0');
  const enabled = period.problem === null;
  const list = useCall(CLOCK_CALLS.deviations, { ...period.filter, checked }, { enabled });
  const columns = useMemo(() => clockColumns<DeviationRow>(t), [t]);

  const mark = useMutation({
    mutationFn: (change: { ids: number[]; checked: 0 | 1; done?: () => void }) =>
      call(CLOCK_CALLS.checkDeviations, { ids: change.ids, checked: change.checked }),
    onSuccess: async (_rows, change) => {
      notifySuccess(
        t(change.checked ? 'clock.deviations.checkedNotice' : 'clock.deviations.reopenedNotice', {
          count: change.ids.length,
        }),
      );
      change.done?.();
      await refresh(queryClient, [CLOCK_CALLS.deviations]);
    },
    onError: (error) => notifyError(error, { action: t('clock.deviations.checkFailed') }),
  });

  return (
    <Stack gap="md" data-testid="deviations-page">
      <PageIntro title={t('clock.deviations.title')} intro={t('clock.deviations.intro')} />
      <PeriodFilterBar {...period} />
      <SegmentFilter
        value={checked}
        onChange={setChecked}
        choices={CHECKED.map((code) => [code, t(`clock.deviations.show.${code}`)])}
        aria-label={t('clock.col.status')}
        testId="deviations-checked"
      />
      <DataTable<DeviationRow>
        id="deviations"
        title={t('clock.deviations.title')}
        rows={enabled ? list.data : []}
        rowKey={(row) => row.id}
        columns={columns}
        loading={enabled && list.isPending}
        defaultSort={{ key: 'date', direction: 'asc' }}
        selectionActions={
          canWrite
            ? (selected, clear) => (
                <Button
                  size="xs"
                  leftSection={<IconCheck size={16} />}
                  loading={mark.isPending}
                  onClick={() => mark.mutate({ ids: selected.map((row) => row.id), checked: 1, done: clear })}
                  data-testid="deviations-check-selected"
                >
                  {t('clock.deviations.checkSelected', { count: selected.length })}
                </Button>
              )
            : undefined
        }
        actions={
          canWrite
            ? (row) => (
                <IconAction
                  label={t(row.checked ? 'clock.deviations.reopen' : 'clock.deviations.check')}
                  icon={row.checked ? <IconArrowBackUp size={18} /> : <IconCheck size={18} />}
                  color={row.checked ? 'gray' : 'teal'}
                  onClick={() => mark.mutate({ ids: [row.id], checked: row.checked ? 0 : 1 })}
                  loading={mark.isPending && mark.variables?.ids.includes(row.id)}
                  testId={`deviation-check-${row.id}`}
                />
              )
            : undefined
        }
      />
    </Stack>
  );
}
