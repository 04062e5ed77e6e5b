import { CUSTOMER_TYPES, LOCALES } from '@backoffice/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../platform/forms/enum-select.tsx';
import { AUTO_NUMBER } from './customer-draft.ts';
import { CustomerTextField, type SectionProps } from './form-fields.tsx';

/** Number, names, type, language and registration numbers. */
export function GeneralSection(props: SectionProps) {
  const { t } = useTranslation();
  const { draft, update, errors } = props;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      <TextInput
        label={t('customers.fields.number')}
        description={draft.id === 0 ? t('customers.edit.numberAutoHint', { auto: AUTO_NUMBER }) : undefined}
        value={draft.number}
        onChange={(event) => update({ number: event.currentTarget.value })}
        onBlur={() => draft.number.trim() === '' && update({ number: AUTO_NUMBER })}
        error={errors.number}
        inputMode="numeric"
        data-testid="customer-number"
      />
      <CustomerTextField {...props} field="name" required />
      <CustomerTextField {...props} field="searchName" description={t('customers.edit.searchNameHint')} />
      <EnumSelect
        label={t('customers.fields.clientType')}
        prefix="customers.enums"
        name="clientType"
        values={CUSTOMER_TYPES}
        value={draft.clientType}
        onChange={(clientType) => update({ clientType })}
        error={errors.clientType}
        testId="customer-clientType"
      />
      <Select
        label={t('customers.fields.locale')}
        description={t('customers.edit.localeHint')}
        data={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
        value={draft.locale}
        onChange={(next) => update({ locale: LOCALES.find((locale) => locale === next) ?? 'nl' })}
        allowDeselect={false}
        error={errors.locale}
        data-testid="customer-locale"
      />
      <CustomerTextField {...props} field="phone" />
      <CustomerTextField {...props} field="email" />
      <CustomerTextField {...props} field="cocNumber" />
      <CustomerTextField {...props} field="vatNumber" />
    </SimpleGrid>
  );
}
