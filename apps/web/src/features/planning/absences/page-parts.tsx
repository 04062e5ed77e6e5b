import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../platform/forms/date-range-fields.tsx';

// Pieces the absence pages share: their title with an explanation, the period filter and "any" filters.

export interface DateRange {
  startDate: string;
  endDate: string;
}

export const rangeIsValid = (range: DateRange) => range.startDate <= range.endDate;

/** From and until; an until before the from is marked (the page then lists nothing). Test ids `<testId>-from/-until`. */
export function RangeFields(props: { range: DateRange; onChange: (range: DateRange) => void; testId: string }) {
  const { t } = useTranslation();
  const { range, onChange } = props;
  return (
    <DateRangeFields
      range={range}
      onChange={(patch) => onChange({ ...range, ...patch })}
      labels={{ from: t('absences.filters.from'), until: t('absences.filters.until') }}
      testIds={{ from: `${props.testId}-from`, until: `${props.testId}-until` }}
      untilError={rangeIsValid(range) ? undefined : t('validation.endBeforeStart')}
      required
      w={150}
    />
  );
}

/** A filter whose first choice (0) is "any". */
export function AnySelect(props: {
  label: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  value: number;
  onChange: (value: number) => void;
  width: number;
  searchable?: boolean;
  testId: string;
}) {
  return (
    <Select
      label={props.label}
      data={[{ value: '0', label: props.anyLabel }, ...props.options]}
      value={String(props.value)}
      onChange={(value) => props.onChange(Number(value ?? 0))}
      allowDeselect={false}
      searchable={props.searchable}
      w={props.width}
      data-testid={props.testId}
    />
  );
}
