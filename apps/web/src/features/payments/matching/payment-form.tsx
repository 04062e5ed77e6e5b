import { PAYMENT_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../../platform/call.ts';
import { DateField } from '../../../platform/forms/date-field.tsx';
import { useIsPhone } from '../../../platform/layout/use-is-phone.ts';
import { notifyError } from '../../../platform/notices.ts';
import { PAYMENT_REFRESHES, useBankAccounts } from './payment-api.ts';
import { CentsInput } from './payment-links.tsx';

/** A new cash or manual payment (account 0, or one of the owner's bank accounts); the dialog opens it after saving. */
export function PaymentForm({ onClose, onSaved }: { onClose: () => void; onSaved: (id: number) => void }) {
  const { t } = useTranslation();
  const accounts = (useBankAccounts().data ?? []).filter((account) => !account.deleted);
  const [values, setValues] = useState({
    date: todayIso(),
    amount: 0,
    accountId: 0,
    description: '',
    cpName: '',
    cpIban: '',
  });
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));
  const save = useCallMutation(PAYMENT_CALLS.savePayment, {
    refreshes: PAYMENT_REFRESHES,
    onSuccess: (saved) => onSaved(saved.id),
    onError: (error) => notifyError(error),
  });
  const isPhone = useIsPhone();
  return (
    <Modal opened onClose={onClose} fullScreen={isPhone} title={t('paymentMatch.form.title')}>
      <form
        data-testid="payment-form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(values);
        }}
      >
        <Stack gap="sm">
          <DateField
            label={t('paymentMatch.form.date')}
            value={values.date}
            onChange={(date) => set({ date })}
            required
            testId="payment-form-date"
          />
          <CentsInput
            label={t('paymentMatch.form.amount')}
            value={values.amount}
            onChange={(amount) => set({ amount })}
            testId="payment-form-amount"
            wide
          />
          <Select
            label={t('paymentMatch.form.account')}
            data={[
              { value: '0', label: t('paymentMatch.filters.cash') },
              ...accounts.map((account) => ({ value: String(account.id), label: `${account.name} · ${account.iban}` })),
            ]}
            value={String(values.accountId)}
            onChange={(next) => set({ accountId: Number(next ?? 0) })}
            allowDeselect={false}
            data-testid="payment-form-account"
          />
          <TextInput
            label={t('paymentMatch.form.cpName')}
            value={values.cpName}
            onChange={(e) => set({ cpName: e.currentTarget.value })}
          />
          <TextInput
            label={t('paymentMatch.form.cpIban')}
            value={values.cpIban}
            onChange={(e) => set({ cpIban: e.currentTarget.value })}
          />
          <TextInput
            label={t('paymentMatch.form.description')}
            value={values.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            data-testid="payment-form-description"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('paymentMatch.form.cancel')}
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={values.amount === 0}
              data-testid="payment-form-save"
            >
              {t('paymentMatch.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
