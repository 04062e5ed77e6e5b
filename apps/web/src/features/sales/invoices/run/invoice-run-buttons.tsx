import { type CallDeclaration, INVOICE_RUN_CALLS, INVOICE_STATUS, type TInvoiceRunJob } from '@backoffice/domain';
import { Button, Group, Tooltip } from '@mantine/core';
import { IconFileInvoice, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../../platform/call.ts';
import { notifyError } from '../../../../platform/notices.ts';
import { InvoiceRunPanel } from './invoice-run-panel.tsx';

/**
 * "Invoice" and "Invoice and send" for chosen drafts (the invoices list, the periodic run): queues one run and shows
 * its progress panel. Only drafts may be chosen. The panel lives with these buttons, which a page shows while rows are
 * chosen: `onClosed` (clearing the page's choice) runs when the panel is closed, not when the run is queued.
 */
export function InvoiceRunButtons({
  invoices,
  onClosed,
  refreshes,
}: {
  invoices: readonly { id: number; status: number }[];
  onClosed?: () => void;
  refreshes?: readonly CallDeclaration[];
}) {
  const { t } = useTranslation();
  const [job, setJob] = useState<TInvoiceRunJob>();
  const options = {
    onSuccess: (answer: TInvoiceRunJob) => setJob(answer),
    onError: (error: Error) => notifyError(error, { action: t('invoices.run.startFailed') }),
  };
  const invoice = useCallMutation(INVOICE_RUN_CALLS.createInvoices, options);
  const send = useCallMutation(INVOICE_RUN_CALLS.createInvoicesAndSend, options);
  const ids = invoices.map((row) => row.id);
  const onlyDrafts = invoices.every((row) => row.status === INVOICE_STATUS.draft);
  const disabled = ids.length === 0 || !onlyDrafts || invoice.isPending || send.isPending;
  const count = { count: ids.length };

  return (
    <>
      <Tooltip label={t('invoices.run.onlyDrafts')} disabled={onlyDrafts}>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconFileInvoice size={16} />}
            disabled={disabled}
            loading={invoice.isPending}
            onClick={() => invoice.mutate(ids)}
            data-testid="invoice-run-invoice"
          >
            {t('invoices.run.invoiceCount', count)}
          </Button>
          <Button
            leftSection={<IconSend size={16} />}
            disabled={disabled}
            loading={send.isPending}
            onClick={() => send.mutate(ids)}
            data-testid="invoice-run-send"
          >
            {t('invoices.run.invoiceAndSendCount', count)}
          </Button>
        </Group>
      </Tooltip>
      {job && (
        <InvoiceRunPanel
          job={job}
          onClose={() => {
            setJob(undefined);
            onClosed?.();
          }}
          refreshes={refreshes}
        />
      )}
    </>
  );
}
