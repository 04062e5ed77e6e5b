import { PAYMENT_CALLS, PAYMENT_DIRECTIONS, PAYMENT_HIDDEN_FILTERS, PAYMENT_STATE_FILTERS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatMoney } from '@backoffice/domain/format';
import { Button, Select, Stack } from '@mantine/core';
import { IconArrowsJoin } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { call, useCallMutation } from '../../../platform/call.ts';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { exportXlsx } from '../../../platform/data-table/export-xlsx.ts';
import { NewRowButton } from '../../../platform/data-table/row-actions.tsx';
import { useServerTable } from '../../../platform/data-table/server-table.ts';
import { exportSheet } from '../../../platform/data-table/table-logic.ts';
import { FiguresCard } from '../../../platform/figures-card.tsx';
import { FilterBar } from '../../../platform/forms/filter-bar.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { notifyError, notifySuccess } from '../../../platform/notices.ts';
import { usePatchState } from '../../../platform/patch-state.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { ImportBankFileButton } from '../import/import-bank-file-button.tsx';
import { PAYMENT_REFRESHES, type PaymentRow, useBankAccounts, usePaymentsPage } from './payment-api.ts';
import { paymentColumns } from './payment-columns.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { defaultPaymentFilters, type PaymentFilters, paymentListRequest } from './payment-filters.ts';
import { PaymentForm } from './payment-form.tsx';

const PAGE = '/Payments/Index';

/** /Payments/Index: bank lines and manual payments of a period (the current month first); a row opens its dialog. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('payments', 'write');
  const locale = currentLanguage();
  const navigate = useNavigate();
  const openId = Number(useParams().id ?? 0) || 0;
  const [creating, setCreating] = useState(false);
  const [filters, set, reset, changed] = usePatchState<PaymentFilters>(() => defaultPaymentFilters(todayIso()));
  const accounts = useBankAccounts().data ?? [];
  const columns = useMemo(() => paymentColumns(t, locale, accounts), [t, locale, accounts]);
  const table = useServerTable('payments', { columns, defaultSort: { key: 'date', direction: 'desc' } });
  const request = paymentListRequest(filters, table.query);
  const page = usePaymentsPage(request);
  const analyse = useCallMutation(PAYMENT_CALLS.analysePayments, {
    refreshes: PAYMENT_REFRESHES,
    onSuccess: (answer) => notifySuccess(t('paymentMatch.list.analysed', answer)),
    onError: (error) => notifyError(error),
  });
  const choice = <V extends string | number>(
    name: string,
    values: readonly V[],
    value: V,
    onChange: (v: V) => void,
  ) => (
    <Select
      size="sm"
      w={{ base: '100%', xs: 160 }}
      label={t(`paymentMatch.filters.${name}`)}
      data={values.map((v) => ({ value: String(v), label: t(`paymentMatch.filters.${name}Choices.${v}`) }))}
      value={String(value)}
      onChange={(next) => onChange((values.find((v) => String(v) === next) ?? values[0]) as V)}
      allowDeselect={false}
      data-testid={`payments-filter-${name}`}
    />
  );
  const data = page.data;
  return (
    <Stack gap="md">
      <FilterBar
        changed={changed}
        period={{
          range: filters,
          onChange: set,
          labels: { from: t('paymentMatch.filters.startDate'), until: t('paymentMatch.filters.endDate') },
          testIds: { from: 'payments-filter-start', until: 'payments-filter-end' },
        }}
      >
        {choice('state', PAYMENT_STATE_FILTERS, filters.state, (state) => set({ state }))}
        {choice('direction', PAYMENT_DIRECTIONS, filters.direction, (direction) => set({ direction }))}
        {choice('hidden', PAYMENT_HIDDEN_FILTERS, filters.hidden, (hidden) => set({ hidden }))}
        <Select
          size="sm"
          w={{ base: '100%', xs: 200 }}
          label={t('paymentMatch.filters.account')}
          data={[
            { value: '-1', label: t('paymentMatch.filters.allAccounts') },
            { value: '0', label: t('paymentMatch.filters.cash') },
            ...accounts.filter((a) => !a.deleted).map((a) => ({ value: String(a.id), label: a.name })),
          ]}
          value={String(filters.accountId)}
          onChange={(next) => set({ accountId: Number(next ?? -1) })}
          allowDeselect={false}
          data-testid="payments-filter-account"
        />
        <Button variant="subtle" size="sm" onClick={reset}>
          {t('paymentMatch.filters.reset')}
        </Button>
      </FilterBar>
      <FiguresCard
        valueTestId="payments-totals"
        cols={{ base: 2, sm: 4 }}
        label={(key) => t(`paymentMatch.totals.${key}`)}
        figures={[
          ['count', data && String(data.count)],
          ['in', data && formatMoney(data.totalIn, locale)],
          ['out', data && formatMoney(data.totalOut, locale)],
          ['open', data && formatMoney(data.totalOpen, locale)],
        ]}
      />
      <DataTable<PaymentRow>
        id="payments"
        title={t('paymentMatch.list.title')}
        rows={data?.payments}
        rowKey={(row) => row.id}
        columns={columns}
        loading={page.isFetching}
        server={{ table, total: data?.count ?? 0 }}
        onExport={async (visible) => {
          const all = await call(PAYMENT_CALLS.paymentsDateRange, { ...request, page: 1, perPage: 0 });
          const shown = columns.filter((column) => visible.includes(column.key));
          await exportXlsx({ fileName: t('paymentMatch.list.title'), ...exportSheet(shown, all.payments) });
        }}
        onRowClick={(row) => void navigate(`${PAGE}/${row.id}`)}
        toolbar={
          canWrite && (
            <>
              <ImportBankFileButton />
              <Button
                variant="light"
                leftSection={<IconArrowsJoin size={16} />}
                loading={analyse.isPending}
                onClick={() => analyse.mutate({})}
                data-testid="payments-analyse"
              >
                {t('paymentMatch.list.analyse')}
              </Button>
              <NewRowButton label={t('paymentMatch.list.new')} onClick={() => setCreating(true)} testId="payment-new" />
            </>
          )
        }
      />
      {openId > 0 && <PaymentDialog id={openId} onClose={() => void navigate(PAGE)} />}
      {creating && (
        <PaymentForm
          onClose={() => setCreating(false)}
          onSaved={(id) => {
            setCreating(false);
            void navigate(`${PAGE}/${id}`);
          }}
        />
      )}
    </Stack>
  );
}
