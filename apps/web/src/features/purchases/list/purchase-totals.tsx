import { formatMoney } from '@backoffice/domain/format';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';

/** One figure: a count, or an amount in cents. */
export type Total = { key: string; count: number } | { key: string; cents: number };

/** The totals over every match of a purchases list (not only the page shown); labels `purchases.totals.<key>`. */
export function PurchaseTotals({ totals, testId }: { totals: Total[] | undefined; testId: string }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const keys = totals?.map((total) => total.key);
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {(totals ?? []).map((total) => (
          <Stack key={total.key} gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`purchases.totals.${total.key}`)}
            </Text>
            <Text size="xl" fw={700} data-testid={`${testId}-${total.key}`}>
              {'count' in total ? total.count : formatMoney(total.cents, locale)}
            </Text>
          </Stack>
        ))}
        {!keys && [0, 1, 2, 3].map((index) => <Skeleton key={index} h={44} />)}
      </SimpleGrid>
    </Paper>
  );
}
