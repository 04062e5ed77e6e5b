import 'mantine-datatable/styles.layer.css';
import { Box, Center, Group, Loader, Paper } from '@mantine/core';
import { type DataTableColumn, DataTable as MantineDataTable } from 'mantine-datatable';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../layout/use-is-phone.ts';
import { notifyError } from '../notices.ts';
import { useSession } from '../session/session-store.ts';
import { CardGrid } from './card-grid.tsx';
import { exportXlsx } from './export-xlsx.ts';
import { FOCUS_RING, keyboardOpen } from './keyboard-open.ts';
import type { ServerTable } from './server-table.ts';
import { SortHeader } from './sort-header.tsx';
import { TableFooter } from './table-footer.tsx';
import {
  cellText,
  exportSheet,
  filterRows,
  pageCount,
  pageRows,
  type SortState,
  sortRows,
  type TableColumn,
} from './table-logic.ts';
import { useTablePrefs } from './table-prefs.ts';
import { TableToolbar } from './table-toolbar.tsx';

export type { TableColumn } from './table-logic.ts';

type Key = string | number;

/** Room for the first answer; as high as the empty table (its minHeight), so the page keeps its place meanwhile. */
const FIRST_LOAD_HEIGHT = 180;

const UNBROKEN_TYPES = new Set<TableColumn<unknown>['type']>(['date', 'money', 'hours', 'number']);

// CheckboxProps has no data-* attributes; a spread avoids the excess-property check.
const SELECT_ALL_TEST_ID: Record<string, string> = { 'data-testid': 'table-select-all' };

export interface DataTableProps<T> {
  /** Stable per table: with the owner id it keys the stored column choice and pagination. */
  id: string;
  title?: string;
  /** The Excel file is named `YYYY-MM-DD <exportName>.xlsx` (default: the title, else the id). */
  exportName?: string;
  rows: readonly T[] | undefined;
  rowKey: (row: T) => Key;
  columns: readonly TableColumn<T>[];
  loading?: boolean;
  onRowClick?: (row: T) => void;
  /** An always-visible actions column (edit, delete, ...). */
  actions?: (row: T) => ReactNode;
  /** Width of the actions column in px (default 110, room for three buttons). */
  actionsWidth?: number;
  /** Buttons next to the search and export (New ...). */
  toolbar?: ReactNode;
  /**
   * Buttons for the selected rows (bulk changes), shown while a selection exists; `clear` empties it and `keep` leaves
   * only the rows given checked (those an action could not handle, to try again).
   */
  selectionActions?: (selected: readonly T[], clear: () => void, keep: (rows: readonly T[]) => void) => ReactNode;
  /** Shows selectionActions without a selection too (a button that stays disabled until a row is checked). */
  keepSelectionActions?: boolean;
  /** Without a selection, the export asks the server (columns the user sees, by key) instead of writing the rows here. */
  onExport?: (visibleColumnKeys: string[]) => Promise<void>;
  /** false hides the search box (a list with filters of its own). */
  searchable?: boolean;
  defaultSort?: SortState;
  /**
   * Paged on the server: `rows` is the page the server answered for `table.query` and `total` the count of all
   * matches; search, sort and paging go back to the server through the page's useServerTable. Without a selection
   * the export asks the server for every match (`onExport`); with one, the selected rows are exported here.
   */
  server?: {
    table: ServerTable;
    total: number;
  };
}

