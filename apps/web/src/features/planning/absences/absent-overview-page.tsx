import { ABSENCE_KINDS, ABSENCE_STATUSES } from '@backoffice/domain';
import { endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { formatHundredths } from '@backoffice/domain/format';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { NewRowButton } from '../../../platform/data-table/row-actions.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { useEmployees } from '../../employees/index.ts';
import { toOptions } from '../../projects/index.ts';
import { absenceColumns, KindLabel } from './absence-columns.tsx';
import { AbsenceDialog } from './absence-dialog.tsx';
import { type AbsentRow, useAbsents, usePlanningSettings } from './api.ts';
import { AnySelect, RangeFields, rangeIsValid } from './page-parts.tsx';

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
  const rangeOk = rangeIsValid(filter);
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

  return (
    <Stack gap="md" data-testid="absent-overview-page">
      <PageHeading title={t('absences.overview.title')} intro={t('absences.overview.intro')} />
      <Group align="flex-end" gap="md">
        <RangeFields range={filter} onChange={change} testId="overview" />
        <AnySelect
          label={t('absences.fields.kind')}
          anyLabel={t('absences.filters.anyKind')}
          options={ABSENCE_KINDS.map((code) => ({ value: String(code), label: t(`absences.kinds.${code}`) }))}
          value={filter.kind}
          onChange={(kind) => change({ kind })}
          width={190}
          testId="overview-kind"
        />
        <AnySelect
          label={t('absences.fields.status')}
          anyLabel={t('absences.filters.anyStatus')}
          options={ABSENCE_STATUSES.map((code) => ({ value: String(code), label: t(`absences.statuses.${code}`) }))}
          value={filter.status}
          onChange={(status) => change({ status })}
          width={170}
          testId="overview-status"
        />
        <AnySelect
          label={t('absences.fields.employee')}
          anyLabel={t('absences.filters.anyEmployee')}
          options={toOptions(employees.data, filter.employeeId)}
          value={filter.employeeId}
          onChange={(employeeId) => change({ employeeId })}
          width={220}
          searchable
          testId="overview-employee"
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
