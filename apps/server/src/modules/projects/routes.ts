import type { CallRegistrar } from '../../platform/calls.ts';

/** The calls of projects, their addresses, works and notes (issue 4). Being built; filled before the issue is resolved. */
export function registerProjectRoutes(_r: CallRegistrar): void {}
