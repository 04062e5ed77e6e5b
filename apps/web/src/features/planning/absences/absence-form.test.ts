import { VALIDATION_MESSAGES } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { emptyDraft, parseDraft, periodDays, toDraft, toPayload, withDayHours } from './absence-form.ts';
import type { AbsentRow } from './api.ts';

const stored: AbsentRow = {
  id: 7,
  employeeId: 3,
  startDate: '2026-11-02',
  endDate: '3000-01-01',
  kind: 2,
  status: 2,
  decision: 2,
  percentage: 40,
  sickClosed: 0,
  hourDetails: {},
  description: 'Griep',
  response: '',
  deleted: 0,
  employeeName: 'Sanne de Vries',
  hours: 0,
};

describe('the absence dialog state', () => {
  it('starts a new absence as approved leave of one day, for the employee and day it was opened with', () => {
    expect(emptyDraft({ employeeId: 4, startDate: '2026-12-07' })).toMatchObject({
      employeeId: 4,
      kind: 1,
      status: 2,
      startDate: '2026-12-07',
      endDate: '2026-12-07',
      mode: 'days',
    });
  });

  it('reads an open sickness with a percentage back and saves it unchanged', () => {
    const draft = toDraft(stored);
    expect(draft).toMatchObject({ endDate: '', partial: true, percentage: 40, mode: 'days' });
    const parsed = parseDraft(draft);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ endDate: '3000-01-01', percentage: 40, hourDetails: {} });
  });

  it('sends no percentage and no recovery flag for other kinds, and no hours per day for whole days', () => {
    const draft = { ...toDraft(stored), kind: 1, endDate: '2026-11-06', sickClosed: 1, hours: { '2026-11-02': 300 } };
    expect(toPayload(draft)).toMatchObject({ percentage: null, sickClosed: 0, hourDetails: {} });
    expect(toPayload({ ...draft, mode: 'hours' }).hourDetails).toEqual({ '2026-11-02': 300 });
  });

  it('drops typed hours of days no longer in the period', () => {
    const draft = {
      ...emptyDraft({ employeeId: 1, startDate: '2026-12-07', endDate: '2026-12-09' }),
      mode: 'hours' as const,
    };
    const payload = toPayload({ ...draft, hours: { '2026-12-07': 400, '2026-12-10': 300 } });
    expect(payload.hourDetails).toEqual({ '2026-12-07': 400 });
  });

  it('asks for an employee and refuses a partial percentage of 100 with the shared messages', () => {
    const missing = parseDraft(emptyDraft({ startDate: '2026-12-07' }));
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['employeeId']);
    const full = parseDraft({ ...toDraft(stored), percentage: 100 });
    expect(full.error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.partialSickPercentage);
  });

  it('lists the days of periods up to two months for hours per day', () => {
    expect(periodDays('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(periodDays('2026-12-07', '2026-12-06')).toEqual([]);
    expect(periodDays('2026-01-01', '2026-03-03')).toHaveLength(62);
    expect(periodDays('2026-01-01', '2026-03-04')).toEqual([]);
    expect(periodDays('2026-01-01', '')).toEqual([]);
  });

  it('fills hours per day from whole days, keeping what was typed', () => {
    const draft = {
      ...emptyDraft({ employeeId: 1, startDate: '2026-12-07', endDate: '2026-12-08' }),
      hours: { '2026-12-08': 200 },
    };
    const next = withDayHours(draft, [
      { date: '2026-12-07', hours: 760 },
      { date: '2026-12-08', hours: 760 },
    ]);
    expect(next).toMatchObject({ mode: 'hours', hours: { '2026-12-07': 760, '2026-12-08': 200 } });
  });
});
