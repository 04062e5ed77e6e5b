import {
  ABSENCE_STATUS,
  type TAbsent,
  type TAbsentsDateRangeRequest,
  type TLeaveRequest,
  ZAbsent,
} from '@backoffice/domain';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { callerEmployee } from '../../employees/index.ts';
import { absentsDateRange } from './overview.ts';
import { findAbsent } from './queries.ts';
import { deleteAbsent, saveAbsent } from './save.ts';

// The employee app's side of leave requests (spec 002 §4 absence request): an employee asks, sees their own absences
// and may withdraw a request nobody has answered yet. The planners answer on Planning/Leave.

/** POST /r/requestLeave: a request (status 1) of the caller's own employee, under the rules of every absence. */
export async function requestLeave(ctx: CallContext, body: TLeaveRequest): Promise<TAbsent> {
  const employee = await callerEmployee(ctx.tx, ctx);
  return saveAbsent(ctx, ZAbsent.parse({ ...body, employeeId: employee.id, status: ABSENCE_STATUS.requested }));
}

/** POST /r/myAbsences: the caller's own absences and requests overlapping the range, with their hours. */
export async function myAbsences(ctx: CallContext, body: TAbsentsDateRangeRequest): Promise<TAbsent[]> {
  const employee = await callerEmployee(ctx.tx, ctx);
  return absentsDateRange(ctx, { ...body, employeeId: employee.id });
}

/** POST /r/withdrawLeaveRequest: deletes one's own request while it is still unanswered. */
export async function withdrawLeaveRequest(ctx: CallContext, id: number): Promise<TAbsent> {
  const employee = await callerEmployee(ctx.tx, ctx);
  const request = await findAbsent(ctx.tx, ctx.ownerId, id, true);
  // Another employee's absence is answered as not found: the app must not learn which ids exist.
  if (!request || request.deleted || request.employeeId !== employee.id) throw fail('absence.notFound', { id });
  if (request.status !== ABSENCE_STATUS.requested) throw fail('leaveRequest.answered');
  return deleteAbsent(ctx, id);
}
