import type { TPaymentBatchRecord } from '@backoffice/domain';
import { formatMoney } from '@backoffice/domain/format';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DataTable } from '../../../platform/data-table/data-table.tsx';
import { NewRowButton } from '../../../platform/data-table/row-actions.tsx';
import { useServerTable } from '../../../platform/data-table/server-table.ts';
import { SegmentFilter } from '../../../platform/forms/segment-filter.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { useBatchesPage } from './batch-api.ts';
import { batchColumns } from './batch-columns.tsx';
import { BatchDialog } from './batch-dialog.tsx';

const PATH = '/Payments/PaymentBatches';
const EXECUTED_FILTERS = [-1, 0, 1] as const;

/**
 * /Payments/PaymentBatches: the SEPA payment batches (paged, newest first) with their totals; new/{…} and edit/{id}
 * open a batch: choose the bank account, dates and open purchases and refunds, save, download the file, execute.
 */
export function PaymentBatchesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { action, id } = useParams();
  const locale = currentLanguage();
  const canWrite = useCanAccess('payments', 'write');
  const [executed, setExecuted] = useState(-1);
  const columns = useMemo(() => batchColumns(t, locale), [t, locale]);
  const table = useServerTable('paymentBatches', { columns });
  const page = useBatchesPage({
    executed,
    search: table.query.search,
    page: table.query.page,
    perPage: table.query.perPage,
  });
  const editing = action?.toLowerCase() === 'new' ? 0 : action?.toLowerCase() === 'edit' ? Number(id) : undefined;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group gap="lg" align="center" wrap="wrap">
          <SegmentFilter
            value={executed}
            onChange={setExecuted}
            choices={EXECUTED_FILTERS.map((code) => [code, t(`paymentBatches.filters.${code}`)])}
            aria-label={t('paymentBatches.columns.state')}
            testId="batches-filter-executed"
          />
          {page.data && (
            <Text size="sm" data-testid="batches-totals">
              {t('paymentBatches.list.totals', { batches: page.data.count, invoices: page.data.invoiceCount })}:{' '}
              <b>{formatMoney(page.data.totalPayments, locale)}</b>
            </Text>
          )}
        </Group>
      </Paper>
      <DataTable<TPaymentBatchRecord>
        id="paymentBatches"
        title={t('paymentBatches.list.title')}
        rows={page.data?.records}
        rowKey={(row) => row.id}
        columns={columns}
        loading={page.isFetching}
        server={{ table, total: page.data?.count ?? 0 }}
        onRowClick={(row) => void navigate(`${PATH}/edit/${row.id}`)}
        toolbar={
          canWrite && (
            <NewRowButton
              label={t('paymentBatches.list.new')}
              onClick={() => void navigate(`${PATH}/new`)}
              testId="batch-new"
            />
          )
        }
      />
      {editing !== undefined && Number.isInteger(editing) && (
        <BatchDialog
          id={editing}
          onClose={() => void navigate(PATH)}
          onSaved={(saved) => void navigate(`${PATH}/edit/${saved}`, { replace: true })}
        />
      )}
    </Stack>
  );
}
