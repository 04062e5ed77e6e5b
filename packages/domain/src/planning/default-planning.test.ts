import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { planningHorizon, planningSteps, ZDefaultPlanningRequest } from './default-planning.ts';

describe('default planning ranges', () => {
  it('accepts up to 53 weeks, the start not after the end', () => {
    expect(ZDefaultPlanningRequest.safeParse({ startDate: '2026-01-05', endDate: '2027-01-10' }).success).toBe(true);
    const long = ZDefaultPlanningRequest.safeParse({ startDate: '2026-01-05', endDate: '2027-01-11' });
    expect(long.error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.planningRangeTooLong);
    const reversed = ZDefaultPlanningRequest.safeParse({ startDate: '2026-01-05', endDate: '2026-01-04' });
    expect(reversed.error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.endBeforeStart);
  });

  it('plans a week per step and resumes after the last date done', () => {
    expect(planningSteps('2026-01-05', '2026-01-20')).toEqual([
      { from: '2026-01-05', to: '2026-01-11' },
      { from: '2026-01-12', to: '2026-01-18' },
      { from: '2026-01-19', to: '2026-01-20' },
    ]);
    expect(planningSteps('2026-01-05', '2026-01-20', '2026-01-18')).toEqual([{ from: '2026-01-19', to: '2026-01-20' }]);
    expect(planningSteps('2026-01-05', '2026-01-20', '2026-01-20')).toEqual([]);
  });

  it('runs the horizon from today through the Sunday N weeks on; 0 is off', () => {
    // Thursday 26-11-2026: this week ends Sunday 29-11; six weeks on is Sunday 10-01-2027.
    expect(planningHorizon('2026-11-26', 6)).toEqual({ startDate: '2026-11-26', endDate: '2027-01-10' });
    expect(planningHorizon('2026-11-29', 1)).toEqual({ startDate: '2026-11-29', endDate: '2026-12-06' });
    expect(planningHorizon('2026-11-26', 0)).toBeNull();
  });
});
