import type { Locale } from '@backoffice/domain';
import { formatHundredths } from '@backoffice/domain/format';
import type { TableColumn } from './data-table/table-logic.ts';

/** A column of hours kept in hundredths: sorted by the number, right-aligned, shown in the user's language (7,50). */
export function hoursColumn<R>(
  key: string,
  title: string,
  hundredths: (row: R) => number,
  locale: Locale,
  extra: Partial<TableColumn<R>> = {},
): TableColumn<R> {
  return {
    key,
    title,
    value: hundredths,
    text: (row) => formatHundredths(hundredths(row), locale),
    align: 'right',
    ...extra,
  };
}
