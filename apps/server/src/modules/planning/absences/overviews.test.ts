import { PLANNING_SETTINGS_DEFAULTS } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { addUser, BACKENDS } from '../../../test/harness.ts';
import { absence, absenceTestApp, hire, savedAbsent } from './test-support.ts';

describe.each(BACKENDS)('absence overviews and planning settings on %s', (backend) => {
  const s = absenceTestApp(backend);

  it('sums approved absences of a year per employee by month and kind, with absent working days', async () => {
    const { employeeId, employerId } = await hire(s.app, s.admin, [{ minHours: 3200 }]);
    // Leave across a month end: Thursday 29 and Friday 30 July, Monday 2 August.
    await savedAbsent(s.app, s.planner, absence(employeeId, { startDate: '2027-07-29', endDate: '2027-08-02' }));
    // Sickness from 30 December 2026 into 2027: only 2027's days count (1 January is a holiday).
    await savedAbsent(
      s.app,
      s.planner,
      absence(employeeId, { kind: 2, startDate: '2026-12-30', endDate: '2027-01-05' }),
    );
    // A denied request counts nothing.
    const request = await savedAbsent(
      s.app,
      s.planner,
      absence(employeeId, { startDate: '2027-03-01', endDate: '2027-03-05', status: 1 }),
    );
    await savedAbsent(s.app, s.planner, { ...request, status: 3 });

    const response = await s.app.request('POST', '/r/absenceYearOverview', { token: s.planner, body: { year: 2027 } });
    expect(response.status).toBe(200);
    const row = response.json.find((r: { employeeId: number }) => r.employeeId === employeeId);
    expect(row.months).toHaveLength(12);
    expect(row.months[6]).toEqual({ 1: 1280 });
    expect(row.months[7]).toEqual({ 1: 640 });
    expect(row.months[2]).toEqual({});
    // 4, 5 January (Monday, Tuesday); Friday 1 January is New Year's Day.
    expect(row.months[0]).toEqual({ 2: 1280 });
    expect(row.totals).toEqual({ 1: { hours: 1920, days: 3 }, 2: { hours: 1280, days: 2 } });

    const filtered = await s.app.request('POST', '/r/absenceYearOverview', {
      token: s.planner,
      body: { year: 2027, employerId },
    });
    expect(filtered.json.map((r: { employeeId: number }) => r.employeeId)).toEqual([employeeId]);
    expect(
      (await s.app.request('POST', '/r/absenceYearOverview', { token: s.planner, body: { year: 20270 } })).status,
    ).toBe(400);
  });

  it('lists sickness absences, open and recovered, for show_employees too', async () => {
    const { employeeId } = await hire(s.app, s.admin);
    const open = await savedAbsent(
      s.app,
      s.planner,
      absence(employeeId, { kind: 2, startDate: '2026-11-02', endDate: '', percentage: 40 }),
    );
    const closed = await savedAbsent(
      s.app,
      s.planner,
      absence(employeeId, { kind: 2, startDate: '2026-09-07', endDate: '2026-09-11', sickClosed: 1 }),
    );
    await savedAbsent(
      s.app,
      s.planner,
      absence(employeeId, { kind: 1, startDate: '2026-10-05', endDate: '2026-10-09' }),
    );
    const reader = await addUser(s.app, 1, `sick-reader-${backend}@test.example`, [
      'employer_portal',
      'show_employees',
    ]);
    const response = await s.app.request('POST', '/r/sickLeaves', {
      token: reader,
      body: { startDate: '2026-01-01', endDate: '2026-11-30' },
    });
    expect(response.status).toBe(200);
    const mine = response.json.filter((a: { employeeId: number }) => a.employeeId === employeeId);
    expect(mine.map((a: { id: number }) => a.id)).toEqual([closed.id, open.id]);
    expect(mine[1]).toMatchObject({ endDate: '3000-01-01', sickClosed: 0, percentage: 40 });
    expect(mine[0]).toMatchObject({ sickClosed: 1, hours: 3800 });
    // Sickness is health data: not the basic data employees_limited reads, and nothing of sales.
    const limited = await addUser(s.app, 1, `sick-limited-${backend}@test.example`, [
      'employer_portal',
      'employees_limited',
    ]);
    const salesOnly = await addUser(s.app, 1, `sick-sales-${backend}@test.example`, ['employer_portal', 'show_sales']);
    for (const token of [limited, salesOnly]) {
      const refused = await s.app.request('POST', '/r/sickLeaves', {
        token,
        body: { startDate: '2026-01-01', endDate: '2026-11-30' },
      });
      expect(refused.status).toBe(403);
    }
  });

  it('keeps legends, tooltips and announcement defaults in the owner settings; planners change them', async () => {
    const read = await s.app.request('POST', '/r/planningSettings', { token: s.planner });
    expect(read.json).toEqual(PLANNING_SETTINGS_DEFAULTS);

    const legends = await s.app.request('POST', '/r/saveAbsentLegends', {
      token: s.planner,
      body: { legends: [{ kind: 2, color: '#e03131', label: 'Ziek' }] },
    });
    expect(legends.status).toBe(200);
    expect(legends.json.absentLegends[1]).toEqual({ kind: 2, color: '#e03131', label: 'Ziek' });
    expect(legends.json.absentLegends[0]).toEqual(PLANNING_SETTINGS_DEFAULTS.absentLegends[0]);

    const saved = await s.app.request('POST', '/r/savePlanningSettings', {
      token: s.planner,
      body: { employeePlanningTooltips: ['note', 'customer'], announcementDefaults: { mode: 2, days: 3 } },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      employeePlanningTooltips: ['customer', 'note'],
      projectPlanningTooltips: PLANNING_SETTINGS_DEFAULTS.projectPlanningTooltips,
      announcementDefaults: { mode: 2, days: 3 },
    });
    expect(saved.json.absentLegends[1].label).toBe('Ziek');

    // The administrator's general settings keep them (settings merge), and getOwner shows them.
    const owner = (await s.app.request('POST', '/r/getOwner', { token: s.admin, body: { id: 1 } })).json;
    await s.app.request('POST', '/r/saveOwner', {
      token: s.admin,
      body: { id: 1, name: owner.name, settings: { phone: '030-1234567' } },
    });
    const after = await s.app.request('POST', '/r/planningSettings', { token: s.planner });
    expect(after.json).toEqual(saved.json);

    const bad = await s.app.request('POST', '/r/savePlanningSettings', {
      token: s.planner,
      body: { announcementDefaults: { mode: 2, days: 6 } },
    });
    expect(bad.status).toBe(400);
    const badColor = await s.app.request('POST', '/r/saveAbsentLegends', {
      token: s.planner,
      body: { legends: [{ kind: 1, color: 'blue' }] },
    });
    expect(badColor.status).toBe(400);
    const reader = await addUser(s.app, 1, `settings-reader-${backend}@test.example`, [
      'employer_portal',
      'show_planning',
    ]);
    expect((await s.app.request('POST', '/r/planningSettings', { token: reader })).status).toBe(200);
    expect((await s.app.request('POST', '/r/saveAbsentLegends', { token: reader, body: { legends: [] } })).status).toBe(
      403,
    );
    expect((await s.app.request('POST', '/r/planningSettings', { token: s.planner })).json).toEqual(saved.json);
  });
});
