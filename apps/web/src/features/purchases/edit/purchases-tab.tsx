import { todayIso } from '@backoffice/domain/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { NewRowButton } from '../../../platform/data-table/row-actions.tsx';
import { useServerTable } from '../../../platform/data-table/server-table.ts';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { EInvoiceButton } from '../einvoice/einvoice-button.tsx';
import { purchaseColumns } from '../list/purchase-columns.tsx';
import { purchaseListRequest } from '../list/purchase-filters.ts';
import { type PurchaseRow, usePurchasesPage } from '../purchase-api.ts';
import type { SupplierTabProps } from './tabs.ts';

/** Every purchase of the supplier, whatever its date: the list's other filters all. */
const ALL_TIME = { startDate: '1900-01-01', endDate: '2999-12-31', paid: 2, status: -1, hidden: 2 } as const;

/** The supplier's purchase invoices (spec 000 §2 tab PurchaseInvoices), newest first; a row opens the purchase. */
export function PurchaseInvoicesTab({ supplier, canWrite }: SupplierTabProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = currentLanguage();
  const today = todayIso();
  const columns = useMemo(
    () => purchaseColumns(t, locale, today).filter((column) => !column.key.startsWith('supplier')),
    [t, locale, today],
  );
  const table = useServerTable('supplierPurchases', {
    columns,
    defaultSort: { key: 'invoiceDate', direction: 'desc' },
  });
  const page = usePurchasesPage(purchaseListRequest({ ...ALL_TIME, supplierId: supplier.id }, table.query));
  return (
    <DataTable<PurchaseRow>
      id="supplierPurchases"
      exportName={`${t('purchases.list.title')} ${supplier.name}`}
      rows={page.data?.purchases}
      rowKey={(row) => row.id}
      columns={columns}
      loading={page.isFetching}
      server={{ table, total: page.data?.count ?? 0 }}
      onRowClick={(row) => void navigate(`/Purchases/Purchases/Edit/${row.id}`)}
      toolbar={
        canWrite && (
          <>
            <EInvoiceButton supplierId={supplier.id} />
            <NewRowButton
              label={t('purchases.supplierTab.new')}
              onClick={() => void navigate(`/Purchases/Purchases/Edit/0?supplier=${supplier.id}`)}
              testId="supplier-purchase-new"
            />
          </>
        )
      }
    />
  );
}
