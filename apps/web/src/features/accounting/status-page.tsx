import { ACCOUNTING_CALLS, type TRebookJob } from '@backoffice/domain';
import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCall, useCallMutation } from '../../platform/call.ts';
import { PageHeading } from '../../platform/layout/page-heading.tsx';
import { notifyError } from '../../platform/notices.ts';
import { PageLoader } from '../../platform/pages/page-loader.tsx';
import { useCanAccess } from '../../platform/session/session-store.ts';

/** Where a document of a kind is opened. */
const documentLink = (kind: number, id: number) =>
  kind === 0 ? `/Sales/Invoices/Edit/${id}` : kind === 1 ? `/Purchases/Purchases/Edit/${id}` : undefined;

/**
 * /Accounting2/Status: the documents whose booking failed and why (a ledger account missing in the settings); once
 * the settings are fixed, "Book again" books them as a job and shows how far it is.
 */
export function AccountingStatusPage() {
  const { t } = useTranslation();
  const isAdmin = useCanAccess('accounting', 'admin');
  const failed = useCall(ACCOUNTING_CALLS.processingStates, { failedOnly: true });
  const [job, setJob] = useState<TRebookJob | null>(null);
  const running = job !== null && job.status !== 'done' && job.status !== 'failed';
  const progress = useCall(
    ACCOUNTING_CALLS.rebookJob,
    { id: job?.id ?? 1 },
    { enabled: running, refetchInterval: (answer) => (answer && answer.status === 'done' ? false : 1000) },
  );
  const { refetch } = failed;
  // The job's progress becomes the shown state; when it is done the list is read again.
  useEffect(() => {
    if (progress.data) setJob(progress.data);
  }, [progress.data]);
  useEffect(() => {
    if (job?.status === 'done') void refetch();
  }, [job?.status, refetch]);
  const shown = job;
  const rebook = useCallMutation(ACCOUNTING_CALLS.rebookFailed, {
    onSuccess: (answer) => setJob(answer),
    onError: (error) => notifyError(error, { action: t('accounting.status.rebookFailed') }),
  });
  if (!failed.data) return <PageLoader />;
  return (
    <Stack gap="md" data-testid="accounting-status-page">
      <PageHeading title={t('accounting.status.title')} intro={t('accounting.status.intro')} />
      <Group justify="space-between">
        <Text data-testid="accounting-status-count">{t('accounting.status.count', { count: failed.data.length })}</Text>
        {isAdmin && (
          <Button
            onClick={() => rebook.mutate({})}
            loading={rebook.isPending || running}
            disabled={failed.data.length === 0}
            data-testid="accounting-rebook"
          >
            {t('accounting.status.rebook')}
          </Button>
        )}
      </Group>
      {shown && (
        <Text size="sm" data-testid="accounting-rebook-progress">
          {t('accounting.status.progress', { done: shown.done, total: shown.total, failed: shown.stillFailed })}
        </Text>
      )}
      <Paper withBorder radius="md" p={0}>
        <Table.ScrollContainer minWidth={340} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accounting.bookings.columns.document')}</Table.Th>
                <Table.Th>{t('accounting.status.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {failed.data.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={2}>{t('accounting.status.none')}</Table.Td>
                </Table.Tr>
              )}
              {failed.data.map((state) => {
                const label = `${t(`accounting.documentKinds.${state.documentKind}`)} ${state.documentId}`;
                const to = documentLink(state.documentKind, state.documentId);
                return (
                  <Table.Tr key={`${state.documentKind}-${state.documentId}`}>
                    <Table.Td>{to ? <Link to={to}>{label}</Link> : label}</Table.Td>
                    <Table.Td>{t(`serverErrors.${state.reason}`, state.params)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
