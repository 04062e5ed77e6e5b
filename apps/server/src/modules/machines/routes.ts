import { ZIdRequest, ZMachine, ZMachineHistory } from '@backoffice/domain';
import type { CallRegistrar } from '../../platform/calls.ts';
import { machineHistoryByMachine, saveMachineHistory } from './history.ts';
import { deleteMachine, listMachines, saveMachine } from './service.ts';

/** Machines on projects and with employees, and where they have been (spec 001 §3 Machine, Machine history). */
export function registerMachineRoutes(r: CallRegistrar): void {
  r.call({ method: 'GET', path: '/allMachines', area: ['projects'], level: 'read' }, (ctx) =>
    listMachines(ctx.tx, ctx.ownerId),
  );

  r.call(
    { method: 'POST', path: '/saveMachine', area: 'projects', level: 'write', body: ZMachine, onDelete: deleteMachine },
    (ctx, body) => saveMachine(ctx, body),
  );

  r.call(
    { method: 'POST', path: '/saveMachineHistory', area: 'projects', level: 'write', body: ZMachineHistory },
    (ctx, body) => saveMachineHistory(ctx, body),
  );

  r.call(
    { method: 'POST', path: '/machineHistoryByMachine', area: ['projects'], level: 'read', body: ZIdRequest },
    (ctx, body) => machineHistoryByMachine(ctx, body.id),
  );
}
