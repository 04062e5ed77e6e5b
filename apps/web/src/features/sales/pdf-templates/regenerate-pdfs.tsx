import { INVOICE_CALLS, PDF_TEMPLATE_CALLS } from '@backoffice/domain';
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refresh, useCall, useCallMutation } from '../../../platform/call.ts';
import { notifyError } from '../../../platform/notices.ts';

const ENDED = ['done', 'failed'];

/** The job's progress (n of m), followed until it ends; the dialog may be closed while it runs. */
function RegenerateProgress({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const job = useCall(
    PDF_TEMPLATE_CALLS.regeneratePdfsJob,
    { id: jobId },
    { refetchInterval: (answer) => (ENDED.includes(answer?.status ?? '') ? false : 1000) },
  );
  const data = job.data;
  const ended = ENDED.includes(data?.status ?? '');
  const close = () => {
    if (ended) void refresh(queryClient, [INVOICE_CALLS.invoicesDateRangePaged, INVOICE_CALLS.getInvoice]);
    onClose();
  };
  const failed = data?.failed.map((item) => item.number ?? `#${item.id}`).join(', ') ?? '';
  return (
    <Modal opened onClose={close} title={t('pdfTemplates.regenerate.title')} data-testid="regenerate-pdfs-dialog">
      <Stack gap="sm">
        <Progress value={data && data.total > 0 ? (100 * data.done) / data.total : 0} animated={!ended} />
        <Text size="sm" data-testid="regenerate-pdfs-progress">
          {data &&
            t(ended ? 'pdfTemplates.regenerate.done' : 'pdfTemplates.regenerate.progress', {
              done: data.done - data.failed.length,
              total: data.total,
            })}
        </Text>
        {failed && (
          <Text size="sm" c="red">
            {t('pdfTemplates.regenerate.failed', { list: failed })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('pdfTemplates.regenerate.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The invoice list's bulk action: the chosen invoices' PDFs made again with the active template, as a job. */
export function RegeneratePdfsButton({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  const [jobId, setJobId] = useState<number>();
  const start = useCallMutation(PDF_TEMPLATE_CALLS.regenerateInvoicePdfs, {
    onSuccess: (job) => setJobId(job.id),
    onError: (error) => notifyError(error, { action: t('pdfTemplates.regenerate.failedToStart') }),
  });
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRefresh size={14} />}
        disabled={ids.length === 0}
        loading={start.isPending}
        onClick={() => start.mutate({ ids: [...ids] })}
        data-testid="invoices-regenerate-pdfs"
      >
        {t('pdfTemplates.regenerate.action')}
      </Button>
      {jobId !== undefined && <RegenerateProgress jobId={jobId} onClose={() => setJobId(undefined)} />}
    </>
  );
}
