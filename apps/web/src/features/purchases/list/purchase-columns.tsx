import { type Locale, PURCHASE_STATUS } from '@backoffice/domain';
import { Badge, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../../platform/data-table/date-columns.ts';
import { moneyColumn } from '../../../platform/data-table/money-column.ts';
import type { PurchaseRow } from '../purchase-api.ts';

type PurchaseState = 'draft' | 'definitive' | 'paid' | 'zeroed';
const STATE_COLORS = { draft: 'gray', definitive: 'blue', paid: 'teal', zeroed: 'orange' } as const;

/** Draft; definitive; paid; or zeroed: a numbered purchase "deleted" keeps its number with amount 0 (spec 001 §4). */
export function purchaseState(
  row: Pick<PurchaseRow, 'status' | 'amountOpen' | 'amountExVat' | 'amountInclVat'>,
): PurchaseState {
  if (row.status !== PURCHASE_STATUS.definitive) return 'draft';
  if (row.amountExVat === 0 && row.amountInclVat === 0 && row.amountOpen === 0) return 'zeroed';
  return row.amountOpen === 0 ? 'paid' : 'definitive';
}

// A badge shrinks to an ellipsis in a narrow table cell ("D…"): these keep their words, the column widens instead.
const NO_SHRINK = { flexShrink: 0 } as const;

/** Draft, definitive or paid, and past its due date in red while still to be paid. */
export function PurchaseStateBadges({ row, today, t }: { row: PurchaseRow; today: string; t: TFunction }) {
  const state = purchaseState(row);
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={STATE_COLORS[state]} tt="none" style={NO_SHRINK} data-testid="purchase-state">
        {t(`purchases.states.${state}`)}
      </Badge>
      {state === 'definitive' && row.dueDate !== null && row.dueDate < today && (
        <Badge variant="filled" color="red" tt="none" style={NO_SHRINK} data-testid="purchase-overdue">
          {t('purchases.states.overdue')}
        </Badge>
      )}
    </Group>
  );
}

/** The columns of the purchases list and of open purchases; texts looked up once here, not per row. */
export function purchaseColumns(t: TFunction, locale: Locale, today: string): TableColumn<PurchaseRow>[] {
  const title = (key: string) => t(`purchases.columns.${key}`);
  const draftText = t('purchases.states.draft');
  const money = (key: 'amountExVat' | 'amountVat' | 'amountInclVat' | 'amountOpen', hidden = false) =>
    moneyColumn<PurchaseRow>(key, title(key), (row) => row[key], locale, { hiddenByDefault: hidden });
  const date = (key: 'invoiceDate' | 'bookDate' | 'dueDate', hidden = false) =>
    dateColumn<PurchaseRow>(key, title(key), (row) => row[key], { hiddenByDefault: hidden });
  return [
    {
      key: 'number',
      title: title('number'),
      value: (row) => row.number,
      text: (row) => (row.number === 0 ? draftText : String(row.number)),
      align: 'right',
    },
    date('invoiceDate'),
    date('bookDate', true),
    date('dueDate'),
    {
      key: 'supplierNumber',
      title: title('supplierNumber'),
      value: (row) => row.supplierNumber,
      hiddenByDefault: true,
    },
    { key: 'supplierName', title: title('supplierName'), value: (row) => row.supplierName },
    { key: 'invoiceNo', title: title('invoiceNo'), value: (row) => row.invoiceNo },
    money('amountExVat', true),
    money('amountVat', true),
    money('amountInclVat'),
    money('amountOpen'),
    {
      key: 'status',
      title: title('status'),
      value: (row) => purchaseState(row),
      text: (row) => t(`purchases.states.${purchaseState(row)}`),
      render: (row) => <PurchaseStateBadges row={row} today={today} t={t} />,
      // Sorted on the server (PURCHASE_ORDER_BY): the state has no order there.
      sortable: false,
    },
  ];
}
