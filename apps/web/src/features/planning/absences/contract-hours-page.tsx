import type { ContractWeekSummary, TContractWeeks } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { formatDate, formatHundredths } from '@backoffice/domain/format';
import { isoWeek } from '@backoffice/domain/iso-week';
import { Box, Group, NumberInput, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import type { Translate } from '../../../platform/i18n/zod-messages.ts';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { useContractWeeks } from './api.ts';

type Row = TContractWeeks['rows'][number];

const BALANCE_COLORS = { over: 'red', under: 'orange', even: 'teal' } as const;
const MAX_WEEKS = 26;

function WeekCell({ week, t }: { week: ContractWeekSummary; t: Translate }) {
  const locale = currentLanguage();
  const h = (n: number) => formatHundredths(n, locale);
  const color = BALANCE_COLORS[week.balance];
  const detail = t('absences.contract.detail', {
    contract: h(week.contract),
    holiday: h(week.holiday),
    absence: h(week.absence),
    available: h(week.available),
    planned: h(week.planned),
  });
  return (
    <Tooltip label={detail} multiline w={260} withinPortal>
      <Box
        px={6}
        py={2}
        style={{ borderRadius: 4, background: `var(--mantine-color-${color}-light)`, whiteSpace: 'nowrap' }}
        data-balance={week.balance}
      >
        <Text size="sm" ta="right" c={`var(--mantine-color-${color}-light-color)`}>
          {h(week.planned)} / {h(week.available)}
        </Text>
      </Box>
    </Tooltip>
  );
}

/** Planning/ContractHours: planned hours per employee per ISO week against the hours left to plan by contract. */
export function ContractHoursPage() {
  const { t } = useTranslation();
  const [from, setFrom] = useState(todayIso());
  const [count, setCount] = useState(6);
  const [employerId, setEmployerId] = useState(0);
  const weeks = Math.min(MAX_WEEKS, Math.max(1, count));
  const start = isoWeek(from);
  const end = isoWeek(addDays(from, 7 * (weeks - 1)));
  const answer = useContractWeeks({
    startYear: start.year,
    startWeek: start.week,
    endYear: end.year,
    endWeek: end.week,
    employerId: employerId || undefined,
  });
  const data = answer.data;

  const columns = useMemo<TableColumn<Row>[]>(() => {
    const locale = currentLanguage();
    const text = (w: ContractWeekSummary) =>
      `${formatHundredths(w.planned, locale)} / ${formatHundredths(w.available, locale)}`;
    return [
      { key: 'name', title: t('absences.fields.employee'), value: (row) => row.name, width: 200 },
      ...(data?.weeks ?? []).map(
        (week, i): TableColumn<Row> => ({
          key: `w${week.year}-${week.week}`,
          title: `${t('absences.contract.week')} ${week.week}`,
          value: (row) => row.weeks[i]?.difference ?? 0,
          text: (row) => (row.weeks[i] ? text(row.weeks[i]) : ''),
          render: (row) => (row.weeks[i] ? <WeekCell week={row.weeks[i]} t={t} /> : null),
          align: 'right',
        }),
      ),
      {
        key: 'total',
        title: t('absences.contract.total'),
        value: (row) => row.total.difference,
        text: (row) => text(row.total),
        render: (row) => <WeekCell week={row.total} t={t} />,
        align: 'right',
      },
    ];
  }, [t, data]);

  return (
    <Stack gap="md" data-testid="contract-hours-page">
      <PageHeading title={t('absences.contract.title')} intro={t('absences.contract.intro')} />
      <Group align="flex-end" gap="md">
        <DateField
          label={t('absences.contract.fromWeek')}
          value={from}
          onChange={(next) => next && setFrom(next)}
          required
          w={150}
          testId="contract-from"
        />
        <NumberInput
          label={t('absences.contract.weeks')}
          value={count}
          onChange={(next) => setCount(typeof next === 'number' ? next : 1)}
          min={1}
          max={MAX_WEEKS}
          allowDecimal={false}
          w={100}
          data-testid="contract-weeks"
        />
        <Select
          label={t('absences.contract.employer')}
          data={[
            { value: '0', label: t('absences.contract.allEmployers') },
            ...(data?.employers ?? []).map((e) => ({ value: String(e.id), label: e.name })),
          ]}
          value={String(employerId)}
          onChange={(value) => setEmployerId(Number(value ?? 0))}
          allowDeselect={false}
          w={240}
          data-testid="contract-employer"
        />
        <Text size="sm" c="dimmed" pb={8}>
          {t('absences.contract.range', {
            from: formatDate(data?.weeks[0]?.startDate ?? ''),
            until: formatDate(data?.weeks.length ? addDays(data.weeks[data.weeks.length - 1]?.startDate ?? '', 6) : ''),
          })}
        </Text>
      </Group>
      <Group gap="md">
        {(['over', 'under', 'even'] as const).map((balance) => (
          <Group key={balance} gap={4}>
            <Box
              w={12}
              h={12}
              style={{ borderRadius: 2, background: `var(--mantine-color-${BALANCE_COLORS[balance]}-light)` }}
            />
            <Text size="xs">{t(`absences.contract.${balance}`)}</Text>
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          {t('absences.contract.legend')}
        </Text>
      </Group>
      <DataTable<Row>
        id="contract-hours"
        title={t('absences.contract.title')}
        rows={data?.rows}
        rowKey={(row) => row.employeeId}
        columns={columns}
        loading={answer.isPending}
        defaultSort={{ key: 'name', direction: 'asc' }}
      />
    </Stack>
  );
}
