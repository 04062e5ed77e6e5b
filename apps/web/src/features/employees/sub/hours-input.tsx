import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatHours, parseHours } from './list-edit.ts';

interface HoursInputProps {
  /** Hundredths of an hour. */
  value: number;
  onChange: (hundredths: number) => void;
  decimalSeparator: string;
  label: string;
  testId: string;
}

/** Hours typed as 7,60 (or 7:36); kept as hundredths. Text that is not a number stays red and is not taken. */
export function HoursInput({ value, onChange, decimalSeparator, label, testId }: HoursInputProps) {
  const [text, setText] = useState(formatHours(value, decimalSeparator));
  useEffect(() => setText(formatHours(value, decimalSeparator)), [value, decimalSeparator]);
  const parsed = parseHours(text);
  const invalid = parsed === null || parsed > 2400;
  return (
    <TextInput
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const hundredths = parseHours(next);
        if (hundredths !== null && hundredths <= 2400) onChange(hundredths);
      }}
      onBlur={() => {
        if (!invalid) setText(formatHours(parsed, decimalSeparator));
      }}
      error={invalid}
      aria-label={label}
      size="xs"
      w={64}
      styles={{ input: { textAlign: 'right' } }}
      inputMode="decimal"
      data-testid={testId}
    />
  );
}
