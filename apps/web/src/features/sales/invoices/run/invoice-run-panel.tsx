import {
  type CallDeclaration,
  INVOICE_RUN_CALLS,
  INVOICE_RUN_POLL_MS,
  isRunFinished,
  type TInvoiceRunJob,
} from '@backoffice/domain';
import { Alert, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { refresh, useCall } from '../../../../platform/call.ts';
import { keyedText } from '../../../../platform/notice-text.ts';

/**
 * The progress of an invoice run (n of m, failures by customer), followed until it ends. Closing it leaves the run
 * going on the server; `refreshes` are read again once it ends (the list whose drafts it invoiced).
 */
export function InvoiceRunPanel({
  job,
  onClose,
  refreshes = [],
}: {
  job: TInvoiceRunJob;
  onClose: () => void;
  refreshes?: readonly CallDeclaration[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const polled = useCall(
    INVOICE_RUN_CALLS.invoiceRunJob,
    { id: job.id },
    {
      silent: true,
      staleTime: 0,
      refetchInterval: (answer) => (answer && isRunFinished(answer) ? false : INVOICE_RUN_POLL_MS),
    },
  );
  const current = polled.data?.id === job.id ? polled.data : job;
  const finished = isRunFinished(current);
  const handled = current.done + current.failures.length;

  const refreshed = useRef(false);
  const lists = useRef(refreshes);
  useEffect(() => {
    if (!finished || refreshed.current) return;
    refreshed.current = true;
    void refresh(queryClient, lists.current);
  }, [finished, queryClient]);

  const counts = { done: current.done, total: current.total };
  const state =
    current.status === 'queued'
      ? t('invoices.run.waiting')
      : finished
        ? t('invoices.run.finished', counts)
        : t('invoices.run.progress', counts);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(current.send ? 'invoices.run.titleSend' : 'invoices.run.titleInvoice')}
      size="lg"
    >
      <Stack gap="sm" data-testid="invoice-run-panel" data-status={current.status}>
        <Progress
          value={current.total ? (handled / current.total) * 100 : 0}
          animated={!finished}
          color={current.failures.length > 0 ? 'orange' : 'teal'}
          aria-label={state}
        />
        <Text fw={600} data-testid="invoice-run-progress">
          {state}
        </Text>
        {current.status === 'failed' && (
          <Alert color="red" data-testid="invoice-run-error">
            {t('invoices.run.failedRun', { error: current.error })}
          </Alert>
        )}
        {current.failures.length > 0 && (
          <Alert color="orange" title={t('invoices.run.failures', { count: current.failures.length })}>
            <List size="sm" spacing={4} data-testid="invoice-run-failures">
              {current.failures.map((failure) => (
                <List.Item key={failure.invoiceId}>
                  <Text span fw={600} size="sm">
                    {failure.customerName}
                  </Text>
                  {failure.number !== null && ` (${t('invoices.run.invoicedAs', { number: failure.number })})`}
                  {': '}
                  {keyedText(failure, t) ?? failure.key}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {!finished && (
          <Text size="sm" c="dimmed">
            {t('invoices.run.closeNote')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant={finished ? 'filled' : 'default'} onClick={onClose} data-testid="invoice-run-close">
            {t('invoices.run.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
