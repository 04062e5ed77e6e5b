import { MAP_COLOR_IDS, MAP_COLORS, type MapColor } from '@backoffice/domain';
import { Chip, ColorSwatch, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SegmentFilter } from '../../../../platform/forms/segment-filter.tsx';
import { toOptions } from '../../edit/use-project-options.ts';
import { PROJECT_STATUSES, type ProjectStatusFilter } from '../../index/project-rows.ts';
import type { MapFilter } from './map-points.ts';

interface Props {
  filter: MapFilter;
  onChange: (filter: MapFilter) => void;
  districts: readonly { id: number; name: string; deleted?: number }[];
}

/** Status, colour and district filters above the map, with the status and colour names the projects list uses. */
export function MapFilters({ filter, onChange, districts }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="md" align="center">
      <SegmentFilter<ProjectStatusFilter>
        value={filter.status}
        onChange={(status) => onChange({ ...filter, status })}
        choices={PROJECT_STATUSES.map(({ value, key }) => [value, t(`projects.status.${key}`)])}
        aria-label={t('projects.statusLabel')}
        testId="map-status"
      />
      <Chip.Group
        multiple
        value={[...filter.colors]}
        onChange={(colors) => onChange({ ...filter, colors: MAP_COLOR_IDS.filter((id) => colors.includes(id)) })}
      >
        <Group gap={4}>
          {MAP_COLOR_IDS.map((id: MapColor) => (
            <Chip key={id} value={id} size="xs" variant="outline" data-testid={`map-color-${id}`}>
              <Group gap={4} wrap="nowrap">
                <ColorSwatch color={`#${id}`} size={12} />
                {t(`projects.mapColors.${MAP_COLORS[id]}`)}
              </Group>
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Select
        placeholder={t('projectSub.map.allDistricts')}
        aria-label={t('projectSub.map.district')}
        data={toOptions(districts, filter.districtId)}
        value={filter.districtId > 0 ? String(filter.districtId) : null}
        onChange={(value) => onChange({ ...filter, districtId: value ? Number(value) : 0 })}
        clearable
        searchable
        w={220}
        data-testid="map-district"
      />
    </Group>
  );
}
