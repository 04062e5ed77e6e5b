import { addDays } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../../../test/harness.ts';
import { dbRows, markInvoiced, monday, projectWith, saveShift, shift, work } from '../shifts/test-support.ts';
import { absence, absenceTestApp, hire, savedAbsent } from './test-support.ts';

describe.each(BACKENDS)('approving a leave with its shifts on %s', (backend) => {
  const s = absenceTestApp(backend);
  const post = (path: string, body: unknown) => s.app.request('POST', `/r${path}`, { token: s.planner, body });
  const employeeOf = async (id: number) =>
    (await dbRows<{ e: number }>(s.app, 1, sql`select employee_id as e from agenda_entries where id = ${id}`))[0]?.e;

  it('lists the shifts on the leave days and unassigns the scheduled ones; confirmed and invoiced ones stay', async () => {
    const { employeeId } = await hire(s.app, s.admin);
    const { employeeId: colleague } = await hire(s.app, s.admin);
    const project = await projectWith(s.app, s.admin, [work()], { name: 'Gemeentehuis Zeist' });
    const start = monday(5);
    const on = (day: number, who = employeeId, startTime = 800) =>
      saveShift(
        s.app,
        s.planner,
        shift({
          employeeId: who,
          projectId: project.id,
          date: addDays(start, day),
          startTime,
          endTime: startTime + 200,
        }),
      );
    const mon = await on(0);
    const tue = await on(1);
    const wed = await on(2, employeeId, 1300);
    const saturday = await on(5);
    const other = await on(0, colleague);
    await dbRows(s.app, 1, sql`update agenda_entries set confirmed = 1 where id = ${tue.id}`);
    await markInvoiced(s.app, 1, wed.id);
    const request = await savedAbsent(
      s.app,
      s.planner,
      absence(employeeId, { startDate: start, endDate: addDays(start, 4), status: 1 }),
    );

    const listed = await post('/leaveShifts', { id: request.id });
    expect(listed.status).toBe(200);
    expect(listed.json.map((x: { id: number }) => x.id)).toEqual([mon.id, tue.id, wed.id]);
    expect(listed.json[0]).toEqual({
      id: mon.id,
      date: start,
      projectId: project.id,
      projectName: 'Gemeentehuis Zeist',
      startTime: 800,
      endTime: 1000,
      confirmed: 0,
    });

    const approved = await post('/approveLeave', { id: request.id, unassignShifts: 1 });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json.absent).toMatchObject({ id: request.id, status: 2, decision: 2 });
    expect(approved.json.unassigned.map((x: { id: number }) => x.id)).toEqual([mon.id]);
    expect(approved.json.kept.map((x: { id: number; confirmed: number }) => [x.id, x.confirmed])).toEqual([
      [tue.id, 1],
      [wed.id, 2],
    ]);
    expect(await employeeOf(mon.id)).toBe(0);
    expect([await employeeOf(tue.id), await employeeOf(wed.id), await employeeOf(saturday.id)]).toEqual([
      employeeId,
      employeeId,
      employeeId,
    ]);
    expect(await employeeOf(other.id)).toBe(colleague);
    // The unassigned shift is what "to be scheduled" lists now.
    const open = await post('/toBeScheduled', { startDate: start, endDate: start });
    expect(open.json.map((row: { entryId: number }) => row.entryId)).toContain(mon.id);
  });

  it('approves without touching the shifts unless asked, and refuses an unknown absence or a bad option', async () => {
    const { employeeId } = await hire(s.app, s.admin);
    const project = await projectWith(s.app, s.admin, [work()]);
    const start = monday(6);
    const planned = await saveShift(s.app, s.planner, shift({ employeeId, projectId: project.id, date: start }));
    const request = await savedAbsent(
      s.app,
      s.planner,
      absence(employeeId, { startDate: start, endDate: start, status: 1 }),
    );

    expect((await post('/approveLeave', { id: request.id, unassignShifts: 2 })).status).toBe(400);
    expect((await post('/approveLeave', { id: 987_654, unassignShifts: 1 })).status).toBe(404);
    const approved = await post('/approveLeave', { id: request.id });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ unassigned: [], kept: [{ id: planned.id }], absent: { status: 2 } });
    expect(await employeeOf(planned.id)).toBe(employeeId);
  });
});
