import { INVOICE_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { formatMoney } from '@backoffice/domain/format';
import { Button, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { download } from '../../../../platform/call.ts';
import { DataTable } from '../../../../platform/data-table/data-table.tsx';
import { NewRowButton } from '../../../../platform/data-table/row-actions.tsx';
import { useServerTable } from '../../../../platform/data-table/server-table.ts';
import { useEditorAliases } from '../../../../platform/edit/editor-aliases.ts';
import { EnumSelect } from '../../../../platform/forms/enum-select.tsx';
import { FilterBar } from '../../../../platform/forms/filter-bar.tsx';
import { currentLanguage } from '../../../../platform/i18n/i18n.ts';
import { usePatchState } from '../../../../platform/patch-state.ts';
import { useCanAccess } from '../../../../platform/session/session-store.ts';
import { useCustomers } from '../../../customers/api.ts';
import { customerLabel } from '../../customer-choices.ts';
import { RegeneratePdfsButton } from '../../pdf-templates/index.ts';
import { type InvoiceRow, useInvoicesPage } from '../api.ts';
import { InvoiceRunButtons } from '../run/index.ts';
import { invoiceColumns } from './invoice-columns.tsx';
import { defaultFilters, type InvoiceFilters, listRequest } from './invoice-filters.ts';

/** Filter codes (labels `invoices.filters.tristate.<code>`, `.statuses.<code>`): 2 either, 1 yes, 0 no; -1 any status. */
const TRISTATE = [2, 1, 0] as const;
const STATUSES = [-1, 0, 1] as const;

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={`${testId}-value`}>
        {value}
      </Text>
    </Paper>
  );
}

/** /Sales/Invoices: the invoices of a date range (the current month by default) with filters and totals. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const canWrite = useCanAccess('sales', 'write');
  const locale = currentLanguage();
  const today = todayIso();
  const [filters, set, reset, changed] = usePatchState<InvoiceFilters>(() => defaultFilters(today));
  const customers = useCustomers();

  const navigate = useNavigate();
  useEditorAliases('/Sales/Invoices/Edit');

  const columns = useMemo(() => invoiceColumns(t, locale, today), [t, locale, today]);
  const table = useServerTable('invoices', { columns, defaultSort: { key: 'invoiceDate', direction: 'desc' } });
  const request = listRequest(filters, table.query);
  const page = useInvoicesPage(request);
  const customerOptions = useMemo(
    () =>
      // Deleted customers too: their invoices are still listed.
      (customers.data ?? []).map((customer) => ({ value: String(customer.id), label: customerLabel(customer) })),
    [customers.data],
  );
  const choice = (name: 'paid' | 'sent' | 'credit') => (
    <EnumSelect
      size="sm"
      w={{ base: '100%', xs: 150 }}
      label={t(`invoices.filters.${name}`)}
      prefix="invoices.filters"
      name="tristate"
      values={TRISTATE}
      value={filters[name]}
      onChange={(value) => set({ [name]: value })}
      testId={`invoices-filter-${name}`}
    />
  );

  return (
    <Stack gap="md">
      <FilterBar
        changed={changed}
        period={{
          range: filters,
          onChange: set,
          labels: { from: t('invoices.filters.startDate'), until: t('invoices.filters.endDate') },
          testIds: { from: 'invoices-filter-start', until: 'invoices-filter-end' },
        }}
      >
        <EnumSelect
          size="sm"
          w={{ base: '100%', xs: 160 }}
          label={t('invoices.filters.status')}
          prefix="invoices.filters"
          name="statuses"
          values={STATUSES}
          value={filters.status}
          onChange={(status) => set({ status })}
          testId="invoices-filter-status"
        />
        {choice('paid')}
        {choice('sent')}
        {choice('credit')}
        <Select
          size="sm"
          w={{ base: '100%', sm: 260 }}
          label={t('invoices.filters.customer')}
          placeholder={t('invoices.filters.allCustomers')}
          value={filters.customerId ? String(filters.customerId) : null}
          onChange={(value) => set({ customerId: Number(value ?? 0) })}
          data={customerOptions}
          searchable
          clearable
          limit={50}
          data-testid="invoices-filter-customer"
        />
        <Button variant="subtle" size="sm" onClick={reset} data-testid="invoices-filter-reset">
          {t('invoices.filters.reset')}
        </Button>
      </FilterBar>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="invoices-totals">
        <Figure label={t('invoices.totals.count')} value={page.data?.count ?? '-'} testId="invoices-total-count" />
        <Figure
          label={t('invoices.totals.exclVat')}
          value={page.data ? formatMoney(page.data.totalExclVat, locale) : '-'}
          testId="invoices-total-excl"
        />
        <Figure
          label={t('invoices.totals.inclVat')}
          value={page.data ? formatMoney(page.data.totalInclVat, locale) : '-'}
          testId="invoices-total-incl"
        />
        <Figure
          label={t('invoices.totals.open')}
          value={page.data ? formatMoney(page.data.totalOpen, locale) : '-'}
          testId="invoices-total-open"
        />
      </SimpleGrid>
      <DataTable<InvoiceRow>
        id="invoices"
        title={t('invoices.list.title')}
        rows={page.data?.invoices}
        rowKey={(row) => row.id}
        columns={columns}
        loading={page.isFetching}
        server={{ table, total: page.data?.count ?? 0 }}
        onExport={() => download(INVOICE_CALLS.invoicesDateRangePaged, { ...request, export: 1, locale })}
        onRowClick={(row) => void navigate(`/Sales/Invoices/Edit/${row.id}`)}
        // Chosen drafts are invoiced (and sent) as one run on the server, followed in a panel; chosen invoices get
        // their PDFs made again.
        selectionActions={(selected, clear) =>
          canWrite && (
            <>
              <InvoiceRunButtons
                invoices={selected}
                onClosed={clear}
                refreshes={[INVOICE_CALLS.invoicesDateRangePaged]}
              />
              <RegeneratePdfsButton ids={selected.map((row) => row.id)} />
            </>
          )
        }
        toolbar={
          canWrite && (
            <NewRowButton
              label={t('invoices.list.new')}
              onClick={() => void navigate('/Sales/Invoices/Edit/0')}
              testId="invoice-new"
            />
          )
        }
      />
    </Stack>
  );
}
