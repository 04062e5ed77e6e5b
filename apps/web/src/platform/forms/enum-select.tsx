import { type MantineSize, Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface EnumSelectProps {
  label: string;
  /** Labels come from `<prefix>.<name>.<code>`. */
  name: string;
  /** Where the labels live; other features keep their own enumerations. */
  prefix?: string;
  values: readonly number[];
  value: number;
  onChange: (value: number) => void;
  error?: string;
  testId: string;
  /** A list filter's smaller field. */
  size?: MantineSize;
  w?: SelectProps['w'];
}

/** A choice among the integer codes of spec 002 §9, with translated labels. */
export function EnumSelect(props: EnumSelectProps) {
  const { label, name, prefix = 'employeeEdit.enums', values, value, onChange, error, testId, size, w } = props;
  const { t } = useTranslation();
  return (
    <Select
      size={size}
      w={w}
      label={label}
      data={values.map((code) => ({ value: String(code), label: t(`${prefix}.${name}.${code}`) }))}
      value={String(value)}
      onChange={(next) => onChange(Number(next ?? values[0] ?? 0))}
      allowDeselect={false}
      error={error}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
