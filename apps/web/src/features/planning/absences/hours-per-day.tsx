import {
  type AbsenceDay,
  absenceDays,
  type ContractEmployment,
  coversPeriod,
  isHoliday,
  type RoosterWeeks,
} from '@backoffice/domain';
import { isValidIsoDate, todayIso } from '@backoffice/domain/dates';
import { formatDate, formatHundredths } from '@backoffice/domain/format';
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { separators } from '../../../platform/forms/number-fields.tsx';
import { currentLanguage } from '../../../platform/i18n/i18n.ts';
import type { Translate } from '../../../platform/i18n/zod-messages.ts';
import { HoursInput } from '../../employees/index.ts';
import { type AbsenceDraft, periodDays } from './absence-form.ts';

/**
 * What the dialog shows before saving, counted by the same rules as the server: whole-day hours, whether the
 * employee's contracts cover the period, and the total. An open sickness is counted up to today.
 */
export function useDialogHours(
  draft: AbsenceDraft,
  contracts: readonly ContractEmployment[],
  weeks: RoosterWeeks | undefined,
) {
  const { startDate, endDate, mode, hours, partial, percentage, kind } = draft;
  return useMemo(() => {
    const today = todayIso();
    const open = endDate === '';
    const valid = isValidIsoDate(startDate) && (open || (isValidIsoDate(endDate) && endDate >= startDate));
    const end = open ? (startDate > today ? startDate : today) : endDate;
    const range = { startDate, endDate: end };
    const days = periodDays(startDate, endDate);
    const wholeDays: AbsenceDay[] =
      valid && weeks
        ? absenceDays(
            { ...range, percentage: kind === 2 && partial ? percentage : null, hourDetails: {} },
            weeks,
            contracts,
            range,
          )
        : [];
    const total =
      mode === 'hours'
        ? days.reduce((sum, day) => sum + (hours[day] ?? 0), 0)
        : wholeDays.reduce((sum, day) => sum + day.hours, 0);
    return {
      days,
      wholeDays,
      covered: !valid || coversPeriod(contracts, range),
      totalText: (t: Translate) =>
        valid
          ? t(open ? 'absences.dialog.totalSoFar' : 'absences.dialog.total', {
              hours: formatHundredths(total, currentLanguage()),
            })
          : '',
    };
  }, [startDate, endDate, mode, hours, partial, percentage, kind, contracts, weeks]);
}

const weekdayFormat = (language: string) => new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });

/** One hours field per day of the period; weekends and holidays are marked. */
export function HoursPerDay(props: {
  days: readonly string[];
  values: Readonly<Record<string, number>>;
  onChange: (values: Record<string, number>) => void;
}) {
  const { t, i18n } = useTranslation();
  const weekday = weekdayFormat(i18n.language);
  const decimal = separators().decimal;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="absence-hours-per-day">
      <SimpleGrid cols={{ base: 2, sm: 4, md: 5 }} spacing="xs" verticalSpacing="xs">
        {props.days.map((day) => {
          const date = new Date(`${day}T00:00:00Z`);
          const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
          return (
            <Group key={day} gap={6} wrap="nowrap" justify="space-between">
              <Text
                size="xs"
                c={weekend || isHoliday(day) ? 'dimmed' : undefined}
                title={isHoliday(day) ? t('absences.holiday') : undefined}
              >
                {weekday.format(date)} {formatDate(day).slice(0, 5)}
                {isHoliday(day) ? ' *' : ''}
              </Text>
              <HoursInput
                value={props.values[day] ?? 0}
                onChange={(hours) => props.onChange({ ...props.values, [day]: hours })}
                decimalSeparator={decimal}
                label={`${t('absences.dialog.hoursOn')} ${formatDate(day)}`}
                testId={`absence-hours-${day}`}
              />
            </Group>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
