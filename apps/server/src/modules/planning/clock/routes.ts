import type { CallRegistrar } from '../../../platform/calls.ts';

/** Planning calls of clock records of the employee app, clock times, deviations, work orders, announcements, the paged total overview. */
export function registerClockRoutes(_r: CallRegistrar): void {}
