import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineListField } from '../line-list-field.tsx';
import { invalidIbanLines } from './customer-draft.ts';

interface IbanListFieldProps {
  label: string;
  description?: string;
  lines: readonly string[];
  onChange: (lines: string[]) => void;
  /** The list's own message (from the schema or the server). */
  error?: string;
  testId: string;
}

/**
 * A list of IBANs, one per line (spec 000 §5 bank account lists). A line is checked with the schema's IBAN rule once
 * the user leaves it, or at once after a save attempt found the list wrong.
 */
export function IbanListField({ label, description, lines, onChange, error, testId }: IbanListFieldProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const invalid = invalidIbanLines(lines);
  const lineError = (index: number) =>
    invalid[index] && (error || left.has(index)) ? t('validation.invalidIban') : undefined;
  const listError = error && !invalid.some(Boolean) ? error : undefined;
  // The lines after a removed one move up, and so does whether the user has left them.
  const onRemove = (index: number) =>
    setLeft(new Set([...left].filter((i) => i !== index).map((i) => (i > index ? i - 1 : i))));

  return (
    <LineListField
      label={label}
      description={description}
      error={listError}
      lines={lines}
      onChange={onChange}
      blank=""
      addLabel={t('customers.edit.addIban')}
      testId={testId}
      lineTestId={testId}
      onRemove={onRemove}
      alignTop
      renderLine={(line, index, change) => (
        <TextInput
          style={{ flex: 1 }}
          value={line}
          placeholder="NL00 BANK 0123 4567 89"
          onChange={(event) => change(event.currentTarget.value)}
          onBlur={() => setLeft(new Set(left).add(index))}
          error={lineError(index)}
          aria-label={`${label} ${index + 1}`}
          data-testid={`${testId}-${index}`}
        />
      )}
    />
  );
}
