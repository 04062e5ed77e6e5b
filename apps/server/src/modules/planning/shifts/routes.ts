import type { CallRegistrar } from '../../../platform/calls.ts';

/** Planning calls of agenda entries, default planning, hour confirmation, the week view's calls. */
export function registerShiftRoutes(_r: CallRegistrar): void {}
