import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import type { ContactRow } from '../api.ts';
import { noWrapCell } from '../list/no-wrap.tsx';

/** The contact list's columns; the customer column is left out inside a customer's own tab. */
export function contactColumns(t: TFunction, withCustomer: boolean): TableColumn<ContactRow>[] {
  const title = (key: string) => t(`customers.contacts.fields.${key}`);
  const columns: TableColumn<ContactRow>[] = [
    { key: 'name', title: title('name'), value: (row) => row.name },
    { key: 'function', title: title('function'), value: (row) => row.function },
    { key: 'customerName', title: title('customerId'), value: (row) => row.customerName },
    { key: 'email', title: title('email'), value: (row) => row.email },
    { key: 'phone', title: title('phone'), value: (row) => row.phone, render: (row) => noWrapCell(row.phone) },
    {
      key: 'mobile',
      title: title('mobile'),
      value: (row) => row.mobile,
      render: (row) => noWrapCell(row.mobile),
    },
    { key: 'remarks', title: title('remarks'), value: (row) => row.remarks, hiddenByDefault: true },
  ];
  return withCustomer ? columns : columns.filter((column) => column.key !== 'customerName');
}

/** A contact's customer and the rest of the list: live contacts only, of one customer when given. */
export function contactsOf<R extends { customerId: number; deleted?: number }>(
  rows: readonly R[],
  customerId?: number,
) {
  return rows.filter((row) => !row.deleted && (customerId === undefined || row.customerId === customerId));
}
