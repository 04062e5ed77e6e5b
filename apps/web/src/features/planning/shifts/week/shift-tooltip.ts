import {
  type EmployeeTooltipField,
  FETCHED_TOOLTIP_FIELDS,
  type ProjectTooltipField,
  SHIFT_CALLS,
  type TShiftTooltip,
  type TWeekEntry,
} from '@backoffice/domain';
import { formatHundredths, formatTimeSpan } from '@backoffice/domain/format';
import type { TFunction } from 'i18next';
import { call } from '../../../../platform/call.ts';
import { currentLanguage } from '../../../../platform/i18n/i18n.ts';

// A shift's tooltip in the week view shows the fields chosen on Planning/GeneralSettings for that view. Customer,
// address and mobile number are not in the week's answer: they are read once per shift when it is first pointed at.

export type TooltipField = EmployeeTooltipField | ProjectTooltipField;

/** The tooltip's lines, in the order of the chosen fields; fields without a value are left out. */
export function tooltipLines(
  entry: TWeekEntry,
  fields: readonly TooltipField[],
  name: string,
  t: TFunction,
  fetched?: TShiftTooltip,
): string[] {
  const language = currentLanguage();
  const labelled = (field: TooltipField, value: string) =>
    value ? `${t(`absences.tooltipFields.${field}`)}: ${value}` : '';
  const hundredths = (value: number) => (value > 0 ? formatHundredths(value, language) : '');
  return fields
    .flatMap((field) => {
      switch (field) {
        case 'project':
        case 'employee':
          return [labelled(field, name || t('planning.week.nobody'))];
        case 'customer':
        case 'address':
        case 'mobile':
          return [labelled(field, fetched?.[field] ?? '')];
        case 'time':
          return [formatTimeSpan(entry.startTime, entry.endTime)];
        case 'hours':
          return [labelled(field, formatHundredths(entry.hours, language))];
        case 'pause':
        case 'travelTime':
          return [labelled(field, hundredths(entry[field]))];
        case 'addition':
        case 'note':
          return [labelled(field, entry[field])];
        default:
          field satisfies 'status';
          return [
            t(`planning.colors.${entry.color}`),
            t(`planning.types.${entry.planningType}`),
            ...entry.flags.map((flag) => t(`planning.flags.${flag}`)),
            entry.announced ? t('planning.week.announced') : '',
          ];
      }
    })
    .filter(Boolean);
}

const fetched = new Map<string, Promise<TShiftTooltip | undefined>>();

/** The fetched fields of a shift, read once while its project, employee and day stay (a failed read: without them). */
function fetchTooltip(entry: TWeekEntry): Promise<TShiftTooltip | undefined> {
  const key = `${entry.id}|${entry.projectId}|${entry.employeeId}|${entry.date}`;
  let answer = fetched.get(key);
  if (!answer) {
    answer = call(SHIFT_CALLS.shiftTooltip, { id: entry.id }).catch(() => undefined);
    fetched.set(key, answer);
  }
  return answer;
}

/**
 * Sets the element's title to the shift's tooltip: at once with what the week holds, again when fields that are read
 * from the server arrive (the browser shows a title after a moment, by which time they are usually there).
 */
export function describeShift(
  element: HTMLElement,
  entry: TWeekEntry,
  fields: readonly TooltipField[],
  name: string,
  t: TFunction,
): void {
  element.title = tooltipLines(entry, fields, name, t).join('\n');
  if (!fields.some((field) => FETCHED_TOOLTIP_FIELDS.includes(field))) return;
  void fetchTooltip(entry).then((details) => {
    if (details && element.isConnected) element.title = tooltipLines(entry, fields, name, t, details).join('\n');
  });
}
