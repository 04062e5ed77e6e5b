import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SortHeaderProps {
  title: string;
  direction: 'asc' | 'desc' | undefined;
  onSort: () => void;
}

/**
 * A column title that sorts on click. Rendered by us rather than by mantine-datatable, whose sort icons carry
 * English names for screen readers that cannot be translated. A long title may wrap (a button does not by itself):
 * a report of many amount columns then fits the page instead of hiding its last columns behind a scroll.
 */
export function SortHeader({ title, direction, onSort }: SortHeaderProps) {
  const { t } = useTranslation();
  const Icon = direction === 'asc' ? IconSortAscending : direction === 'desc' ? IconSortDescending : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={onSort}
      aria-label={t('table.sortBy', { column: title })}
      aria-pressed={direction !== undefined}
      fw={600}
      fz="sm"
      style={{ whiteSpace: 'normal', textAlign: 'inherit' }}
    >
      <Group gap={4} wrap="nowrap">
        {title}
        <Icon size={14} stroke={1.6} aria-hidden opacity={direction ? 1 : 0.4} />
      </Group>
    </UnstyledButton>
  );
}
