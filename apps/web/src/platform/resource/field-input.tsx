import type { FieldSpec, ResourceMeta } from '@backoffice/domain';
import { Checkbox, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { enumLabel, fieldLabel } from './resource-types.ts';

interface FieldInputProps {
  meta: ResourceMeta;
  field: FieldSpec;
  value: string | number | boolean | undefined;
  error?: string;
  onChange: (value: string | number | boolean) => void;
  /** Focused when the dialog opens (Mantine's dialogs focus [data-autofocus]; without it, their close button). */
  autoFocus?: boolean;
}

/** One input generated from a field declaration (text, multiline text, int, enum, flag). */
export function FieldInput({ meta, field, value, error, onChange, autoFocus }: FieldInputProps) {
  const { t } = useTranslation();
  const label = fieldLabel(meta, field.key, t);
  const testId = `field-${field.key}`;
  switch (field.kind) {
    case 'flag':
      return (
        <Checkbox
          label={label}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          error={error}
          data-testid={testId}
        />
      );
    case 'enum':
      return (
        <Select
          label={label}
          data={field.values.map((option) => ({ value: String(option), label: enumLabel(meta, field.key, option, t) }))}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(next ?? '')}
          allowDeselect={false}
          error={error}
          data-testid={testId}
        />
      );
    case 'int':
      return (
        <NumberInput
          label={label}
          min={field.min}
          max={field.max}
          allowDecimal={false}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : '')}
          error={error}
          data-testid={testId}
          data-autofocus={autoFocus || undefined}
        />
      );
    default:
      return field.multiline ? (
        <Textarea
          label={label}
          autosize
          minRows={3}
          maxRows={12}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          data-testid={testId}
          data-autofocus={autoFocus || undefined}
        />
      ) : (
        <TextInput
          label={label}
          withAsterisk={field.required}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          data-testid={testId}
          data-autofocus={autoFocus || undefined}
        />
      );
  }
}
