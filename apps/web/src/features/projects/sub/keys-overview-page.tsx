import { KEY_KINDS } from '@backoffice/domain';
import { Badge, Group, Select, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { type KeyRow, nameById, useAllKeys } from '../../employees/index.ts';
import { useProjects } from '../api.ts';
import { filterKeys, type KeysFilter, keyPath, NO_PROJECT } from './keys/keys-filter.ts';

/** Projects/keysOverview: every key, badge and alarm code with its project and holder (spec 001 §3 Key). */
export function KeysOverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const keys = useAllKeys();
  const projects = useProjects();
  const [filter, setFilter] = useState<KeysFilter>({ projectId: 0, kind: 0 });
  const projectName = useMemo(() => nameById(projects.data), [projects.data]);
  const rows = useMemo(() => filterKeys(keys.data, filter), [keys.data, filter]);

  const columns = useMemo<TableColumn<KeyRow>[]>(
    () => [
      { key: 'name', title: t('employeeTabs.keys.name'), value: (key) => key.name },
      { key: 'number', title: t('employeeTabs.keys.number'), value: (key) => key.number },
      {
        key: 'kind',
        title: t('employeeTabs.keys.kind'),
        value: (key) => key.kind,
        text: (key) => t(`employeeTabs.keys.kinds.${key.kind}`),
      },
      { key: 'project', title: t('projectSub.keys.project'), value: (key) => projectName(key.projectId) },
      {
        key: 'holder',
        title: t('employeeTabs.keys.holder'),
        value: (key) => key.employeeName || t('projects.keys.atOffice'),
      },
      {
        key: 'transferTo',
        title: t('employeeTabs.keys.pending'),
        value: (key) => key.transferToName ?? '',
        text: (key) => (key.transferTo ? t('employeeTabs.keys.pendingTo', { name: key.transferToName }) : ''),
        render: (key) =>
          key.transferTo ? (
            <Badge color="orange" variant="light">
              {t('employeeTabs.keys.pendingTo', { name: key.transferToName })}
            </Badge>
          ) : null,
      },
    ],
    [t, projectName],
  );

  const projectOptions = [
    { value: String(NO_PROJECT), label: t('projectSub.keys.noProject') },
    ...(projects.data ?? [])
      .map((project) => ({ value: String(project.id), label: project.name }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];

  return (
    <Stack gap="md" data-testid="keys-overview-page">
      <PageHeading title={t('projectSub.keys.title')} intro={t('projectSub.keys.intro')} />
      <Group gap="md" align="flex-end">
        <Select
          label={t('projectSub.keys.project')}
          placeholder={t('projectSub.keys.allProjects')}
          data={projectOptions}
          value={filter.projectId ? String(filter.projectId) : null}
          onChange={(value) => setFilter({ ...filter, projectId: value ? Number(value) : 0 })}
          clearable
          searchable
          w={280}
          data-testid="keys-project"
        />
        <Select
          label={t('employeeTabs.keys.kind')}
          placeholder={t('projectSub.keys.allKinds')}
          data={KEY_KINDS.map((kind) => ({ value: String(kind), label: t(`employeeTabs.keys.kinds.${kind}`) }))}
          value={filter.kind ? String(filter.kind) : null}
          onChange={(value) => setFilter({ ...filter, kind: value ? Number(value) : 0 })}
          clearable
          w={200}
          data-testid="keys-kind"
        />
      </Group>
      <DataTable<KeyRow>
        id="keys-overview"
        title={t('projectSub.keys.title')}
        rows={rows}
        rowKey={(key) => key.id}
        columns={columns}
        loading={keys.isPending}
        onRowClick={(key) => {
          const path = keyPath(key);
          if (path) void navigate(path);
        }}
        defaultSort={{ key: 'name', direction: 'asc' }}
      />
    </Stack>
  );
}
