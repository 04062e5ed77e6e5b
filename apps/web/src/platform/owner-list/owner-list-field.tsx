import { Checkbox, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../forms/date-field.tsx';
import { separators } from '../forms/number-fields.tsx';
import type { ListField } from './owner-list-types.ts';
import { choiceLabelKey } from './owner-list-values.ts';

interface Props {
  ns: string;
  field: ListField;
  value: string | number | boolean | undefined;
  error?: string;
  onChange: (value: string | number | boolean) => void;
  /** Choices of a ref field: the other list's live items. */
  refOptions?: { value: string; label: string }[];
  autoFocus?: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' ? value : '');

/** One input of an owner list's dialog, chosen by the field's kind. */
export function OwnerListField({ ns, field, value, error, onChange, refOptions, autoFocus }: Props) {
  const { t } = useTranslation();
  const common = { label: t(`${ns}.fields.${field.key}`), error, 'data-testid': `field-${field.key}`, autoFocus };
  // Decimal input follows the language: 21,5 in Dutch, 21.5 in English.
  const decimalSeparator = separators().decimal;
  const onNumber = (next: string | number) => onChange(typeof next === 'number' ? next : '');
  switch (field.kind) {
    case 'flag':
      return (
        <Checkbox
          label={common.label}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          data-testid={common['data-testid']}
        />
      );
    case 'choice':
      return (
        <Select
          {...common}
          data={field.values.map((code) => ({ value: String(code), label: t(choiceLabelKey(ns, field, code)) }))}
          value={text(value) || null}
          onChange={(next) => onChange(next ?? '')}
          allowDeselect={field.optional === true}
          clearable={field.optional}
          placeholder={field.optional ? t(choiceLabelKey(ns, field, '')) : undefined}
        />
      );
    case 'ref':
      return (
        <Select
          {...common}
          data={refOptions ?? []}
          value={text(value) || null}
          onChange={(next) => onChange(next ?? '')}
          clearable
          searchable
        />
      );
    case 'int':
      return (
        <NumberInput
          {...common}
          min={field.min}
          max={field.max}
          allowDecimal={false}
          value={number(value)}
          onChange={onNumber}
        />
      );
    case 'percent':
    case 'money':
      return (
        <NumberInput
          {...common}
          min={field.kind === 'money' && field.signed ? -1_000_000_000 : 0}
          max={field.kind === 'percent' ? 100 : field.signed ? 1_000_000_000 : 1_000_000}
          decimalScale={2}
          fixedDecimalScale={field.kind === 'money'}
          decimalSeparator={decimalSeparator}
          prefix={field.kind === 'money' ? '€ ' : undefined}
          suffix={field.kind === 'percent' ? ' %' : undefined}
          value={number(value)}
          onChange={onNumber}
        />
      );
    case 'date':
      return (
        <DateField
          label={common.label}
          description={field.plain ? undefined : t('projectSub.ownerList.openDateHint')}
          value={text(value)}
          onChange={onChange}
          error={error}
          testId={common['data-testid']}
        />
      );
    case 'lines':
      return (
        <Textarea
          {...common}
          withAsterisk={field.required}
          description={t('projectSub.ownerList.linesHint')}
          autosize
          minRows={3}
          maxRows={12}
          value={text(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          withAsterisk={field.required}
          value={text(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
