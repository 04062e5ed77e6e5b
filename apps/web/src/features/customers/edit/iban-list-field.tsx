import { Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveRowButton } from '../../../platform/data-table/row-actions.tsx';
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

  const change = (index: number, value: string) => onChange(lines.map((line, i) => (i === index ? value : line)));
  const remove = (index: number) => {
    onChange(lines.filter((_, i) => i !== index));
    setLeft(new Set([...left].filter((i) => i !== index).map((i) => (i > index ? i - 1 : i))));
  };

  return (
    <Input.Wrapper label={label} description={description} error={listError} data-testid={testId}>
      <Stack gap={6} mt={description ? 4 : 2}>
        {lines.map((line, index) => (
          // Lines have no identity of their own; the position is what the user sees.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap={4} wrap="nowrap" align="flex-start">
            <TextInput
              style={{ flex: 1 }}
              value={line}
              placeholder="NL00 BANK 0123 4567 89"
              onChange={(event) => change(index, event.currentTarget.value)}
              onBlur={() => setLeft(new Set(left).add(index))}
              error={lineError(index)}
              aria-label={`${label} ${index + 1}`}
              data-testid={`${testId}-${index}`}
            />
            <RemoveRowButton onClick={() => remove(index)} testId={`${testId}-remove-${index}`} />
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...lines, ''])}
            data-testid={`${testId}-add`}
          >
            {t('customers.edit.addIban')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
