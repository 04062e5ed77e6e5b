import { Anchor } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { endDateColumn, startDateColumn } from '../../../platform/data-table/date-columns.ts';
import { useWorksInUse, type WorkInUseRow } from '../../projects/api.ts';
import { employeeSchedule, workActiveColumn } from '../../projects/index.ts';
import type { EmployeeTabProps } from './tabs.ts';

const workPath = (work: WorkInUseRow) => `/Projects/Edit/${work.projectId}/Works/${work.id}`;

/** The works this employee is planned on (allWorksInUse), with their own days and times; edited on the project. */
export function WorksTab({ employeeId }: Pick<EmployeeTabProps, 'employeeId'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const works = useWorksInUse(employeeId);

  const columns = useMemo<TableColumn<WorkInUseRow>[]>(() => {
    const label = (key: string) => t(`works.employee.${key}`);
    return [
      {
        key: 'project',
        title: label('project'),
        value: (work) => work.projectName,
        render: (work) => (
          <Anchor
            href={`#${workPath(work)}`}
            size="sm"
            onClick={(event) => event.stopPropagation()}
            data-testid={`employee-work-link-${work.id}`}
          >
            {work.projectName}
          </Anchor>
        ),
      },
      { key: 'description', title: label('description'), value: (work) => work.description },
      {
        key: 'schedule',
        title: label('schedule'),
        value: (work) => employeeSchedule(work, employeeId, t),
        sortable: false,
      },
      startDateColumn(label('startDate')),
      endDateColumn(label('endDate')),
      workActiveColumn(label('active'), t),
    ];
  }, [t, employeeId]);

  return (
    <div data-testid="employee-works">
      <DataTable
        id="employee-works"
        title={t('works.employee.title')}
        rows={works.data}
        loading={works.isPending && employeeId > 0}
        rowKey={(work) => work.id}
        columns={columns}
        onRowClick={(work) => void navigate(workPath(work))}
        defaultSort={{ key: 'project', direction: 'asc' }}
      />
    </div>
  );
}
