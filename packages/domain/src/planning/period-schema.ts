import { z } from 'zod';
import { zIsoDate } from '../api/fields.ts';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { isValidIsoDate } from '../dates.ts';
import { isRangeWithin, PLANNING_MAX_RANGE_DAYS } from './shift-times.ts';

/**
 * A request over a period (startDate, endDate) plus `fields`: real dates, the start not after the end, at most
 * `maxDays` days (else `tooLong`). Every planning, clock and overview read checks its period this one way, with the same messages.
 */
export const zPeriodRequest = <T extends z.ZodRawShape>(
  fields: T,
  maxDays = PLANNING_MAX_RANGE_DAYS,
  tooLong = `The period is longer than ${maxDays} days`,
) =>
  z.object({ startDate: zIsoDate, endDate: zIsoDate, ...fields }).superRefine((value, ctx) => {
    // zod runs this also when a date already failed (e.g. 30 February): the period is only judged on two real dates.
    const r = value as { startDate: unknown; endDate: unknown };
    if (!isValidIsoDate(r.startDate) || !isValidIsoDate(r.endDate)) return;
    if (r.startDate > r.endDate) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.endBeforeStart, path: ['endDate'] });
    } else if (!isRangeWithin(r.startDate, r.endDate, maxDays)) {
      ctx.addIssue({ code: 'custom', message: tooLong, path: ['endDate'] });
    }
  });
