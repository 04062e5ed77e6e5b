import type { CallRegistrar } from '../../platform/calls.ts';

/** The calls of owner settings lists (districts, machine types, VAT codes, work types, project flex fields) (issue 4). Being built; filled before the issue is resolved. */
export function registerOwnerListRoutes(_r: CallRegistrar): void {}
