import { canAccess, ZSaveEmploymentRequest } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { z } from 'zod';
import type { CallContext, CallRegistrar } from '../../platform/calls.ts';
import { notFound } from '../../platform/errors.ts';
import { registerImport } from '../../platform/imports/register.ts';
import { sendCachedList } from '../../platform/list-cache.ts';
import { saveEmployee } from './employee-save.ts';
import { registerEmployerRoutes } from './employers.ts';
import { saveEmployments } from './employments.ts';
import { employeesHome } from './home.ts';
import { employeeImport } from './import.ts';
import { registerNoteRoutes } from './notes.ts';
import { findEmployeeRow, listEmployees } from './queries.ts';
import { parseEmployee } from './validation.ts';

/** employees_limited reads basic data only; show_employees (and admin) everything. */
const visibility = (ctx: CallContext) => ({ full: canAccess(ctx, 'employees', 'write') });

// The employee bodies are parsed in the handlers (validation.ts) to answer address failures with their server text.
const anyBody = z.unknown();

export function registerEmployeeRoutes(r: CallRegistrar): void {
  // Served from the list cache while no employee, address or employment of the owner changed; `active` and work
  // years depend on the day, so the day is part of the cache key. Project and planning users pick employees for
  // works and shifts: they get the basic view, as employees_limited does.
  r.call(
    { method: 'GET', path: '/allEmployees', area: ['employees', 'projects', 'planning'], level: 'read' },
    async (ctx, _body, request, reply) => {
      const view = visibility(ctx);
      const variant = `${view.full ? 'full' : 'basic'}:${todayIso()}`;
      const list = await ctx.app.lists.json(ctx.tx, ctx.ownerId, 'employees', variant, () =>
        listEmployees(ctx.tx, ctx.ownerId, view),
      );
      return sendCachedList(request, reply, list);
    },
  );

  r.call({ method: 'POST', path: '/saveEmployee', area: 'employees', level: 'write', body: anyBody }, (ctx, body) =>
    saveEmployee(ctx, parseEmployee(body)),
  );

  registerImport(r, employeeImport);

  r.call(
    { method: 'POST', path: '/saveEmployment', area: 'employees', level: 'write', body: ZSaveEmploymentRequest },
    async (ctx, body) => {
      const employee = await findEmployeeRow(ctx.tx, ctx.ownerId, body.employeeId);
      if (!employee || employee.deleted) throw notFound(`Employee ${body.employeeId} not found`);
      const employment = {
        ...body.employment,
        reasonTermination: body.reasonTermination || body.employment.reasonTermination,
        reasonTerminationId: body.reasonTerminationId || body.employment.reasonTerminationId,
      };
      const [saved] = await saveEmployments(ctx, employee.id, [employment]);
      return saved ?? employment;
    },
  );

  r.call({ method: 'GET', path: '/employeesHome', area: 'employees', level: 'read' }, async (ctx) =>
    employeesHome(await listEmployees(ctx.tx, ctx.ownerId, { full: false })),
  );

  registerNoteRoutes(r);
  registerEmployerRoutes(r);
}
