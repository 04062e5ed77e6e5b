import type { TPaymentOpenItem } from '@backoffice/domain';
import { formatDate, formatMoney } from '@backoffice/domain/format';
import { Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { type PaymentRow, useOpenItems } from './payment-api.ts';
import { CentsInput } from './payment-links.tsx';
import type { usePaymentActions } from './use-payment-actions.ts';

/**
 * The part of an open item the payment can still pay: what is open on the item, at most what the payment has left
 * (an invoice takes money in, a purchase money out; a credit's negative amount is taken whole).
 */
function proposedAmount(item: Pick<TPaymentOpenItem, 'kind' | 'amountOpen'>, paymentOpen: number): number {
  if (item.amountOpen < 0) return item.amountOpen;
  const left = item.kind === 'invoice' ? paymentOpen : -paymentOpen;
  return left > 0 ? Math.min(item.amountOpen, left) : item.amountOpen;
}

function ItemRow(props: {
  item: TPaymentOpenItem;
  payment: PaymentRow;
  actions: ReturnType<typeof usePaymentActions>;
}) {
  const { t } = useTranslation();
  const { item, payment, actions } = props;
  const [amount, setAmount] = useState(() => proposedAmount(item, payment.amountOpen));
  const title =
    item.kind === 'invoice'
      ? t('paymentMatch.dialog.invoice', { number: item.number })
      : t('paymentMatch.dialog.purchase', { number: item.number });
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="payment-open-item">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {title}
            {item.invoiceNo ? ` (${item.invoiceNo})` : ''} · {item.partyName}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(item.date)} ·{' '}
            {t('paymentMatch.dialog.openOf', {
              amount: formatMoney(item.amountOpen, currentLanguage()),
              total: formatMoney(item.amount, currentLanguage()),
            })}
          </Text>
        </Stack>
        <Group gap="xs" align="flex-end">
          <CentsInput
            label={t('paymentMatch.dialog.amount')}
            value={amount}
            onChange={setAmount}
            testId="payment-open-item-amount"
          />
          <Button
            size="xs"
            loading={actions.busy}
            data-testid="payment-open-item-link"
            onClick={() =>
              void actions.link({
                paymentId: payment.id,
                invoiceId: item.kind === 'invoice' ? item.id : 0,
                purchaseId: item.kind === 'purchase' ? item.id : 0,
                amount,
                verified: 1,
              })
            }
          >
            {t('paymentMatch.dialog.link')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** Search the open invoices and purchases of the payment's customer or supplier (or any) and link one. */
export function LinkSearch(props: { payment: PaymentRow; actions: ReturnType<typeof usePaymentActions> }) {
  const { t } = useTranslation();
  const { payment, actions } = props;
  const known = payment.customerId > 0 || payment.supplierId > 0;
  const [search, setSearch] = useState('');
  const [partyOnly, setPartyOnly] = useState(known);
  const [settled] = useDebouncedValue(search, 300);
  const items = useOpenItems({ paymentId: payment.id, search: settled, partyOnly: partyOnly ? 1 : 0 });
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('paymentMatch.dialog.add')}</Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          size="xs"
          w={{ base: '100%', xs: 260 }}
          label={t('paymentMatch.dialog.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-testid="payment-open-items-search"
        />
        <Checkbox
          mb={6}
          size="xs"
          label={t('paymentMatch.dialog.partyOnly')}
          checked={partyOnly}
          onChange={(event) => setPartyOnly(event.currentTarget.checked)}
          data-testid="payment-open-items-party"
        />
      </Group>
      {items.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('paymentMatch.dialog.noItems')}
        </Text>
      )}
      <Stack gap={6} mah={260} style={{ overflowY: 'auto' }}>
        {(items.data ?? []).slice(0, 20).map((item) => (
          <ItemRow
            key={`${item.kind}-${item.id}-${payment.amountOpen}`}
            item={item}
            payment={payment}
            actions={actions}
          />
        ))}
      </Stack>
    </Stack>
  );
}
