import type { Locale } from '@backoffice/domain';
import { formatHundredths } from '@backoffice/domain/format';
import type { TableColumn } from './table-logic.ts';

/**
 * A column of hours kept in hundredths: sorted by the number, right-aligned, shown in the user's language (7,50) and
 * exported to Excel as a number of hours (type 'hours', as moneyColumn's 'money').
 */
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
    type: 'hours',
    align: 'right',
    ...extra,
  };
}
