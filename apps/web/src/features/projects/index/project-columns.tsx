import { MAP_COLOR_IDS } from '@backoffice/domain';
import { Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { activeColumn } from '../../../platform/active-column.tsx';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import { endDateColumn } from '../../../platform/data-table/date-columns.ts';
import { MapColorSwatch } from '../edit/map-color-field.tsx';
import type { ProjectListItem } from './project-rows.ts';

/** The columns of /Projects/Index; search runs over the visible ones (name, code, customer, address). */
export function projectColumns(t: TFunction, colorName: (color: string) => string): TableColumn<ProjectListItem>[] {
  const label = (key: string) => t(`projects.columns.${key}`);
  // Translated once: search and sort read these texts for every one of thousands of rows per keystroke.
  const [yes, no] = [t('common.yes'), t('common.no')];
  const colorNames = new Map(MAP_COLOR_IDS.map((color) => [color as string, colorName(color)]));
  const colorText = (color: string) => colorNames.get(color) ?? color;
  return [
    { key: 'name', title: label('name'), value: (row) => row.name },
    { key: 'searchName', title: label('searchName'), value: (row) => row.searchName, hiddenByDefault: true },
    { key: 'code', title: label('code'), value: (row) => row.code },
    { key: 'customer', title: label('customer'), value: (row) => row.customerName },
    {
      key: 'address',
      title: label('address'),
      value: (row) => [row.street, row.city].filter(Boolean).join(', '),
    },
    { key: 'district', title: label('district'), value: (row) => row.districtName },
    { key: 'leader', title: label('leader'), value: (row) => row.leaderName },
    {
      key: 'mapColor',
      title: label('mapColor'),
      value: (row) => colorText(row.mapColor),
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <MapColorSwatch color={row.mapColor} />
          <Text size="sm" visibleFrom="xl">
            {colorText(row.mapColor)}
          </Text>
        </Group>
      ),
    },
    activeColumn(label('active'), { yes, no }),
    { key: 'activeWorks', title: label('activeWorks'), value: (row) => row.activeWorks, align: 'right' },
    endDateColumn(label('endDate')),
  ];
}
