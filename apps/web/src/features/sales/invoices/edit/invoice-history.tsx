import { formatDate, formatMoney } from '@backoffice/domain/format';
import { Anchor, Badge, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../../platform/i18n/i18n.ts';
import { IconAction } from '../../../../platform/icon-action.tsx';
import type { InvoiceDetail } from '../api.ts';

function Section({
  title,
  action,
  testId,
  children,
}: {
  title: string;
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

const None = ({ text }: { text: string }) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

/** Payments, sends, reminders (written by the open-invoices screen) and credit invoices of an invoiced invoice. */
export function InvoiceHistory({
  invoice,
  payAction,
  onUndo,
  canWrite,
}: {
  invoice: InvoiceDetail;
  payAction: ReactNode;
  onUndo: (paymentId: number) => void;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const reminders = invoice.reminders.filter((reminder) => !reminder.isCopy);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Section title={t('invoices.payments.title')} action={payAction} testId="invoice-payments">
        {invoice.payments.length === 0 ? (
          <None text={t('invoices.payments.none')} />
        ) : (
          <Table verticalSpacing={4}>
            <Table.Tbody>
              {invoice.payments.map((payment) => (
                <Table.Tr key={payment.id} data-testid={`invoice-payment-${payment.id}`}>
                  <Table.Td>{formatDate(payment.date)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(payment.amount, locale)}</Table.Td>
                  <Table.Td>{payment.description}</Table.Td>
                  <Table.Td w={40}>
                    {canWrite && (
                      <IconAction
                        label={t('invoices.payments.undo')}
                        icon={<IconArrowBackUp size={16} />}
                        color="red"
                        onClick={() => onUndo(payment.id)}
                        testId={`invoice-payment-undo-${payment.id}`}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
      <Section title={t('invoices.sent.title')} testId="invoice-sent">
        {invoice.sent.length === 0 ? (
          <None text={t('invoices.sent.none')} />
        ) : (
          invoice.sent.map((event, index) => (
            <Group key={event.at} gap="xs" data-testid={`invoice-sent-${index}`}>
              <Text size="sm">{formatDate(event.date)}</Text>
              <Badge variant="light" tt="none" color={event.method === 'paper' ? 'gray' : 'indigo'}>
                {t(`invoices.sent.${event.method}`)}
              </Badge>
              <Text size="sm" c="dimmed">
                {event.to}
              </Text>
            </Group>
          ))
        )}
      </Section>
      <Section title={t('invoices.reminders.title')} testId="invoice-reminders">
        {reminders.length === 0 ? (
          <None text={t('invoices.reminders.none')} />
        ) : (
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.reminders.date')}</Table.Th>
                <Table.Th>{t('invoices.reminders.level')}</Table.Th>
                <Table.Th>{t('invoices.reminders.subject')}</Table.Th>
                <Table.Th>{t('invoices.reminders.to')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reminders.map((reminder) => (
                <Table.Tr key={reminder.id} data-testid={`invoice-reminder-${reminder.id}`}>
                  <Table.Td>{formatDate(reminder.reminderDate)}</Table.Td>
                  <Table.Td>{t(`invoices.reminders.levels.${Math.min(Math.max(reminder.level, 1), 3)}`)}</Table.Td>
                  <Table.Td>{reminder.subject}</Table.Td>
                  <Table.Td>{reminder.address || t('invoices.reminders.byLetter')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
      <Section title={t('invoices.credits.title')} testId="invoice-credits">
        {invoice.creditFor > 0 && (
          <Text size="sm">
            {t('invoices.credits.creditFor')}{' '}
            <Anchor component={Link} to={`/Sales/Invoices/Edit/${invoice.creditFor}`} data-testid="invoice-credit-for">
              {invoice.creditForNumber}
            </Anchor>
          </Text>
        )}
        {invoice.credits.map((credit) => (
          <Text size="sm" key={credit.id}>
            {t('invoices.credits.creditedBy')}{' '}
            <Anchor
              component={Link}
              to={`/Sales/Invoices/Edit/${credit.id}`}
              data-testid={`invoice-credit-${credit.id}`}
            >
              {credit.number ?? t('invoices.states.draft')}
            </Anchor>
          </Text>
        ))}
        {invoice.creditFor === 0 && invoice.credits.length === 0 && <None text={t('invoices.credits.none')} />}
      </Section>
    </SimpleGrid>
  );
}
