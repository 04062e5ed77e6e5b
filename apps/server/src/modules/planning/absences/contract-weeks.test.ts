import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { agendaEntries } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/tenant.ts';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { BACKENDS } from '../../../test/harness.ts';
import { absence, absenceTestApp, hire, savedAbsent } from './test-support.ts';

// Shifts belong to the SHIFTS module; these tests write them straight into the table, as that module will.

interface Shift {
  employeeId: number;
  date: string;
  hours: number;
  source?: string;
  deleted?: number;
}

describe.each(BACKENDS)('contract hours per ISO week on %s', (backend) => {
  const s = absenceTestApp(backend);

  const plan = (shifts: Shift[]) =>
    withTenant(s.app.database, 1, (tx) =>
      tx.insert(agendaEntries).values(
        shifts.map((s) => ({
          ownerId: 1,
          key: randomUUID(),
          date: s.date,
          employeeId: s.employeeId,
          projectId: 1,
          startTime: 800,
          endTime: 800 + Math.round((s.hours * 60) / 100),
          hours: s.hours,
          source: s.source ?? '',
          deleted: s.deleted ?? 0,
        })),
      ),
    );

  const weeksV2 = async (body: Record<string, unknown>) => {
    const response = await s.app.request('POST', '/r/countPlanningContractWeekV2', { token: s.planner, body });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    return response.json;
  };

  it('sums the live shifts of a week against the contract, holidays and approved absences taken off', async () => {
    const staff = await hire(s.app, s.admin, [{ minHours: 2400 }]);
    const { employeeId } = staff;
    // ISO week 50 of 2026 (7-13 December): 20 hours planned; a removed default shift and a deleted one do not count.
    await plan([
      { employeeId, date: '2026-12-07', hours: 800 },
      { employeeId, date: '2026-12-08', hours: 800 },
      { employeeId, date: '2026-12-13', hours: 400 },
      { employeeId, date: '2026-12-09', hours: 800, source: 'del' },
      { employeeId, date: '2026-12-10', hours: 800, deleted: 1 },
      // Week 52 (21-27 December, Christmas on Friday): 24 hours planned.
      { employeeId, date: '2026-12-21', hours: 2400 },
      // Week 53 (28 December - 3 January): 19.20 hours.
      { employeeId, date: '2026-12-29', hours: 1920 },
    ]);
    // Two days of approved leave in week 53; a requested leave changes nothing.
    await savedAbsent(s.app, s.planner, absence(employeeId, { startDate: '2026-12-30', endDate: '2026-12-31' }));
    await savedAbsent(
      s.app,
      s.planner,
      absence(employeeId, { startDate: '2026-12-28', endDate: '2026-12-28', status: 1 }),
    );

    const v1 = await s.app.request('POST', '/r/countPlanningContractWeek', {
      token: s.planner,
      body: { year: 2026, week: 50 },
    });
    expect(v1.status).toBe(200);
    expect(v1.json.find((row: { employeeId: number }) => row.employeeId === employeeId)).toMatchObject({
      contract: 2400,
      planned: 2000,
    });

    const answer = await weeksV2({ startYear: 2026, startWeek: 50, endYear: 2026, endWeek: 53 });
    expect(answer.weeks.map((w: { week: number; startDate: string }) => `${w.week} ${w.startDate}`)).toEqual([
      '50 2026-12-07',
      '51 2026-12-14',
      '52 2026-12-21',
      '53 2026-12-28',
    ]);
    const row = answer.rows.find((r: { employeeId: number }) => r.employeeId === employeeId);
    expect(row.employerIds).toEqual([staff.employerId]);
    expect(row.weeks[0]).toMatchObject({
      contract: 2400,
      holiday: 0,
      absence: 0,
      available: 2400,
      planned: 2000,
      difference: -400,
      balance: 'under',
    });
    expect(row.weeks[1]).toMatchObject({ planned: 0, balance: 'under' });
    // Christmas takes a fifth of the contract week off: 19.20 left, 24 planned.
    expect(row.weeks[2]).toMatchObject({
      holiday: 480,
      available: 1920,
      planned: 2400,
      difference: 480,
      balance: 'over',
    });
    // New Year's Day (Friday 1 January 2027) and two days of leave: 9.60 left, 19.20 planned.
    expect(row.weeks[3]).toMatchObject({ holiday: 480, absence: 960, available: 960, planned: 1920, balance: 'over' });
    expect(row.total).toMatchObject({ contract: 9600, planned: 6320 });
  });

  it('counts a contract that starts mid-week by its part of the rooster, and filters by employer', async () => {
    const starter = await hire(s.app, s.admin, [{ startDate: '2026-12-09', minHours: 3800 }]);
    const other = await hire(s.app, s.admin);
    const answer = await weeksV2({
      startYear: 2026,
      startWeek: 50,
      endYear: 2026,
      endWeek: 50,
      employerId: starter.employerId,
    });
    expect(answer.rows.map((r: { employeeId: number }) => r.employeeId)).toEqual([starter.employeeId]);
    expect(answer.rows[0].weeks[0].contract).toBe(2280);
    expect(answer.employers.map((e: { id: number }) => e.id)).toEqual(
      expect.arrayContaining([starter.employerId, other.employerId]),
    );
    const all = await weeksV2({ startYear: 2026, startWeek: 50, endYear: 2026, endWeek: 50 });
    expect(all.rows.map((r: { employeeId: number }) => r.employeeId)).toEqual(
      expect.arrayContaining([starter.employeeId, other.employeeId]),
    );
  });

  it('shows planned hours of someone without a contract as over', async () => {
    const ended = await hire(s.app, s.admin, [{ startDate: '2020-01-01', endDate: '2021-12-31' }]);
    await plan([{ employeeId: ended.employeeId, date: '2027-02-02', hours: 500 }]);
    const answer = await weeksV2({ startYear: 2027, startWeek: 5, endYear: 2027, endWeek: 5 });
    const row = answer.rows.find((r: { employeeId: number }) => r.employeeId === ended.employeeId);
    expect(row.weeks[0]).toMatchObject({ contract: 0, planned: 500, difference: 500, balance: 'over' });
    expect(row.employerIds).toEqual([]);
  });

  it('refuses weeks that do not exist and ranges of more than 53 weeks', async () => {
    const bad = async (body: Record<string, unknown>, path = '/r/countPlanningContractWeekV2') =>
      (await s.app.request('POST', path, { token: s.planner, body })).status;
    expect(await bad({ year: 2027, week: 53 }, '/r/countPlanningContractWeek')).toBe(400);
    expect(await bad({ startYear: 2026, startWeek: 1, endYear: 2027, endWeek: 10 })).toBe(400);
    expect(await bad({ startYear: 2026, startWeek: 10, endYear: 2026, endWeek: 9 })).toBe(400);
    expect(await bad({})).toBe(400);
  });

  it('answers another owner with its own employees only', async () => {
    const owner2 = await s.app.login(DEMO_USERS.admin, 2);
    const mine = await hire(s.app, s.admin);
    const response = await s.app.request('POST', '/r/countPlanningContractWeekV2', {
      token: owner2,
      body: { startYear: 2026, startWeek: 50, endYear: 2026, endWeek: 50 },
    });
    expect(response.json.rows.map((r: { employeeId: number }) => r.employeeId)).not.toContain(mine.employeeId);
    expect(response.json.employers.map((e: { id: number }) => e.id)).not.toContain(mine.employerId);
  });
});
