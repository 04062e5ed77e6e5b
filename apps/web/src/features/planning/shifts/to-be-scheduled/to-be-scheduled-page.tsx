import { endAfter, SHIFT_CALLS, type TToBeScheduledRow } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { formatDate, formatTimeSpan } from '@backoffice/domain/format';
import { isoWeekday } from '@backoffice/domain/iso-week';
import { Select, SimpleGrid, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../../platform/data-table/date-columns.ts';
import { FormDialog } from '../../../../platform/forms/form-dialog.tsx';
import { IconAction } from '../../../../platform/icon-action.tsx';
import { useCanAccess } from '../../../../platform/session/session-store.ts';
import { TimeField } from '../../../../platform/time/time-field.tsx';
import { textToTime, timeToText } from '../../../../platform/time/time-text.ts';
import { useEmployees } from '../../../employees/index.ts';
import { toOptions } from '../../../projects/index.ts';
import { isPeriodValid, type Period, PeriodFilter } from '../period-filter.tsx';
import { PlanningOverview } from '../planning-overview.tsx';
import { draftErrors, newDraft } from '../shift-draft.ts';
import { type ShiftActions, useShiftActions } from '../use-shift-actions.ts';

const rowKey = (row: TToBeScheduledRow) => `${row.key}|${row.entryId}`;

function AssignDialog({
  row,
  actions,
  onClose,
}: {
  row: TToBeScheduledRow;
  actions: ShiftActions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const employees = useEmployees();
  const [employeeId, setEmployeeId] = useState(0);
  const [startTime, setStartTime] = useState(timeToText(row.startTime ?? 800));
  const [endTime, setEndTime] = useState(timeToText(row.endTime ?? endAfter(800, row.minutes || 120)));
  const [tried, setTried] = useState(false);
  const errors = draftErrors({ ...newDraft(row.date, employeeId, row.projectId), startTime, endTime }, row.date, t);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!employeeId || errors.startTime || errors.endTime) return;
    const done = await actions.assign({
      key: row.key,
      entryId: row.entryId,
      employeeId,
      startTime: textToTime(startTime) ?? 0,
      endTime: textToTime(endTime, { end: true }) ?? 0,
    });
    if (done) onClose();
  };
  return (
    <FormDialog
      title={t('planning.toBeScheduled.assignTitle')}
      testId="assign-form"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      saving={actions.busy === 'assign'}
    >
      <Text size="sm">{[formatDate(row.date), row.projectName, row.description].filter(Boolean).join(' · ')}</Text>
      <Select
        label={t('planning.dialog.employee')}
        data={toOptions(employees.data, employeeId)}
        value={employeeId ? String(employeeId) : null}
        onChange={(value) => setEmployeeId(Number(value ?? 0))}
        searchable
        required
        error={tried && !employeeId ? t('validation.required') : undefined}
        data-testid="assign-employee"
      />
      <SimpleGrid cols={2} spacing="sm">
        <TimeField
          label={t('planning.dialog.start')}
          value={startTime}
          onChange={setStartTime}
          error={tried ? errors.startTime : undefined}
          testId="assign-start"
        />
        <TimeField
          end
          label={t('planning.dialog.end')}
          value={endTime}
          onChange={setEndTime}
          error={tried ? errors.endTime : undefined}
          testId="assign-end"
        />
      </SimpleGrid>
    </FormDialog>
  );
}

/** Planning/ToBeScheduled: work dates nobody is planned on, and shifts without an employee; assign someone. */
export function ToBeScheduledPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('planning', 'write');
  const [period, setPeriod] = useState<Period>(() => ({ startDate: todayIso(), endDate: addDays(todayIso(), 13) }));
  const valid = isPeriodValid(period);
  const list = useCall(SHIFT_CALLS.toBeScheduled, period, { enabled: valid });
  const actions = useShiftActions();
  const [assigning, setAssigning] = useState<TToBeScheduledRow | null>(null);
  const columns = useMemo<TableColumn<TToBeScheduledRow>[]>(
    () => [
      dateColumn('date', t('planning.toBeScheduled.date'), (r) => r.date, {
        text: (r) => `${t(`planning.weekdays.${isoWeekday(r.date)}`)} ${formatDate(r.date)}`,
        width: 150,
      }),
      { key: 'project', title: t('planning.toBeScheduled.project'), value: (r) => r.projectName },
      { key: 'work', title: t('planning.toBeScheduled.work'), value: (r) => r.description },
      {
        key: 'times',
        title: t('planning.toBeScheduled.times'),
        value: (r) => r.startTime ?? -1,
        text: (r) =>
          r.startTime === null
            ? t('planning.toBeScheduled.minutes', { minutes: r.minutes })
            : formatTimeSpan(r.startTime, r.endTime),
      },
      {
        key: 'kind',
        title: t('planning.toBeScheduled.kind'),
        value: (r) => (r.entryId ? 1 : 0),
        text: (r) => t(r.entryId ? 'planning.toBeScheduled.unassignedShift' : 'planning.toBeScheduled.openWork'),
      },
    ],
    [t],
  );
  return (
    <PlanningOverview
      title={t('planning.toBeScheduled.title')}
      intro={t('planning.toBeScheduled.intro')}
      testId="to-be-scheduled-page"
      filters={<PeriodFilter value={period} onChange={setPeriod} testId="schedule-period" />}
    >
      <DataTable<TToBeScheduledRow>
        id="planning-to-be-scheduled"
        title={t('planning.toBeScheduled.title')}
        rows={valid ? list.data : []}
        rowKey={rowKey}
        columns={columns}
        loading={valid && list.isPending}
        defaultSort={{ key: 'date', direction: 'asc' }}
        actions={
          canWrite
            ? (row) => (
                <IconAction
                  label={t('planning.toBeScheduled.assign')}
                  icon={<IconUserPlus size={18} />}
                  variant="light"
                  onClick={() => setAssigning(row)}
                  testId={`assign-${rowKey(row)}`}
                />
              )
            : undefined
        }
      />
      {assigning && <AssignDialog row={assigning} actions={actions} onClose={() => setAssigning(null)} />}
    </PlanningOverview>
  );
}
