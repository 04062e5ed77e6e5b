import { Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RemoveRowButton } from '../../../platform/data-table/row-actions.tsx';

export interface ContactLine {
  label: string;
  value: string;
}

/** Extra lines of a contact (second phone, department...), label and value as the user types them. */
export function ContactRowsField({
  lines,
  onChange,
}: {
  lines: ContactLine[];
  onChange: (lines: ContactLine[]) => void;
}) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<ContactLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  return (
    <Input.Wrapper label={t('customers.contacts.fields.contactRows')} data-testid="contact-rows">
      <Stack gap={6} mt={2}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their position
          <Group key={index} gap={4} wrap="nowrap">
            <TextInput
              w="40%"
              value={line.label}
              placeholder={t('customers.contacts.lineLabel')}
              aria-label={t('customers.contacts.lineLabel')}
              onChange={(event) => change(index, { label: event.currentTarget.value })}
            />
            <TextInput
              style={{ flex: 1 }}
              value={line.value}
              placeholder={t('customers.contacts.lineValue')}
              aria-label={t('customers.contacts.lineValue')}
              onChange={(event) => change(index, { value: event.currentTarget.value })}
            />
            <RemoveRowButton
              onClick={() => onChange(lines.filter((_, i) => i !== index))}
              testId={`contact-row-remove-${index}`}
            />
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...lines, { label: '', value: '' }])}
            data-testid="contact-row-add"
          >
            {t('customers.contacts.addLine')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
