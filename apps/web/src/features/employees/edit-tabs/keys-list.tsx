import { Badge } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { type EmployeeRow, type KeyRow, nameById } from './people-api.ts';

interface Props {
  id: string;
  rows: KeyRow[] | undefined;
  employees: EmployeeRow[] | undefined;
  loading: boolean;
  actions?: (row: KeyRow) => ReactNode;
  toolbar?: ReactNode;
  onRowClick?: (row: KeyRow) => void;
  /** Lists of a project's keys show who holds each one; an employee's own list hides it. */
  showHolder?: boolean;
}

/** Keys with their holder and a pending transfer, if any. */
export function KeysList({ id, rows, employees, loading, actions, toolbar, onRowClick, showHolder }: Props) {
  const { t } = useTranslation();
  const name = useMemo(() => nameById(employees), [employees]);
  const columns = useMemo<TableColumn<KeyRow>[]>(
    () => [
      { key: 'name', title: t('employeeTabs.keys.name'), value: (row) => row.name },
      { key: 'number', title: t('employeeTabs.keys.number'), value: (row) => row.number },
      {
        key: 'kind',
        title: t('employeeTabs.keys.kind'),
        value: (row) => row.kind,
        text: (row) => t(`employeeTabs.keys.kinds.${row.kind}`),
      },
      {
        key: 'holder',
        title: t('employeeTabs.keys.holder'),
        value: (row) => name(row.employeeId),
        hiddenByDefault: !showHolder,
      },
      {
        key: 'transferTo',
        title: t('employeeTabs.keys.pending'),
        value: (row) => (row.transferTo ? name(row.transferTo) : ''),
        text: (row) => (row.transferTo ? t('employeeTabs.keys.pendingTo', { name: name(row.transferTo) }) : ''),
        render: (row) =>
          row.transferTo ? (
            <Badge color="orange" variant="light" data-testid={`key-pending-${row.id}`}>
              {t('employeeTabs.keys.pendingTo', { name: name(row.transferTo) })}
            </Badge>
          ) : null,
      },
    ],
    [t, name, showHolder],
  );
  return (
    <DataTable<KeyRow>
      id={id}
      exportName={t('employeeTabs.keys.title')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      loading={loading}
      actions={actions}
      toolbar={toolbar}
      onRowClick={onRowClick}
      defaultSort={{ key: 'name', direction: 'asc' }}
    />
  );
}
