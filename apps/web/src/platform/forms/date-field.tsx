// The date pickers' CSS comes with them, on the pages that have one.
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/nl';
import { OPEN_END_DATE, parseDayMonthYear } from '@backoffice/domain/dates';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n.ts';

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange'> & {
  /** 'YYYY-MM-DD', or '' (and the open end 3000-01-01) for none. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** Shorthand for data-testid. */
  testId?: string;
};

/**
 * The one date input: shown and typed as DD-MM-YYYY (DESIGN §5), kept as 'YYYY-MM-DD'. The format is the same in every
 * language; its placeholder names the parts in the user's language (DD-MM-JJJJ, GG-MM-AAAA, JJ-MM-AAAA...).
 */
export function DateField({ value, onChange, testId, required, ...props }: DateFieldProps) {
  const { t } = useTranslation();
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
      onChange={(next) => onChange(next ?? '')}
      data-testid={testId}
      {...props}
    />
  );
}
