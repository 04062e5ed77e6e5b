import { Badge, List, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../../../platform/data-table/data-table.tsx';
import type { ImportRow, RowError } from './import-rows.ts';

export function useErrorText() {
  const { t } = useTranslation();
  return (error: RowError) =>
    error.field === 'row'
      ? t(`employeeImport.errors.${error.code}`)
      : `${t(`employeeImport.fields.${error.field}`)}: ${t(`employeeImport.errors.${error.code}`)}`;
}

/** Every row of the file with its status; rows with errors list why they will be skipped. */
export function ImportPreview({ rows }: { rows: ImportRow[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const columns = useMemo<TableColumn<ImportRow>[]>(
    () => [
      { key: 'line', title: t('employeeImport.line'), value: (row) => row.line, align: 'right', width: 80 },
      { key: 'name', title: t('employeeImport.name'), value: (row) => row.name },
      {
        key: 'status',
        title: t('employeeImport.status'),
        value: (row) => row.errors.length,
        text: (row) => (row.errors.length ? t('employeeImport.willSkip') : t('employeeImport.ok')),
        render: (row) =>
          row.errors.length ? (
            <Badge color="red" variant="light">
              {t('employeeImport.willSkip')}
            </Badge>
          ) : (
            <Badge color="teal" variant="light">
              {t('employeeImport.ok')}
            </Badge>
          ),
      },
      {
        key: 'errors',
        title: t('employeeImport.problems'),
        value: (row) => row.errors.map(errorText).join('; '),
        render: (row) =>
          row.errors.length === 0 ? null : (
            <List size="sm" c="red" spacing={0} data-testid={`import-errors-${row.line}`}>
              {row.errors.map((error) => (
                <List.Item key={`${error.field}-${error.code}`}>
                  <Text size="sm" c="red">
                    {errorText(error)}
                  </Text>
                </List.Item>
              ))}
            </List>
          ),
      },
    ],
    [t, errorText],
  );
  return (
    <DataTable<ImportRow>
      id="employee-import-preview"
      title={t('employeeImport.previewTitle')}
      exportName={t('employeeImport.previewTitle')}
      rows={rows}
      rowKey={(row) => row.line}
      columns={columns}
      defaultSort={{ key: 'line', direction: 'asc' }}
    />
  );
}
