import { TextInput, type TextInputProps } from '@mantine/core';
import { normalizeTimeText } from './time-text.ts';

type TimeFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  /** 'HH:mm' as typed. */
  value: string;
  onChange: (value: string) => void;
  /** An end time: 24:00 is allowed. */
  end?: boolean;
  testId: string;
};

/**
 * A time of day typed as HH:mm. A plain text field, not the browser's time input: that one shows AM/PM in some
 * locales, while the office reads 24-hour times (DESIGN §5). '8' or '0830' become '08:00' and '08:30' on leaving.
 */
export function TimeField({ value, onChange, end, testId, ...props }: TimeFieldProps) {
  return (
    <TextInput
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => {
        const normalized = normalizeTimeText(value, { end });
        if (normalized !== value) onChange(normalized);
      }}
      placeholder="HH:mm"
      inputMode="numeric"
      maxLength={5}
      autoComplete="off"
      data-testid={testId}
      {...props}
    />
  );
}
