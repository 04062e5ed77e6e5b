import { Button, Group, Stack } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { NewRowButton } from '../../../platform/data-table/row-actions.tsx';
import { SegmentFilter } from '../../../platform/forms/segment-filter.tsx';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { nameById, useEmployees } from '../../employees/index.ts';
import { useDistricts, useProjects } from '../api.ts';
import { useMapColorName } from '../edit/map-color-field.tsx';
import { toOptions } from '../edit/use-project-options.ts';
import { BulkUpdateDialog } from './bulk-update-dialog.tsx';
import { projectColumns } from './project-columns.tsx';
import {
  byStatus,
  DEFAULT_PROJECT_STATUS,
  PROJECT_STATUSES,
  type ProjectListItem,
  type ProjectStatusFilter,
  toProjectRows,
} from './project-rows.ts';

/** /Projects/Index: every project of the owner; all by default (spec 000 §9), active or inactive on request. */
export function ProjectsIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCanAccess('projects', 'write');
  const projects = useProjects();
  const districts = useDistricts();
  const employees = useEmployees();
  const colorName = useMapColorName();
  const [status, setStatus] = useState<ProjectStatusFilter>(DEFAULT_PROJECT_STATUS);
  const [bulk, setBulk] = useState<{ ids: number[]; clear: () => void }>();

  const columns = useMemo(() => projectColumns(t, colorName), [t, colorName]);
  // Derived once per load; the status filter only picks from them.
  const allRows = useMemo(
    () => toProjectRows(projects.data ?? [], nameById(districts.data), nameById(employees.data)),
    [projects.data, districts.data, employees.data],
  );
  const rows = useMemo(() => byStatus(allRows, status), [allRows, status]);
  const options = useMemo(
    () => ({ districts: toOptions(districts.data, 0), employees: toOptions(employees.data, 0) }),
    [districts.data, employees.data],
  );

  return (
    <Stack gap="md">
      <DataTable<ProjectListItem>
        id="projects"
        title={t('projects.title')}
        rows={projects.data ? rows : undefined}
        rowKey={(row) => row.id}
        columns={columns}
        loading={projects.isPending}
        defaultSort={{ key: 'name', direction: 'asc' }}
        onRowClick={(row) => void navigate(`/Projects/Edit/${row.id}`)}
        selectionActions={
          canWrite
            ? (selected, clear) => (
                <Button
                  variant="light"
                  leftSection={<IconEdit size={16} />}
                  onClick={() => setBulk({ ids: selected.map((row) => row.id), clear })}
                  data-testid="projects-bulk"
                >
                  {t('projects.bulk.open', { count: selected.length })}
                </Button>
              )
            : undefined
        }
        toolbar={
          <Group gap="xs" wrap="wrap">
            <SegmentFilter
              value={status}
              onChange={setStatus}
              choices={PROJECT_STATUSES.map(({ value, key }) => [value, t(`projects.status.${key}`)] as const)}
              aria-label={t('projects.statusLabel')}
              testId="projects-status"
            />
            {canWrite && (
              <NewRowButton
                label={t('projects.new')}
                onClick={() => void navigate('/Projects/Edit/0')}
                testId="project-new"
              />
            )}
          </Group>
        }
      />
      {bulk && (
        <BulkUpdateDialog
          ids={bulk.ids}
          districts={options.districts}
          employees={options.employees}
          onDone={() => {
            bulk.clear();
            setBulk(undefined);
          }}
          onClose={() => setBulk(undefined)}
        />
      )}
    </Stack>
  );
}
