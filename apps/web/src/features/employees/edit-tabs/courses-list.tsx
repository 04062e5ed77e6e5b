import { todayIso } from '@backoffice/domain/dates';
import { formatDate } from '@backoffice/domain/format';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../platform/data-table/date-columns.ts';
import type { CourseRow } from './people-api.ts';

/** A course whose valid-until date has passed; an open end (3000-01-01) never expires. */
const isExpired = (course: Pick<CourseRow, 'validUntil'>, today: string) => course.validUntil < today;

interface Props {
  id: string;
  rows: CourseRow[] | undefined;
  loading: boolean;
  onRowClick?: (row: CourseRow) => void;
  actions?: (row: CourseRow) => ReactNode;
  toolbar?: ReactNode;
}

/** Courses of one employee; expired ones carry a red badge. */
export function CoursesList({ id, rows, loading, onRowClick, actions, toolbar }: Props) {
  const { t } = useTranslation();
  const today = todayIso();
  const columns = useMemo<TableColumn<CourseRow>[]>(
    () => [
      { key: 'course', title: t('employeeTabs.courses.course'), value: (row) => row.course },
      { key: 'kind', title: t('employeeTabs.courses.kind'), value: (row) => row.kind },
      dateColumn('courseDate', t('employeeTabs.courses.courseDate'), (row) => row.courseDate),
      dateColumn('validUntil', t('employeeTabs.courses.validUntil'), (row) => row.validUntil, {
        text: (row) =>
          row.validUntil === '3000-01-01' ? t('employeeTabs.courses.noExpiry') : formatDate(row.validUntil),
      }),
      {
        key: 'status',
        title: t('employeeTabs.courses.status'),
        value: (row) => (isExpired(row, today) ? 0 : 1),
        text: (row) => (isExpired(row, today) ? t('employeeTabs.courses.expired') : t('employeeTabs.courses.valid')),
        render: (row) =>
          isExpired(row, today) ? (
            <Badge color="red" variant="light" data-testid={`course-expired-${row.id}`}>
              {t('employeeTabs.courses.expired')}
            </Badge>
          ) : (
            <Badge color="teal" variant="light">
              {t('employeeTabs.courses.valid')}
            </Badge>
          ),
      },
    ],
    [t, today],
  );
  return (
    <DataTable<CourseRow>
      id={id}
      exportName={t('employeeTabs.courses.title')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      loading={loading}
      defaultSort={{ key: 'courseDate', direction: 'desc' }}
      onRowClick={onRowClick}
      actions={actions}
      toolbar={toolbar}
    />
  );
}
