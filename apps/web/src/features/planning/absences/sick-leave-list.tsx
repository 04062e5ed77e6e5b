import { ABSENCE_KIND, type TAbsentLegend } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { Badge, Group } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { NewRowButton } from '../../../platform/data-table/row-actions.tsx';
import { SegmentFilter } from '../../../platform/forms/segment-filter.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { absenceColumns } from './absence-columns.tsx';
import { AbsenceDialog } from './absence-dialog.tsx';
import { type AbsentRow, useSickLeaves } from './api.ts';
import { RangeFields, rangeIsValid } from './page-parts.tsx';

type Shown = 'open' | 'closed' | 'all';
const COLUMNS = ['employee', 'startDate', 'endDate', 'percentage', 'hours', 'description'];
const NO_LEGENDS: readonly TAbsentLegend[] = [];

/** Employees/SickLeave: sickness absences in a period, open (not reported recovered) or recovered, with percentage. */
export function SickLeaveList() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('planning', 'write');
  const today = todayIso();
  const [shown, setShown] = useState<Shown>('open');
  const [range, setRange] = useState({ startDate: addDays(today, -365), endDate: addDays(today, 30) });
  const [editing, setEditing] = useState<{ absent?: AbsentRow } | null>(null);
  const rangeOk = rangeIsValid(range);
  const list = useSickLeaves(range, rangeOk);
  const rows = useMemo(
    () =>
      (rangeOk ? (list.data ?? []) : []).filter(
        (row) => shown === 'all' || (shown === 'open' ? !row.sickClosed : row.sickClosed === 1),
      ),
    [list.data, rangeOk, shown],
  );

  const columns = useMemo<TableColumn<AbsentRow>[]>(() => {
    const shared = absenceColumns(t, NO_LEGENDS, { hoursTitle: t('absences.overview.hoursInPeriod') })
      .filter((column) => COLUMNS.includes(column.key))
      .map((column) => ({ ...column, hiddenByDefault: false }));
    return [
      ...shared,
      {
        key: 'sickClosed',
        title: t('absences.sick.state'),
        value: (row) => row.sickClosed,
        text: (row) => t(row.sickClosed ? 'absences.sick.recovered' : 'absences.sick.open'),
        render: (row) => (
          <Badge color={row.sickClosed ? 'teal' : 'red'} variant="light" data-testid={`sick-state-${row.id}`}>
            {t(row.sickClosed ? 'absences.sick.recovered' : 'absences.sick.open')}
          </Badge>
        ),
      },
    ];
  }, [t]);

  return (
    <>
      <Group align="flex-end" gap="md">
        <SegmentFilter<Shown>
          value={shown}
          onChange={setShown}
          choices={[
            ['open', t('absences.sick.open')],
            ['closed', t('absences.sick.recovered')],
            ['all', t('absences.filters.all')],
          ]}
          aria-label={t('absences.sick.state')}
          testId="sick-shown"
        />
        <RangeFields range={range} onChange={setRange} testId="sick" />
      </Group>
      <DataTable<AbsentRow>
        id="sick-leave"
        title={t('employeeSub.sickLeave.title')}
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        loading={rangeOk && list.isPending}
        defaultSort={{ key: 'startDate', direction: 'desc' }}
        onRowClick={canWrite ? (absent) => setEditing({ absent }) : undefined}
        toolbar={canWrite && <NewRowButton label={t('common.new')} onClick={() => setEditing({})} testId="sick-new" />}
      />
      {editing && (
        <AbsenceDialog
          key={editing.absent?.id ?? 'new'}
          absent={editing.absent}
          start={{ kind: ABSENCE_KIND.sickness, startDate: today, endDate: '' }}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
