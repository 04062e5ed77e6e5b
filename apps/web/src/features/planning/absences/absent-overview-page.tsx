import { ABSENCE_KINDS, ABSENCE_STATUSES } from '@backoffice/domain';
import { endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { formatHundredths } from '@backoffice/domain/format';
import { Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { NewRowButton } from '../../../platform/data-table/row-actions.tsx';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { useEmployees } from '../../employees/edit-tabs/people-api.ts';
import { toOptions } from '../../projects/edit/use-project-options.ts';
import { absenceColumns, KindLabel } from './absence-columns.tsx';
import { AbsenceDialog } from './absence-dialog.tsx';
import { type AbsentRow, useAbsents, usePlanningSettings } from './api.ts';

type Editing = { absent?: AbsentRow } | null;

/** Planning/AbsentOverview: the absences in a period by kind, status and employee, their hours in it, exportable. */
export function AbsentOverviewPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('planning', 'write');
  const today = todayIso();
  const [filter, setFilter] = useState({
    startDate: startOfMonth(today),
    endDate: endOfMonth(today),
    kind: 0,
    status: 0,
    employeeId: 0,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const rangeOk = filter.startDate <= filter.endDate;
  const list = useAbsents(
    {
      startDate: filter.startDate,
      endDate: filter.endDate,
      kind: filter.kind || undefined,
      status: filter.status || undefined,
      employeeId: filter.employeeId || undefined,
    },
    rangeOk,
  );
  const employees = useEmployees();
  const legends = usePlanningSettings().data?.absentLegends;
  const columns = useMemo(
    () => absenceColumns(t, legends, { hoursTitle: t('absences.overview.hoursInPeriod') }),
    [t, legends],
  );
  const rows = rangeOk ? list.data : [];
  const totals = useMemo(() => {
    const byKind = new Map<number, number>();
    for (const row of rows ?? []) byKind.set(row.kind, (byKind.get(row.kind) ?? 0) + row.hours);
    return ABSENCE_KINDS.filter((kind) => byKind.has(kind)).map((kind) => ({ kind, hours: byKind.get(kind) ?? 0 }));
  }, [rows]);
  const change = (patch: Partial<typeof filter>) => setFilter((current) => ({ ...current, ...patch }));
  const anyOption = (label: string) => ({ value: '0', label });

  return (
    <Stack gap="md" data-testid="absent-overview-page">
      <div>
        <Title order={2} size="h3">
          {t('absences.overview.title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('absences.overview.intro')}
        </Text>
      </div>
      <Group align="flex-end" gap="md">
        <DateField
          label={t('absences.filters.from')}
          value={filter.startDate}
          onChange={(startDate) => startDate && change({ startDate })}
          required
          w={150}
          testId="overview-from"
        />
        <DateField
          label={t('absences.filters.until')}
          value={filter.endDate}
          onChange={(endDate) => endDate && change({ endDate })}
          error={rangeOk ? undefined : t('validation.endBeforeStart')}
          required
          w={150}
          testId="overview-until"
        />
        <Select
          label={t('absences.fields.kind')}
          data={[
            anyOption(t('absences.filters.anyKind')),
            ...ABSENCE_KINDS.map((code) => ({ value: String(code), label: t(`absences.kinds.${code}`) })),
          ]}
          value={String(filter.kind)}
          onChange={(value) => change({ kind: Number(value ?? 0) })}
          allowDeselect={false}
          w={190}
          data-testid="overview-kind"
        />
        <Select
          label={t('absences.fields.status')}
          data={[
            anyOption(t('absences.filters.anyStatus')),
            ...ABSENCE_STATUSES.map((code) => ({ value: String(code), label: t(`absences.statuses.${code}`) })),
          ]}
          value={String(filter.status)}
          onChange={(value) => change({ status: Number(value ?? 0) })}
          allowDeselect={false}
          w={170}
          data-testid="overview-status"
        />
        <Select
          label={t('absences.fields.employee')}
          data={[anyOption(t('absences.filters.anyEmployee')), ...toOptions(employees.data, filter.employeeId)]}
          value={String(filter.employeeId)}
          onChange={(value) => change({ employeeId: Number(value ?? 0) })}
          allowDeselect={false}
          searchable
          w={220}
          data-testid="overview-employee"
        />
      </Group>
      {totals.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} data-testid="overview-totals">
          {totals.map(({ kind, hours }) => (
            <Paper key={kind} withBorder p="xs" radius="md">
              <KindLabel kind={kind} t={t} legends={legends} />
              <Text fw={700} size="lg" data-testid={`overview-total-${kind}`}>
                {formatHundredths(hours, currentLanguage())} {t('absences.overview.hoursUnit')}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <DataTable<AbsentRow>
        id="absent-overview"
        title={t('absences.overview.title')}
        exportName={t('absences.overview.title')}
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        loading={rangeOk && list.isPending}
        defaultSort={{ key: 'startDate', direction: 'asc' }}
        onRowClick={canWrite ? (absent) => setEditing({ absent }) : undefined}
        toolbar={
          canWrite && <NewRowButton label={t('common.new')} onClick={() => setEditing({})} testId="absence-new" />
        }
      />
      {editing && (
        <AbsenceDialog
          key={editing.absent?.id ?? 'new'}
          absent={editing.absent}
          start={{ startDate: today, employeeId: filter.employeeId || undefined }}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
