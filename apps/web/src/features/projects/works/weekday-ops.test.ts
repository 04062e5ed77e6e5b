import { describe, expect, it } from 'vitest';
import {
  addEntry,
  copyMondayToSelected,
  copyTargets,
  plannedMinutes,
  rateAfterTypeChange,
  removeEntry,
  setDaySelected,
  updateEntry,
} from './weekday-ops.ts';
import { emptyEntry, newWorkDraft } from './work-draft.ts';

const draft = () => newWorkDraft('2026-03-02');

describe('weekday grid changes', () => {
  it('selects and clears days, kept in weekday order', () => {
    const next = setDaySelected(setDaySelected(draft(), 4, true), 1, true);
    expect(next.selectedDays).toEqual([1, 4]);
    expect(setDaySelected(next, 4, false).selectedDays).toEqual([1]);
    expect(setDaySelected(next, 4, true).selectedDays).toEqual([1, 4]);
  });

  it('adds an entry that selects its day and takes the times of the day before it', () => {
    let next = addEntry(draft(), 3);
    expect(next.selectedDays).toEqual([3]);
    expect(next.weekDays[3]).toHaveLength(1);
    expect(next.weekDays[3][0]).toMatchObject({ employeeId: 0, startTime: '' });
    next = updateEntry(next, 3, 0, { employeeId: 5, startTime: '07:00', endTime: '09:30', pause: 25 });
    next = addEntry(next, 3);
    expect(next.weekDays[3][1]).toMatchObject({ employeeId: 0, startTime: '07:00', endTime: '09:30', pause: 25 });
    next = addEntry(next, 5);
    expect(next.weekDays[5][0]).toMatchObject({ startTime: '07:00', endTime: '09:30' });
    expect(removeEntry(next, 3, 0).weekDays[3]).toEqual([next.weekDays[3][1]]);
  });

  it('copies Monday to the other selected days only, as new entries', () => {
    let next = addEntry(draft(), 1);
    next = updateEntry(next, 1, 0, { employeeId: 5, startTime: '07:00', endTime: '09:00' });
    next = setDaySelected(setDaySelected(next, 3, true), 5, true);
    next = { ...next, weekDays: { ...next.weekDays, 3: [{ ...emptyEntry(), employeeId: 9 }] } };
    expect(copyTargets(next)).toEqual([3, 5]);
    const copied = copyMondayToSelected(next);
    for (const day of [3, 5] as const) {
      expect(copied.weekDays[day]).toHaveLength(1);
      expect(copied.weekDays[day][0]).toMatchObject({ employeeId: 5, startTime: '07:00', endTime: '09:00' });
      expect(copied.weekDays[day][0]?.key).not.toBe(next.weekDays[1][0]?.key);
    }
    expect(copied.weekDays[2]).toEqual([]);
  });

  it('sums the planned minutes of a day minus pauses, skipping unreadable times', () => {
    const entries = [
      { ...emptyEntry(), startTime: '08:00', endTime: '12:00', pause: 25 },
      { ...emptyEntry(), startTime: '13:00', endTime: '14:30' },
      { ...emptyEntry(), startTime: '15:00', endTime: '' },
    ];
    expect(plannedMinutes(entries)).toBe(225 + 90);
  });
});

describe('rateAfterTypeChange', () => {
  it('takes the new type rate unless the planner typed one', () => {
    expect(rateAfterTypeChange(0, undefined, 3000)).toBe(3000);
    expect(rateAfterTypeChange(2500, 2500, 3000)).toBe(3000);
    expect(rateAfterTypeChange(2750, 2500, 3000)).toBe(2750);
  });
});
