import {
  isWorkDateInRange,
  shiftHours,
  type TAgendaEntry,
  type TSaveAgendaEntryInput,
  VALIDATION_MESSAGES,
  ZSaveAgendaEntry,
  zRef,
} from '@backoffice/domain';
import { z } from 'zod';
import { issueErrors } from '../../../platform/forms/issue-message.ts';
import type { Translate } from '../../../platform/i18n/zod-messages.ts';
import { textToTime, timeToText } from '../../../platform/time/time-text.ts';

// The quick-edit form of a shift: times as typed text, checked with the server's schema so most mistakes are caught
// before saving (the server checks again).

export interface ShiftDraft {
  id: number;
  key: string;
  date: string;
  employeeId: number;
  projectId: number;
  workId: number;
  startTime: string;
  endTime: string;
  pause: number;
  travelTime: number;
  addition: string;
  note: string;
  planningType: number;
  standOut: number;
  checked: number;
  /** 0 scheduled, 1 confirmed, 2 invoiced: what may still be changed. */
  confirmed: number;
}

export function draftFromEntry(e: TAgendaEntry): ShiftDraft {
  return {
    id: e.id,
    key: e.key,
    date: e.date,
    employeeId: e.employeeId,
    projectId: e.projectId,
    workId: e.workId,
    startTime: timeToText(e.startTime),
    endTime: timeToText(e.endTime),
    pause: e.pause,
    travelTime: e.travelTime,
    addition: e.addition,
    note: e.note,
    planningType: e.planningType,
    standOut: e.standOut,
    checked: e.checked,
    confirmed: e.confirmed,
  };
}

/** A new shift planned by hand: an extra shift (planning type 3), 08:00–10:00 until the planner says otherwise. */
export function newDraft(date: string, employeeId: number, projectId: number): ShiftDraft {
  return {
    id: 0,
    key: '',
    date,
    employeeId,
    projectId,
    workId: 0,
    startTime: '08:00',
    endTime: '10:00',
    pause: 0,
    travelTime: 0,
    addition: '',
    note: '',
    planningType: 3,
    standOut: 0,
    checked: 0,
    confirmed: 0,
  };
}

/** The same shift as a new one (copy): its own key, an extra shift. */
export const copyOf = (draft: ShiftDraft): ShiftDraft => ({ ...draft, id: 0, key: '', planningType: 3, confirmed: 0 });

/** A time as typed in the form, as HHmm; text that is not a time says so (the shared schema sees numbers only). */
const zTimeText = (end: boolean) =>
  z.string().transform((text, ctx) => {
    const time = textToTime(text, { end });
    if (time === null) ctx.addIssue({ code: 'custom', input: text, params: { key: 'planning.dialog.invalidTime' } });
    return time ?? 0;
  });

/**
 * The shift form checked by the shared save schema (times in order, the pause within the shift, a project), with the
 * times as typed and the server's planning period of the date.
 */
export function shiftSchema(today: string) {
  return ZSaveAgendaEntry.safeExtend({
    // A shift without a project is one not chosen yet: "required", as the select reads it.
    projectId: zRef('projects', { message: VALIDATION_MESSAGES.required }),
    startTime: zTimeText(false),
    endTime: zTimeText(true),
  }).superRefine((body, ctx) => {
    if (!isWorkDateInRange(body.date, today))
      ctx.addIssue({ code: 'custom', path: ['date'], params: { key: 'planning.errors.workDateOutOfRange' } });
  });
}

/** The schema's messages per field, for the forms that check a draft without holding one (confirm, assign). */
export function draftErrors(d: ShiftDraft, today: string, t: Translate): Record<string, string> {
  return issueErrors(shiftSchema(today).safeParse(d).error?.issues ?? [], t);
}

/** Worked hours of the draft in hundredths (0 while the times are not valid). */
export function draftHours(d: ShiftDraft): number {
  const start = textToTime(d.startTime);
  const end = textToTime(d.endTime, { end: true });
  return start === null || end === null ? 0 : shiftHours(start, end, d.pause);
}

/** The saveAgendaEntry body of a valid draft. */
export function draftToBody(d: ShiftDraft): TSaveAgendaEntryInput {
  return {
    id: d.id,
    key: d.key,
    date: d.date,
    employeeId: d.employeeId,
    projectId: d.projectId,
    workId: d.workId,
    startTime: textToTime(d.startTime) ?? 0,
    endTime: textToTime(d.endTime, { end: true }) ?? 0,
    pause: d.pause,
    travelTime: d.travelTime,
    addition: d.addition,
    note: d.note,
    planningType: d.planningType,
    standOut: d.standOut,
    checked: d.checked,
  };
}

/** The save body of a stored shift, moved to another day and/or employee or project (drag and drop). */
export function movedBody(
  e: TAgendaEntry,
  target: { date: string; employeeId?: number; projectId?: number },
  copy: boolean,
): TSaveAgendaEntryInput {
  const body = draftToBody(copy ? copyOf(draftFromEntry(e)) : draftFromEntry(e));
  const projectId = target.projectId ?? e.projectId;
  return {
    ...body,
    date: target.date,
    employeeId: target.employeeId ?? e.employeeId,
    projectId,
    // A work belongs to its project: moved to another project the shift is no longer that work's.
    workId: projectId === e.projectId ? e.workId : 0,
  };
}
