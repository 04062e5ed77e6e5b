import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProposalsRun } from './proposals-run.tsx';

/**
 * /Sales/Periodic: the monthly run. Proposals from the works' invoice options and the confirmed hours, made into
 * drafts. The next step, invoicing and sending the drafts as one job, is issue 17's invoice-run slice: it goes in
 * `InvoiceAndSendPlace` below.
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

/** The place for "Invoice and send" of the drafts just made (createInvoices/{send}, built by the invoice-run slice). */
function InvoiceAndSendPlace(_props: { draftIds: number[] }) {
  return null;
}
