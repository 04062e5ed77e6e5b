import { isConfirmableDate, planningToday, SHIFT_CALLS, type TConfirmationRow } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { formatDateTime, formatTimeSpan } from '@backoffice/domain/format';
import { isoWeek, isoWeekStart } from '@backoffice/domain/iso-week';
import { ActionIcon, Badge, Button, Select, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../../platform/call.ts';
import { DataTable, type TableColumn } from '../../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../../platform/data-table/date-columns.ts';
import { hoursColumn } from '../../../../platform/data-table/hours-column.ts';
import { SegmentFilter } from '../../../../platform/forms/segment-filter.tsx';
import { currentLanguage } from '../../../../platform/i18n/i18n.ts';
import { useCanAccess } from '../../../../platform/session/session-store.ts';
import { useEmployees } from '../../../employees/index.ts';
import { useProjects } from '../../../projects/api.ts';
import { toOptions } from '../../../projects/index.ts';
import { isPeriodValid, type Period, PeriodFilter } from '../period-filter.tsx';
import { PlanningOverview } from '../planning-overview.tsx';
import { useShiftActions } from '../use-shift-actions.ts';
import { ConfirmHoursDialog } from './confirm-hours-dialog.tsx';

type Status = 'all' | 'open' | 'confirmed';

/** Last week: the hours the office confirms on Monday. */
function lastWeek(): Period {
  const { year, week } = isoWeek(addDays(todayIso(), -7));
  const monday = isoWeekStart(year, week);
  return { startDate: monday, endDate: addDays(monday, 6) };
}

const nowrap = (text: string) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {text}
  </Text>
);

const span = (start: number | null, end: number | null) =>
  start === null || end === null ? '' : formatTimeSpan(start, end);

/**
 * Planning/HourConfirmations: the shifts of a period next to what was planned; confirm the selected ones as planned,
 * correct and confirm one, or unconfirm. Invoiced shifts are shown but cannot change.
 */
