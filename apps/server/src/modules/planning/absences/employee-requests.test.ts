import { ABSENCE_STATUS, VALIDATION_MESSAGES } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/tenant.ts';
import { BACKENDS, countRows } from '../../../test/harness.ts';
import { NO_EMPLOYEE_TEXT } from '../../employees/index.ts';
import { employeeLogin } from '../clock/test-support.ts';
import { absenceTestApp, hire, listAbsents, savedAbsent } from './test-support.ts';

describe.each(BACKENDS)('leave requests from the employee app on %s', (backend) => {
  const s = absenceTestApp(backend);

  const call = (token: string, path: string, body: Record<string, unknown>) =>
    s.app.request('POST', `/r/${path}`, { token, body });
  const december = { startDate: '2026-12-07', endDate: '2026-12-11' };

  it('files a request of the own employee: the planners see it on Leave, whatever the app sends as employee or status', async () => {
    const { employeeId } = await hire(s.app, s.admin);
    const other = await hire(s.app, s.admin);
    const token = await employeeLogin(s.app, 1, employeeId);
    const asked = await call(token, 'requestLeave', {
      ...december,
      description: 'Kerstvakantie',
      employeeId: other.employeeId,
      status: ABSENCE_STATUS.approved,
      response: 'Akkoord',
    });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    expect(asked.json).toMatchObject({ employeeId, kind: 1, status: 1, decision: 0, response: '' });
    // Five weekdays of an 38-hour contract over the owner's rooster.
    expect(asked.json.hours).toBeGreaterThan(0);

    const pending = await listAbsents(s.app, s.planner, { ...december, status: ABSENCE_STATUS.requested });
    expect(pending.find((a) => a.id === asked.json.id)).toMatchObject({ employeeId, description: 'Kerstvakantie' });
    expect(await listAbsents(s.app, s.planner, { ...december, employeeId: other.employeeId })).toEqual([]);
  });

  it('lists only one’s own absences, answered ones included', async () => {
    const { employeeId } = await hire(s.app, s.admin);
    const other = await hire(s.app, s.admin);
    const token = await employeeLogin(s.app, 1, employeeId);
    const sick = await savedAbsent(s.app, s.planner, {
      employeeId,
      startDate: '2026-11-02',
      endDate: '2026-11-03',
      kind: 2,
    });
    await savedAbsent(s.app, s.planner, { employeeId: other.employeeId, ...december, kind: 1 });
    const asked = (await call(token, 'requestLeave', { ...december, kind: 3 })).json;

    const mine = await call(token, 'myAbsences', { startDate: '2026-11-01', endDate: '2026-12-31' });
    expect(mine.status).toBe(200);
    expect(mine.json.map((a: { id: number }) => a.id).sort()).toEqual([sick.id, asked.id].sort());
    // A filter on another employee is overruled: the app sees its own employee only.
    const sneaky = await call(token, 'myAbsences', { ...december, employeeId: other.employeeId });
    expect(sneaky.json.map((a: { id: number }) => a.id)).toEqual([asked.id]);
  });

  it('refuses sickness, a period outside the contract and a login without employee, and saves nothing', async () => {
    const { employeeId } = await hire(s.app, s.admin, [{ startDate: '2026-01-01', endDate: '2026-12-31' }]);
    const token = await employeeLogin(s.app, 1, employeeId);
    const before = await countRows(s.app, 'absents');

    const sickness = await call(token, 'requestLeave', { ...december, kind: 2 });
    expect(sickness.status).toBe(400);
    const outside = await call(token, 'requestLeave', { startDate: '2026-12-28', endDate: '2027-01-08' });
    expect([outside.status, outside.json.key]).toEqual([400, 'absence.noEmployment']);
    const backwards = await call(token, 'requestLeave', { startDate: '2026-12-11', endDate: '2026-12-07' });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.json)).toContain(VALIDATION_MESSAGES.endBeforeStart);
    // The admin may call the employee app's calls but is nobody's employee; the planner may not call them.
    const noEmployee = await call(s.admin, 'requestLeave', december);
    expect([noEmployee.status, noEmployee.json.message]).toEqual([400, NO_EMPLOYEE_TEXT]);
    expect((await call(s.planner, 'requestLeave', december)).status).toBe(403);
    expect(await countRows(s.app, 'absents')).toBe(before);
  });

  it('lets the employee withdraw an unanswered request, not an answered one nor another’s', async () => {
    const { employeeId } = await hire(s.app, s.admin);
    const colleague = await hire(s.app, s.admin);
    const token = await employeeLogin(s.app, 1, employeeId);
    const colleagueToken = await employeeLogin(s.app, 1, colleague.employeeId);
    const first = (await call(token, 'requestLeave', december)).json;
    const second = (await call(token, 'requestLeave', { startDate: '2027-02-01', endDate: '2027-02-05' })).json;

    const foreign = await call(colleagueToken, 'withdrawLeaveRequest', { id: first.id });
    expect(foreign.status).toBe(404);
    const withdrawn = await call(token, 'withdrawLeaveRequest', { id: first.id });
    expect([withdrawn.status, withdrawn.json.deleted]).toEqual([200, 1]);
    expect((await listAbsents(s.app, s.planner, december)).map((a) => a.id)).not.toContain(first.id);

    await savedAbsent(s.app, s.planner, { ...second, status: ABSENCE_STATUS.approved });
    const late = await call(token, 'withdrawLeaveRequest', { id: second.id });
    expect([late.status, late.json.key]).toEqual([400, 'leaveRequest.answered']);
    const stored = await s.app.request('POST', '/r/absentById', { token: s.planner, body: { id: second.id } });
    expect(stored.json).toMatchObject({ status: 2, deleted: 0 });
  });

  it('answers a login whose employee was deleted with the employee app’s own refusal', async () => {
    const { employeeId } = await hire(s.app, s.admin);
    const token = await employeeLogin(s.app, 1, employeeId);
    // Deleted straight in the table: the employees area refuses to delete one with a running contract.
    await withTenant(s.app.database, 1, (tx) =>
      tx.execute(sql`update employees set deleted = 1 where id = ${employeeId}`),
    );
    const refused = await call(token, 'requestLeave', december);
    expect([refused.status, refused.json.message]).toEqual([400, NO_EMPLOYEE_TEXT]);
  });
});
