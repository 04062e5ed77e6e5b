import type { TWork } from '@backoffice/domain';
import type { Translate } from '../../../platform/i18n/zod-messages.ts';
import { timeToText } from '../../../platform/time/time-text.ts';

// What a work's recurrence means, in words, for lists and the form ("every 2 weeks", "ISO weeks 1, 5, 9").

export type RecurrenceFields = Pick<
  TWork,
  'periodicType' | 'intervalWeeks' | 'fixedWeeks' | 'weeksOfMonth' | 'fixedMonths'
>;

/** 'a', 'a and b', 'a, b and c' in the reader's language. */
export function joinWords(words: readonly string[], t: Translate): string {
  if (words.length <= 1) return words.join('');
  return t('works.summary.list', { items: words.slice(0, -1).join(', '), last: words.at(-1) });
}

// Built once per language: the works list words every row's recurrence whenever it searches or sorts.
const monthNamesByLocale = new Map<string, readonly string[]>();

/** Short month names of a locale, January first. */
export function monthNames(locale: string, width: 'short' | 'long' = 'short'): readonly string[] {
  const key = `${locale}:${width}`;
  const known = monthNamesByLocale.get(key);
  if (known) return known;
  const format = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
  const names = Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2001, i, 15))));
  monthNamesByLocale.set(key, names);
  return names;
}

function weeksPart(work: RecurrenceFields, t: Translate): string {
  switch (work.periodicType) {
    case 1:
      return work.intervalWeeks <= 1
        ? t('works.summary.weekly')
        : t('works.summary.everyWeeks', { count: work.intervalWeeks });
    case 2:
      return work.fixedWeeks.length === 0
        ? t('works.summary.noWeeks')
        : t('works.summary.isoWeeks', { count: work.fixedWeeks.length, weeks: work.fixedWeeks.join(', ') });
    case 3:
      return work.weeksOfMonth.length === 0
        ? t('works.summary.noWeeks')
        : t('works.summary.weeksOfMonth', {
            weeks: joinWords(
              work.weeksOfMonth.map((week) => t(`works.ordinal.${week}`)),
              t,
            ),
          });
    default:
      return '';
  }
}

/** The recurrence in words, with the months it is limited to. */
export function recurrenceSummary(work: RecurrenceFields, t: Translate, locale: string): string {
  const weeks = weeksPart(work, t);
  if (work.fixedMonths.length === 0) return weeks;
  const names = monthNames(locale);
  const months = work.fixedMonths.map((month) => names[month - 1] ?? String(month)).join(', ');
  return t('works.summary.withMonths', { base: weeks, months });
}

/** Selected days as 'Mo Tu Th'. */
export function daysSummary(days: readonly number[], t: Translate): string {
  return [...days]
    .sort((a, b) => a - b)
    .map((day) => t(`works.days.short.${day}`))
    .join(' ');
}

/** One employee's part of a work: 'Mo 08:00-12:00, Th 18:00-20:00' (selected days only, in weekday order). */
export function employeeSchedule(
  work: Pick<TWork, 'selectedDays' | 'weekDays'>,
  employeeId: number,
  t: Translate,
): string {
  const parts: string[] = [];
  for (const day of [...work.selectedDays].sort((a, b) => a - b)) {
    for (const entry of work.weekDays[String(day)] ?? []) {
      if (entry.employeeId !== employeeId) continue;
      parts.push(`${t(`works.days.short.${day}`)} ${timeToText(entry.startTime)}-${timeToText(entry.endTime)}`);
    }
  }
  return parts.join(', ');
}
