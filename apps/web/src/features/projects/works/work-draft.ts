import {
  ISO_WEEKDAYS,
  type IsoWeekday,
  type TWorkInput,
  validationMessageKey,
  ZWork,
  type ZWorkEmployee,
} from '@backoffice/domain';
import { OPEN_END_DATE } from '@backoffice/domain/dates';
import type { z } from 'zod';
import { zodIssueMessage } from '../../../platform/i18n/zod-messages.ts';
import { textToTime, timeToText } from '../../../platform/time/time-text.ts';
import type { WorkRow } from '../api.ts';

/** One employee on one weekday as the form holds it: times as typed text, dates '' when empty. */
export interface EntryDraft {
  /** Stable React key; not saved. */
  key: string;
  /** 0 until an employee is chosen. */
  employeeId: number;
  startTime: string;
  endTime: string;
  /** Hundredths of an hour. */
  pause: number;
  travelTime: number;
  addition: string;
  startDate: string;
  endDate: string;
}

type WeekDaysDraft = Record<IsoWeekday, EntryDraft[]>;

export interface WorkDraft {
  id: number;
  description: string;
  workType: number;
  /** Cents. */
  hourRate: number;
  fixedPrice: number;
  invoicing: number;
  invoiceDay: number;
  invoiceMonths: number;
  minutes: number;
  periodicType: number;
  intervalWeeks: number;
  /** ISO weeks as typed: '1, 5, 9'. */
  fixedWeeks: string;
  fixedMonths: number[];
  weeksOfMonth: number[];
  selectedDays: number[];
  weekDays: WeekDaysDraft;
  startDate: string;
  /** '' = open end. */
  endDate: string;
}

export type SavedWork = z.output<typeof ZWork>;

/** A message for one field path ('weekDays.1.0.endTime'): a translation key, or a server text shown as it is. */
export interface FieldIssue {
  path: string;
  key: string;
  params?: Record<string, unknown>;
  /** A server text without a translation of its own. */
  text?: string;
}

let keyCounter = 0;
export const newEntryKey = () => `e${++keyCounter}`;

const emptyWeekDays = (): WeekDaysDraft => ({ 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] });

export function emptyEntry(): EntryDraft {
  return {
    key: newEntryKey(),
    employeeId: 0,
    startTime: '',
    endTime: '',
    pause: 0,
    travelTime: 0,
    addition: '',
    startDate: '',
    endDate: '',
  };
}

const openToEmpty = (date: string | null | undefined) => (!date || date === OPEN_END_DATE ? '' : date);

export function newWorkDraft(today: string): WorkDraft {
  return {
    id: 0,
    description: '',
    workType: 0,
    hourRate: 0,
    fixedPrice: 0,
    invoicing: 1,
    invoiceDay: 0,
    invoiceMonths: 1,
    minutes: 0,
    periodicType: 1,
    intervalWeeks: 1,
    fixedWeeks: '',
    fixedMonths: [],
    weeksOfMonth: [],
    selectedDays: [],
    weekDays: emptyWeekDays(),
    startDate: today,
    endDate: '',
  };
}

/** The form's copy of a saved work. */
export function workToDraft(work: WorkRow): WorkDraft {
  const weekDays = emptyWeekDays();
  for (const day of ISO_WEEKDAYS) {
    weekDays[day] = (work.weekDays[String(day)] ?? []).map((entry) => ({
      key: newEntryKey(),
      employeeId: entry.employeeId,
      startTime: timeToText(entry.startTime),
      endTime: timeToText(entry.endTime),
      pause: entry.pause,
      travelTime: entry.travelTime,
      addition: entry.addition,
      startDate: openToEmpty(entry.startDate),
      endDate: openToEmpty(entry.endDate),
    }));
  }
  return {
    id: work.id,
    description: work.description,
    workType: work.workType,
    // Outside the views with rates (projects_limited, planning) these are absent: the form hides them then.
    hourRate: work.hourRate ?? 0,
    fixedPrice: work.fixedPrice ?? 0,
    invoicing: work.invoicing ?? 1,
    invoiceDay: work.invoiceDay ?? 0,
    invoiceMonths: work.invoiceMonths ?? 1,
    minutes: work.minutes,
    periodicType: work.periodicType,
    intervalWeeks: work.intervalWeeks,
    fixedWeeks: work.fixedWeeks.join(', '),
    fixedMonths: [...work.fixedMonths],
    weeksOfMonth: [...work.weeksOfMonth],
    selectedDays: [...work.selectedDays].sort((a, b) => a - b),
    weekDays,
    startDate: work.startDate,
    endDate: openToEmpty(work.endDate),
  };
}

