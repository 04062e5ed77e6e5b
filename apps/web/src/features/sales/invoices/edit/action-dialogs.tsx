import { todayIso } from '@backoffice/domain/dates';
import { formatMoney } from '@backoffice/domain/format';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../platform/forms/date-field.tsx';
import { HundredthsField } from '../../../../platform/forms/number-fields.tsx';
import { currentLanguage } from '../../../../platform/i18n/i18n.ts';
import type { InvoiceDetail } from '../api.ts';
import { CompanyNumbersWarning } from '../company-numbers-warning.tsx';

interface DialogProps {
  invoice: InvoiceDetail;
  busy: boolean;
  onClose: () => void;
}

function Footer({
  onClose,
  busy,
  label,
  testId,
}: {
  onClose: () => void;
  busy: boolean;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onClose} data-testid="dialog-cancel">
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={busy} data-testid={testId}>
        {label}
      </Button>
    </Group>
  );
}

/** Invoicing is final: the dialog says so, shows the amount and asks for the invoice date (today by default). */
export function InvoiceDialog({
  invoice,
  busy,
  onClose,
  onConfirm,
}: DialogProps & { onConfirm: (date: string) => void }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(todayIso());
  return (
    <Modal opened onClose={onClose} title={t('invoices.dialogs.invoiceTitle')}>
      <form
        data-testid="invoice-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (date) onConfirm(date);
        }}
      >
        <Stack gap="sm">
          <CompanyNumbersWarning />
          <Text size="sm">
            {t('invoices.dialogs.invoiceText', {
              customer: invoice.customerName,
              amount: formatMoney(invoice.amountInclVat, currentLanguage()),
            })}
          </Text>
          <DateField
            label={t('invoices.fields.invoiceDate')}
            value={date}
            onChange={setDate}
            required
            testId="invoice-dialog-date"
          />
          <Text size="xs" c="dimmed">
            {t('invoices.dialogs.invoiceFinal')}
          </Text>
        </Stack>
        <Footer onClose={onClose} busy={busy} label={t('invoices.actions.invoice')} testId="invoice-dialog-confirm" />
      </form>
    </Modal>
  );
}

/** A payment received (or paid back for a credit): date, amount (the open amount by default) and a description. */
export function PaymentDialog({
  invoice,
  busy,
  onClose,
  onPay,
}: DialogProps & { onPay: (body: { date: string; amount: number; description: string }) => void }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(todayIso());
  const [amount, setAmount] = useState(invoice.amountOpen);
  const [description, setDescription] = useState('');
  const tooMuch =
    Math.abs(amount) > Math.abs(invoice.amountOpen) || Math.sign(amount) !== Math.sign(invoice.amountOpen);
  return (
    <Modal opened onClose={onClose} title={t('invoices.dialogs.payTitle', { number: invoice.number })}>
      <form
        data-testid="pay-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (date && amount !== 0 && !tooMuch) onPay({ date, amount, description: description.trim() });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('invoices.dialogs.payOpen', { amount: formatMoney(invoice.amountOpen, currentLanguage()) })}
          </Text>
          <DateField
            label={t('invoices.payments.date')}
            value={date}
            onChange={setDate}
            required
            testId="pay-dialog-date"
          />
          <HundredthsField
            label={t('invoices.payments.amount')}
            value={amount}
            onChange={setAmount}
            prefix="€ "
            allowNegative
            error={tooMuch ? t('invoices.dialogs.payTooMuch') : undefined}
            testId="pay-dialog-amount"
          />
          <TextInput
            label={t('invoices.payments.description')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            data-testid="pay-dialog-description"
          />
        </Stack>
        <Footer onClose={onClose} busy={busy} label={t('invoices.actions.markPaid')} testId="pay-dialog-confirm" />
      </form>
    </Modal>
  );
}

/** A credit that needs confirming: the refusal says why (credits exist, or the source is a credit). */
export function CreditConfirmDialog({
  text,
  busy,
  onClose,
  onConfirm,
}: {
  text: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('invoices.dialogs.creditTitle')}>
      <Text size="sm" data-testid="credit-dialog-text">
        {text}
      </Text>
      <Text size="sm" mt="xs">
        {t('invoices.dialogs.creditQuestion')}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} data-testid="dialog-cancel">
          {t('common.cancel')}
        </Button>
        <Button color="grape" loading={busy} onClick={onConfirm} data-testid="credit-dialog-confirm">
          {t('invoices.actions.credit')}
        </Button>
      </Group>
    </Modal>
  );
}
