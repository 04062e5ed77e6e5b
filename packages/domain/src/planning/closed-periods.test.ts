import { describe, expect, it } from 'vitest';
import { type ClosableAbsence, closedPeriodRefusal } from './closed-periods.ts';

const CLOSED_OCTOBER = [{ startDate: '2020-01-01', endDate: null, salaryClosedDate: '2026-10-31' }];
const absence = (overrides: Partial<ClosableAbsence> = {}): ClosableAbsence => ({
  employeeId: 1,
  startDate: '2026-11-02',
  endDate: '2026-11-06',
  kind: 1,
  status: 2,
  decision: 2,
  percentage: null,
  hourDetails: {},
  deleted: 0,
  ...overrides,
});
const refusal = (before: ClosableAbsence | undefined, after: ClosableAbsence) =>
  closedPeriodRefusal(before, CLOSED_OCTOBER, after, CLOSED_OCTOBER);

describe('absences and closed salary periods (spec 002 §4, §5)', () => {
  it('lets a new absence in open periods through', () => {
    expect(refusal(undefined, absence())).toBeNull();
  });

  it('refuses a new absence inside a closed period as closed, one spanning both as "must be split"', () => {
    expect(refusal(undefined, absence({ startDate: '2026-10-05', endDate: '2026-10-09' }))).toBe('salaryPeriod.closed');
    expect(refusal(undefined, absence({ startDate: '2026-10-26', endDate: '2026-11-06' }))).toBe(
      'absence.spansClosedPeriod',
    );
    expect(refusal(undefined, absence({ kind: 2, startDate: '2026-10-26', endDate: '3000-01-01' }))).toBe(
      'absence.spansClosedPeriod',
    );
  });

  it('lets a sickness that began in a closed period get its end date, a description or a response', () => {
    const sick = absence({ kind: 2, startDate: '2026-10-20', endDate: '3000-01-01' });
    expect(refusal(sick, { ...sick, endDate: '2026-11-15', sickClosed: 1 } as ClosableAbsence)).toBeNull();
    const leave = absence({ startDate: '2026-10-05', endDate: '2026-10-09' });
    expect(refusal(leave, { ...leave, status: 4 })).toBeNull();
  });

  it('refuses changes of what the absence says about closed days', () => {
    const sick = absence({ kind: 2, startDate: '2026-10-20', endDate: '3000-01-01' });
    expect(refusal(sick, { ...sick, startDate: '2026-10-21' })).toBe('absence.spansClosedPeriod');
    expect(refusal(sick, { ...sick, endDate: '2026-10-25' })).toBe('salaryPeriod.closed');
    expect(refusal(sick, { ...sick, percentage: 50 })).toBe('absence.spansClosedPeriod');
    expect(refusal(sick, { ...sick, deleted: 1 })).toBe('salaryPeriod.closed');
    expect(refusal(sick, { ...sick, employeeId: 2 })).toBe('absence.spansClosedPeriod');
    const request = absence({ startDate: '2026-10-05', endDate: '2026-10-09', status: 1, decision: 0 });
    expect(refusal(request, { ...request, status: 2, decision: 2 })).toBe('salaryPeriod.closed');
    expect(refusal(request, { ...request, hourDetails: { '2026-10-05': 400 } })).toBe('salaryPeriod.closed');
  });

  it('lets hours of open days change while the closed days stay as they were', () => {
    const typed = absence({ startDate: '2026-10-30', endDate: '2026-11-03', hourDetails: { '2026-10-30': 400 } });
    expect(refusal(typed, { ...typed, hourDetails: { '2026-10-30': 400, '2026-11-02': 200 } })).toBeNull();
    expect(refusal(typed, { ...typed, hourDetails: { '2026-10-30': 300 } })).toBe('absence.spansClosedPeriod');
  });

  it('lets an open absence move to another open date or be deleted', () => {
    expect(refusal(absence(), absence({ startDate: '2026-11-09', endDate: '2026-11-13' }))).toBeNull();
    expect(refusal(absence(), absence({ deleted: 1 }))).toBeNull();
  });
});
