// The date pickers' CSS comes with them, on the pages that have one.
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/nl';
import { OPEN_END_DATE, parseDayMonthYear } from '@backoffice/domain/dates';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n.ts';

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange'> & {
  /** 'YYYY-MM-DD', or '' (and the open end 3000-01-01) for none. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** Shorthand for data-testid. */
  testId?: string;
};

/** Text that is typed but is no date (31-02-2026, 12-13-2026, "tomorrow"); empty text clears the field instead. */
const isNotADate = (text: string) => text.trim() !== '' && parseDayMonthYear(text) === null;

/**
 * The one date input: shown and typed as DD-MM-YYYY (DESIGN §5), kept as 'YYYY-MM-DD'. The format is the same in every
 * language; its placeholder names the parts in the user's language (DD-MM-JJJJ, GG-MM-AAAA, JJ-MM-AAAA...).
 * Typed text that is no date stays in the input with "… is not a date" under it (Mantine would put the last date
 * back without a word); the value stays what it was until a date is typed or picked.
 */
export function DateField({ value, onChange, testId, required, error, onBlur, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [notADate, setNotADate] = useState<string | null>(null);
  return (
    <DateInput
      valueFormat="DD-MM-YYYY"
      dateParser={parseDayMonthYear}
      locale={currentLanguage()}
      placeholder={t('common.datePlaceholder')}
      clearable={!required}
      withAsterisk={required}
      popoverProps={{ withinPortal: true }}
      value={value && value !== OPEN_END_DATE ? value : null}
      onChange={(next) => {
        setTyped('');
        setNotADate(null);
        onChange(next ?? '');
      }}
      // Read before blur: Mantine resets the text on blur unless told not to.
      fixOnBlur={!isNotADate(typed)}
      onInput={(event) => {
        setTyped(event.currentTarget.value);
        setNotADate(null);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setNotADate(isNotADate(event.currentTarget.value) ? event.currentTarget.value.trim() : null);
        onBlur?.(event);
      }}
      error={notADate === null ? error : t('common.notADate', { text: notADate })}
      data-testid={testId}
      {...props}
    />
  );
}
