import type { XlsxColumn, XlsxType, XlsxValue } from '@backoffice/domain/xlsx';
import type { ReactNode } from 'react';

type CellValue = string | number | boolean | null | undefined;

export interface TableColumn<T> {
  key: string;
  /** Already translated header. */
  title: string;
  /** The raw value: sorting uses it. */
  value: (row: T) => CellValue;
  /** The formatted text: cell, search, card and Excel use it. Defaults to the value as text. */
  text?: (row: T) => string;
  /**
   * What the Excel export writes: 'date' (the value is 'YYYY-MM-DD'), 'money' (cents), 'hours' (hundredths) and
   * 'number' write the value as a typed cell; text (the default) writes the text as shown.
   */
  type?: XlsxType;
  /** A richer cell than the text (badges, colours); the text still goes to search and Excel. */
  render?: (row: T) => ReactNode;
  hiddenByDefault?: boolean;
  sortable?: boolean;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
}

export interface SortState {
  key: string;
  direction: 'asc' | 'desc';
}

/** Rows per page (spec 000 §9): 0 stands for "all". */
export const PER_PAGE_OPTIONS = [5, 10, 20, 50, 100, 0] as const;
export const DEFAULT_PER_PAGE = 5;

export function cellText<T>(column: TableColumn<T>, row: T): string {
  if (column.text) return column.text(row);
  const value = column.value(row);
  return value === null || value === undefined ? '' : String(value);
}

/** The Excel sheet of `rows` in the columns shown: typed columns their value, the others their text. */
export function exportSheet<T>(
  columns: readonly TableColumn<T>[],
  rows: readonly T[],
): { columns: XlsxColumn[]; rows: XlsxValue[][] } {
  const typed = (column: TableColumn<T>) => column.type !== undefined && column.type !== 'text';
  return {
    columns: columns.map((column) => ({ header: column.title, type: typed(column) ? column.type : 'text' })),
    rows: rows.map((row) => columns.map((column) => (typed(column) ? column.value(row) : cellText(column, row)))),
  };
}

/** Keeps the rows whose text in any of the columns contains every word of the search (case-insensitive). */
export function filterRows<T>(rows: readonly T[], columns: readonly TableColumn<T>[], search: string): T[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = columns.map((column) => cellText(column, row).toLowerCase()).join(' \u0000 ');
    return words.every((word) => haystack.includes(word));
  });
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareValues(a: CellValue, b: CellValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** A stable sort; empty values stay at the end in both directions. */
export function sortRows<T>(rows: readonly T[], column: TableColumn<T> | undefined, direction: 'asc' | 'desc'): T[] {
  if (!column) return [...rows];
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: column.value(row) }))
    .sort((a, b) => {
      const aEmpty = a.value === null || a.value === undefined || a.value === '';
      const bEmpty = b.value === null || b.value === undefined || b.value === '';
      if (aEmpty !== bEmpty) return aEmpty ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

export function pageCount(total: number, perPage: number): number {
  return perPage === 0 ? 1 : Math.max(1, Math.ceil(total / perPage));
}

/** The rows of one page; a page past the end (after a filter or delete) shows the last page. */
export function pageRows<T>(rows: readonly T[], page: number, perPage: number): { rows: T[]; page: number } {
  if (perPage === 0) return { rows: [...rows], page: 1 };
  const current = Math.min(Math.max(1, page), pageCount(rows.length, perPage));
  return { rows: rows.slice((current - 1) * perPage, current * perPage), page: current };
}
