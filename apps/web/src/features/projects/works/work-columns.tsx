import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import type { WorkRow } from '../api.ts';

/** Whether a work is active, as a badge; the project's and the employee's works lists show it alike. */
export function workActiveColumn<R extends WorkRow>(title: string, t: TFunction): TableColumn<R> {
  const state = (row: R) => t(row.active ? 'works.active' : 'works.inactive');
  return {
    key: 'active',
    title,
    value: (work) => work.active,
    text: state,
    render: (work) => (
      <Badge variant="light" size="sm" tt="none" color={work.active ? 'teal' : 'gray'}>
        {state(work)}
      </Badge>
    ),
  };
}
