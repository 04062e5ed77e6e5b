import { ZIdRequest, ZMachine, ZMachineHistory } from '@backoffice/domain';
import { z } from 'zod';
import type { CallRegistrar } from '../../platform/calls.ts';
import { machineHistoryByMachine, saveMachineHistory } from './history.ts';
import { deleteMachine, listMachines, saveMachine } from './service.ts';

/** A save with deleted: 1 and an id deletes; the other fields need not be valid then (as for keys). */
const ZDeleteRequest = z.object({
  id: z.coerce.number().int().positive(),
  deleted: z.union([z.literal(1), z.literal(true)]),
});

/** Machines on projects and with employees, and where they have been (spec 001 §3 Machine, Machine history). */
export function registerMachineRoutes(r: CallRegistrar): void {
  r.call({ method: 'GET', path: '/allMachines', area: ['projects'], level: 'read' }, (ctx) =>
    listMachines(ctx.tx, ctx.ownerId),
  );

  r.call(
    { method: 'POST', path: '/saveMachine', area: 'projects', level: 'write', body: z.record(z.string(), z.unknown()) },
    async (ctx, body) => {
      const deletion = ZDeleteRequest.safeParse(body);
      if (deletion.success) return deleteMachine(ctx, deletion.data.id);
      return saveMachine(ctx, ZMachine.parse(body));
    },
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
