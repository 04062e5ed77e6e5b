import { SUPPLIER_PAYMENT_TYPES } from '@backoffice/domain';
import { Box, Checkbox, Fieldset, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../platform/forms/enum-select.tsx';
import { PartyAccountSelect } from '../../accounting/api.ts';
import { BankAccountsField } from './bank-accounts-field.tsx';
import { AUTO_NUMBER, type SupplierDraft } from './supplier-draft.ts';

interface SupplierFormProps {
  draft: SupplierDraft;
  update: (patch: Partial<SupplierDraft>) => void;
  errors: Record<string, string>;
  readOnly: boolean;
}

type TextKey = {
  [K in keyof SupplierDraft]: SupplierDraft[K] extends string ? K : never;
}[keyof SupplierDraft];

function Section({ legend, disabled, children }: { legend: string; disabled: boolean; children: ReactNode }) {
  return (
    <Fieldset legend={legend} disabled={disabled} radius="md" variant="filled">
      {children}
    </Fieldset>
  );
}

/** Every field of saveSupplier, in the groups the office thinks in; read-only without the purchases write role. */
export function SupplierForm({ draft, update, errors, readOnly }: SupplierFormProps) {
  const { t } = useTranslation();
  const legend = (key: string) => t(`suppliers.sections.${key}`);
  const text = (field: TextKey, options: { required?: boolean } = {}) => (
    <TextInput
      label={t(`suppliers.fields.${field}`)}
      value={draft[field]}
      onChange={(event) => update({ [field]: event.currentTarget.value })}
      error={errors[field]}
      withAsterisk={options.required}
      data-testid={`supplier-${field}`}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" verticalSpacing="md" data-testid="supplier-form">
      <Section legend={legend('general')} disabled={readOnly}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            label={t('suppliers.fields.number')}
            description={draft.id === 0 ? t('suppliers.edit.numberAutoHint', { auto: AUTO_NUMBER }) : undefined}
            // The hint under the field, so the inputs beside it stay on one line.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={draft.number}
            onChange={(event) => update({ number: event.currentTarget.value })}
            onBlur={() => draft.number.trim() === '' && update({ number: AUTO_NUMBER })}
            error={errors.number}
            inputMode="numeric"
            data-testid="supplier-number"
          />
          {text('name', { required: true })}
          {text('vatNumber')}
          {text('cocNumber')}
          {text('phone')}
          {text('email')}
        </SimpleGrid>
      </Section>
      <Section legend={legend('address')} disabled={readOnly}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          {text('address')}
          <SimpleGrid cols={2} spacing="sm">
            {text('houseNumber')}
            {text('houseAddition')}
          </SimpleGrid>
          {text('postalCode')}
          {text('city', { required: true })}
          {text('country')}
        </SimpleGrid>
      </Section>
      <Section legend={legend('payment')} disabled={readOnly}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <NumberInput
              label={t('suppliers.fields.paymentDays')}
              value={draft.paymentDays}
              onChange={(next) => update({ paymentDays: typeof next === 'number' ? next : 0 })}
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              error={errors.paymentDays}
              data-testid="supplier-paymentDays"
            />
            <EnumSelect
              label={t('suppliers.fields.paymentType')}
              prefix="suppliers.enums"
              name="paymentType"
              values={SUPPLIER_PAYMENT_TYPES}
              value={draft.paymentType}
              onChange={(paymentType) => update({ paymentType })}
              error={errors.paymentType}
              testId="supplier-paymentType"
            />
          </SimpleGrid>
          <Checkbox
            label={t('suppliers.fields.subcontractor')}
            description={t('suppliers.edit.subcontractorHint')}
            checked={draft.subcontractor === 1}
            onChange={(event) => update({ subcontractor: event.currentTarget.checked ? 1 : 0 })}
            data-testid="supplier-subcontractor"
          />
          <PartyAccountSelect
            party="supplier"
            value={draft.ledgerAccountId}
            onChange={(ledgerAccountId) => update({ ledgerAccountId })}
            error={errors.ledgerAccountId}
          />
        </Stack>
      </Section>
      <Section legend={t('suppliers.fields.remarks')} disabled={readOnly}>
        <Textarea
          aria-label={t('suppliers.fields.remarks')}
          value={draft.remarks}
          onChange={(event) => update({ remarks: event.currentTarget.value })}
          error={errors.remarks}
          autosize
          minRows={4}
          maxRows={10}
          data-testid="supplier-remarks"
        />
      </Section>
      {/* The grid needs the whole width: IBAN, BIC, share and the G-account mark side by side. */}
      <Box style={{ gridColumn: '1 / -1' }}>
        <Section legend={legend('bankAccounts')} disabled={false}>
          <BankAccountsField
            accounts={draft.bankAccounts}
            onChange={(bankAccounts) => update({ bankAccounts })}
            errors={errors}
            readOnly={readOnly}
          />
        </Section>
      </Box>
    </SimpleGrid>
  );
}
