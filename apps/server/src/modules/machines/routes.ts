import { MACHINE_CALLS } from '@backoffice/domain';
import type { CallRegistrar } from '../../platform/calls.ts';
import { registerResource } from '../../platform/resources.ts';
import { machineHistoryByMachine, saveMachineHistory } from './history.ts';
import { machineServer } from './service.ts';

/** Machines on projects and with employees, and where they have been (spec 001 §3 Machine, Machine history). */
export function registerMachineRoutes(r: CallRegistrar): void {
  registerResource(r, machineServer);
  r.handle(MACHINE_CALLS.saveMachineHistory, saveMachineHistory);
  r.handle(MACHINE_CALLS.machineHistoryByMachine, (ctx, body) => machineHistoryByMachine(ctx, body.id));
}
