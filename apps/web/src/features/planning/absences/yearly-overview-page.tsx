import { ABSENCE_KINDS, type TAbsenceYearRow } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatHundredths } from '@backoffice/domain/format';
import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { kindLabel } from './absence-columns.tsx';
import { useAbsenceYear, useAbsents, usePlanningSettings } from './api.ts';
import { YearGrid } from './year-grid.tsx';

const sumHours = (row: TAbsenceYearRow) => Object.values(row.totals).reduce((total, k) => total + (k?.hours ?? 0), 0);
const sumDays = (row: TAbsenceYearRow) => Object.values(row.totals).reduce((total, k) => total + (k?.days ?? 0), 0);

/** Planning/YearlyOverview: approved absence hours per employee and kind over a year; an employee's days as a grid. */
export function YearlyOverviewPage() {
  const { t } = useTranslation();
  const thisYear = Number(todayIso().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [employeeId, setEmployeeId] = useState(0);
  const overview = useAbsenceYear(year);
  const legends = usePlanningSettings().data?.absentLegends;
  const days = useAbsents(
    { startDate: `${year}-01-01`, endDate: `${year}-12-31`, employeeId: employeeId || undefined },
    employeeId > 0,
  );
  const rows = overview.data;
  const selected = rows?.find((row) => row.employeeId === employeeId);

  const columns = useMemo<TableColumn<TAbsenceYearRow>[]>(() => {
    const locale = currentLanguage();
    const hours = (n: number) => (n ? formatHundredths(n, locale) : '');
    return [
      { key: 'name', title: t('absences.fields.employee'), value: (row) => row.name, width: 220 },
      // Only the kinds somebody was absent for: six mostly empty columns hide the names.
      ...ABSENCE_KINDS.filter((kind) => (rows ?? []).some((row) => row.totals[kind])).map(
        (kind): TableColumn<TAbsenceYearRow> => ({
          key: `kind${kind}`,
          title: kindLabel(kind, t, legends),
          value: (row) => row.totals[kind]?.hours ?? 0,
          text: (row) => hours(row.totals[kind]?.hours ?? 0),
          align: 'right',
        }),
      ),
      {
        key: 'hours',
        title: t('absences.yearly.totalHours'),
        value: sumHours,
        text: (row) => hours(sumHours(row)),
        align: 'right',
      },
      { key: 'days', title: t('absences.yearly.totalDays'), value: sumDays, align: 'right' },
    ];
  }, [t, legends, rows]);

  const years = Array.from({ length: 6 }, (_, i) => String(thisYear + 1 - i));

  return (
    <Stack gap="md" data-testid="yearly-overview-page">
      <PageHeading title={t('absences.yearly.title')} intro={t('absences.yearly.intro')} />
      <Group>
        <Select
          label={t('absences.yearly.year')}
          data={years}
          value={String(year)}
          onChange={(value) => setYear(Number(value ?? thisYear))}
          allowDeselect={false}
          w={120}
          data-testid="yearly-year"
        />
      </Group>
      <DataTable<TAbsenceYearRow>
        id="absence-yearly"
        title={`${t('absences.yearly.title')} ${year}`}
        rows={overview.data}
        rowKey={(row) => row.employeeId}
        columns={columns}
        loading={overview.isPending}
        defaultSort={{ key: 'name', direction: 'asc' }}
        onRowClick={(row) => setEmployeeId(row.employeeId)}
      />
      {selected && (
        <Paper withBorder p="md" radius="md" data-testid="yearly-employee">
          <Title order={3} size="h4" mb="sm">
            {selected.name} – {year}
          </Title>
          <YearGrid year={year} absents={days.data ?? []} legends={legends} />
        </Paper>
      )}
      {!selected && (overview.data?.length ?? 0) > 0 && (
        <Text size="sm" c="dimmed">
          {t('absences.yearly.pickEmployee')}
        </Text>
      )}
    </Stack>
  );
}
