import { Badge } from '@mantine/core';
import type { TableColumn } from './data-table/table-logic.ts';

/**
 * Whether a record is active: a teal or grey badge, sorted and exported by the flag. The texts are looked up once by
 * the caller, not per row.
 */
export function activeColumn<R extends { active: number | boolean }>(
  title: string,
  texts: { yes: string; no: string },
): TableColumn<R> {
  const text = (row: R) => (row.active ? texts.yes : texts.no);
  return {
    key: 'active',
    title,
    value: (row) => row.active,
    text,
    render: (row) => (
      <Badge variant="light" color={row.active ? 'teal' : 'gray'} size="sm" tt="none">
        {text(row)}
      </Badge>
    ),
    align: 'center',
  };
}
