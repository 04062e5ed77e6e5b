import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PER_PAGE_OPTIONS, pageCount } from './table-logic.ts';

interface TableFooterProps {
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export function TableFooter({ total, page, perPage, onPage, onPerPage }: TableFooterProps) {
  const { t } = useTranslation();
  const from = total === 0 ? 0 : perPage === 0 ? 1 : (page - 1) * perPage + 1;
  const to = perPage === 0 ? total : Math.min(total, page * perPage);
  return (
    <Group justify="space-between" gap="sm" mt="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('table.rowsPerPage')}
        </Text>
        <Select
          size="xs"
          w={84}
          allowDeselect={false}
          aria-label={t('table.rowsPerPage')}
          data={PER_PAGE_OPTIONS.map((option) => ({
            value: String(option),
            label: option === 0 ? t('table.all') : String(option),
          }))}
          value={String(perPage)}
          onChange={(value) => onPerPage(Number(value ?? 5))}
          data-testid="table-rows-per-page"
        />
        <Text size="sm" c="dimmed" data-testid="table-range">
          {t('table.range', { from, to, total })}
        </Text>
      </Group>
      <Pagination
        size="sm"
        total={pageCount(total, perPage)}
        value={page}
        onChange={onPage}
        withEdges
        hideWithOnePage
        data-testid="table-pagination"
      />
    </Group>
  );
}
