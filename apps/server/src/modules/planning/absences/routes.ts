import { ABSENCE_CALLS, employeeName } from '@backoffice/domain';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { findEmployeeRow } from '../../employees/index.ts';
import { approveLeave, leaveShifts } from './approve-leave.ts';
import { contractWeeks } from './contract-weeks.ts';
import { myAbsences, requestLeave, withdrawLeaveRequest } from './employee-requests.ts';
import { absenceYearOverview, absentsDateRange, sickLeaves } from './overview.ts';
import { readPlanningSettings, saveAbsentLegends, savePlanningSettings } from './planning-settings.ts';
import { findAbsent } from './queries.ts';
import { deleteAbsent, saveAbsent, withHours } from './save.ts';

/** Planning calls of absences, leave requests (and the employee app's side of them), absence legends, contract hours. */
export function registerAbsenceRoutes(r: CallRegistrar): void {
  r.handle(ABSENCE_CALLS.absentsDateRange, (ctx, body) => absentsDateRange(ctx, body));

  r.handle(ABSENCE_CALLS.absentById, async (ctx, body) => {
    const row = await findAbsent(ctx.tx, ctx.ownerId, body.id);
    if (!row || row.deleted) throw fail('absence.notFound', { id: body.id });
    const employee = await findEmployeeRow(ctx.tx, ctx.ownerId, row.employeeId);
    return withHours(ctx, row, employee ? employeeName(employee) : '');
  });

  r.handle(ABSENCE_CALLS.saveAbsent, (ctx, body) => saveAbsent(ctx, body), { onDelete: deleteAbsent });

  r.handle(ABSENCE_CALLS.leaveShifts, (ctx, body) => leaveShifts(ctx, body.id));

  r.handle(ABSENCE_CALLS.approveLeave, (ctx, body) => approveLeave(ctx, body));

  // The employee app: one's own leave requests and absences.
  r.handle(ABSENCE_CALLS.requestLeave, (ctx, body) => requestLeave(ctx, body));

  r.handle(ABSENCE_CALLS.myAbsences, (ctx, body) => myAbsences(ctx, body));

  r.handle(ABSENCE_CALLS.withdrawLeaveRequest, (ctx, body) => withdrawLeaveRequest(ctx, body.id));

  r.handle(ABSENCE_CALLS.sickLeaves, (ctx, body) => sickLeaves(ctx, body));

  r.handle(ABSENCE_CALLS.absenceYearOverview, (ctx, body) => absenceYearOverview(ctx, body));

  r.handle(ABSENCE_CALLS.planningSettings, (ctx) => readPlanningSettings(ctx));

  r.handle(ABSENCE_CALLS.saveAbsentLegends, (ctx, body) => saveAbsentLegends(ctx, body.legends));

  r.handle(ABSENCE_CALLS.savePlanningSettings, (ctx, body) => savePlanningSettings(ctx, body));

  r.handle(ABSENCE_CALLS.countPlanningContractWeek, async (ctx, body) => {
    const answer = await contractWeeks(ctx, {
      ...body,
      startYear: body.year,
      startWeek: body.week,
      endYear: body.year,
      endWeek: body.week,
    });
    return answer.rows.map((row) => ({
      employeeId: row.employeeId,
      name: row.name,
      contract: row.total.contract,
      planned: row.total.planned,
    }));
  });

  r.handle(ABSENCE_CALLS.countPlanningContractWeekV2, (ctx, body) => contractWeeks(ctx, body));
}
