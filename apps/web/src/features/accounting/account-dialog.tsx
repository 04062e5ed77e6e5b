import { LEDGER_ACCOUNT_CALLS, LEDGER_KINDS, type TLedgerAccount, ZLedgerAccount } from '@backoffice/domain';
import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../platform/api-client.ts';
import { useCallMutation } from '../../platform/call.ts';
import { FormDialog } from '../../platform/forms/form-dialog.tsx';
import { useForm } from '../../platform/forms/use-form.ts';
import { notifyError, notifySuccess } from '../../platform/notices.ts';
import { type LedgerAccountRow, useLedgerClasses } from './api.ts';

const NEW_ACCOUNT: TLedgerAccount = ZLedgerAccount.parse({ number: '-', description: '-' });

/** A ledger account's dialog: number, description, kind, class, RGS code and hidden (refused while linked). */
export function AccountDialog({ account, onClose }: { account: LedgerAccountRow | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const classes = useLedgerClasses();
  const form = useForm<typeof ZLedgerAccount, TLedgerAccount>(
    ZLedgerAccount,
    account ?? { ...NEW_ACCOUNT, number: '', description: '' },
  );
  const { values, set, errors } = form;
  const save = useCallMutation(LEDGER_ACCOUNT_CALLS.save, {
    refreshes: [LEDGER_ACCOUNT_CALLS.all],
    onSuccess: () => {
      notifySuccess(t('accounting.ledgers.saved'));
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setServerIssues(error.issues);
      notifyError(error, { action: t('accounting.ledgers.saveFailed') });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (body && !save.isPending) save.mutate(body);
  };
  const field = (key: string) => t(`accounting.ledgers.fields.${key}`);
  return (
    <FormDialog
      title={t(account ? 'accounting.ledgers.edit' : 'accounting.ledgers.new')}
      size="lg"
      testId="account-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={field('number')}
          required
          value={values.number}
          onChange={(event) => set({ number: event.currentTarget.value })}
          error={errors.number}
          data-autofocus
          data-testid="account-number"
        />
        <TextInput
          label={field('rgsCode')}
          value={values.rgsCode}
          onChange={(event) => set({ rgsCode: event.currentTarget.value })}
          error={errors.rgsCode}
          data-testid="account-rgs"
        />
      </SimpleGrid>
      <TextInput
        label={field('description')}
        required
        value={values.description}
        onChange={(event) => set({ description: event.currentTarget.value })}
        error={errors.description}
        data-testid="account-description"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={field('kind')}
          value={String(values.kind)}
          onChange={(next) => set({ kind: Number(next ?? 1) as TLedgerAccount['kind'] })}
          data={LEDGER_KINDS.map((kind) => ({ value: String(kind), label: t(`accounting.kinds.${kind}`) }))}
          allowDeselect={false}
          data-testid="account-kind"
        />
        <Select
          label={field('class')}
          value={String(values.classId)}
          onChange={(next) => set({ classId: Number(next ?? 0) })}
          data={[
            { value: '0', label: t('accounting.none') },
            ...(classes.data ?? []).map((c) => ({ value: String(c.id), label: String(c.name) })),
          ]}
          allowDeselect={false}
          error={errors.classId}
          data-testid="account-class"
        />
      </SimpleGrid>
      <Checkbox
        label={field('hidden')}
        checked={values.hidden === 1}
        onChange={(event) => set({ hidden: event.currentTarget.checked ? 1 : 0 })}
        data-testid="account-hidden"
      />
    </FormDialog>
  );
}
