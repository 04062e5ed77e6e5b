import { PURCHASE_CALLS, PURCHASE_TERM_FILTERS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatMoney } from '@backoffice/domain/format';
import { Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCall } from '../../platform/call.ts';
import { DataTable } from '../../platform/data-table/data-table.tsx';
import { FiguresCard } from '../../platform/figures-card.tsx';
import { FilterBar } from '../../platform/forms/filter-bar.tsx';
import { SegmentFilter } from '../../platform/forms/segment-filter.tsx';
import { currentLanguage } from '../../platform/i18n/i18n.ts';
import { purchaseColumns } from './list/purchase-columns.tsx';
import { SupplierSelect } from './list/supplier-select.tsx';
import type { PurchaseRow } from './purchase-api.ts';

/**
 * /Purchases/OpenPurchases: definitive purchases not fully paid (spec 001 §4), by payment term (0 not overdue,
 * 1 overdue, 2 all) on a date (today first) and supplier, with totals; oldest due date first.
 */
export function OpenPurchasesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = todayIso();
  const [term, setTerm] = useState(2);
  const [date, setDate] = useState(today);
  const [supplierId, setSupplierId] = useState(0);
  const list = useCall(
    PURCHASE_CALLS.openPurchases,
    { term, date: date || null, supplierId, page: 1, perPage: 0 },
    { keepPrevious: true },
  );
  const data = list.data;
  const locale = currentLanguage();
  const columns = useMemo(() => purchaseColumns(t, locale, date || today), [t, locale, date, today]);

  return (
    <Stack gap="md">
      <FilterBar
        date={{ value: date, onChange: setDate, label: t('purchases.filters.date'), testId: 'open-purchases-date' }}
        changed={(term === 2 ? 0 : 1) + (supplierId ? 1 : 0)}
      >
        <SegmentFilter
          value={term}
          onChange={setTerm}
          choices={PURCHASE_TERM_FILTERS.map((code) => [code, t(`purchases.filters.termChoices.${code}`)])}
          label={t('purchases.filters.term')}
          testId="open-purchases-term"
        />
        <SupplierSelect
          value={supplierId}
          onChange={setSupplierId}
          label={t('purchases.filters.supplier')}
          placeholder={t('purchases.filters.allSuppliers')}
          testId="open-purchases-supplier"
        />
      </FilterBar>
      <FiguresCard
        valueTestId="open-purchases-totals"
        cols={{ base: 2, sm: 4 }}
        label={(key) => t(`purchases.totals.${key}`)}
        figures={[
          ['count', data?.count],
          ['inclVat', data && formatMoney(data.totalInclVat, locale)],
          ['open', data && formatMoney(data.totalOpen, locale)],
          ['expired', data && formatMoney(data.totalExpired, locale)],
        ]}
      />
      <DataTable<PurchaseRow>
        id="openPurchases"
        title={t('purchases.open.title')}
        rows={list.data?.purchases}
        rowKey={(row) => row.id}
        columns={columns}
        loading={list.isFetching}
        defaultSort={{ key: 'dueDate', direction: 'asc' }}
        onRowClick={(row) => void navigate(`/Purchases/Purchases/Edit/${row.id}`)}
      />
    </Stack>
  );
}
