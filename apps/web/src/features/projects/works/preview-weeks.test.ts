import { describe, expect, it } from 'vitest';
import { previewWeeks } from './preview-weeks.ts';
import { emptyEntry, newWorkDraft, type WorkDraft } from './work-draft.ts';

function draft(patch: Partial<WorkDraft>): WorkDraft {
  return { ...newWorkDraft('2025-12-01'), selectedDays: [1, 4], ...patch };
}

const datesOf = (weeks: ReturnType<typeof previewWeeks>) => (weeks ?? []).flatMap((w) => w.dates.map((d) => d.date));

describe('previewWeeks', () => {
  it('lists eight ISO weeks from the current week, across the year end and week 53', () => {
    // 2026 has 53 ISO weeks; Wednesday 30-12-2026 is in week 53, Monday 04-01-2027 starts week 1.
    const weeks = previewWeeks(draft({ startDate: '2026-12-01' }), '2026-12-30');
    expect(weeks).toHaveLength(8);
    expect(weeks?.map((w) => `${w.year}-${w.week}`).slice(0, 3)).toEqual(['2026-53', '2027-1', '2027-2']);
    expect(weeks?.[0]?.monday).toBe('2026-12-28');
    expect(weeks?.[0]?.dates.map((d) => d.date)).toEqual(['2026-12-28', '2026-12-31']);
  });

  it('starts at the week of a later start date and shows every other week for an interval of 2', () => {
    const weeks = previewWeeks(draft({ startDate: '2026-03-04', intervalWeeks: 2, selectedDays: [1] }), '2026-01-10');
    expect(weeks?.[0]?.monday).toBe('2026-03-02');
    expect(datesOf(weeks)).toEqual(['2026-03-16', '2026-03-30', '2026-04-13']);
  });

  it('uses the fixed weeks as typed and ignores a list with a typo', () => {
    const fixed = { startDate: '2026-01-01', periodicType: 2, selectedDays: [2] };
    expect(datesOf(previewWeeks(draft({ ...fixed, fixedWeeks: '2, 4' }), '2026-01-01'))).toEqual([
      '2026-01-06',
      '2026-01-20',
    ]);
    expect(datesOf(previewWeeks(draft({ ...fixed, fixedWeeks: '2, x' }), '2026-01-01'))).toEqual([]);
  });

  it('names the employees planned on each date, within their own period', () => {
    const base = draft({ startDate: '2026-01-05', selectedDays: [1] });
    const weekDays = {
      ...base.weekDays,
      1: [
        { ...emptyEntry(), employeeId: 7, startTime: '08:00', endTime: '10:00' },
        { ...emptyEntry(), employeeId: 8, startDate: '2026-01-12' },
        { ...emptyEntry(), employeeId: 0 },
      ],
    };
    const weeks = previewWeeks({ ...base, weekDays }, '2026-01-05', 2);
    expect(weeks?.map((w) => w.dates[0]?.employeeIds)).toEqual([[7], [7, 8]]);
  });

  it('gives null while the start date is not a date', () => {
    expect(previewWeeks(draft({ startDate: '' }), '2026-01-01')).toBeNull();
  });
});
