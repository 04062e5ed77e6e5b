import { ActionIcon, Button, Checkbox, Group, Menu, TextInput, Title, Tooltip } from '@mantine/core';
import { IconColumns, IconDownload, IconSearch, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from './table-logic.ts';

interface TableToolbarProps<T> {
  title?: string;
  searchable: boolean;
  search: string;
  onSearch: (search: string) => void;
  columns: readonly TableColumn<T>[];
  hidden: readonly string[];
  onToggleColumn: (key: string) => void;
  onExport: () => void;
  exporting: boolean;
  selectedCount: number;
  extra?: ReactNode;
}

export function TableToolbar<T>(props: TableToolbarProps<T>) {
  const { t } = useTranslation();
  const { columns, hidden } = props;
  const visibleCount = columns.length - hidden.length;
  return (
    <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
      {props.title ? (
        <Title order={2} size="h3">
          {props.title}
        </Title>
      ) : (
        <span />
      )}
      <Group gap="xs" wrap="wrap">
        {props.searchable && (
          <TextInput
            placeholder={t('table.search')}
            aria-label={t('table.search')}
            leftSection={<IconSearch size={16} />}
            rightSection={
              props.search ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  onClick={() => props.onSearch('')}
                  aria-label={t('table.clearSearch')}
                >
                  <IconX size={14} />
                </ActionIcon>
              ) : null
            }
            value={props.search}
            onChange={(event) => props.onSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 220 }}
            data-testid="table-search"
          />
        )}
        <Menu closeOnItemClick={false} position="bottom-end" shadow="md" width={240}>
          <Menu.Target>
            <Tooltip label={t('table.columns')}>
              <ActionIcon
                variant="default"
                size={36}
                aria-label={t('table.columns')}
                data-testid="table-column-chooser"
              >
                <IconColumns size={18} />
              </ActionIcon>
            </Tooltip>
          </Menu.Target>
          <Menu.Dropdown data-testid="table-column-menu">
            <Menu.Label>{t('table.visibleColumns')}</Menu.Label>
            {columns.map((column) => {
              const checked = !hidden.includes(column.key);
              return (
                <Menu.Item
                  key={column.key}
                  role="menuitemcheckbox"
                  aria-checked={checked}
                  onClick={() => props.onToggleColumn(column.key)}
                  // The last visible column cannot be hidden.
                  disabled={checked && visibleCount <= 1}
                  data-testid={`column-toggle-${column.key}`}
                  data-checked={checked}
                >
                  {/* Display only: the menu item is the control, so one click toggles once. */}
                  <Checkbox
                    label={column.title}
                    checked={checked}
                    readOnly
                    size="xs"
                    tabIndex={-1}
                    aria-hidden
                    style={{ pointerEvents: 'none' }}
                  />
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={props.onExport}
          loading={props.exporting}
          data-testid="table-export"
        >
          {props.selectedCount > 0 ? t('table.exportSelected', { count: props.selectedCount }) : t('table.export')}
        </Button>
        {props.extra}
      </Group>
    </Group>
  );
}
