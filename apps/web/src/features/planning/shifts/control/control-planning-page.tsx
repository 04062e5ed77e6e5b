import { SHIFT_CALLS, type TCachedEntry } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { formatDate, formatTimeSpan } from '@backoffice/domain/format';
import { isoWeek } from '@backoffice/domain/iso-week';
import { Anchor, Button } from '@mantine/core';
import { IconLinkOff, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCall } from '../../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../../platform/data-table/date-columns.ts';
import { useCanAccess } from '../../../../platform/session/session-store.ts';
import { isPeriodValid, type Period, PeriodFilter } from '../period-filter.tsx';
import { PlanningOverview } from '../planning-overview.tsx';
import { useShiftActions } from '../use-shift-actions.ts';
import { weekPath } from '../week/week-params.ts';

/**
 * Planning/ControlPlanning: the shifts that no longer match their work (the work's times, employee or days changed
 * after the planning was made). Keep a shift as it is (remove the mismatch) or delete it.
 */
export function ControlPlanningPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('planning', 'write');
  const [period, setPeriod] = useState<Period>(() => ({ startDate: todayIso(), endDate: addDays(todayIso(), 55) }));
  const valid = isPeriodValid(period);
  const list = useCall(SHIFT_CALLS.agendaEntriesCache, { ...period, mismatchOnly: 1 }, { enabled: valid });
  const actions = useShiftActions();
  const columns = useMemo<TableColumn<TCachedEntry>[]>(
    () => [
      dateColumn('date', t('planning.control.date'), (r) => r.date, {
        render: (r) => {
          const { year, week } = isoWeek(r.date);
          return (
            <Anchor component={Link} to={weekPath({ view: 1, year, week, focusId: r.employeeId })} size="sm">
              {formatDate(r.date)}
            </Anchor>
          );
        },
        width: 120,
      }),
      {
        key: 'employee',
        title: t('planning.control.employee'),
        value: (r) => r.employeeName || t('planning.week.notAssigned'),
      },
      { key: 'project', title: t('planning.control.project'), value: (r) => r.projectName },
      { key: 'work', title: t('planning.control.work'), value: (r) => r.workDescription },
      {
        key: 'times',
        title: t('planning.control.times'),
        value: (r) => r.startTime,
        text: (r) => formatTimeSpan(r.startTime, r.endTime),
      },
      {
        key: 'type',
        title: t('planning.dialog.planningType'),
        value: (r) => r.planningType,
        text: (r) => t(`planning.types.${r.planningType}`),
      },
    ],
    [t],
  );
  return (
    <PlanningOverview
      title={t('planning.control.title')}
      intro={t('planning.control.intro')}
      testId="control-planning-page"
      filters={<PeriodFilter value={period} onChange={setPeriod} testId="control-period" />}
    >
      <DataTable<TCachedEntry>
        id="planning-control"
        title={t('planning.control.title')}
        rows={valid ? list.data : []}
        rowKey={(row) => row.id}
        columns={columns}
        loading={valid && list.isPending}
        defaultSort={{ key: 'date', direction: 'asc' }}
        selectionActions={
          canWrite
            ? (selected, clear) => (
                <>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconLinkOff size={14} />}
                    onClick={async () => (await actions.removeMismatch(selected.map((r) => r.id))) && clear()}
                    data-testid="control-remove-mismatch"
                  >
                    {t('planning.week.removeMismatch')}
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={14} />}
                    onClick={() =>
                      actions.remove(
                        selected.map((r) => r.id),
                        clear,
                      )
                    }
                    data-testid="control-delete"
                  >
                    {t('common.delete')}
                  </Button>
                </>
              )
            : undefined
        }
      />
    </PlanningOverview>
  );
}
