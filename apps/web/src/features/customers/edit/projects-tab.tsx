import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { activeColumn } from '../../../platform/active-column.tsx';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { type ProjectRow, useProjects } from '../../projects/api.ts';
import { mainCity, projectsOf } from './customer-projects.ts';
import type { CustomerTabProps } from './tabs.ts';

type Row = { id: number; name: string; code: string; city: string; active: boolean };

/** The customer's projects (allProjects filtered by customer); a row opens the project. */
export function ProjectsTab({ customer }: CustomerTabProps) {
  const { t } = useTranslation();
  // A project is written under the projects gate, not the sales one.
  const canAddProject = useCanAccess('projects', 'write');
  const navigate = useNavigate();
  const projects = useProjects();
  const rows = useMemo<Row[]>(
    () =>
      projectsOf<ProjectRow>(projects.data ?? [], customer.id).map((project) => ({
        id: project.id,
        name: project.name,
        code: project.code,
        city: mainCity(project),
        active: project.active,
      })),
    [projects.data, customer.id],
  );
  const columns = useMemo<TableColumn<Row>[]>(() => {
    const yes = t('customers.list.status.active');
    const no = t('customers.list.status.inactive');
    return [
      { key: 'name', title: t('customers.projects.name'), value: (row) => row.name },
      { key: 'code', title: t('customers.projects.code'), value: (row) => row.code, hiddenByDefault: true },
      { key: 'city', title: t('customers.projects.city'), value: (row) => row.city },
      activeColumn(t('customers.projects.active'), { yes, no }),
    ];
  }, [t]);

  return (
    <DataTable<Row>
      id="customer-projects"
      exportName={`${customer.name} ${t('customers.tabs.Projects')}`}
      rows={projects.data ? rows : undefined}
      rowKey={(row) => row.id}
      columns={columns}
      loading={projects.isPending}
      defaultSort={{ key: 'name', direction: 'asc' }}
      onRowClick={(row) => void navigate(`/Projects/Edit/${row.id}`)}
      toolbar={
        canAddProject && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => void navigate(`/Projects/Edit/0?customerId=${customer.id}`)}
            data-testid="customer-project-new"
          >
            {t('customers.projects.new')}
          </Button>
        )
      }
    />
  );
}
