import type { TInvoiceTotals, TVatCode } from '@backoffice/domain';
import { formatMoney } from '@backoffice/domain/format';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../platform/i18n/i18n.ts';

const percent = (hundredths: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hundredths / 100)}%`;

/** Excl. VAT, VAT per code and incl. VAT, as the server computes them; the open amount once invoiced (or booked). */
export function TotalsCard({
  totals,
  vatCodes,
  amountOpen,
  testId = 'invoice',
}: {
  totals: TInvoiceTotals;
  vatCodes: readonly TVatCode[];
  amountOpen?: number;
  /** Prefix of the test ids (the purchase editor shows the same totals). */
  testId?: string;
}) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const money = (cents: number) => formatMoney(cents, locale);
  const line = (label: string, value: string, id: string, strong = false) => (
    <Group justify="space-between" gap="xl" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} data-testid={id}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4} w="100%" maw={420} ml="auto" data-testid={`${testId}-totals`}>
      {line(t('invoices.totals.exclVat'), money(totals.amountExVat), `${testId}-total-excl`)}
      {totals.vatAmounts
        .filter((vat) => vat.vatCode > 0)
        .map((vat) =>
          line(
            t('invoices.totals.vatLine', {
              name: vatCodes.find((code) => code.id === vat.vatCode)?.name ?? percent(vat.percentage, locale),
              base: money(vat.base),
            }),
            money(vat.vat),
            `${testId}-total-vat-${vat.vatCode}`,
          ),
        )}
      <Divider my={4} />
      {line(t('invoices.totals.inclVat'), money(totals.amountInclVat), `${testId}-total-incl`, true)}
      {amountOpen !== undefined && line(t('invoices.totals.open'), money(amountOpen), `${testId}-total-open`, true)}
    </Stack>
  );
}
