import { Select, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useManagers } from '../api.ts';
import { managementOptions } from './customer-draft.ts';
import { CustomerFlagField, type SectionProps } from './form-fields.tsx';

/**
 * Management companies (spec 000 §5 reminder recipient): a manager may manage other customers; a managed customer's
 * invoices and reminders go to its management unless the override flag is set.
 */
export function ManagementSection(props: SectionProps) {
  const { t } = useTranslation();
  const { draft, update, errors } = props;
  const managers = useManagers();
  const options = useMemo(
    () =>
      managementOptions(managers.data ?? [], draft.id).map((manager) => ({
        value: String(manager.id),
        label: `${manager.customerNumber || manager.number} ${manager.name}`,
      })),
    [managers.data, draft.id],
  );
  const managed = draft.managementId > 0;
  return (
    <Stack gap="xs">
      <CustomerFlagField {...props} field="isManager" description={t('customers.edit.isManagerHint')} />
      <Select
        label={t('customers.fields.managementId')}
        placeholder={t('customers.edit.noManagement')}
        data={options}
        value={managed ? String(draft.managementId) : null}
        onChange={(next) =>
          update({ managementId: next ? Number(next) : 0, ...(next ? {} : { overrideManagementEmail: 0 }) })
        }
        searchable
        clearable
        nothingFoundMessage={t('customers.edit.noManagers')}
        error={errors.managementId}
        disabled={managers.isPending}
        data-testid="customer-managementId"
      />
      <CustomerFlagField
        {...props}
        field="overrideManagementEmail"
        description={t('customers.edit.overrideManagementEmailHint')}
        disabled={!managed}
      />
    </Stack>
  );
}
