import { ABSENCE_KIND, ABSENCE_STATUS, ZAbsent } from '@backoffice/domain';
import { addDays, diffDays, isValidIsoDate, OPEN_END_DATE } from '@backoffice/domain/dates';
import type { AbsentRow } from './api.ts';

// The absence dialog's state and what saveAbsent receives. Hours per day are typed for each day of the period; whole
// days leave them to the server (rooster and contract).

type DayMode = 'days' | 'hours';

export interface AbsenceDraft {
  id: number;
  /** 0: not chosen yet. */
  employeeId: number;
  kind: number;
  status: number;
  startDate: string;
  /** '': open (a sickness whose end is not known yet). */
  endDate: string;
  mode: DayMode;
  /** Hundredths per day, typed in the "hours per day" mode. */
  hours: Record<string, number>;
  partial: boolean;
  percentage: number;
  sickClosed: number;
  description: string;
  response: string;
}

/** Hours can be typed per day for periods up to two months; longer absences are whole days. */
const HOURS_PER_DAY_MAX_DAYS = 62;

export interface DraftStart {
  employeeId?: number;
  startDate?: string;
  endDate?: string;
  kind?: number;
  status?: number;
}

export function emptyDraft(start: DraftStart = {}, today = ''): AbsenceDraft {
  const startDate = start.startDate ?? today;
  return {
    id: 0,
    employeeId: start.employeeId ?? 0,
    kind: start.kind ?? ABSENCE_KIND.leave,
    status: start.status ?? ABSENCE_STATUS.approved,
    startDate,
    endDate: start.endDate ?? startDate,
    mode: 'days',
    hours: {},
    partial: false,
    percentage: 50,
    sickClosed: 0,
    description: '',
    response: '',
  };
}

export function toDraft(absent: AbsentRow): AbsenceDraft {
  const typed = Object.keys(absent.hourDetails).length > 0;
  return {
    id: absent.id,
    employeeId: absent.employeeId,
    kind: absent.kind,
    status: absent.status,
    startDate: absent.startDate,
    endDate: absent.endDate === OPEN_END_DATE ? '' : absent.endDate,
    mode: typed ? 'hours' : 'days',
    hours: { ...absent.hourDetails },
    partial: absent.percentage !== null,
    percentage: absent.percentage ?? 50,
    sickClosed: absent.sickClosed,
    description: absent.description,
    response: absent.response,
  };
}

/** The days of the period, when hours can be typed for it (a valid period of at most 62 days), else []. */
export function periodDays(startDate: string, endDate: string): string[] {
  if (!isValidIsoDate(startDate) || !isValidIsoDate(endDate) || endDate < startDate) return [];
  const count = diffDays(startDate, endDate) + 1;
  if (count > HOURS_PER_DAY_MAX_DAYS) return [];
  return Array.from({ length: count }, (_, i) => addDays(startDate, i));
}

const isSickness = (draft: AbsenceDraft) => draft.kind === ABSENCE_KIND.sickness;

/** saveAbsent's body; the shared schema (ZAbsent) checks it before it is sent. */
export function toPayload(draft: AbsenceDraft) {
  const days = new Set(periodDays(draft.startDate, draft.endDate));
  const hourDetails =
    draft.mode === 'hours' ? Object.fromEntries(Object.entries(draft.hours).filter(([day]) => days.has(day))) : {};
  return {
    id: draft.id,
    // No employee chosen reads as missing: "This field is required".
    employeeId: draft.employeeId || undefined,
    kind: draft.kind,
    status: draft.status,
    startDate: draft.startDate,
    endDate: draft.endDate,
    percentage: isSickness(draft) && draft.partial ? draft.percentage : null,
    sickClosed: isSickness(draft) ? draft.sickClosed : 0,
    hourDetails,
    description: draft.description,
    response: draft.response,
  };
}

export const parseDraft = (draft: AbsenceDraft) => ZAbsent.safeParse(toPayload(draft));

/** Switching to hours per day starts from what whole days would count (the rooster), keeping what was typed. */
export function withDayHours(draft: AbsenceDraft, wholeDays: readonly { date: string; hours: number }[]): AbsenceDraft {
  const hours: Record<string, number> = {};
  for (const day of wholeDays) hours[day.date] = draft.hours[day.date] ?? day.hours;
  return { ...draft, mode: 'hours', hours };
}
