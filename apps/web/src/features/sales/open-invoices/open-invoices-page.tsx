import { REMINDER_CALLS, type TOpenInvoiceRow } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Box, Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChartLine, IconSend } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, refresh, useCall } from '../../../platform/call.ts';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { useServerTable } from '../../../platform/data-table/server-table.ts';
import { IconAction } from '../../../platform/icon-action.tsx';
import { lazyDialog } from '../../../platform/lazy-dialog.tsx';
import { queryClient } from '../../../platform/query.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { useCustomers } from '../../customers/api.ts';
import { BulkReminderDialog } from './bulk-reminder-dialog.tsx';
import { openInvoiceColumns } from './open-invoice-columns.tsx';
import { defaultFilters, OpenInvoiceFilterBar, type OpenInvoiceFilters } from './open-invoice-filters.tsx';
import classes from './open-invoices.module.css';
import { ReminderFailures } from './reminder-failures.tsx';
import { TotalsCard } from './totals-card.tsx';

// The editor (tiptap) and the charts (recharts) load when a dialog opens, not with the page.
const ReminderDialog = lazyDialog(
  () => import('./reminder-dialog.tsx'),
  (m) => m.ReminderDialog,
);
const PaymentStatsDialog = lazyDialog(
  () => import('./payment-stats-dialog.tsx'),
  (m) => m.PaymentStatsDialog,
);

const refreshAfterSend = () => {
  void refresh(queryClient, [REMINDER_CALLS.openInvoicesV2, REMINDER_CALLS.reminderFailures]);
};

/** Opens the invoice in a new tab (spec 000 §2), leaving this list as it is. */
const openInvoiceTab = (row: TOpenInvoiceRow) =>
  window.open(`${window.location.pathname}${window.location.search}#/Sales/Invoices/Edit/${row.invoice.id}`, '_blank');

/** /Sales/OpenInvoices: unpaid invoices, payment reminders and payment behaviour (spec 000 §2). */
export function OpenInvoicesPage() {
  const { t } = useTranslation();
  const canSend = useCanAccess('sales', 'write');
  const columns = useMemo(() => openInvoiceColumns(t), [t]);
  const table = useServerTable<TOpenInvoiceRow>('openInvoices', {
    columns,
    defaultSort: { key: 'invoiceDate', direction: 'asc' },
  });
  const [initialFilters] = useState(() => defaultFilters(todayIso()));
  const [filters, setFilters] = useState<OpenInvoiceFilters>(initialFilters);
  const [settledFilters] = useDebouncedValue(filters, 300);
  const request = {
    ...settledFilters,
    page: table.query.page,
    perPage: table.query.perPage,
    orderBy: table.query.orderBy,
    descending: table.query.descending ? 1 : 0,
  };
  const list = useCall(REMINDER_CALLS.openInvoicesV2, request, { keepPrevious: true });
  const customers = useCustomers();
  const [single, setSingle] = useState<TOpenInvoiceRow | null>(null);
  const [bulk, setBulk] = useState<readonly TOpenInvoiceRow[] | null>(null);
  const [stats, setStats] = useState<TOpenInvoiceRow | null>(null);
  const clearSelection = useRef<() => void>(() => undefined);

  const changeFilters = (change: Partial<OpenInvoiceFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    table.updatePrefs({ page: 1 });
  };

  const exportAll = async (visibleColumns: string[]) => {
    // Titles may hold soft hyphens (where a long word may break in the header); a spreadsheet shows them.
    const titles = Object.fromEntries(columns.map((column) => [column.key, column.title.replaceAll('\u00ad', '')]));
    await download(REMINDER_CALLS.openInvoicesV2, {
      ...request,
      export: 1,
      visibleColumns,
      titles,
      name: t('openInvoices.title'),
    });
  };

  const statsCustomer = stats
    ? customers.data?.find((customer) => customer.id === stats.invoice.customerId)
    : undefined;

  return (
    <Stack gap="md">
      <ReminderFailures />
      <OpenInvoiceFilterBar value={filters} defaults={initialFilters} onChange={changeFilters} />
      <TotalsCard totals={list.data?.totals} />
      <Box className={classes.table}>
        <DataTable<TOpenInvoiceRow>
          id="openInvoices"
          title={t('openInvoices.title')}
          rows={list.data?.rows}
          rowKey={(row) => row.uid}
          columns={columns}
          loading={list.isFetching}
          searchable={false}
          server={{ table, total: list.data?.totals.openInvoices ?? 0 }}
          onExport={exportAll}
          onRowClick={openInvoiceTab}
          actionsWidth={60}
          keepSelectionActions={canSend}
          // Whoever may only read sales selects rows for the export; sending is for those who may write.
          selectionActions={(selected, clear) =>
            canSend && (
              <Button
                leftSection={<IconSend size={16} />}
                disabled={selected.length === 0}
                onClick={() => {
                  clearSelection.current = clear;
                  if (selected.length === 1) setSingle(selected[0] ?? null);
                  else setBulk(selected);
                }}
                data-testid="send-reminder"
              >
                {selected.length > 1
                  ? t('openInvoices.sendReminders', { count: selected.length })
                  : t('openInvoices.sendReminder')}
              </Button>
            )
          }
          actions={(row) => (
            <IconAction
              label={t('openInvoices.paymentBehaviour')}
              icon={<IconChartLine size={18} />}
              onClick={() => setStats(row)}
              testId={`payment-chart-${row.uid}`}
            />
          )}
        />
      </Box>
      {single && (
        <ReminderDialog
          row={single}
          onClose={() => setSingle(null)}
          onSent={() => {
            clearSelection.current();
            refreshAfterSend();
          }}
        />
      )}
      {stats && (
        <PaymentStatsDialog
          customerId={stats.invoice.customerId}
          customerName={stats.customer}
          paymentTerm={statsCustomer?.paymentDays ?? stats.paymentTerm}
          onClose={() => setStats(null)}
        />
      )}
      {bulk && (
        <BulkReminderDialog
          rows={bulk}
          onClose={() => setBulk(null)}
          onQueued={() => {
            setBulk(null);
            clearSelection.current();
            refreshAfterSend();
            // The queue sends within seconds: read the reminders and any failure again then.
            setTimeout(refreshAfterSend, 5000);
          }}
        />
      )}
    </Stack>
  );
}
