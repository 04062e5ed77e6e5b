import type { TAgendaEntry } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { copyOf, draftErrors, draftFromEntry, draftHours, draftToBody, movedBody, newDraft } from './shift-draft.ts';

const TODAY = '2026-11-23';
const stored = {
  id: 5,
  key: 'd:3:2026-11-23:7:1',
  date: '2026-11-23',
  employeeId: 7,
  projectId: 2,
  workId: 3,
  startTime: 600,
  endTime: 830,
  pause: 25,
  travelTime: 10,
  addition: '',
  note: '',
  planningType: 1,
  standOut: 0,
  checked: 0,
  confirmed: 0,
} as TAgendaEntry;

describe('shift draft', () => {
  it('edits a stored shift as text times and saves it back as HHmm', () => {
    const draft = draftFromEntry(stored);
    expect(draft).toMatchObject({ startTime: '06:00', endTime: '08:30' });
    expect(draftHours(draft)).toBe(225);
    expect(draftToBody({ ...draft, startTime: '6.15', endTime: '24:00' })).toMatchObject({
      id: 5,
      key: stored.key,
      startTime: 615,
      endTime: 2400,
      workId: 3,
    });
  });

  it('names what is wrong before saving, by the shared save schema', () => {
    // The translation keys stand in for the texts.
    const t = (key: string) => key;
    const ok = newDraft('2026-11-24', 7, 2);
    expect(draftErrors(ok, TODAY, t)).toEqual({});
    expect(draftErrors({ ...ok, date: '2030-01-01', projectId: 0 }, TODAY, t)).toEqual({
      date: 'planning.errors.workDateOutOfRange',
      projectId: 'validation.required',
    });
    expect(draftErrors({ ...ok, startTime: '25:00' }, TODAY, t)).toEqual({ startTime: 'planning.dialog.invalidTime' });
    expect(draftErrors({ ...ok, startTime: '10:00', endTime: '09:00' }, TODAY, t)).toEqual({
      endTime: 'validation.endTimeBeforeStart',
    });
    expect(draftErrors({ ...ok, pause: 300 }, TODAY, t)).toEqual({ pause: 'validation.pauseTooLong' });
  });

  it('copies as a new extra shift and moves to another day, employee or project', () => {
    expect(copyOf(draftFromEntry(stored))).toMatchObject({ id: 0, key: '', planningType: 3 });
    expect(movedBody(stored, { date: '2026-11-25', employeeId: 9 }, false)).toMatchObject({
      id: 5,
      key: stored.key,
      date: '2026-11-25',
      employeeId: 9,
      projectId: 2,
      workId: 3,
    });
    expect(movedBody(stored, { date: '2026-11-23', projectId: 4 }, true)).toMatchObject({
      id: 0,
      key: '',
      projectId: 4,
      workId: 0,
      employeeId: 7,
      planningType: 3,
    });
  });
});
