import type { CallRegistrar } from '../../platform/calls.ts';
import { registerAbsenceRoutes } from './absences/routes.ts';
import { registerClockRoutes } from './clock/routes.ts';
import { registerShiftRoutes } from './shifts/routes.ts';

/** Planning (issue 5): shifts and the week view, absences and leave, clock records, work orders and announcements. */
export function registerPlanningRoutes(r: CallRegistrar): void {
  registerShiftRoutes(r);
  registerAbsenceRoutes(r);
  registerClockRoutes(r);
}
