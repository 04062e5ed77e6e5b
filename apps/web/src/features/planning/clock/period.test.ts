import { describe, expect, it } from 'vitest';
import { currentMonth, currentWeek, lastTwoWeeks, parsePeriod, periodProblem, periodQuery } from './period.ts';

describe('the clock pages’ period filter', () => {
  it('defaults to the ISO week, the month or the last two weeks', () => {
    expect(currentWeek('2026-11-23')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(currentWeek('2026-11-29')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(currentMonth('2026-02-10')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(lastTwoWeeks('2026-11-23')).toEqual({ startDate: '2026-11-10', endDate: '2026-11-23' });
  });

  it('reads the URL query and falls back on what is missing or wrong', () => {
    const defaults = { startDate: '2026-11-01', endDate: '2026-11-30' };
    expect(parsePeriod(new URLSearchParams('from=2026-10-05&until=2026-10-31&employee=7'), defaults)).toEqual({
      startDate: '2026-10-05',
      endDate: '2026-10-31',
      employeeId: 7,
      projectId: 0,
    });
    expect(parsePeriod(new URLSearchParams('from=31-10-2026&project=-3&employee=x'), defaults)).toEqual({
      ...defaults,
      employeeId: 0,
      projectId: 0,
    });
    const filter = { startDate: '2026-10-05', endDate: '2026-10-31', employeeId: 0, projectId: 4 };
    expect(parsePeriod(new URLSearchParams(periodQuery(filter)), defaults)).toEqual(filter);
  });

  it('names the problem of a period the server would refuse', () => {
    expect(periodProblem({ startDate: '2026-11-02', endDate: '2026-11-01' }, 99)).toBe('order');
    expect(periodProblem({ startDate: '2026-01-01', endDate: '2026-04-09' }, 99)).toBeNull();
    expect(periodProblem({ startDate: '2026-01-01', endDate: '2026-04-10' }, 99)).toBe('length');
    expect(periodProblem({ startDate: '2026-01-01', endDate: '2026-04-09' }, 366)).toBeNull();
    expect(periodProblem({ startDate: '2026-01-01', endDate: '2026-04-10' }, 100)).toBeNull();
  });
});
