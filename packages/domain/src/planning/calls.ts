import { ABSENCE_CALLS } from './absence-calls.ts';
import { CLOCK_CALLS } from './clock-calls.ts';
import { SHIFT_CALLS } from './shift-calls.ts';

/** Every call of the planning module (spec 000 §7 Planning). */
export const PLANNING_CALLS = { ...SHIFT_CALLS, ...ABSENCE_CALLS, ...CLOCK_CALLS } as const;
