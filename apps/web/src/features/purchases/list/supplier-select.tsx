import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuppliers } from '../api.ts';

interface SupplierSelectProps
  extends Pick<SelectProps, 'label' | 'placeholder' | 'error' | 'readOnly' | 'required' | 'w'> {
  /** 0: none chosen. */
  value: number;
  onChange: (supplierId: number) => void;
  testId: string;
}

/** A supplier by number and name, searchable; deleted suppliers are left out unless already chosen. */
export function SupplierSelect({ value, onChange, testId, ...props }: SupplierSelectProps) {
  const { t } = useTranslation();
  const suppliers = useSuppliers();
  const options = useMemo(
    () =>
      (suppliers.data ?? [])
        .filter((supplier) => !supplier.deleted || supplier.id === value)
        .map((supplier) => ({ value: String(supplier.id), label: `${supplier.number} ${supplier.name}` })),
    [suppliers.data, value],
  );
  return (
    <Select
      size="sm"
      w={{ base: '100%', sm: 260 }}
      {...props}
      value={value ? String(value) : null}
      onChange={(next) => onChange(Number(next ?? 0))}
      data={options}
      searchable
      clearable={!props.readOnly}
      limit={100}
      nothingFoundMessage={t('table.noRecords')}
      data-testid={testId}
    />
  );
}
