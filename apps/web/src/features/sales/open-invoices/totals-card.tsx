import type { TOpenInvoiceTotals } from '@backoffice/domain';
import { formatMoney } from '@backoffice/domain/format';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';

/** Spec 000 §2: customers with open invoices, open invoices, total incl. VAT and total open, over every match. */
export function TotalsCard({ totals }: { totals: TOpenInvoiceTotals | undefined }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, currentLanguage());
  const items = [
    ['customersOpenInvoices', totals ? String(totals.customersOpenInvoices) : undefined],
    ['openInvoices', totals ? String(totals.openInvoices) : undefined],
    ['totalInclVat', totals ? money(totals.totalInclVat) : undefined],
    ['totalOpenAmount', totals ? money(totals.totalOpenAmount) : undefined],
  ] as const;
  return (
    <Paper withBorder radius="md" p="md" data-testid="open-invoice-totals">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {items.map(([key, value]) => (
          <Stack key={key} gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`openInvoices.totals.${key}`)}
            </Text>
            {value === undefined ? (
              <Skeleton h={28} w="60%" />
            ) : (
              <Text size="xl" fw={700} data-testid={`total-${key}`}>
                {value}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
