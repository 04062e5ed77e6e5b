import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSession } from '../session/session-store.ts';
import type { SortState, TableColumn } from './table-logic.ts';
import { type TablePrefs, useTablePrefs } from './table-prefs.ts';

/** What a server-paged list asks for (spec 000 §7: page, perPage, orderBy, descending); perPage 0 = all. */
export interface ServerTableQuery {
  page: number;
  perPage: number;
  orderBy?: string;
  descending: boolean;
  /** The search box's text, settled for 300 ms. */
  search: string;
}

/** The state of a server-paged DataTable, owned by the page so it can fetch with it (see useServerTable). */
export interface ServerTable {
  prefs: TablePrefs;
  updatePrefs: (change: Partial<TablePrefs>) => void;
  search: string;
  setSearch: (search: string) => void;
  query: ServerTableQuery;
}

export function toServerQuery(prefs: TablePrefs, search: string): ServerTableQuery {
  return {
    page: prefs.page,
    perPage: prefs.perPage,
    orderBy: prefs.sort?.key,
    descending: prefs.sort?.direction === 'desc',
    search: search.trim(),
  };
}

/**
 * For lists too large to load whole (open invoices, the planning total overview): the page keeps the table's
 * choices (stored per owner like every table's) and fetches `query`; DataTable gets this object as `server.table`.
 */
export function useServerTable<T>(
  tableId: string,
  options: { columns: readonly TableColumn<T>[]; defaultSort?: SortState },
): ServerTable {
  const ownerId = useSession()?.claims.ownerId ?? 0;
  const [prefs, updatePrefs] = useTablePrefs(ownerId, tableId, {
    hidden: options.columns.filter((column) => column.hiddenByDefault).map((column) => column.key),
    sort: options.defaultSort,
  });
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search, 300);
  return { prefs, updatePrefs, search, setSearch, query: toServerQuery(prefs, settled) };
}

/**
 * The dates, page and search of a list by date range (invoices, purchases): a range typed backwards is read the right
 * way round, an empty date is null (the server's default).
 */
export function datedPageRequest(range: { startDate: string; endDate: string }, query: ServerTableQuery) {
  const { startDate, endDate } = range;
  const [start, end] =
    startDate && endDate && startDate > endDate ? [endDate, startDate] : [startDate || null, endDate || null];
  return { startDate: start, endDate: end, page: query.page, perPage: query.perPage, search: query.search };
}
