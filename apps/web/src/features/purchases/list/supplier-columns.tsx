import { formatIban } from '@backoffice/domain/iban';
import { Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import type { SupplierRow } from '../api.ts';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The ordinary accounts and the G-account of a supplier, with their shares: 'NL91 ABNA … 70 %'. */
function bankAccountsText(row: SupplierRow, gLabel: string): string {
  return row.bankAccounts
    .map((account) => `${formatIban(account.iban)} ${account.percentage} %${account.gAccount ? ` (${gLabel})` : ''}`)
    .join(', ');
}

/** The supplier list's columns; texts looked up once here, not per row. */
export function supplierColumns(t: TFunction): TableColumn<SupplierRow>[] {
  const title = (key: string) => t(`suppliers.columns.${key}`);
  const yes = t('common.yes');
  const no = t('common.no');
  const gLabel = t('suppliers.bankAccounts.gShort');
  const paymentTypes = new Map([1, 2, 3].map((code) => [code, t(`suppliers.enums.paymentType.${code}`)]));
  return [
    { key: 'number', title: title('number'), value: (row) => row.number, align: 'right' },
    { key: 'name', title: title('name'), value: (row) => row.name },
    {
      key: 'address',
      title: title('address'),
      value: (row) => [row.address, [row.houseNumber, row.houseAddition].filter(Boolean).join(' ')].join(' ').trim(),
      hiddenByDefault: true,
    },
    { key: 'postalCode', title: title('postalCode'), value: (row) => row.postalCode, hiddenByDefault: true },
    { key: 'city', title: title('city'), value: (row) => row.city },
    { key: 'country', title: title('country'), value: (row) => row.country, hiddenByDefault: true },
    { key: 'vatNumber', title: title('vatNumber'), value: (row) => row.vatNumber },
    { key: 'cocNumber', title: title('cocNumber'), value: (row) => row.cocNumber, hiddenByDefault: true },
    { key: 'paymentDays', title: title('paymentDays'), value: (row) => row.paymentDays, align: 'right' },
    {
      key: 'paymentType',
      title: title('paymentType'),
      value: (row) => paymentTypes.get(row.paymentType) ?? String(row.paymentType),
    },
    {
      key: 'subcontractor',
      title: title('subcontractor'),
      value: (row) => row.subcontractor,
      text: (row) => (row.subcontractor ? yes : no),
      render: (row) => (
        <Badge variant="light" color={row.subcontractor ? 'grape' : 'gray'} size="sm" tt="none">
          {row.subcontractor ? yes : no}
        </Badge>
      ),
      align: 'center',
    },
    {
      key: 'bankAccounts',
      title: title('bankAccounts'),
      value: (row) => bankAccountsText(row, gLabel),
      // One account per line, an IBAN never broken over two.
      render: (row) => (
        <Stack gap={2}>
          {row.bankAccounts.map((account) => (
            <Text key={account.iban} size="sm">
              <span style={NO_WRAP}>{formatIban(account.iban)}</span>{' '}
              <span style={NO_WRAP}>· {account.percentage} %</span>
              {account.gAccount ? (
                <Badge ml={6} size="xs" variant="light" color="grape" tt="none">
                  {gLabel}
                </Badge>
              ) : null}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'email', title: title('email'), value: (row) => row.email, hiddenByDefault: true },
    { key: 'phone', title: title('phone'), value: (row) => row.phone, hiddenByDefault: true },
  ];
}
