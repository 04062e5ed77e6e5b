import '@mantine/dates/styles.layer.css';
import { isValidIsoDate } from '@backoffice/domain/dates';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { dayMonthYearToIso } from '../import/csv.ts';

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange'> & {
  /** 'YYYY-MM-DD' or '' for none. */
  value: string;
  onChange: (value: string) => void;
};

/** A date typed or picked as DD-MM-YYYY (DESIGN §5), kept as 'YYYY-MM-DD'. */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      valueFormat="DD-MM-YYYY"
      placeholder="DD-MM-YYYY"
      dateParser={(text) => {
        const iso = dayMonthYearToIso(text);
        return isValidIsoDate(iso) ? iso : null;
      }}
      value={isValidIsoDate(value) && value !== '3000-01-01' ? value : null}
      onChange={(next) => onChange(next ?? '')}
      {...props}
    />
  );
}
