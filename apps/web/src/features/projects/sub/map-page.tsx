import { Badge, ColorSwatch, Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { PageHeading } from '../../../platform/layout/page-heading.tsx';
import { useOwner } from '../../../platform/owner-settings.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { useDistricts, useProjects } from '../api.ts';
import { LeafletMap } from './map/leaflet-map.tsx';
import { MapFilters } from './map/map-filters.tsx';
import { type MapFilter, type MapPoint, mapPoints } from './map/map-points.ts';
import { mapSettings } from './map/map-settings.ts';
import { TileSetting } from './map/tile-setting.tsx';

const projectHref = (id: number) => `#/Projects/Edit/${id}`;

/** Projects/Map: every project at its main address, coloured by its map colour (spec 000 §2, §3 Map colours). */
export function ProjectsMapPage() {
  const { t } = useTranslation();
  const projects = useProjects();
  const districts = useDistricts();
  const { owner } = useOwner();
  const settings = mapSettings(owner);
  const [filter, setFilter] = useState<MapFilter>({ status: 1, colors: [], districtId: 0 });
  const [selected, setSelected] = useState<{ id: number }>();
  const { points, unplaced } = useMemo(() => mapPoints(projects.data ?? [], filter), [projects.data, filter]);
  const isAdmin = useCanAccess('settings', 'write');

  const columns = useMemo<TableColumn<MapPoint>[]>(
    () => [
      {
        key: 'name',
        title: t('projectSub.map.project'),
        value: (point) => point.name,
        render: (point) => (
          <Group gap={8} wrap="nowrap">
            <ColorSwatch color={point.color} size={12} />
            <span>{point.name}</span>
          </Group>
        ),
      },
      { key: 'customer', title: t('projectSub.map.customer'), value: (point) => point.customerName },
      { key: 'address', title: t('projectSub.map.address'), value: (point) => point.address },
    ],
    [t],
  );

  return (
    <Stack gap="md" data-testid="projects-map-page">
      <Group justify="space-between" align="flex-start">
        <PageHeading
          title={t('projectSub.map.title')}
          intro={settings.tileUrl ? t('projectSub.map.intro') : t('projectSub.map.introOffline')}
        />
        {isAdmin && owner && (
          <TileSetting
            key={settings.tileUrl}
            owner={owner}
            tileUrl={settings.tileUrl}
            attribution={settings.storedAttribution}
          />
        )}
      </Group>
      <MapFilters filter={filter} onChange={setFilter} districts={districts.data ?? []} />
      <LeafletMap
        points={points}
        tileUrl={settings.tileUrl}
        attribution={settings.attribution}
        selected={selected}
        projectHref={projectHref}
      />
      <Group gap="xs">
        <Badge variant="light" data-testid="map-count">
          {t('projectSub.map.shown', { count: points.length })}
        </Badge>
        {unplaced.length > 0 && (
          <Badge variant="light" color="orange" data-testid="map-unplaced">
            {t('projectSub.map.unplaced', { count: unplaced.length })}
          </Badge>
        )}
      </Group>
      <DataTable<MapPoint>
        id="projects-map-list"
        title={t('projectSub.map.listTitle')}
        exportName={t('projectSub.map.title')}
        rows={points}
        rowKey={(point) => point.id}
        columns={columns}
        loading={projects.isPending}
        onRowClick={(point) => {
          setSelected({ id: point.id });
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        defaultSort={{ key: 'name', direction: 'asc' }}
      />
    </Stack>
  );
}