/** '1, 5 9;13' → [1, 5, 9, 13] (sorted, no duplicates); null when a part is not a whole number in [min, max]. */
export function parseNumberList(text: string, min: number, max: number): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const numbers: number[] = [];
  for (const part of parts) {
    if (!/^\d+$/.test(part)) return null;
    const value = Number(part);
    if (value < min || value > max) return null;
    numbers.push(value);
  }
  return [...new Set(numbers)].sort((a, b) => a - b);
}

const required = (path: string): FieldIssue => ({ path, key: 'validation.required' });

/** A time field's value for the schema, or an issue when the text is empty or not a time. */
function timeValue(text: string, path: string, end: boolean, issues: FieldIssue[]): number {
  const value = textToTime(text, { end });
  if (value !== null) return value;
  issues.push(text.trim() === '' ? required(path) : { path, key: 'validation.invalidTime' });
  return 0;
}

/**
 * The form as the saveProject work (ZWork input), with the issues the schema cannot word well itself (empty times,
 * no employee, a week list that is not numbers). Only fields of the chosen recurrence type are kept, and only the
 * entries of selected days: the rest is not planned, so it is not stored.
 */
export function draftToInput(draft: WorkDraft): { input: TWorkInput; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const selectedDays = [...draft.selectedDays].sort((a, b) => a - b);
  const weekDays: Record<string, z.input<typeof ZWorkEmployee>[]> = {};
  for (const day of selectedDays) {
    const entries = draft.weekDays[day as IsoWeekday] ?? [];
    if (entries.length === 0) continue;
    weekDays[String(day)] = entries.map((entry, index) => {
      const path = `weekDays.${day}.${index}`;
      if (entry.employeeId <= 0) issues.push(required(`${path}.employeeId`));
      return {
        employeeId: entry.employeeId,
        startTime: timeValue(entry.startTime, `${path}.startTime`, false, issues),
        endTime: timeValue(entry.endTime, `${path}.endTime`, true, issues),
        pause: entry.pause,
        travelTime: entry.travelTime,
        addition: entry.addition,
        startDate: entry.startDate || null,
        endDate: entry.endDate,
      };
    });
  }
  let fixedWeeks: number[] = [];
  if (draft.periodicType === 2) {
    const parsed = parseNumberList(draft.fixedWeeks, 1, 53);
    if (parsed === null) issues.push({ path: 'fixedWeeks', key: 'works.errors.weekList' });
    fixedWeeks = parsed ?? [];
  }
  if (draft.startDate === '') issues.push(required('startDate'));
  if (draft.invoicing === 2 && draft.invoiceDay < 1) issues.push(required('invoiceDay'));
  const input: TWorkInput = {
    id: draft.id,
    description: draft.description,
    workType: draft.workType,
    hourRate: draft.hourRate,
    fixedPrice: draft.fixedPrice,
    invoicing: draft.invoicing,
    invoiceDay: draft.invoicing === 2 ? draft.invoiceDay : 0,
    invoiceMonths: draft.invoicing === 10 ? draft.invoiceMonths : 1,
    minutes: draft.minutes,
    periodicType: draft.periodicType,
    intervalWeeks: draft.periodicType === 1 ? draft.intervalWeeks : 1,
    fixedWeeks,
    fixedMonths: [...draft.fixedMonths].sort((a, b) => a - b),
    weeksOfMonth: draft.periodicType === 3 ? [...draft.weeksOfMonth].sort((a, b) => a - b) : [],
    selectedDays,
    weekDays,
    startDate: draft.startDate,
    endDate: draft.endDate,
    deleted: 0,
  };
  return { input, issues };
}

/** A schema issue as a translation key and its parameters (the shared wording of zod-messages). */
function fromZodIssue(issue: z.core.$ZodIssue): FieldIssue {
  let found: FieldIssue = { path: issue.path.map(String).join('.'), key: 'validation.invalid' };
  zodIssueMessage(issue, (key, params) => {
    found = { ...found, key, params };
    return key;
  });
  return found;
}

/** The work to save, or the issues to show; the form's own issues come first, so they win on a shared path. */
export function checkDraft(draft: WorkDraft): { work: SavedWork | null; issues: FieldIssue[] } {
  const { input, issues } = draftToInput(draft);
  const parsed = ZWork.safeParse(input);
  const all = [...issues, ...(parsed.success ? [] : parsed.error.issues.map(fromZodIssue))];
  return { work: parsed.success && all.length === 0 ? parsed.data : null, issues: all };
}

/**
 * saveProject answers with paths of the whole project ('works.0.selectedDays'); the work's own part is what the form
 * shows. Issues outside the work give null.
 */
export function workIssueFromServer(issue: { path: string; message: string }): FieldIssue | null {
  const match = /^works\.\d+\.(.+)$/.exec(issue.path);
  if (!match?.[1]) return null;
  const known = validationMessageKey(issue.message);
  return known
    ? { path: match[1], key: `validation.${known}` }
    : { path: match[1], key: 'validation.invalid', text: issue.message };
}
