import type { TFunction } from 'i18next';
import { activeColumn } from '../../../platform/active-column.tsx';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import type { CustomerPick } from '../api.ts';
import { noWrapCell } from './no-wrap.tsx';

/**
 * The customer list's columns, over allCustomers' rows (the page's gate, show_sales, gets every list field). Texts are looked up once here, not per row: search and sort run over 20,000 rows on
 * every keystroke.
 */
export function customerColumns(t: TFunction): TableColumn<CustomerPick>[] {
  const title = (key: string) => t(`customers.columns.${key}`);
  const yes = t('common.yes');
  const no = t('common.no');
  return [
    {
      key: 'number',
      title: title('number'),
      value: (row) => row.number,
      text: (row) => row.customerNumber || String(row.number),
      align: 'right',
    },
    { key: 'name', title: title('name'), value: (row) => row.name },
    { key: 'searchName', title: title('searchName'), value: (row) => row.searchName, hiddenByDefault: true },
    { key: 'address', title: title('address'), value: (row) => addressLine(row), hiddenByDefault: true },
    { key: 'postalCode', title: title('postalCode'), value: (row) => row.postalCode, hiddenByDefault: true },
    { key: 'city', title: title('city'), value: (row) => row.city },
    { key: 'managementName', title: title('managementName'), value: (row) => row.managementName },
    { key: 'phone', title: title('phone'), value: (row) => row.phone, render: (row) => noWrapCell(row.phone ?? '') },
    { key: 'email', title: title('email'), value: (row) => row.email },
    {
      key: 'invoiceToEmail',
      title: title('invoiceToEmail'),
      value: (row) => row.invoiceToEmail,
      hiddenByDefault: true,
    },
    {
      key: 'paymentDays',
      title: title('paymentDays'),
      value: (row) => row.paymentDays,
      align: 'right',
    },
    activeColumn(title('active'), { yes, no }),
    {
      key: 'projectCount',
      title: title('projectCount'),
      value: (row) => row.projectCount,
      align: 'right',
    },
    {
      key: 'isManager',
      title: title('isManager'),
      value: (row) => row.isManager,
      text: (row) => (row.isManager ? yes : no),
      align: 'center',
      hiddenByDefault: true,
    },
  ];
}

/** Street, house number and addition as one line. */
function addressLine(row: { address?: string; houseNumber?: string; houseAddition?: string }): string {
  return [row.address, [row.houseNumber, row.houseAddition].filter(Boolean).join(' ')].filter(Boolean).join(' ');
}
