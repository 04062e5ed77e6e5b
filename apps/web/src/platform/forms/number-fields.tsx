import { type MantineSize, NumberInput } from '@mantine/core';
import { currentLanguage } from '../i18n/i18n.ts';

/**
 * The decimal and thousands separators of the reader's language (nl 7,60 and 1.234,56; en 7.60 and 1,234.56). A
 * seven-digit number: es and it group only from five digits, and NumberInput fails when both separators are equal.
 */
export function separators(language: string = currentLanguage()): { decimal: string; thousand: string } {
  const parts = new Intl.NumberFormat(language).formatToParts(1234567.5);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const group = parts.find((part) => part.type === 'group')?.value;
  return { decimal, thousand: group && group !== decimal ? group : decimal === ',' ? '.' : ',' };
}

/** NumberInput reports a number, or the unformatted text ('7.60') when it keeps trailing zeros; '' is 0. */
export function toHundredths(next: number | string): number {
  const value = typeof next === 'number' ? next : Number.parseFloat(next);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

interface HundredthsFieldProps {
  label: string;
  /** Integer hundredths: cents for money, hundredths of an hour for hours (DESIGN §5). */
  value: number;
  onChange: (value: number) => void;
  /** '€ ' for amounts. */
  prefix?: string;
  suffix?: string;
  max?: number;
  error?: string;
  testId: string;
  size?: MantineSize;
  w?: number;
  /** Below zero too (a credit row, a refund); otherwise from 0. */
  allowNegative?: boolean;
  /** Right-aligned, as amounts in a table's rows. */
  alignRight?: boolean;
  /** The field's name for screen readers where a table's header labels it instead of `label` (label ''). */
  ariaLabel?: string;
}

/** Shows an integer count of hundredths with two decimals and stores what is typed back as an integer. */
export function HundredthsField(props: HundredthsFieldProps) {
  const { label, value, onChange, prefix, suffix, max, error, testId, size, w, allowNegative, ariaLabel } = props;
  const { decimal, thousand } = separators();
  return (
    <NumberInput
      size={size}
      w={w}
      label={label}
      value={value / 100}
      onChange={(next) => onChange(toHundredths(next))}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator={decimal}
      thousandSeparator={thousand}
      prefix={prefix}
      suffix={suffix}
      min={allowNegative ? undefined : 0}
      max={max === undefined ? undefined : max / 100}
      allowNegative={allowNegative ?? false}
      hideControls
      error={error}
      styles={props.alignRight ? { input: { textAlign: 'right' } } : undefined}
      aria-label={ariaLabel}
      data-testid={testId}
    />
  );
}
