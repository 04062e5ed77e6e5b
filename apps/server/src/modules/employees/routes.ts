import { EMPLOYEE_CALLS, employeeView, employeeViewsFor, pickView } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { answerCachedList } from '../../platform/cached-list-answer.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { registerImport } from '../../platform/imports/register.ts';
import { saveEmployee } from './employee-save.ts';
import { registerEmployerRoutes } from './employers.ts';
import { saveEmployments } from './employments.ts';
import { employeesHome } from './home.ts';
import { employeeImport } from './import.ts';
import { registerNoteRoutes } from './notes.ts';
import { findEmployeeRow, listEmployees } from './queries.ts';
import { checkEmployee, invalidEmployee } from './validation.ts';

export function registerEmployeeRoutes(r: CallRegistrar): void {
  // Served from the list cache while no employee, address or employment of the owner changed; `active` and work
  // years depend on the day, so the day is part of the cache key, and so is the view: show_employees gets the whole
  // record, everyone else what their areas need (EMPLOYEE_VIEWS: employees_limited, planning, projects).
  r.handle(EMPLOYEE_CALLS.allEmployees, async (ctx, _body, request, reply) => {
    const { key, view } = employeeView(ctx);
    const list = await ctx.app.lists.json(ctx.tx, ctx.ownerId, 'employees', `${key}:${todayIso()}`, async () =>
      (await listEmployees(ctx.tx, ctx.ownerId)).map((employee) => pickView(employee, view)),
    );
    return answerCachedList(ctx, EMPLOYEE_CALLS.allEmployees, request, reply, list);
  });

  r.handle(EMPLOYEE_CALLS.saveEmployee, (ctx, body) => saveEmployee(ctx, checkEmployee(body)), {
    onInvalid: invalidEmployee,
  });

  registerImport(r, employeeImport);

  r.handle(EMPLOYEE_CALLS.saveEmployment, async (ctx, body) => {
    const employee = await findEmployeeRow(ctx.tx, ctx.ownerId, body.employeeId);
    if (!employee || employee.deleted) throw fail('record.notFound', { entity: 'Employee', id: body.employeeId });
    const employment = {
      ...body.employment,
      reasonTermination: body.reasonTermination || body.employment.reasonTermination,
      reasonTerminationId: body.reasonTerminationId || body.employment.reasonTerminationId,
    };
    const [saved] = await saveEmployments(ctx, employee.id, [employment]);
    return saved ?? employment;
  });

  // Contracts ending are contract data: show_employees only (the others get no endingContracts).
  r.handle(EMPLOYEE_CALLS.employeesHome, async (ctx) =>
    employeesHome(await listEmployees(ctx.tx, ctx.ownerId), { contracts: employeeViewsFor(ctx).includes('full') }),
  );

  registerNoteRoutes(r);
  registerEmployerRoutes(r);
}
