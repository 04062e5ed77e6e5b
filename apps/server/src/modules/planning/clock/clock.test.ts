import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { ADMIN_1, appPerFile } from '../../../test/app-per-file.ts';
import { BACKENDS, countRows } from '../../../test/harness.ts';
import { NO_EMPLOYEE_TEXT } from '../../employees/index.ts';
import {
  ADDRESS,
  at,
  employeeLogin,
  insertEmployee,
  insertProject,
  insertShift,
  northOf,
  rowsOf,
} from './test-support.ts';

// The server's clock stands still at Monday 16 March 2026, 10:30 in Amsterdam, so "late" and "forgot" are exact
// (and well away from the demo seed's days, which follow the real date).
const TODAY = '2026-03-16';
const YESTERDAY = '2026-03-15';
const NOW = new Date(at(TODAY, 1030));

describe.each(BACKENDS)('clocking in and out from the employee app on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1 }, { now: NOW });

  const clock = (token: string, body: Record<string, unknown>) => t.app.request('POST', '/r/clock', { token, body });

  it('refuses a login without employee, back-office roles, disabled clocking and times far from now, writing nothing', async () => {
    const before = await countRows(t.app, 'clock_records');
    const audits = await countRows(t.app, 'audit_log');
    expect((await clock(t.admin, { kind: 'in' })).json.message).toBe(NO_EMPLOYEE_TEXT);
    const planner = await t.app.login(DEMO_USERS.planner, 1);
    expect((await clock(planner, { kind: 'in' })).status).toBe(403);

    const disabled = await employeeLogin(t.app, 1, await insertEmployee(t.app, 1, { clock: 0 }));
    const refusedDisabled = await clock(disabled, { kind: 'in' });
    expect([refusedDisabled.status, refusedDisabled.json.key]).toEqual([400, 'clock.disabled']);

    const onLocation = await employeeLogin(t.app, 1, await insertEmployee(t.app, 1, { clock: 1, clockOnLocation: 1 }));
    expect((await clock(onLocation, { kind: 'in' })).json.key).toBe('clock.positionRequired');

    const online = await employeeLogin(t.app, 1, await insertEmployee(t.app, 1, { clock: 1 }));
    expect((await clock(online, { kind: 'in', at: at(TODAY, 1006) })).json.key).toBe('clock.tooOld');
    expect((await clock(online, { kind: 'in', at: at(TODAY, 1041) })).json.key).toBe('clock.inFuture');
    const offline = await employeeLogin(t.app, 1, await insertEmployee(t.app, 1, { clock: 2 }));
    expect((await clock(offline, { kind: 'in', at: at('2026-03-13', 1000) })).json.key).toBe('clock.tooOld');

    for (const body of [{ kind: 'in', latitude: 52.1 }, { kind: 'pause' }, { kind: 'in', at: 'now' }, {}]) {
      const response = await clock(online, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await countRows(t.app, 'clock_records')).toBe(before);
    expect(await countRows(t.app, 'audit_log')).toBe(audits);
  });

  it('matches records to the shift, measures the distance and keeps the summary with its deviations', async () => {
    const employeeId = await insertEmployee(t.app, 1);
    const token = await employeeLogin(t.app, 1, employeeId);
    const { projectId } = await insertProject(t.app, 1);
    const early = await insertShift(t.app, 1, {
      date: YESTERDAY,
      employeeId,
      projectId,
      startTime: 800,
      endTime: 1000,
    });
    const late = await insertShift(t.app, 1, {
      date: YESTERDAY,
      employeeId,
      projectId,
      startTime: 1100,
      endTime: 1200,
    });
    const today = await insertShift(t.app, 1, { date: TODAY, employeeId, projectId, startTime: 1000, endTime: 1200 });
    // A removed default shift and another employee's shift never take a record.
    await insertShift(t.app, 1, {
      date: YESTERDAY,
      employeeId,
      projectId,
      startTime: 800,
      endTime: 1000,
      source: 'del',
    });

    const inEarly = await clock(token, { kind: 'in', at: at(YESTERDAY, 758), ...ADDRESS });
    expect(inEarly.status, JSON.stringify(inEarly.json)).toBe(200);
    expect(inEarly.json.record).toMatchObject({
      kind: 'in',
      agendaEntryId: early.id,
      projectId,
      distance: 0,
      time: 758,
    });
    const outEarly = await clock(token, { kind: 'out', at: at(YESTERDAY, 1002), ...northOf(20) });
    expect(outEarly.json.record).toMatchObject({ agendaEntryId: early.id, distance: 20 });
    expect(outEarly.json.entry).toMatchObject({
      id: early.id,
      clock: { inTime: 758, outTime: 1002, inDistance: 0, outDistance: 20, records: 2, deviations: [] },
      deviations: [],
    });

    // 20 minutes late and 250 m away, never clocked out: by now that is forgotten.
    const inLate = await clock(token, { kind: 'in', at: at(YESTERDAY, 1120), ...northOf(250) });
    expect(inLate.json.record).toMatchObject({ agendaEntryId: late.id, distance: 250 });
    expect(inLate.json.entry.deviations).toEqual(['clockInFar', 'lateOver15', 'forgotClockOut']);

    // Today: the server's time; the clock-out goes to today's open shift, not to yesterday's forgotten one.
    const inToday = await clock(token, { kind: 'in', ...ADDRESS });
    expect(inToday.json.record).toMatchObject({ agendaEntryId: today.id, at: NOW.toISOString(), time: 1030 });
    expect(inToday.json.entry.deviations).toEqual(['lateOver15']);
    const outToday = await clock(token, { kind: 'out', ...ADDRESS });
    expect(outToday.json.record.agendaEntryId).toBe(today.id);

    const stored = await rowsOf<{ id: number; clock_data: Record<string, unknown> }>(
      t.app,
      1,
      sql`select id, clock_data from agenda_entries where id in (${early.id}, ${late.id}) order by start_time`,
    );
    // The stored flags are as of the last record: the late shift's record came after its end.
    expect(stored.map((row) => row.clock_data.deviations)).toEqual([
      [],
      ['clockInFar', 'lateOver15', 'forgotClockOut'],
    ]);
    const audit = await rowsOf<{ n: number }>(
      t.app,
      1,
      sql`select count(*)::int as n from audit_log where entity = 'ClockRecord'`,
    );
    expect(audit[0]?.n).toBeGreaterThanOrEqual(5);
  });

  it('prefers the shift not clocked in yet and the nearest start; a day without shift keeps the record unmatched', async () => {
    const employeeId = await insertEmployee(t.app, 1);
    const token = await employeeLogin(t.app, 1, employeeId);
    const { projectId } = await insertProject(t.app, 1);
    const first = await insertShift(t.app, 1, { date: YESTERDAY, employeeId, projectId, startTime: 600, endTime: 800 });
    const second = await insertShift(t.app, 1, {
      date: YESTERDAY,
      employeeId,
      projectId,
      startTime: 900,
      endTime: 1000,
    });
    await insertShift(t.app, 1, {
      date: YESTERDAY,
      employeeId: await insertEmployee(t.app, 1),
      projectId,
      startTime: 700,
    });
    expect((await clock(token, { kind: 'in', at: at(YESTERDAY, 610) })).json.record.agendaEntryId).toBe(first.id);
    // 07:10 lies nearer to 06:00 than to 09:00 (another employee's 07:00 shift is not theirs), but the 06:00 shift is clocked in already.
    expect((await clock(token, { kind: 'in', at: at(YESTERDAY, 710) })).json.record.agendaEntryId).toBe(second.id);

    const loose = await clock(token, { kind: 'in', at: at('2026-03-14', 900) });
    expect(loose.status).toBe(200);
    expect(loose.json).toMatchObject({ record: { agendaEntryId: 0, projectId: 0, distance: null }, entry: null });
  });

  it('keeps one owner’s records away from the other', async () => {
    const employeeId = await insertEmployee(t.app, 1);
    const token = await employeeLogin(t.app, 1, employeeId);
    const { projectId } = await insertProject(t.app, 1);
    await insertShift(t.app, 1, { date: TODAY, employeeId, projectId, startTime: 1000, endTime: 1100 });
    await clock(token, { kind: 'in' });
    const owner2 = await t.app.login(DEMO_USERS.admin, 2);
    const times = await t.app.request('POST', '/r/agendaEntriesClockTimes', {
      token: owner2,
      body: { startDate: TODAY, endDate: TODAY },
    });
    expect(times.status).toBe(200);
    expect(times.json.entries).toEqual([]);
  });
});
