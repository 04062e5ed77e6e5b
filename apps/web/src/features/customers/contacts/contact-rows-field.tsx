import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineListField } from '../line-list-field.tsx';

interface ContactLine {
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
  return (
    <LineListField
      label={t('customers.contacts.fields.contactRows')}
      lines={lines}
      onChange={onChange}
      blank={{ label: '', value: '' }}
      addLabel={t('customers.contacts.addLine')}
      testId="contact-rows"
      lineTestId="contact-row"
      renderLine={(line, _index, change) => (
        <>
          <TextInput
            w="40%"
            value={line.label}
            placeholder={t('customers.contacts.lineLabel')}
            aria-label={t('customers.contacts.lineLabel')}
            onChange={(event) => change({ ...line, label: event.currentTarget.value })}
          />
          <TextInput
            style={{ flex: 1 }}
            value={line.value}
            placeholder={t('customers.contacts.lineValue')}
            aria-label={t('customers.contacts.lineValue')}
            onChange={(event) => change({ ...line, value: event.currentTarget.value })}
          />
        </>
      )}
    />
  );
}
