import type { MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateField } from './date-field.tsx';

interface DateRange {
  startDate: string;
  endDate: string;
}

export interface DateRangeFieldsProps {
  range: DateRange;
  /** Gets only the date that changed. */
  onChange: (patch: Partial<DateRange>) => void;
  labels: { from: string; until: string };
  testIds: { from: string; until: string };
  /** Both dates are marked as needed. */
  required?: boolean;
  /** An emptied field keeps its date (default: when required). */
  keepOnClear?: boolean;
  /** On the until field when the range is not valid: true marks it, a text also says why. */
  untilError?: ReactNode;
  w?: number;
  size?: MantineSize;
}

/** A period's from and until dates side by side: the filters of the list and report pages. */
export function DateRangeFields(props: DateRangeFieldsProps) {
  const { range, labels, testIds, required, untilError, w, size } = props;
  const keepOnClear = props.keepOnClear ?? required;
  const ends = [
    { key: 'startDate', label: labels.from, testId: testIds.from, error: undefined },
    { key: 'endDate', label: labels.until, testId: testIds.until, error: untilError },
  ] as const;
  return ends.map(({ key, label, testId, error }) => (
    <DateField
      key={key}
      size={size}
      w={w}
      label={label}
      value={range[key]}
      // An emptied required date keeps its value unless the page takes an empty one.
      onChange={(value) => (value || !keepOnClear) && props.onChange({ [key]: value })}
      error={error}
      required={required}
      testId={testId}
    />
  ));
}
