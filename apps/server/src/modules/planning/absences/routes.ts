import type { CallRegistrar } from '../../../platform/calls.ts';

/** Planning calls of absences, leave requests, absence legends, contract hours. */
export function registerAbsenceRoutes(_r: CallRegistrar): void {}
