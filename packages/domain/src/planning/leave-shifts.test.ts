import { describe, expect, it } from 'vitest';
import { canUnassign, isLeaveDay, leaveSpan } from './leave-shifts.ts';

describe('leave shifts', () => {
  const leave = { startDate: '2026-03-02', endDate: '2026-03-06', hourDetails: {} };

  it('counts every day of the period, or only the days with typed hours', () => {
    expect(['2026-03-01', '2026-03-02', '2026-03-06', '2026-03-07'].map((d) => isLeaveDay(leave, d))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    const partial = { ...leave, hourDetails: { '2026-03-02': 400, '2026-03-03': 0 } };
    expect(['2026-03-02', '2026-03-03', '2026-03-04'].map((d) => isLeaveDay(partial, d))).toEqual([true, false, false]);
  });

  it('cuts an open end and keeps confirmed and invoiced shifts', () => {
    expect(leaveSpan({ ...leave, endDate: '3000-01-01' }).endDate).toBe('2029-03-03');
    expect([0, 1, 2].map((confirmed) => canUnassign({ confirmed }))).toEqual([true, false, false]);
  });
});
