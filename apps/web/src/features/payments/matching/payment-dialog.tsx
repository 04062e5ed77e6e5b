import { formatDate, formatMoney } from '@backoffice/domain/format';
import { Alert, Button, Divider, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { useIsPhone } from '../../../platform/layout/use-is-phone.ts';
import { useCanAccess } from '../../../platform/session/session-store.ts';
import { LinkSearch } from './link-search.tsx';
import { useBankAccounts, usePayment } from './payment-api.ts';
import { accountName, PaymentStateBadges } from './payment-columns.tsx';
import { PaymentLinks } from './payment-links.tsx';
import { usePaymentActions } from './use-payment-actions.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '-'}
      </Text>
    </Stack>
  );
}

/** One payment: its details, its links with score and reasons, linking by hand, and its flags. */
export function PaymentDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const canWrite = useCanAccess('payments', 'write');
  const detail = usePayment(id);
  const accounts = useBankAccounts().data ?? [];
  const actions = usePaymentActions();
  const payment = detail.data?.payment;
  const isPhone = useIsPhone();
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={isPhone}
      title={t('paymentMatch.dialog.title')}
      data-testid="payment-dialog"
    >
      {!payment ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="md" data-testid="payment-dialog-body">
          <Group justify="space-between" wrap="wrap">
            <Text size="xl" fw={700} c={payment.amount < 0 ? 'red' : undefined} data-testid="payment-dialog-amount">
              {formatMoney(payment.amount, locale)}
            </Text>
            <PaymentStateBadges row={payment} t={t} />
          </Group>
          {payment.holdsReminders === 1 && (
            <Alert color="yellow" data-testid="payment-dialog-held">
              {t('paymentMatch.dialog.heldText')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
            <Field label={t('paymentMatch.dialog.date')}>{formatDate(payment.date)}</Field>
            <Field label={t('paymentMatch.columns.account')}>
              {payment.accountId === 0
                ? t('paymentMatch.dialog.manual')
                : `${accountName(accounts, payment.accountId, t)} · ${t(payment.bankLine ? 'paymentMatch.dialog.bankLine' : 'paymentMatch.dialog.manual')}`}
            </Field>
            <Field label={t('paymentMatch.dialog.open')}>{formatMoney(payment.amountOpen, locale)}</Field>
            <Field label={t('paymentMatch.dialog.counterparty')}>
              {[payment.cpName, payment.cpIban].filter(Boolean).join(' · ')}
            </Field>
            <Field label={t('paymentMatch.columns.party')}>{payment.customerName || payment.supplierName}</Field>
            <Field label={t('paymentMatch.dialog.reference')}>{payment.structuredReference}</Field>
          </SimpleGrid>
          <Field label={t('paymentMatch.columns.description')}>{payment.description}</Field>
          {canWrite && (
            <Group gap="xs" wrap="wrap">
              {payment.holdsReminders === 1 && (
                <Button
                  size="xs"
                  variant="light"
                  color="yellow"
                  onClick={() => void actions.flags(payment, { holdsReminders: 0 })}
                  data-testid="payment-seen"
                >
                  {t('paymentMatch.dialog.seen')}
                </Button>
              )}
              <Button
                size="xs"
                variant="default"
                onClick={() => void actions.flags(payment, { hidden: payment.hidden ? 0 : 1 })}
                data-testid="payment-hide"
              >
                {t(payment.hidden ? 'paymentMatch.dialog.unhide' : 'paymentMatch.dialog.hide')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => void actions.flags(payment, { duplicate: payment.duplicate ? 0 : 1 })}
              >
                {t(payment.duplicate ? 'paymentMatch.dialog.notDuplicate' : 'paymentMatch.dialog.duplicate')}
              </Button>
            </Group>
          )}
          <Divider />
          <PaymentLinks connects={detail.data?.connects ?? []} actions={actions} canWrite={canWrite} />
          {canWrite && payment.amountOpen !== 0 && (
            <>
              <Divider />
              <LinkSearch payment={payment} actions={actions} />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-testid="payment-dialog-close">
              {t('paymentMatch.dialog.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
