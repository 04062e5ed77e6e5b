import { isEmptyDate } from '@backoffice/domain/dates';
import { formatDate } from '@backoffice/domain/format';
import { isOpenEnd } from '../forms/date-text.ts';
import type { TableColumn } from './table-logic.ts';

/**
 * A date column: sorted and exported to Excel by the ISO date (type 'date', as hoursColumn's 'hours'), shown as
 * DD-MM-YYYY; no date (or an empty marker, 0000-00-00) shows "-" and sorts after every date.
 */
export function dateColumn<R>(
  key: string,
  title: string,
  date: (row: R) => string | null | undefined,
  extra: Partial<TableColumn<R>> = {},
): TableColumn<R> {
  const iso = (row: R) => {
    const value = date(row);
    return value && !isEmptyDate(value) ? value.slice(0, 10) : null;
  };
  return { key, title, value: iso, text: (row) => formatDate(iso(row)), type: 'date', ...extra };
}

/** A start date column. */
export function startDateColumn<R extends { startDate: string | null }>(
  title: string,
  extra: Partial<TableColumn<R>> = {},
): TableColumn<R> {
  return dateColumn('startDate', title, (row) => row.startDate, extra);
}

/** An end date column: an open end shows "-" and sorts as no date. */
export function endDateColumn<R extends { endDate: string }>(
  title: string,
  extra: Partial<TableColumn<R>> = {},
): TableColumn<R> {
  return dateColumn('endDate', title, (row) => (isOpenEnd(row.endDate) ? null : row.endDate), extra);
}
