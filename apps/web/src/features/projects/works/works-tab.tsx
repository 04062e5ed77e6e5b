import { projectDetailView } from '@backoffice/domain';
import { Alert, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { endDateColumn, startDateColumn } from '../../../platform/data-table/date-columns.ts';
import { NewRowButton } from '../../../platform/data-table/row-actions.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { sends, useRecordView } from '../../../platform/session/use-record-view.ts';
import { nameById, useEmployees } from '../../employees/index.ts';
import { type ProjectDetail, useWorkTypes, type WorkRow } from '../api.ts';
import { workActiveColumn } from './work-columns.tsx';
import { WorkDialog } from './work-dialog.tsx';
import { daysSummary, recurrenceSummary } from './work-summary.ts';

interface WorksTabProps {
  project: ProjectDetail;
  readOnly: boolean;
  /** The work in the URL ('new' for a new one), and how to open or close it (the edit page's tab route). */
  subId: string | undefined;
  openSub: (subId: number | 'new' | undefined) => void;
}

/** /Projects/Edit/{id}/Works/{workId|new}: the project's recurring works; a work opens in a dialog named in the URL. */
export function WorksTab({ project, readOnly, subId, openSub }: WorksTabProps) {
  const { t } = useTranslation();
  const workTypes = useWorkTypes();
  const employees = useEmployees();
  const works = useMemo(() => project.works.filter((work) => !work.deleted), [project.works]);
  const commercial = sends(useRecordView(projectDetailView), 'invoicing', 'works');

  const columns = useMemo<TableColumn<WorkRow>[]>(() => {
    const locale = currentLanguage();
    const typeNames = new Map((workTypes.data ?? []).map((type) => [type.id, type.name]));
    const employeeName = nameById(employees.data);
    const label = (key: string) => t(`works.columns.${key}`);
    const employeeIds = (work: WorkRow) => [
      ...new Set(work.selectedDays.flatMap((day) => (work.weekDays[String(day)] ?? []).map((e) => e.employeeId))),
    ];
    return [
      {
        key: 'description',
        title: label('description'),
        value: (work) => work.description,
        render: (work) => <span data-testid={`work-row-${work.id}`}>{work.description || t('works.untitled')}</span>,
      },
      {
        key: 'workType',
        title: label('workType'),
        value: (work) => (work.workType ? (typeNames.get(work.workType) ?? `#${work.workType}`) : ''),
      },
      // How a work is invoiced is not sent to projects_limited and planning (PROJECT_VIEWS).
      ...(commercial
        ? [
            {
              key: 'invoicing',
              title: label('invoicing'),
              value: (work: WorkRow) => work.invoicing,
              text: (work: WorkRow) => t(`works.invoicing.${work.invoicing}`),
            },
          ]
        : []),
      { key: 'minutes', title: label('minutes'), value: (work) => work.minutes, align: 'right' },
      {
        key: 'recurrence',
        title: label('recurrence'),
        value: (work) => recurrenceSummary(work, t, locale),
        sortable: false,
      },
      { key: 'days', title: label('days'), value: (work) => daysSummary(work.selectedDays, t), sortable: false },
      {
        key: 'employees',
        title: label('employees'),
        value: (work) => employeeIds(work).map(employeeName).join(', '),
        sortable: false,
      },
      startDateColumn(label('startDate')),
      endDateColumn(label('endDate')),
      workActiveColumn(label('active'), t),
    ];
  }, [t, workTypes.data, employees.data, commercial]);

  const editing = subId && subId !== 'new' ? works.find((work) => String(work.id) === subId) : undefined;
  const dialogOpen = (subId === 'new' && !readOnly) || editing !== undefined;

  return (
    <Stack gap="sm" data-testid="project-works">
      {subId && subId !== 'new' && !editing && (
        <Alert color="orange" variant="light" data-testid="work-not-found">
          {t('works.notFound', { id: subId })}
        </Alert>
      )}
      <DataTable
        id="project-works"
        title={t('works.title')}
        exportName={`${t('works.title')} ${project.name}`}
        rows={works}
        rowKey={(work) => work.id}
        columns={columns}
        onRowClick={(work) => openSub(work.id)}
        defaultSort={{ key: 'description', direction: 'asc' }}
        toolbar={
          !readOnly && <NewRowButton label={t('works.newButton')} onClick={() => openSub('new')} testId="work-new" />
        }
      />
      {dialogOpen && (
        <WorkDialog
          key={subId}
          project={project}
          work={editing}
          readOnly={readOnly}
          onClose={() => openSub(undefined)}
        />
      )}
    </Stack>
  );
}
