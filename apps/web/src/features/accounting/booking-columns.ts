import type { TFunction } from 'i18next';
import { dateColumn } from '../../platform/data-table/date-columns.ts';
import type { TableColumn } from '../../platform/data-table/table-logic.ts';

interface BookingLineRow {
  date: string;
  documentKind: number;
  documentNumber: string;
  accountNumber: string;
  accountDescription: string;
  description: string;
}

/** A booking line's date, document, account and description: the Bookings and VAT details tables start with them. */
export function bookingLineColumns<R extends BookingLineRow>(
  t: TFunction,
  title: (key: string) => string,
): TableColumn<R>[] {
  return [
    dateColumn('date', title('date'), (row) => row.date),
    {
      key: 'document',
      title: title('document'),
      value: (row) => row.documentNumber,
      text: (row) => `${t(`accounting.documentKinds.${row.documentKind}`)} ${row.documentNumber}`,
    },
    { key: 'account', title: title('account'), value: (row) => `${row.accountNumber} ${row.accountDescription}` },
    { key: 'description', title: title('description'), value: (row) => row.description },
  ];
}
