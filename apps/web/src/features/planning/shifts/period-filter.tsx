import { isRangeWithin, PLANNING_MAX_RANGE_DAYS } from '@backoffice/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../platform/forms/date-range-fields.tsx';

export interface Period {
  startDate: string;
  endDate: string;
}

/** A period the planning calls accept: ordered and at most PLANNING_MAX_RANGE_DAYS days. */
export const isPeriodValid = (p: Period) =>
  p.startDate !== '' && p.endDate !== '' && isRangeWithin(p.startDate, p.endDate);

/** From and until of a planning overview, with the reason when the period cannot be read. */
export function PeriodFilter({
  value,
  onChange,
  testId,
}: {
  value: Period;
  onChange: (p: Period) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const valid = isPeriodValid(value);
  return (
    <>
      <DateRangeFields
        range={value}
        onChange={(patch) => onChange({ ...value, ...patch })}
        labels={{ from: t('planning.period.from'), until: t('planning.period.until') }}
        testIds={{ from: `${testId}-start`, until: `${testId}-end` }}
        untilError={!valid}
        required
        w={160}
      />
      {!valid && (
        <Text size="sm" c="red" pb={8} data-testid={`${testId}-invalid`}>
          {t('planning.period.invalid', { days: PLANNING_MAX_RANGE_DAYS })}
        </Text>
      )}
    </>
  );
}
