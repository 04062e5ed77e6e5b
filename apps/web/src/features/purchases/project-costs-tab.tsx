import { PURCHASE_CALLS, PURCHASE_STATUS, type TProjectPurchaseCosts } from '@backoffice/domain';
import { formatMoney } from '@backoffice/domain/format';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCall } from '../../platform/call.ts';
import { DataTable, type TableColumn } from '../../platform/data-table/data-table.tsx';
import { dateColumn } from '../../platform/data-table/date-columns.ts';
import { moneyColumn } from '../../platform/data-table/money-column.ts';
import { FiguresCard } from '../../platform/figures-card.tsx';
import { currentLanguage } from '../../platform/i18n/i18n.ts';
import { useCanAccess } from '../../platform/session/session-store.ts';
import type { ProjectTabProps } from '../projects/index.ts';
import { usePurchaseTypes } from './purchase-api.ts';

type CostRow = TProjectPurchaseCosts['rows'][number];

/**
 * The project edit tab PurchaseCosts (issue 18: projects show their purchases' costs): every purchase row booked on the
 * project, newest first, with the total excl. VAT and that of definitive purchases (drafts may still change).
 */
export function ProjectPurchaseCostsTab({ projectId }: ProjectTabProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canOpen = useCanAccess('purchases', 'read');
  const costs = useCall(PURCHASE_CALLS.projectPurchaseCosts, { id: projectId });
  const data = costs.data;
  const types = usePurchaseTypes();
  const columns = useMemo<TableColumn<CostRow>[]>(() => {
    const locale = currentLanguage();
    const title = (key: string) => t(`purchases.columns.${key}`);
    const typeName = new Map((types.data ?? []).map((type) => [type.id, type.name]));
    const draft = t('purchases.states.draft');
    return [
      {
        key: 'number',
        title: title('number'),
        value: (row) => row.number,
        text: (row) => (row.status === PURCHASE_STATUS.definitive ? String(row.number) : draft),
        align: 'right',
      },
      dateColumn('invoiceDate', title('invoiceDate'), (row) => row.invoiceDate),
      { key: 'supplierName', title: title('supplierName'), value: (row) => row.supplierName },
      {
        key: 'purchaseType',
        title: t('purchases.rows.purchaseType'),
        value: (row) => typeName.get(row.purchaseTypeId) ?? '',
      },
      { key: 'description', title: t('purchases.rows.description'), value: (row) => row.description },
      moneyColumn('amount', t('purchases.rows.amount'), (row) => row.amount, locale),
    ];
  }, [t, types.data]);
  return (
    <Stack gap="md" data-testid="project-purchase-costs">
      <FiguresCard
        valueTestId="project-purchase-totals"
        cols={{ base: 2, sm: 4 }}
        label={(key) => t(`purchases.totals.${key}`)}
        figures={[
          ['costs', data && formatMoney(data.total, currentLanguage())],
          ['costsDefinitive', data && formatMoney(data.totalDefinitive, currentLanguage())],
        ]}
      />
      <DataTable<CostRow>
        id="projectPurchaseCosts"
        exportName={t('purchases.totals.costs')}
        rows={costs.data?.rows}
        rowKey={(row) => `${row.purchaseId}-${row.description}-${row.amount}`}
        columns={columns}
        loading={costs.isPending}
        defaultSort={{ key: 'invoiceDate', direction: 'desc' }}
        onRowClick={canOpen ? (row) => void navigate(`/Purchases/Purchases/Edit/${row.purchaseId}`) : undefined}
      />
    </Stack>
  );
}
