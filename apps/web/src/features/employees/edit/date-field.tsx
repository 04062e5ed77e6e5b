import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/nl';
import { DateInput } from '@mantine/dates';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import { parseDayFirst } from './date-text.ts';

interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD' or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  placeholder?: string;
  testId: string;
}

/** A date shown and typed as DD-MM-YYYY (DESIGN §5) and kept as 'YYYY-MM-DD'. */
export function DateField({ label, value, onChange, error, required, placeholder, testId }: DateFieldProps) {
  return (
    <DateInput
      label={label}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat="DD-MM-YYYY"
      dateParser={parseDayFirst}
      locale={currentLanguage()}
      placeholder={placeholder ?? 'DD-MM-YYYY'}
      clearable={!required}
      withAsterisk={required}
      error={error}
      popoverProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
