import { NumberInput } from '@mantine/core';
import { separators } from '../../../platform/forms/number-fields.tsx';
import { hoursToHundredths, hundredthsToHours } from './time-text.ts';

interface HoursFieldProps {
  label: string;
  /** Hundredths of an hour (25 = a quarter of an hour). */
  value: number;
  onChange: (hundredths: number) => void;
  error?: string;
  testId: string;
}

/** Pause or travel time typed in hours with decimals (0.25 / 0,25 by language), kept as hundredths. */
export function HoursField({ label, value, onChange, error, testId }: HoursFieldProps) {
  const { decimal } = separators();
  return (
    <NumberInput
      size="xs"
      label={label}
      value={hundredthsToHours(value)}
      onChange={(next) => onChange(hoursToHundredths(next))}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator={decimal}
      min={0}
      max={24}
      allowNegative={false}
      hideControls
      error={error}
      data-testid={testId}
    />
  );
}
