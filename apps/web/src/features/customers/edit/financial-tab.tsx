import { CUSTOMER_CALLS } from '@backoffice/domain';
import { formatMoney, NO_VALUE } from '@backoffice/domain/format';
import { Center, Loader, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../platform/call.ts';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import type { CustomerTabProps } from './tabs.ts';

function Figure({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} mt={4} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** CustomersFinancial: what the customer still owes and how fast it pays (customerFinancial {id}). */
export function FinancialTab({ customer }: CustomerTabProps) {
  const { t } = useTranslation();
  const financial = useCall(CUSTOMER_CALLS.customerFinancial, { id: customer.id });
  const label = (key: string, options?: Record<string, unknown>) => t(`customers.financial.${key}`, options);
  if (financial.isPending) {
    return (
      <Center p="md">
        <Loader size="sm" />
      </Center>
    );
  }
  const data = financial.data;
  if (!data) return <Text c="dimmed">{label('unavailable')}</Text>;
  const average = data.averageDaysToPay;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="customer-financial">
      <Figure
        label={label('openAmount')}
        value={formatMoney(data.openAmount, currentLanguage())}
        testId="customer-financial-open-amount"
      />
      <Figure label={label('openInvoices')} value={data.openInvoices} testId="customer-financial-open-invoices" />
      <Figure
        label={label('averageDaysToPay')}
        value={average === null ? NO_VALUE : label('days', { count: Math.round(average) })}
        hint={
          average === null
            ? label('noPaidInvoices')
            : label('paidInvoices', { count: data.paidInvoices, term: customer.paymentDays })
        }
        testId="customer-financial-average"
      />
    </SimpleGrid>
  );
}
