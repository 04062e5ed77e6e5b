import { formatPaymentReference } from '@backoffice/domain';
import { formatDate } from '@backoffice/domain/format';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceDetail } from '../api.ts';

function Item({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-line' }}>
        {children || '-'}
      </Text>
    </Stack>
  );
}

/** An invoiced invoice as it went out: customer, address as invoiced, dates, period and its own texts. */
export function InvoiceSummary({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`invoices.fields.${key}`);
  const address = 'name' in invoice.address ? invoice.address : undefined;
  const addressText = address
    ? [
        address.name,
        [address.address, address.houseNumber, address.houseAddition].filter(Boolean).join(' '),
        [address.postalCode, address.city].filter(Boolean).join('  '),
        address.onBehalfOf ? `${t('invoices.fields.onBehalfOf')} ${address.onBehalfOf}` : '',
      ]
        .filter(Boolean)
        .join('\n')
    : '';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" data-testid="invoice-summary">
      <Item label={label('customer')} testId="invoice-summary-customer">
        <Anchor component={Link} to={`/Customers/Edit/${invoice.customerId}`} size="sm">
          {invoice.customerNumber} {invoice.customerName}
        </Anchor>
      </Item>
      <Item label={label('address')} testId="invoice-summary-address">
        {addressText}
      </Item>
      <Item label={label('project')} testId="invoice-summary-project">
        {invoice.projectName}
      </Item>
      <Item label={label('period')} testId="invoice-summary-period">
        {invoice.period.split('##').join(' ') ||
          (invoice.startPeriod && invoice.endPeriod
            ? `${formatDate(invoice.startPeriod)} – ${formatDate(invoice.endPeriod)}`
            : '')}
      </Item>
      <Item label={label('invoiceDate')} testId="invoice-summary-date">
        {formatDate(invoice.invoiceDate)}
      </Item>
      <Item label={label('expiryDate')} testId="invoice-summary-expiry">
        {`${formatDate(invoice.expiryDate)} (${t('invoices.fields.paymentDays', { count: invoice.paymentDays })})`}
      </Item>
      <Item label={label('bookDate')} testId="invoice-summary-book-date">
        {formatDate(invoice.bookDate)}
      </Item>
      {invoice.paymentReference && (
        <Item label={label('paymentReference')} testId="invoice-summary-payment-reference">
          {formatPaymentReference(invoice.paymentReference)}
        </Item>
      )}
      {(invoice.textAbove || invoice.textBelow) && (
        <Item label={label('ownTexts')} testId="invoice-summary-texts">
          {[invoice.textAbove, invoice.textBelow].filter(Boolean).join('\n')}
        </Item>
      )}
    </SimpleGrid>
  );
}
