import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { NewRowButton, RemoveRowButton, rowSegment } from './row-actions.tsx';

type DraftRow = { id: number; key: string };

type DraftRowsTableProps<R extends DraftRow> = Pick<
  DataTableProps<R>,
  'id' | 'exportName' | 'rows' | 'columns' | 'defaultSort'
> & {
  /** Prefix of the test ids: `<prefix>-new`, `<prefix>-delete-<key>`. */
  testId: string;
  canWrite: boolean;
  /** Opens a row (or 'new') in the tab's dialog through the URL. */
  openSub: (subId: string | number | undefined) => void;
  newLabel: string;
  remove: (row: R) => void;
  /** Row buttons before the delete button. */
  extraActions?: (row: R) => ReactNode;
};

/** The rows of a draft list (employments, addresses) that the page saves with its record; a click opens one. */
export function DraftRowsTable<R extends DraftRow>(props: DraftRowsTableProps<R>) {
  const { testId, canWrite, openSub, remove, extraActions } = props;
  return (
    <DataTable<R>
      id={props.id}
      exportName={props.exportName}
      rows={props.rows}
      rowKey={(row) => row.key}
      columns={props.columns}
      defaultSort={props.defaultSort}
      onRowClick={(row) => openSub(rowSegment(row))}
      toolbar={
        canWrite && <NewRowButton label={props.newLabel} onClick={() => openSub('new')} testId={`${testId}-new`} />
      }
      actions={
        canWrite
          ? (row) => (
              <>
                {extraActions?.(row)}
                <RemoveRowButton onClick={() => remove(row)} testId={`${testId}-delete-${row.key}`} />
              </>
            )
          : undefined
      }
    />
  );
}
