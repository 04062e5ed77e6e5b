import { formatDate, formatMoney } from '@backoffice/domain/format';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HundredthsField } from '../../../platform/forms/number-fields.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import type { ConnectRow } from './payment-api.ts';
import { reasonTexts } from './reason-text.ts';
import type { usePaymentActions } from './use-payment-actions.ts';

type Actions = ReturnType<typeof usePaymentActions>;

/** An amount in cents, negatives allowed (a credit invoice), typed in the user's number format. */
export function CentsInput(props: {
  label: string;
  value: number;
  onChange: (cents: number) => void;
  testId: string;
  /** A form's full-width field instead of a list's small one. */
  wide?: boolean;
}) {
  return (
    <HundredthsField
      size={props.wide ? 'sm' : 'xs'}
      w={props.wide ? undefined : 130}
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      prefix="€ "
      allowNegative
      testId={props.testId}
    />
  );
}

/** What a link points at: 'Invoice 2026012 · Jansen BV'. */
function itemTitle(connect: ConnectRow, t: ReturnType<typeof useTranslation>['t']): string {
  const item =
    connect.invoiceId > 0
      ? t('paymentMatch.dialog.invoice', { number: connect.number })
      : connect.number > 0
        ? t('paymentMatch.dialog.purchase', { number: connect.number })
        : t('paymentMatch.dialog.draftPurchase');
  const supplierNo = connect.invoiceNo ? ` (${connect.invoiceNo})` : '';
  return `${item}${supplierNo} · ${connect.partyName}`;
}

function LinkCard({ connect, actions, canWrite }: { connect: ConnectRow; actions: Actions; canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [amount, setAmount] = useState(connect.amount);
  const suggestion = connect.verified === 0;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="payment-link">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} size="sm">
            {itemTitle(connect, t)}
          </Text>
          <Group gap={4}>
            <Badge color={suggestion ? 'blue' : 'teal'} variant="light" tt="none">
              {t(suggestion ? 'paymentMatch.dialog.suggestion' : 'paymentMatch.dialog.verified')}
            </Badge>
            {connect.score > 0 && (
              <Badge color="gray" variant="outline" tt="none" data-testid="payment-link-score">
                {t('paymentMatch.dialog.score', { score: connect.score })}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {formatDate(connect.itemDate)} ·{' '}
          {t('paymentMatch.dialog.openOf', {
            amount: formatMoney(connect.itemOpen, locale),
            total: formatMoney(connect.itemAmount, locale),
          })}
        </Text>
        {connect.reasons.length > 0 && (
          <Stack gap={0} data-testid="payment-link-reasons">
            {reasonTexts(connect.reasons, t).map((text) => (
              <Text key={text} size="xs">
                • {text}
              </Text>
            ))}
          </Stack>
        )}
        <Group gap="xs" align="flex-end" wrap="wrap">
          <CentsInput
            label={t('paymentMatch.dialog.amount')}
            value={amount}
            onChange={setAmount}
            testId="payment-link-amount"
          />
          {canWrite && suggestion && (
            <Button
              size="xs"
              onClick={() => void actions.confirm(connect, amount)}
              loading={actions.busy}
              data-testid="payment-link-confirm"
            >
              {t('paymentMatch.dialog.confirm')}
            </Button>
          )}
          {canWrite && !suggestion && amount !== connect.amount && (
            <Button
              size="xs"
              variant="light"
              onClick={() => void actions.confirm(connect, amount)}
              loading={actions.busy}
            >
              {t('paymentMatch.dialog.saveAmount')}
            </Button>
          )}
          {canWrite && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => void actions.remove(connect)}
              loading={actions.busy}
              data-testid="payment-link-remove"
            >
              {t('paymentMatch.dialog.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** A payment's links: verified ones and the matching's suggestions with their score and reasons. */
export function PaymentLinks(props: { connects: readonly ConnectRow[]; actions: Actions; canWrite: boolean }) {
  const { t } = useTranslation();
  const { connects, actions, canWrite } = props;
  const waiting = connects.filter((connect) => connect.verified === 0).length;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{t('paymentMatch.dialog.links')}</Text>
        {canWrite && waiting > 1 && (
          <Button size="xs" variant="light" onClick={() => void actions.confirmAll(connects)} loading={actions.busy}>
            {t('paymentMatch.dialog.confirmAll')}
          </Button>
        )}
      </Group>
      {connects.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('paymentMatch.dialog.noLinks')}
        </Text>
      )}
      {connects.map((connect) => (
        <LinkCard
          key={`${connect.id}-${connect.amount}-${connect.verified}`}
          connect={connect}
          actions={actions}
          canWrite={canWrite}
        />
      ))}
    </Stack>
  );
}
