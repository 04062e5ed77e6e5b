import { Checkbox, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlexFilter } from '../index/flex-filters.ts';
import { useFlexFilters } from '../index/use-flex-filters.ts';
import type { EmployeeTabProps } from './tabs.ts';

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const asYes = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** The employee's values for the owner's flex filters (spec 000 §3), saved with the employee. */
export function PropertiesTab({ draft, update, canWrite }: EmployeeTabProps) {
  const { t } = useTranslation();
  const { filters, loading } = useFlexFilters();
  const values = draft.flexFilterValue;
  const set = (key: string, value: string | number | boolean) =>
    update({ flexFilterValue: { ...values, [key]: value } });

  if (!loading && filters.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="properties-empty">
        {t('employeeEdit.properties.none')}
      </Text>
    );
  }

  const input = (filter: FlexFilter) => {
    const common = { label: filter.name, disabled: !canWrite, 'data-testid': `flex-${filter.key}` };
    switch (filter.kind) {
      case 'yesNo':
        return (
          <Checkbox
            {...common}
            mt="lg"
            checked={asYes(values[filter.key])}
            onChange={(event) => set(filter.key, event.currentTarget.checked ? 1 : 0)}
          />
        );
      case 'select':
        return (
          <Select
            {...common}
            data={[...new Set([...filter.options, asText(values[filter.key])].filter(Boolean))]}
            value={asText(values[filter.key]) || null}
            onChange={(next) => set(filter.key, next ?? '')}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        );
      case 'longText':
        return (
          <Textarea
            {...common}
            autosize
            minRows={2}
            value={asText(values[filter.key])}
            onChange={(event) => set(filter.key, event.currentTarget.value)}
          />
        );
      default:
        return (
          <TextInput
            {...common}
            value={asText(values[filter.key])}
            onChange={(event) => set(filter.key, event.currentTarget.value)}
          />
        );
    }
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs" data-testid="properties">
      {filters.map((filter) => (
        <div key={filter.key}>{input(filter)}</div>
      ))}
    </SimpleGrid>
  );
}
