import { INVOICE_STATUS } from '@backoffice/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InvoiceRunButtons } from '../invoices/run/index.ts';
import { ProposalsRun } from './proposals-run.tsx';

/**
 * /Sales/Periodic: the monthly run. Proposals from the works' invoice options and the confirmed hours, made into
 * drafts, then invoiced (and sent) as one job on the server with its progress shown.
 */
export function PeriodicPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={1200} data-testid="periodic-page">
      <Title order={2} size="h3">
        {t('periodic.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('periodic.intro')}
      </Text>
      <ProposalsRun
        kind="periodic"
        nextStep={(drafts) => <InvoiceAndSendPlace draftIds={drafts.map((d) => d.invoiceId)} />}
      />
    </Stack>
  );
}

/** "Invoice" and "Invoice and send" for the drafts just made: one run on the server, followed in its panel. */
function InvoiceAndSendPlace({ draftIds }: { draftIds: number[] }) {
  return <InvoiceRunButtons invoices={draftIds.map((id) => ({ id, status: INVOICE_STATUS.draft }))} />;
}
