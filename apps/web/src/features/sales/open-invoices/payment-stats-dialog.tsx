import '@mantine/charts/styles.layer.css';
import { averagePaymentDays, paymentStatsByMonth, REMINDER_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { LineChart, type LineChartProps } from '@mantine/charts';
import { Center, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../platform/call.ts';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';

interface Props {
  customerId: number;
  customerName: string;
  /** The customer's payment term in days. */
  paymentTerm: number;
  onClose: () => void;
}

/** 'Dec 25' in the reader's language. */
function monthLabel(month: string): string {
  const [year = 2000, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(currentLanguage(), { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** One line over the 12 months, titled; months without paid invoices leave a gap bridged by the line. */
function MonthlyChart(props: {
  testId: string;
  title: string;
  data: Record<string, unknown>[];
  series: { name: string; color: string };
  unit: string;
  referenceLines?: LineChartProps['referenceLines'];
  yAxisProps?: LineChartProps['yAxisProps'];
}) {
  return (
    <Stack gap="xs" data-testid={props.testId}>
      <Title order={4}>{props.title}</Title>
      <LineChart
        h={260}
        data={props.data}
        dataKey="label"
        series={[{ ...props.series, label: props.title }]}
        referenceLines={props.referenceLines}
        yAxisProps={props.yAxisProps}
        connectNulls
        curveType="monotone"
        unit={props.unit}
      />
    </Stack>
  );
}

/**
 * Payment behaviour of one customer (spec 000 §2, 002 §2): over the last 12 months the average days to pay and the
 * percentage of invoices paid later than the customer's payment term, by invoice month.
 */
export function PaymentStatsDialog({ customerId, customerName, paymentTerm, onClose }: Props) {
  const { t } = useTranslation();
  const records = useCall(REMINDER_CALLS.customerInvoiceLastPayments, { id: customerId });
  const months = useMemo(
    () =>
      paymentStatsByMonth(records.data ?? [], paymentTerm, todayIso()).map((month) => ({
        ...month,
        label: monthLabel(month.month),
      })),
    [records.data, paymentTerm],
  );
  const average = averagePaymentDays(records.data ?? []);

  return (
    <Modal opened onClose={onClose} size="xl" title={t('openInvoices.stats.title', { customer: customerName })}>
      {records.isPending ? (
        <Center h={300}>
          <Loader />
        </Center>
      ) : (
        <Stack gap="lg" data-testid="payment-stats">
          <Text size="sm" c="dimmed" data-testid="payment-stats-summary">
            {(records.data ?? []).length === 0
              ? t('openInvoices.stats.none')
              : t('openInvoices.stats.summary', {
                  count: (records.data ?? []).length,
                  average: average?.toLocaleString(currentLanguage()),
                  term: paymentTerm,
                })}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <MonthlyChart
              testId="chart-average-days"
              title={t('openInvoices.stats.averageDays')}
              data={months}
              series={{ name: 'averageDays', color: 'blue.6' }}
              unit={` ${t('openInvoices.stats.daysUnit')}`}
              referenceLines={[
                { y: paymentTerm, label: t('openInvoices.stats.term', { count: paymentTerm }), color: 'red.6' },
              ]}
            />
            <MonthlyChart
              testId="chart-late-percent"
              title={t('openInvoices.stats.latePercent')}
              data={months}
              series={{ name: 'latePercent', color: 'orange.6' }}
              unit="%"
              yAxisProps={{ domain: [0, 100] }}
            />
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}
