import { NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PartyAccountSelect } from '../../accounting/api.ts';
import { CustomerFlagField, CustomerTextField, type SectionProps } from './form-fields.tsx';
import { IbanListField } from './iban-list-field.tsx';

const wholeNumber = (next: number | string) => (typeof next === 'number' ? next : Number.parseInt(next, 10) || 0);

/** Payment term, invoice and reminder addresses, G-account share, the revenue ledger account and the bank accounts. */
export function InvoicingSection(props: SectionProps) {
  const { t } = useTranslation();
  const { draft, update, errors } = props;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <NumberInput
          label={t('customers.fields.paymentDays')}
          description={t('customers.edit.paymentDaysHint')}
          value={draft.paymentDays}
          onChange={(next) => update({ paymentDays: wholeNumber(next) })}
          min={0}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          suffix={` ${t('customers.edit.days')}`}
          error={errors.paymentDays}
          data-testid="customer-paymentDays"
        />
        <NumberInput
          label={t('customers.fields.gPercentage')}
          description={t('customers.edit.gPercentageHint')}
          value={draft.gPercentage}
          onChange={(next) => update({ gPercentage: wholeNumber(next) })}
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          suffix="%"
          error={errors.gPercentage}
          data-testid="customer-gPercentage"
        />
        <CustomerTextField {...props} field="invoiceToEmail" description={t('customers.edit.multiEmailHint')} />
        <CustomerTextField
          {...props}
          field="invoiceReminderEmail"
          description={t('customers.edit.reminderEmailHint')}
        />
      </SimpleGrid>
      <PartyAccountSelect
        party="customer"
        value={draft.ledgerAccountId}
        onChange={(ledgerAccountId) => update({ ledgerAccountId })}
        error={errors.ledgerAccountId}
      />
      <CustomerFlagField {...props} field="joinInvoices" description={t('customers.edit.joinInvoicesHint')} />
      <CustomerFlagField {...props} field="multiProjects" description={t('customers.edit.multiProjectsHint')} />
      <CustomerFlagField {...props} field="attachUbl" description={t('customers.edit.attachUblHint')} />
      <Stack gap="sm" mt="xs">
        <IbanListField
          label={t('customers.fields.bankAccounts')}
          description={t('customers.edit.bankAccountsHint')}
          lines={draft.bankAccounts}
          onChange={(bankAccounts) => update({ bankAccounts })}
          error={errors.bankAccounts}
          testId="customer-bankAccounts"
        />
        <IbanListField
          label={t('customers.fields.bankAccountsG')}
          description={t('customers.edit.bankAccountsGHint')}
          lines={draft.bankAccountsG}
          onChange={(bankAccountsG) => update({ bankAccountsG })}
          error={errors.bankAccountsG}
          testId="customer-bankAccountsG"
        />
      </Stack>
    </Stack>
  );
}
