import type { CallRegistrar } from '../../platform/calls.ts';

/** The calls of machines and machine history (issue 4). Being built; filled before the issue is resolved. */
export function registerMachineRoutes(_r: CallRegistrar): void {}
