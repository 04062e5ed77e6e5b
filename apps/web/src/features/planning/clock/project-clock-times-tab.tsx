import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import type { ProjectTabProps } from '../../projects/index.ts';
import { CLOCK_MAX_DAYS, ClockTimesTable } from './clock-times-page.tsx';
import { currentMonth, type PeriodFilter, periodProblem, planningToday } from './period.ts';
import { PeriodFilterBar } from './period-filter.tsx';

/** The project edit tab ClockTimes: the project's shifts with their clock times, this month unless chosen otherwise. */
export function ProjectClockTimesTab({ projectId }: ProjectTabProps) {
  const { t } = useTranslation();
  const canRead = useCanAccess('planning', 'read');
  const [filter, setFilter] = useState<PeriodFilter>({
    ...currentMonth(planningToday()),
    employeeId: 0,
    projectId,
  });
  if (!canRead) {
    return (
      <Alert color="gray" variant="light" icon={<IconLock size={18} />} data-testid="project-clocktimes-denied">
        {t('clock.projectTab.noAccess')}
      </Alert>
    );
  }
  const problem = periodProblem(filter, CLOCK_MAX_DAYS);
  return (
    <Stack gap="md" data-testid="project-clocktimes">
      <PeriodFilterBar
        filter={filter}
        change={(patch) => setFilter({ ...filter, ...patch, projectId })}
        problem={problem}
        maxDays={CLOCK_MAX_DAYS}
        project={false}
      />
      <ClockTimesTable
        filter={{ ...filter, projectId }}
        enabled={problem === null}
        tableId="project-clock-times"
        withProject={false}
      />
    </Stack>
  );
}
