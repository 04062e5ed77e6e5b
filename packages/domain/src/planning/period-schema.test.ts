import { describe, expect, it } from 'vitest';
import { zInt } from '../api/fields.ts';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { zPeriodRequest } from './period-schema.ts';

describe('zPeriodRequest', () => {
  const schema = zPeriodRequest({ employeeId: zInt(0).default(0) }, 7);
  const issue = (input: unknown) => {
    const result = schema.safeParse(input);
    return result.success
      ? undefined
      : { message: result.error.issues[0]?.message, path: result.error.issues[0]?.path };
  };

  it('keeps the period and the other fields of a valid request', () => {
    expect(schema.parse({ startDate: '2026-11-23', endDate: '2026-11-29', employeeId: '4' })).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      employeeId: 4,
    });
  });

  it('refuses an end before the start, on the end date', () => {
    expect(issue({ startDate: '2026-11-23', endDate: '2026-11-22' })).toEqual({
      message: VALIDATION_MESSAGES.endBeforeStart,
      path: ['endDate'],
    });
  });

  it('refuses a period longer than its maximum, both ends counted', () => {
    expect(issue({ startDate: '2026-11-23', endDate: '2026-11-30' })).toEqual({
      message: 'The period is longer than 7 days',
      path: ['endDate'],
    });
  });

  it('refuses a date that is not a real day as such, without judging the period', () => {
    const result = schema.safeParse({ startDate: '2026-02-30', endDate: '2026-03-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toEqual([['startDate']]);
  });
});
