import { MAP_COLOR_IDS, MAP_COLORS, type MapColor } from '@backoffice/domain';
import { Chip, ColorSwatch, Group, SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MapFilter, MapStatus } from './map-points.ts';

interface Props {
  filter: MapFilter;
  onChange: (filter: MapFilter) => void;
  districts: readonly { id: number; name: string }[];
}

// The status and colour names the projects list uses.
const STATUSES: readonly { value: MapStatus; label: string }[] = [
  { value: 1, label: 'projects.status.active' },
  { value: 0, label: 'projects.status.inactive' },
  { value: 2, label: 'projects.status.all' },
];

/** Status, colour and district filters above the map. */
export function MapFilters({ filter, onChange, districts }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="md" align="center">
      <SegmentedControl
        value={String(filter.status)}
        onChange={(value) => onChange({ ...filter, status: Number(value) as MapStatus })}
        data={STATUSES.map((status) => ({ value: String(status.value), label: t(status.label) }))}
        data-testid="map-status"
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
        data={districts.map((district) => ({ value: String(district.id), label: district.name }))}
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