/** The one list component (DESIGN §7): chooser, paging, sort, select-all, search, Excel, cards on phones. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const ownerId = useSession()?.claims.ownerId ?? 0;
  const { columns, rowKey, server } = props;
  const ownPrefs = useTablePrefs(ownerId, props.id, {
    hidden: columns.filter((column) => column.hiddenByDefault).map((column) => column.key),
    sort: props.defaultSort,
  });
  const [ownSearch, setOwnSearch] = useState('');
  const [prefs, updatePrefs] = server ? [server.table.prefs, server.table.updatePrefs] : ownPrefs;
  const search = server ? server.table.search : ownSearch;
  const setSearch = server ? server.table.setSearch : setOwnSearch;
  // Selected rows by key, kept across pages (and, on the server, across page loads).
  const [selectedRows, setSelectedRows] = useState<ReadonlyMap<Key, T>>(new Map());
  const [exporting, setExporting] = useState(false);

  const visible = useMemo(() => {
    const shown = columns.filter((column) => !prefs.hidden.includes(column.key));
    return shown.length > 0 ? shown : columns;
  }, [columns, prefs.hidden]);
  const sortColumn = columns.find((column) => column.key === prefs.sort?.key);
  const onServer = server !== undefined;
  const sorted = useMemo(
    () =>
      onServer
        ? [...(props.rows ?? [])]
        : sortRows(filterRows(props.rows ?? [], visible, search), sortColumn, prefs.sort?.direction ?? 'asc'),
    [onServer, props.rows, visible, search, sortColumn, prefs.sort?.direction],
  );
  const current = server ? { rows: sorted, page: prefs.page } : pageRows(sorted, prefs.page, prefs.perPage);
  const total = server ? server.total : sorted.length;
  const selected = server ? [...selectedRows.values()] : sorted.filter((row) => selectedRows.has(rowKey(row)));

  // A server page past the end (after a filter or a delete elsewhere) moves to the last page.
  const lastPage = pageCount(total, prefs.perPage);
  useEffect(() => {
    if (onServer && total > 0 && prefs.page > lastPage) updatePrefs({ page: lastPage });
  }, [onServer, total, prefs.page, lastPage, updatePrefs]);

  const toggleColumn = (key: string) => {
    const hidden = prefs.hidden.includes(key) ? prefs.hidden.filter((other) => other !== key) : [...prefs.hidden, key];
    if (hidden.length < columns.length) updatePrefs({ hidden });
  };

  const toggleRow = (row: T) => {
    const next = new Map(selectedRows);
    if (!next.delete(rowKey(row))) next.set(rowKey(row), row);
    setSelectedRows(next);
  };

  // The header checkbox works on the page shown; the selection of other pages stays.
  const changePageSelection = (rows: T[]) => {
    const next = new Map(selectedRows);
    for (const row of current.rows) next.delete(rowKey(row));
    for (const row of rows) next.set(rowKey(row), row);
    setSelectedRows(next);
  };

  const runExport = () => {
    setExporting(true);
    const serverExport = props.onExport;
    const done =
      serverExport && selected.length === 0
        ? serverExport(visible.map((column) => column.key))
        : exportXlsx({
            fileName: props.exportName ?? props.title ?? props.id,
            ...exportSheet(visible, selected.length > 0 ? selected : sorted),
          });
    done
      .catch((error: unknown) => notifyError(error, { action: t('table.exportFailed') }))
      .finally(() => setExporting(false));
  };

  const sortBy = (key: string) => {
    const direction = prefs.sort?.key === key && prefs.sort.direction === 'asc' ? 'desc' : 'asc';
    updatePrefs({ sort: { key, direction }, page: 1 });
  };

  const tableColumns: DataTableColumn<T>[] = visible.map((column) => ({
    accessor: column.key,
    title:
      (column.sortable ?? true) ? (
        <SortHeader
          title={column.title}
          direction={prefs.sort?.key === column.key ? prefs.sort.direction : undefined}
          onSort={() => sortBy(column.key)}
        />
      ) : (
        column.title
      ),
    textAlign: column.align,
    // A date breaks at its dashes and an amount at its space when a wide list squeezes its columns: keep them whole.
    noWrap: column.type !== undefined && UNBROKEN_TYPES.has(column.type),
    width: column.width,
    render: (row: T) => column.render?.(row) ?? cellText(column, row),
  }));
  if (props.actions) {
    const actions = props.actions;
    tableColumns.push({
      accessor: '__actions',
      title: '',
      textAlign: 'right',
      width: props.actionsWidth ?? 110,
      render: (row: T) => (
        // Action buttons sit inside a clickable row; their clicks must not open the row as well.
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops the event from bubbling
        // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach the buttons themselves
        <div onClick={(event) => event.stopPropagation()}>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {actions(row)}
          </Group>
        </div>
      ),
    });
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="data-table" data-table-id={props.id}>
      <TableToolbar
        title={props.title}
        searchable={props.searchable ?? true}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          updatePrefs({ page: 1 });
        }}
        columns={columns}
        hidden={prefs.hidden}
        onToggleColumn={toggleColumn}
        onExport={runExport}
        exporting={exporting}
        selectedCount={selected.length}
        extra={
          <>
            {(selected.length > 0 || props.keepSelectionActions) &&
              props.selectionActions?.(
                selected,
                () => setSelectedRows(new Map()),
                (rows) => setSelectedRows(new Map(rows.map((row) => [rowKey(row), row]))),
              )}
            {props.toolbar}
          </>
        }
      />
      {props.rows === undefined && props.loading ? (
        // The first answer is on its way: no empty table to fill. Its header cells, rows and footer would each move
        // when the rows came in (a layout shift, issue 15); the table now comes whole, in the place kept for it.
        <Center h={FIRST_LOAD_HEIGHT} role="status" aria-label={t('table.loading')} data-testid="table-first-load">
          <Loader size="sm" />
        </Center>
      ) : isPhone ? (
        <CardGrid
          rows={current.rows}
          columns={visible}
          rowKey={rowKey}
          onRowClick={props.onRowClick}
          actions={props.actions}
          isSelected={(row) => selectedRows.has(rowKey(row))}
          onToggle={toggleRow}
          onToggleAll={(select) => changePageSelection(select ? current.rows : [])}
        />
      ) : (
        <Box data-testid="table-grid">
          <MantineDataTable<T>
            records={current.rows}
            columns={tableColumns}
            idAccessor={(row) => rowKey(row)}
            fetching={props.loading}
            minHeight={current.rows.length === 0 ? FIRST_LOAD_HEIGHT : undefined}
            noRecordsText={t('table.noRecords')}
            highlightOnHover
            striped
            verticalSpacing="xs"
            horizontalSpacing="sm"
            fz="sm"
            borderRadius="sm"
            withTableBorder={false}
            selectedRecords={current.rows.filter((row) => selectedRows.has(rowKey(row)))}
            onSelectedRecordsChange={changePageSelection}
            allRecordsSelectionCheckboxProps={{ 'aria-label': t('table.selectAll'), ...SELECT_ALL_TEST_ID }}
            getRecordSelectionCheckboxProps={() => ({ 'aria-label': t('table.selectRow') })}
            onRowClick={props.onRowClick ? ({ record }) => props.onRowClick?.(record) : undefined}
            rowClassName={props.onRowClick ? FOCUS_RING : undefined}
            customRowAttributes={(row) => {
              const { onRowClick } = props;
              return {
                'data-testid': `table-row-${rowKey(row)}`,
                ...(onRowClick && keyboardOpen(() => onRowClick(row))),
              };
            }}
          />
        </Box>
      )}
      {props.rows === undefined && props.loading ? null : (
        <TableFooter
          total={total}
          page={current.page}
          perPage={prefs.perPage}
          onPage={(page) => updatePrefs({ page })}
          onPerPage={(perPage) => updatePrefs({ perPage, page: 1 })}
        />
      )}
    </Paper>
  );
}
