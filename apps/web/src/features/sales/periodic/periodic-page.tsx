import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
      <ProposalsRun kind="periodic" />
    </Stack>
  );
}