export function HourConfirmationsPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('planning', 'write');
  const [period, setPeriod] = useState(lastWeek);
  const [employeeId, setEmployeeId] = useState(0);
  const [projectId, setProjectId] = useState(0);
  const [status, setStatus] = useState<Status>('open');
  const [editing, setEditing] = useState<TConfirmationRow | null>(null);
  const valid = isPeriodValid(period);
  const overview = useCall(SHIFT_CALLS.confirmationOverview, { ...period, employeeId, projectId }, { enabled: valid });
  const actions = useShiftActions();
  const employees = useEmployees();
  const projects = useProjects();
  const language = currentLanguage();
  const rows = useMemo(
    () =>
      (overview.data?.rows ?? []).filter(
        (row) => status === 'all' || (status === 'open' ? row.confirmed === 0 : row.confirmed > 0),
      ),
    [overview.data, status],
  );
  const today = planningToday();
  // A shift after today has not been worked yet: its hours wait for its day (the server refuses them too).
  const future = (row: TConfirmationRow) => !isConfirmableDate(row.date, today);

  const columns = useMemo<TableColumn<TConfirmationRow>[]>(
    () => [
      dateColumn('date', t('planning.hours.date'), (r) => r.date, { width: 110 }),
      { key: 'employee', title: t('planning.hours.employee'), value: (r) => r.employeeName },
      { key: 'project', title: t('planning.hours.project'), value: (r) => r.projectName },
      {
        key: 'planned',
        title: t('planning.hours.planned'),
        value: (r) => r.plannedStart ?? r.startTime,
        text: (r) => (r.confirmed ? span(r.plannedStart, r.plannedEnd) : span(r.startTime, r.endTime)),
        render: (r) => nowrap(r.confirmed ? span(r.plannedStart, r.plannedEnd) : span(r.startTime, r.endTime)),
      },
      {
        key: 'confirmedTimes',
        title: t('planning.hours.confirmedTimes'),
        value: (r) => (r.confirmed ? r.startTime : null),
        text: (r) => (r.confirmed ? span(r.startTime, r.endTime) : ''),
        render: (r) => nowrap(r.confirmed ? span(r.startTime, r.endTime) : ''),
      },
      hoursColumn<TConfirmationRow>('pause', t('planning.hours.pause'), (r) => r.pause, language),
      hoursColumn<TConfirmationRow>('travelTime', t('planning.hours.travelTime'), (r) => r.travelTime, language, {
        hiddenByDefault: true,
      }),
      hoursColumn<TConfirmationRow>('plannedHours', t('planning.hours.plannedHours'), (r) => r.plannedHours, language, {
        hiddenByDefault: true,
      }),
      hoursColumn<TConfirmationRow>('hours', t('planning.hours.hours'), (r) => r.hours, language),
      {
        key: 'status',
        title: t('planning.hours.status'),
        value: (r) => r.confirmed,
        text: (r) => t(`planning.status.${r.confirmed}`),
        width: 130,
        render: (r) => (
          <Badge
            variant="light"
            color={r.confirmed === 0 ? 'blue' : r.confirmed === 1 ? 'teal' : 'gray'}
            data-testid={`hours-status-${r.id}`}
          >
            {t(`planning.status.${r.confirmed}`)}
          </Badge>
        ),
      },
      {
        key: 'confirmedBy',
        title: t('planning.hours.confirmedBy'),
        value: (r) => r.confirmedData.at ?? '',
        text: (r) =>
          r.confirmedData.at ? `${r.confirmedData.byName ?? ''} ${formatDateTime(r.confirmedData.at)}`.trim() : '',
        hiddenByDefault: true,
      },
    ],
    [t, language],
  );

  return (
    <PlanningOverview
      title={t('planning.hours.title')}
      intro={t('planning.hours.intro')}
      testId="hour-confirmations-page"
      filters={
        <>
          <PeriodFilter value={period} onChange={setPeriod} testId="hours-period" />
          <Select
            label={t('planning.hours.employee')}
            placeholder={t('planning.hours.everyone')}
            data={toOptions(employees.data, employeeId)}
            value={employeeId ? String(employeeId) : null}
            onChange={(value) => setEmployeeId(Number(value ?? 0))}
            searchable
            clearable
            w={220}
            data-testid="hours-employee"
          />
          <Select
            label={t('planning.hours.project')}
            placeholder={t('planning.hours.everywhere')}
            data={toOptions(projects.data, projectId)}
            value={projectId ? String(projectId) : null}
            onChange={(value) => setProjectId(Number(value ?? 0))}
            searchable
            clearable
            w={220}
            data-testid="hours-project"
          />
          <SegmentFilter<Status>
            value={status}
            onChange={setStatus}
            choices={(['open', 'confirmed', 'all'] as const).map((code) => [code, t(`planning.hours.show.${code}`)])}
            aria-label={t('planning.hours.status')}
            testId="hours-status-filter"
          />
        </>
      }
    >
      <DataTable<TConfirmationRow>
        id="planning-hour-confirmations"
        title={t('planning.hours.title')}
        rows={valid ? rows : []}
        rowKey={(row) => row.id}
        columns={columns}
        loading={valid && overview.isPending}
        defaultSort={{ key: 'date', direction: 'asc' }}
        selectionActions={
          canWrite
            ? (selected, clear) => {
                const open = selected.filter((row) => row.confirmed === 0);
                const later = open.filter(future).length;
                return (
                  <>
                    <Button
                      size="xs"
                      leftSection={<IconCheck size={14} />}
                      onClick={async () => {
                        const ready = open.filter((row) => !future(row)).map((row) => ({ id: row.id }));
                        if (ready.length > 0 && (await actions.confirm(ready))) clear();
                      }}
                      disabled={open.length > 0 && later === open.length}
                      loading={actions.busy === 'confirm'}
                      data-testid="hours-confirm-selected"
                    >
                      {t('planning.hours.confirmSelected')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconArrowBackUp size={14} />}
                      onClick={async () => {
                        const done = selected.filter((row) => row.confirmed === 1).map((row) => row.id);
                        if (done.length > 0 && (await actions.unconfirm(done))) clear();
                      }}
                      loading={actions.busy === 'unconfirm'}
                      data-testid="hours-unconfirm-selected"
                    >
                      {t('planning.hours.unconfirmSelected')}
                    </Button>
                    {later > 0 && (
                      <Text size="xs" c="dimmed" data-testid="hours-future-skipped">
                        {t('planning.hours.futureSkipped', { count: later })}
                      </Text>
                    )}
                  </>
                );
              }
            : undefined
        }
        actions={
          canWrite
            ? (row) => {
                if (row.confirmed === 2) return null;
                const waits = future(row);
                const label = waits ? t('planning.hours.futureHint') : t('planning.hours.edit');
                return (
                  <Tooltip label={label} multiline w={waits ? 260 : undefined}>
                    {/* A disabled button fires no pointer events: the span keeps the tooltip that says why. */}
                    <span>
                      <ActionIcon
                        variant="subtle"
                        onClick={() => setEditing(row)}
                        disabled={waits}
                        aria-label={label}
                        data-testid={`hours-edit-${row.id}`}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </span>
                  </Tooltip>
                );
              }
            : undefined
        }
      />
      {editing && <ConfirmHoursDialog row={editing} actions={actions} onClose={() => setEditing(null)} />}
    </PlanningOverview>
  );
}
