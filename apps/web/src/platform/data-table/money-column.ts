import type { Locale } from '@backoffice/domain';
import { formatMoney } from '@backoffice/domain/format';
import type { TableColumn } from './table-logic.ts';

interface MoneyOptions<R> extends Partial<TableColumn<R>> {
  /** Show nothing for 0 (a debit/credit pair shows one side only). */
  blankZero?: boolean;
}

/** An amount column: sorted and exported as cents, right-aligned, shown in the user's language; no amount shows empty. */
export function moneyColumn<R>(
  key: string,
  title: string,
  cents: (row: R) => number | null,
  locale: Locale,
  { blankZero = false, ...extra }: MoneyOptions<R> = {},
): TableColumn<R> {
  return {
    key,
    title,
    value: cents,
    text: (row) => {
      const amount = cents(row);
      return amount === null || (blankZero && amount === 0) ? '' : formatMoney(amount, locale);
    },
    type: 'money',
    align: 'right',
    ...extra,
  };
}
