import { formatDate } from '@backoffice/domain/format';
import { isOpenEnd } from '../forms/date-text.ts';
import type { TableColumn } from './table-logic.ts';

/** A start date column: sorted by the ISO date, shown as DD-MM-YYYY. */
export function startDateColumn<R extends { startDate: string | null }>(
  title: string,
  extra: Partial<TableColumn<R>> = {},
): TableColumn<R> {
  return {
    key: 'startDate',
    title,
    value: (row) => row.startDate,
    text: (row) => formatDate(row.startDate),
    type: 'date',
    ...extra,
  };
}

/** An end date column: an open end shows "-" and sorts as no date. */
export function endDateColumn<R extends { endDate: string }>(
  title: string,
  extra: Partial<TableColumn<R>> = {},
): TableColumn<R> {
  return {
    key: 'endDate',
    title,
    value: (row) => (isOpenEnd(row.endDate) ? null : row.endDate),
    text: (row) => (isOpenEnd(row.endDate) ? '-' : formatDate(row.endDate)),
    type: 'date',
    ...extra,
  };
}
