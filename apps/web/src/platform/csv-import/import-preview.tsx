import { Badge, List, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable, type TableColumn } from '../data-table/data-table.tsx';
import type { ImportText } from './import-texts.ts';
import type { ImportRow, RowError } from './row-check.ts';

/** "Field: reason"; a server text is shown as the server wrote it. */
export function errorText<F extends string>(text: ImportText, error: RowError<F>): string {
  const reason = error.detail ?? text(error.messageKey ?? `errors.${error.code}`);
  return error.field === 'row' ? reason : `${text(`fields.${error.field}`)}: ${reason}`;
}

/** Every row of the file with its status; rows with errors list why they will be skipped. */
export function ImportPreview<F extends string, P>({
  tableId,
  text,
  rows,
}: {
  tableId: string;
  text: ImportText;
  rows: ImportRow<F, P>[];
}) {
  const columns = useMemo<TableColumn<ImportRow<F, P>>[]>(
    () => [
      { key: 'line', title: text('line'), value: (row) => row.line, align: 'right', width: 80 },
      { key: 'name', title: text('name'), value: (row) => row.name },
      {
        key: 'status',
        title: text('status'),
        value: (row) => row.errors.length,
        text: (row) => (row.errors.length ? text('willSkip') : text('ok')),
        render: (row) =>
          row.errors.length ? (
            <Badge color="red" variant="light">
              {text('willSkip')}
            </Badge>
          ) : (
            <Badge color="teal" variant="light">
              {text('ok')}
            </Badge>
          ),
      },
      {
        key: 'errors',
        title: text('problems'),
        value: (row) => row.errors.map((error) => errorText(text, error)).join('; '),
        render: (row) =>
          row.errors.length === 0 ? null : (
            <List size="sm" c="red" spacing={0} data-testid={`import-errors-${row.line}`}>
              {row.errors.map((error) => (
                <List.Item key={`${error.field}-${error.code}-${error.detail ?? ''}`}>
                  <Text size="sm" c="red">
                    {errorText(text, error)}
                  </Text>
                </List.Item>
              ))}
            </List>
          ),
      },
    ],
    [text],
  );
  return (
    <DataTable<ImportRow<F, P>>
      id={tableId}
      title={text('previewTitle')}
      rows={rows}
      rowKey={(row) => row.line}
      columns={columns}
      defaultSort={{ key: 'line', direction: 'asc' }}
    />
  );
}
