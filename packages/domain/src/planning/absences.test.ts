import { describe, expect, it } from 'vitest';
import { ZDeleteRequest } from '../api/fields.ts';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import {
  decisionAfter,
  isApprovedAbsence,
  statusChangeError,
  ZAbsent,
  ZAbsentsDateRangeRequest,
  ZLeaveRequest,
} from './absences.ts';

const absent = (overrides: Record<string, unknown> = {}) => ({
  employeeId: 3,
  startDate: '2026-12-07',
  endDate: '2026-12-11',
  kind: 1,
  ...overrides,
});

const messages = (input: unknown) => {
  const result = ZAbsent.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('ZAbsent (spec 000 §3 Absent, 002 §5)', () => {
  it('accepts a leave with defaults: approved, whole days, no percentage', () => {
    const parsed = ZAbsent.parse(absent({ employeeId: '3', kind: '1' }));
    expect(parsed).toMatchObject({
      id: 0,
      employeeId: 3,
      kind: 1,
      status: 2,
      percentage: null,
      sickClosed: 0,
      hourDetails: {},
      description: '',
      response: '',
      deleted: 0,
    });
  });

  it('refuses kinds outside 1-6 and statuses outside 1-4', () => {
    expect(messages(absent({ kind: 7 }))).toHaveLength(1);
    expect(messages(absent({ kind: 0 }))).toHaveLength(1);
    expect(messages(absent({ status: 5 }))).toHaveLength(1);
    expect(messages(absent({ status: 4 }))).toEqual([]);
  });

  it('refuses an end before the start', () => {
    expect(messages(absent({ endDate: '2026-12-06' }))).toEqual([`endDate: ${VALIDATION_MESSAGES.endBeforeStart}`]);
    expect(messages(absent({ endDate: '2026-12-07' }))).toEqual([]);
  });

  it('lets only a sickness stay open-ended, and only while it is not reported recovered', () => {
    expect(messages(absent({ endDate: '' }))).toEqual([`endDate: ${VALIDATION_MESSAGES.required}`]);
    const open = ZAbsent.parse(absent({ kind: 2, endDate: '' }));
    expect(open.endDate).toBe('3000-01-01');
    expect(messages(absent({ kind: 2, endDate: '', sickClosed: 1 }))).toEqual([
      `endDate: ${VALIDATION_MESSAGES.required}`,
    ]);
  });

  it('takes the partial sick percentage only strictly between 0 and 100, and only for sickness', () => {
    const sick = (percentage: unknown) => messages(absent({ kind: 2, percentage }));
    const refused = [`percentage: ${VALIDATION_MESSAGES.partialSickPercentage}`];
    expect(sick(0)).toEqual(refused);
    expect(sick(100)).toEqual(refused);
    expect(sick(-5)).toEqual(refused);
    expect(sick(1)).toEqual([]);
    expect(sick('50')).toEqual([]);
    expect(sick(99)).toEqual([]);
    expect(sick('')).toEqual([]);
    expect(sick(null)).toEqual([]);
    expect(ZAbsent.parse(absent({ kind: 2, percentage: '50' })).percentage).toBe(50);
    expect(messages(absent({ kind: 1, percentage: 50 }))).toEqual([
      `percentage: ${VALIDATION_MESSAGES.percentageSicknessOnly}`,
    ]);
  });

  it('keeps hours per day inside the period, at most 24 hours, and accepts them as JSON text', () => {
    expect(ZAbsent.parse(absent({ hourDetails: '{"2026-12-07":400}' })).hourDetails).toEqual({ '2026-12-07': 400 });
    expect(messages(absent({ hourDetails: { '2026-12-12': 400 } }))).toEqual([
      `hourDetails: ${VALIDATION_MESSAGES.hoursOutsidePeriod}`,
    ]);
    expect(messages(absent({ hourDetails: { '2026-12-07': 2401 } }))).toHaveLength(1);
    expect(messages(absent({ hourDetails: { '2026-02-30': 100 } }))).toHaveLength(1);
  });

  it('reports invalid dates as issues, never by throwing', () => {
    expect(messages(absent({ startDate: '2026-02-30' }))).toHaveLength(1);
    expect(messages(absent({ endDate: 'tomorrow' }))).toHaveLength(1);
    expect(ZAbsentsDateRangeRequest.safeParse({ startDate: '2026-02-30', endDate: '2026-03-01' }).success).toBe(false);
  });

  it('refuses periods of three years or more (a mistyped year)', () => {
    expect(messages(absent({ endDate: '2029-12-11' }))).toEqual([`endDate: ${VALIDATION_MESSAGES.invalidDate}`]);
  });

  it('resets the recovered flag of kinds other than sickness', () => {
    expect(ZAbsent.parse(absent({ sickClosed: 1 })).sickClosed).toBe(0);
    expect(ZAbsent.parse(absent({ kind: 2, sickClosed: true })).sickClosed).toBe(1);
  });

  it('reads a delete from id and deleted alone', () => {
    expect(ZDeleteRequest.safeParse({ id: 4, deleted: 1 }).success).toBe(true);
    expect(ZDeleteRequest.safeParse({ id: 0, deleted: 1 }).success).toBe(false);
    expect(ZDeleteRequest.safeParse({ id: 4, deleted: 0 }).success).toBe(false);
  });
});

describe('absentsDateRange request', () => {
  it('reads "any" filters as absent and refuses reversed or overlong ranges', () => {
    const parsed = ZAbsentsDateRangeRequest.parse({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      employeeId: 0,
      kind: '',
      status: '2',
    });
    expect(parsed).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30', status: 2 });
    expect(ZAbsentsDateRangeRequest.safeParse({ startDate: '2026-11-30', endDate: '2026-11-01' }).success).toBe(false);
    expect(ZAbsentsDateRangeRequest.safeParse({ startDate: '2020-01-01', endDate: '2026-11-01' }).success).toBe(false);
    expect(ZAbsentsDateRangeRequest.safeParse({}).success).toBe(false);
  });
});

describe('leave request lifecycle (spec 002 §4)', () => {
  it('records the answer when approving or denying, keeps it when the response is sent', () => {
    expect(decisionAfter(undefined, 1)).toBe(0);
    expect(decisionAfter({ status: 1, decision: 0 }, 2)).toBe(2);
    expect(decisionAfter({ status: 1, decision: 0 }, 3)).toBe(3);
    expect(decisionAfter({ status: 3, decision: 3 }, 4)).toBe(3);
    expect(decisionAfter({ status: 4, decision: 2 }, 4)).toBe(2);
    expect(decisionAfter({ status: 2, decision: 2 }, 1)).toBe(0);
  });

  it('sends a response only for an answered request', () => {
    expect(statusChangeError(undefined, 4)).toBe('absence.responseNeedsDecision');
    expect(statusChangeError({ status: 1, decision: 0 }, 4)).toBe('absence.responseNeedsDecision');
    expect(statusChangeError({ status: 2, decision: 2 }, 4)).toBeNull();
    expect(statusChangeError({ status: 3, decision: 3 }, 4)).toBeNull();
    expect(statusChangeError({ status: 1, decision: 0 }, 2)).toBeNull();
    expect(statusChangeError({ status: 4, decision: 2 }, 3)).toBeNull();
  });

  it('counts approved and "approved, response sent" as approved; denied ones never', () => {
    expect(isApprovedAbsence({ status: 2, decision: 2 })).toBe(true);
    expect(isApprovedAbsence({ status: 4, decision: 2 })).toBe(true);
    expect(isApprovedAbsence({ status: 4, decision: 3 })).toBe(false);
    expect(isApprovedAbsence({ status: 3, decision: 3 })).toBe(false);
    expect(isApprovedAbsence({ status: 1, decision: 0 })).toBe(false);
  });
});

describe('ZLeaveRequest (employee app, spec 002 §4 absence request)', () => {
  it('keeps only what an employee may ask: the period, kind and note; leave by default', () => {
    const parsed = ZLeaveRequest.parse({
      ...absent({ employeeId: 99, id: 5, status: 2, response: 'ok', description: 'Vakantie' }),
      kind: undefined,
    });
    expect(parsed).toEqual({
      startDate: '2026-12-07',
      endDate: '2026-12-11',
      kind: 1,
      hourDetails: {},
      description: 'Vakantie',
    });
  });

  it('accepts leave, unpaid leave and not available; refuses sickness and the office-only kinds', () => {
    for (const kind of [1, 3, 4]) expect(ZLeaveRequest.safeParse(absent({ kind })).success).toBe(true);
    for (const kind of [2, 5, 6, 7]) expect(ZLeaveRequest.safeParse(absent({ kind })).success).toBe(false);
  });
});
