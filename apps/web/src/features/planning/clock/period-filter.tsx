import { Group, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateRangeFields } from '../../../platform/forms/date-range-fields.tsx';
import { useEmployees } from '../../employees/index.ts';
import { useProjects } from '../../projects/api.ts';
import { type SelectOption, toOptions } from '../../projects/index.ts';
import { type PeriodFilter, type PeriodProblem, parsePeriod, periodProblem, periodQuery } from './period.ts';

/** The page's filter, kept in the URL query so a reload or a shared link shows the same. */
export function usePeriodFilter(defaults: { startDate: string; endDate: string }, maxDays: number) {
  const [query, setQuery] = useSearchParams();
  const filter = parsePeriod(query, defaults);
  const change = (patch: Partial<PeriodFilter>) => setQuery(periodQuery({ ...filter, ...patch }), { replace: true });
  return { filter, change, problem: periodProblem(filter, maxDays), maxDays };
}

interface PeriodFilterBarProps {
  filter: PeriodFilter;
  change: (patch: Partial<PeriodFilter>) => void;
  problem: PeriodProblem;
  maxDays: number;
  /** Leave out the employee or project choice (a project's own tab). */
  employee?: boolean;
  project?: boolean;
}

/** From, until, and optionally an employee and a project; says why a period cannot be shown. */
export function PeriodFilterBar({ filter, change, problem, maxDays, ...show }: PeriodFilterBarProps) {
  const { t } = useTranslation();
  const employees = useEmployees();
  const projects = useProjects();
  const employeeOptions = useMemo(
    () => toOptions(employees.data, filter.employeeId),
    [employees.data, filter.employeeId],
  );
  const projectOptions = useMemo(() => toOptions(projects.data, filter.projectId), [projects.data, filter.projectId]);
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <DateRangeFields
        range={filter}
        onChange={change}
        labels={{ from: t('clock.filter.from'), until: t('clock.filter.until') }}
        testIds={{ from: 'clock-from', until: 'clock-until' }}
        untilError={problem !== null}
        required
        w={160}
      />
      {show.employee !== false && (
        <IdSelect
          label={t('clock.filter.employee')}
          placeholder={t('clock.filter.allEmployees')}
          options={employeeOptions}
          value={filter.employeeId}
          onChange={(employeeId) => change({ employeeId })}
          testId="clock-employee"
        />
      )}
      {show.project !== false && (
        <IdSelect
          label={t('clock.filter.project')}
          placeholder={t('clock.filter.allProjects')}
          options={projectOptions}
          value={filter.projectId}
          onChange={(projectId) => change({ projectId })}
          testId="clock-project"
        />
      )}
      {problem && (
        <Text size="sm" c="red" pb={8} data-testid="clock-period-error">
          {problem === 'order' ? t('clock.filter.orderProblem') : t('clock.filter.lengthProblem', { days: maxDays })}
        </Text>
      )}
    </Group>
  );
}

/** A searchable choice of one record by id; cleared it is 0, "all". */
function IdSelect(props: {
  label: string;
  placeholder: string;
  options: SelectOption[];
  value: number;
  onChange: (id: number) => void;
  testId: string;
}) {
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      data={props.options}
      value={props.value ? String(props.value) : null}
      onChange={(value) => props.onChange(Number(value ?? 0))}
      searchable
      clearable
      w={250}
      data-testid={props.testId}
    />
  );
}
