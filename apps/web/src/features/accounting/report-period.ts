import type { DateRangeFieldsProps } from '../../platform/forms/date-range-fields.tsx';
import { usePatchState } from '../../platform/patch-state.ts';

interface Period {
  startDate: string;
  endDate: string;
}

/**
 * A report's period: both dates needed and in order before the report is asked for (`valid`); `filter` is the
 * FilterBar's period, the until date marked while the range is not valid.
 */
export function useReportPeriod(
  initial: () => Period,
  fields: Pick<DateRangeFieldsProps, 'labels' | 'testIds'>,
): { range: Period; valid: boolean; filter: DateRangeFieldsProps } {
  const [range, patchRange] = usePatchState(initial);
  const valid = range.startDate !== '' && range.endDate !== '' && range.startDate <= range.endDate;
  return {
    range,
    valid,
    filter: { ...fields, range, onChange: patchRange, required: true, untilError: valid ? undefined : true },
  };
}
