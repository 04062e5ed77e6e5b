import {
  employeeName,
  ZAbsenceYearRequest,
  ZAbsent,
  ZAbsentsDateRangeRequest,
  ZApproveLeaveRequest,
  ZContractWeekRequest,
  ZContractWeeksRequest,
  ZIdRequest,
  ZLeaveRequest,
  ZLeaveShiftsRequest,
  ZSaveAbsentLegendsRequest,
  ZSavePlanningSettingsRequest,
} from '@backoffice/domain';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { notFound } from '../../../platform/errors.ts';
import { findEmployeeRow } from '../../employees/queries.ts';
import { approveLeave, leaveShifts } from './approve-leave.ts';
import { contractWeeks } from './contract-weeks.ts';
import { myAbsences, requestLeave, withdrawLeaveRequest } from './employee-requests.ts';
import { absenceYearOverview, absentsDateRange, sickLeaves } from './overview.ts';
import { readPlanningSettings, saveAbsentLegends, savePlanningSettings } from './planning-settings.ts';
import { findAbsent } from './queries.ts';
import { deleteAbsent, saveAbsent, withHours } from './save.ts';

/** Planning calls of absences, leave requests (and the employee app's side of them), absence legends, contract hours. */
export function registerAbsenceRoutes(r: CallRegistrar): void {
  r.call(
    { method: 'POST', path: '/absentsDateRange', area: 'planning', level: 'read', body: ZAbsentsDateRangeRequest },
    (ctx, body) => absentsDateRange(ctx, body),
  );

  r.call(
    { method: 'POST', path: '/absentById', area: 'planning', level: 'read', body: ZIdRequest },
    async (ctx, body) => {
      const row = await findAbsent(ctx.tx, ctx.ownerId, body.id);
      if (!row || row.deleted) throw notFound(`Absence ${body.id} not found`);
      const employee = await findEmployeeRow(ctx.tx, ctx.ownerId, row.employeeId);
      return withHours(ctx, row, employee ? employeeName(employee) : '');
    },
  );

  r.call(
    { method: 'POST', path: '/saveAbsent', area: 'planning', level: 'write', body: ZAbsent, onDelete: deleteAbsent },
    (ctx, body) => saveAbsent(ctx, body),
  );

  r.call(
    { method: 'POST', path: '/leaveShifts', area: 'planning', level: 'read', body: ZLeaveShiftsRequest },
    (ctx, body) => leaveShifts(ctx, body.id),
  );

  r.call(
    { method: 'POST', path: '/approveLeave', area: 'planning', level: 'write', body: ZApproveLeaveRequest },
    (ctx, body) => approveLeave(ctx, body),
  );

  // The employee app: one's own leave requests and absences.
  r.call(
    { method: 'POST', path: '/requestLeave', area: 'employeeApp', level: 'write', body: ZLeaveRequest },
    (ctx, body) => requestLeave(ctx, body),
  );

  r.call(
    { method: 'POST', path: '/myAbsences', area: 'employeeApp', level: 'read', body: ZAbsentsDateRangeRequest },
    (ctx, body) => myAbsences(ctx, body),
  );

  r.call(
    { method: 'POST', path: '/withdrawLeaveRequest', area: 'employeeApp', level: 'write', body: ZIdRequest },
    (ctx, body) => withdrawLeaveRequest(ctx, body.id),
  );

  // Employees/SickLeave and the planners both read the sickness absences. Sickness is health data, not the basic
  // employee data of employees_limited: on the employees side it is show_employees' (the area's admin level).
  r.call(
    {
      method: 'POST',
      path: '/sickLeaves',
      area: [{ area: 'employees', level: 'admin' }, 'planning'],
      level: 'read',
      body: ZAbsentsDateRangeRequest,
    },
    (ctx, body) => sickLeaves(ctx, body),
  );

  r.call(
    { method: 'POST', path: '/absenceYearOverview', area: 'planning', level: 'read', body: ZAbsenceYearRequest },
    (ctx, body) => absenceYearOverview(ctx, body),
  );

  r.call({ method: 'POST', path: '/planningSettings', area: 'planning', level: 'read' }, (ctx) =>
    readPlanningSettings(ctx),
  );

  r.call(
    { method: 'POST', path: '/saveAbsentLegends', area: 'planning', level: 'write', body: ZSaveAbsentLegendsRequest },
    (ctx, body) => saveAbsentLegends(ctx, body.legends),
  );

  r.call(
    {
      method: 'POST',
      path: '/savePlanningSettings',
      area: 'planning',
      level: 'write',
      body: ZSavePlanningSettingsRequest,
    },
    (ctx, body) => savePlanningSettings(ctx, body),
  );

  r.call(
    { method: 'POST', path: '/countPlanningContractWeek', area: 'planning', level: 'read', body: ZContractWeekRequest },
    async (ctx, body) => {
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
    },
  );

  r.call(
    {
      method: 'POST',
      path: '/countPlanningContractWeekV2',
      area: 'planning',
      level: 'read',
      body: ZContractWeeksRequest,
    },
    (ctx, body) => contractWeeks(ctx, body),
  );
}
