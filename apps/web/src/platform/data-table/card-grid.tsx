import { Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FOCUS_RING, keyboardOpen } from './keyboard-open.ts';
import { cellText, type TableColumn } from './table-logic.ts';

interface CardGridProps<T> {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  rowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  actions?: (row: T) => ReactNode;
  isSelected: (row: T) => boolean;
  onToggle: (row: T) => void;
  /** Select or clear every card shown. */
  onToggleAll: (select: boolean) => void;
}

/** Extra-small screens: one card per row, the first visible column as its heading (spec 000 §2). */
export function CardGrid<T>(props: CardGridProps<T>) {
  const { rows, columns, rowKey, onRowClick, actions, isSelected, onToggle } = props;
  const { t } = useTranslation();
  const [head, ...rest] = columns;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="table-empty">
        {t('table.noRecords')}
      </Text>
    );
  }
  const selectedCount = rows.filter(isSelected).length;
  return (
    <SimpleGrid cols={1} spacing="sm" data-testid="table-cards">
      <Checkbox
        size="xs"
        ml={12}
        label={t('table.selectAll')}
        checked={selectedCount === rows.length}
        indeterminate={selectedCount > 0 && selectedCount < rows.length}
        onChange={(event) => props.onToggleAll(event.currentTarget.checked)}
        data-testid="table-select-all"
      />
      {rows.map((row) => (
        <Card
          key={rowKey(row)}
          withBorder
          padding="sm"
          radius="md"
          data-testid={`table-card-${rowKey(row)}`}
          style={{ cursor: onRowClick ? 'pointer' : undefined }}
          onClick={() => onRowClick?.(row)}
          className={onRowClick ? FOCUS_RING : undefined}
          {...(onRowClick && keyboardOpen(() => onRowClick(row)))}
        >
          <Group justify="space-between" wrap="nowrap" mb={rest.length > 0 ? 6 : 0}>
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Checkbox
                size="xs"
                checked={isSelected(row)}
                onChange={() => onToggle(row)}
                onClick={(event) => event.stopPropagation()}
                aria-label={t('table.selectRow')}
              />
              <Text fw={600} truncate>
                {head ? (head.render?.(row) ?? cellText(head, row)) : ''}
              </Text>
            </Group>
            {actions && (
              // Buttons inside the card must not also trigger the card's click.
              <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
                {actions(row)}
              </Group>
            )}
          </Group>
          <Stack gap={2}>
            {rest.map((column) => (
              <Group key={column.key} gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" c="dimmed" w="40%" style={{ flexShrink: 0 }}>
                  {column.title}
                </Text>
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {column.render?.(row) ?? (cellText(column, row) || '-')}
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
