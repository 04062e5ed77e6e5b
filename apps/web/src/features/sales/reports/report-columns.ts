import type { Locale } from '@backoffice/domain';
import { formatHundredths, formatMoney } from '@backoffice/domain/format';
import type { XlsxType } from '@backoffice/domain/xlsx';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';

/** A right-aligned column of cents or hundredths of hours, shown in the user's language and exported typed. */
export function amountColumn<T>(
  key: string,
  title: string,
  type: Extract<XlsxType, 'money' | 'hours'>,
  value: (row: T) => number,
  locale: Locale,
): TableColumn<T> {
  const format = type === 'money' ? formatMoney : formatHundredths;
  return { key, title, type, value, text: (row) => format(value(row), locale), align: 'right' };
}

/** The export's column titles by key, as the page shows them. */
export const titlesOf = <T>(columns: readonly TableColumn<T>[], total: string) => ({
  ...Object.fromEntries(columns.map((column) => [column.key, column.title])),
  total,
});
