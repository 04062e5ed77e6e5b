import {
  PURCHASE_CALLS,
  PURCHASE_HIDDEN_FILTERS,
  PURCHASE_PAID_FILTERS,
  PURCHASE_STATUS_FILTERS,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatMoney } from '@backoffice/domain/format';
import { Button, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../platform/call.ts';
import { DataTable } from '../../platform/data-table/data-table.tsx';
import { NewRowButton } from '../../platform/data-table/row-actions.tsx';
import { useServerTable } from '../../platform/data-table/server-table.ts';
import { useEditorAliases } from '../../platform/edit/editor-aliases.ts';
import { FiguresCard } from '../../platform/figures-card.tsx';
import { EnumSelect } from '../../platform/forms/enum-select.tsx';
import { FilterBar } from '../../platform/forms/filter-bar.tsx';
import { currentLanguage } from '../../platform/i18n/i18n.ts';
import { usePatchState } from '../../platform/patch-state.ts';
import { useCanAccess } from '../../platform/session/session-store.ts';
import { EInvoiceButton } from './einvoice/einvoice-button.tsx';
import { exportPurchases } from './list/export-purchases.ts';
import { purchaseColumns } from './list/purchase-columns.tsx';
import { defaultPurchaseFilters, type PurchaseFilters, purchaseListRequest } from './list/purchase-filters.ts';
import { SupplierSelect } from './list/supplier-select.tsx';
import { type PurchaseRow, usePurchasesPage } from './purchase-api.ts';

/** /Purchases/Purchases: the purchase invoices of a period (the current month first) with filters and totals. */
export function PurchasesPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('purchases', 'write');
  const locale = currentLanguage();
  const today = todayIso();
  const [filters, set, reset, changed] = usePatchState<PurchaseFilters>(() => defaultPurchaseFilters(today));

  const navigate = useNavigate();
  useEditorAliases('/Purchases/Purchases/Edit');

  const columns = useMemo(() => purchaseColumns(t, locale, today), [t, locale, today]);
  const table = useServerTable('purchases', { columns, defaultSort: { key: 'invoiceDate', direction: 'desc' } });
  const request = purchaseListRequest(filters, table.query);
  const page = usePurchasesPage(request);
  const data = page.data;
  const choice = (name: 'paid' | 'status' | 'hidden', values: readonly number[]) => (
    <EnumSelect
      size="sm"
      w={{ base: '100%', xs: 150 }}
      label={t(`purchases.filters.${name}`)}
      prefix="purchases.filters"
      name={`${name}Choices`}
      values={values}
      value={filters[name]}
      onChange={(value) => set({ [name]: value })}
      testId={`purchases-filter-${name}`}
    />
  );

  return (
    <Stack gap="md">
      <FilterBar
        changed={changed}
        period={{
          range: filters,
          onChange: set,
          labels: { from: t('purchases.filters.startDate'), until: t('purchases.filters.endDate') },
          testIds: { from: 'purchases-filter-start', until: 'purchases-filter-end' },
        }}
      >
        {choice('paid', PURCHASE_PAID_FILTERS)}
        {choice('status', PURCHASE_STATUS_FILTERS)}
        {choice('hidden', PURCHASE_HIDDEN_FILTERS)}
        <SupplierSelect
          value={filters.supplierId}
          onChange={(supplierId) => set({ supplierId })}
          label={t('purchases.filters.supplier')}
          placeholder={t('purchases.filters.allSuppliers')}
          testId="purchases-filter-supplier"
        />
        <Button variant="subtle" size="sm" onClick={reset} data-testid="purchases-filter-reset">
          {t('purchases.filters.reset')}
        </Button>
      </FilterBar>
      <FiguresCard
        valueTestId="purchases-totals"
        cols={{ base: 2, sm: 4 }}
        label={(key) => t(`purchases.totals.${key}`)}
        figures={[
          ['count', data?.count],
          ['exclVat', data && formatMoney(data.totalExclVat, locale)],
          ['inclVat', data && formatMoney(data.totalInclVat, locale)],
          ['open', data && formatMoney(data.totalOpen, locale)],
        ]}
      />
      <DataTable<PurchaseRow>
        id="purchases"
        title={t('purchases.list.title')}
        rows={page.data?.purchases}
        rowKey={(row) => row.id}
        columns={columns}
        loading={page.isFetching}
        server={{ table, total: page.data?.count ?? 0 }}
        onExport={(visible) =>
          exportPurchases(t('purchases.list.title'), columns, visible, async () => {
            const all = await call(PURCHASE_CALLS.purchasesDateRange, { ...request, page: 1, perPage: 0 });
            return all.purchases;
          })
        }
        onRowClick={(row) => void navigate(`/Purchases/Purchases/Edit/${row.id}`)}
        toolbar={
          canWrite && (
            <>
              <EInvoiceButton />
              <NewRowButton
                label={t('purchases.list.new')}
                onClick={() => void navigate('/Purchases/Purchases/Edit/0')}
                testId="purchase-new"
              />
            </>
          )
        }
      />
    </Stack>
  );
}
