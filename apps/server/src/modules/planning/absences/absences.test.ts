import { VALIDATION_MESSAGES } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { describe, expect, it } from 'vitest';
import { ADMIN_1, ADMIN_2, appPerFile, PLANNER_1 } from '../../../test/app-per-file.ts';
import { addUser, BACKENDS, countRows } from '../../../test/harness.ts';
import { absence, hire, listAbsents, saveAbsent, savedAbsent } from './test-support.ts';

const DECEMBER = { startDate: '2026-12-01', endDate: '2026-12-31' };

describe.each(BACKENDS)('absences on %s', (backend) => {
  const t = appPerFile(backend, { owner1: ADMIN_1, owner2: ADMIN_2, planner: PLANNER_1 });

  it('saves a sickness, lists it in its range with its hours and reads it by id; other owners see nothing', async () => {
    const { employeeId } = await hire(t.app, t.owner1);
    const saved = await savedAbsent(t.app, t.planner, absence(employeeId, { kind: 2, description: 'Griep' }));
    expect(saved).toMatchObject({
      employeeId,
      kind: 2,
      status: 2,
      percentage: null,
      description: 'Griep',
      hours: 3800,
    });
    expect(saved.employeeName).toMatch(/^Sanne de Vries/);

    const listed = await listAbsents(t.app, t.planner, { ...DECEMBER, employeeId });
    expect(listed.map((a) => a.id)).toEqual([saved.id]);
    // Hours count inside the range asked for: 7 and 8 December only.
    const partial = await listAbsents(t.app, t.planner, { startDate: '2026-12-05', endDate: '2026-12-08', employeeId });
    expect(partial[0].hours).toBe(1520);
    expect(await listAbsents(t.app, t.planner, { ...DECEMBER, employeeId, kind: 1 })).toEqual([]);
    expect(await listAbsents(t.app, t.planner, { ...DECEMBER, employeeId, status: 1 })).toEqual([]);
    expect(await listAbsents(t.app, t.planner, { startDate: '2026-12-12', endDate: '2026-12-31', employeeId })).toEqual(
      [],
    );

    const byId = await t.app.request('POST', '/r/absentById', { token: t.planner, body: { id: saved.id } });
    expect(byId.json).toEqual(saved);
    expect((await t.app.request('POST', '/r/absentById', { token: t.owner2, body: { id: saved.id } })).status).toBe(
      404,
    );
    expect((await listAbsents(t.app, t.owner2, DECEMBER)).map((a) => a.id)).not.toContain(saved.id);
    const foreign = await saveAbsent(t.app, t.owner2, { ...absence(employeeId), id: saved.id, description: 'x' });
    expect(foreign.status).toBe(400);
  });

  it('counts a part-timer by the contract, a partial sickness by its percentage, typed hours as typed', async () => {
    const { employeeId } = await hire(t.app, t.owner1, [{ minHours: 2400 }]);
    expect((await savedAbsent(t.app, t.owner1, absence(employeeId))).hours).toBe(2400);
    const partial = await savedAbsent(
      t.app,
      t.owner1,
      absence(employeeId, { kind: 2, percentage: 50, startDate: '2026-12-14', endDate: '2026-12-18' }),
    );
    expect(partial).toMatchObject({ percentage: 50, hours: 1200 });
    // Christmas day (Friday 25 December) counts nothing.
    const christmas = await savedAbsent(
      t.app,
      t.owner1,
      absence(employeeId, { startDate: '2026-12-21', endDate: '2026-12-25' }),
    );
    expect(christmas.hours).toBe(4 * 480);
    const typed = await savedAbsent(
      t.app,
      t.owner1,
      absence(employeeId, { startDate: '2026-12-28', endDate: '2026-12-29', hourDetails: { '2026-12-28': 350 } }),
    );
    expect(typed).toMatchObject({ hourDetails: { '2026-12-28': 350 }, hours: 350 });
  });

  it('counts an open sickness in lists up to today, not the days still to come', async () => {
    const { employeeId } = await hire(t.app, t.owner1);
    const today = todayIso();
    await savedAbsent(t.app, t.owner1, absence(employeeId, { kind: 2, startDate: addDays(today, -10), endDate: '' }));
    const until = async (endDate: string) =>
      (await listAbsents(t.app, t.owner1, { startDate: addDays(today, -30), endDate, employeeId }))[0].hours;
    const upToToday = await until(today);
    expect(upToToday).toBeGreaterThan(0);
    expect(await until(addDays(today, 30))).toBe(upToToday);
  });

  it('refuses an absence without an active employment over its whole period with the exact server text', async () => {
    const { employeeId } = await hire(t.app, t.owner1, [{ startDate: '2026-12-09', endDate: '' }]);
    const before = await countRows(t.app, 'absents');
    const refused = await saveAbsent(t.app, t.owner1, absence(employeeId));
    expect(refused.status).toBe(400);
    expect(refused.json.key).toBe('absence.noEmployment');
    expect(await countRows(t.app, 'absents')).toBe(before);
    expect((await saveAbsent(t.app, t.owner1, absence(employeeId, { startDate: '2026-12-09' }))).status).toBe(200);
  });

  it('accepts a period covered by consecutive employments together, not one with a gap', async () => {
    const consecutive = await hire(t.app, t.owner1, [
      { startDate: '2020-01-01', endDate: '2026-12-08' },
      { startDate: '2026-12-09', endDate: '' },
    ]);
    expect((await saveAbsent(t.app, t.owner1, absence(consecutive.employeeId))).status).toBe(200);
    const gap = await hire(t.app, t.owner1, [
      { startDate: '2020-01-01', endDate: '2026-12-08' },
      { startDate: '2026-12-10', endDate: '' },
    ]);
    const refused = await saveAbsent(t.app, t.owner1, absence(gap.employeeId));
    expect(refused.json.key).toBe('absence.noEmployment');
    // An open sickness needs its contract from the start up to today.
    const ended = await hire(t.app, t.owner1, [{ startDate: '2020-01-01', endDate: '2021-12-31' }]);
    const open = await saveAbsent(
      t.app,
      t.owner1,
      absence(ended.employeeId, { kind: 2, startDate: '2021-12-01', endDate: '' }),
    );
    expect(open.json.key).toBe('absence.noEmployment');
  });

  it('refuses an absence in a closed salary period as closed, and one spanning a closed and an open period as to be split', async () => {
    const { employeeId, employerId } = await hire(t.app, t.owner1);
    // A sickness that began in October, saved before October's salaries were closed.
    const sick = await savedAbsent(
      t.app,
      t.owner1,
      absence(employeeId, { kind: 2, startDate: '2026-10-26', endDate: '' }),
    );
    const closing = await t.app.request('POST', '/r/setClosedDateEmployer', {
      token: t.owner1,
      body: { employerId, salaryClosedDate: '2026-10-31' },
    });
    expect(closing.status).toBe(200);
    const before = await countRows(t.app, 'absents');

    const inside = await saveAbsent(
      t.app,
      t.owner1,
      absence(employeeId, { startDate: '2026-10-05', endDate: '2026-10-09' }),
    );
    expect(inside.status).toBe(400);
    expect(inside.json.key).toBe('salaryPeriod.closed');
    const spanning = await saveAbsent(
      t.app,
      t.owner1,
      absence(employeeId, { startDate: '2026-10-29', endDate: '2026-11-04' }),
    );
    expect(spanning.status).toBe(400);
    expect(spanning.json.key).toBe('absence.spansClosedPeriod');
    expect(await countRows(t.app, 'absents')).toBe(before);
    // The open part alone saves.
    expect(
      (await saveAbsent(t.app, t.owner1, absence(employeeId, { startDate: '2026-11-02', endDate: '2026-11-04' })))
        .status,
    ).toBe(200);

    // The sickness may end after the closed date, but what it says about October stays.
    const recovered = await saveAbsent(t.app, t.owner1, { ...sick, endDate: '2026-11-13', sickClosed: 1 });
    expect(recovered.status).toBe(200);
    expect(recovered.json).toMatchObject({ endDate: '2026-11-13', sickClosed: 1 });
    const moved = await saveAbsent(t.app, t.owner1, { ...recovered.json, startDate: '2026-10-27' });
    expect(moved.json.key).toBe('absence.spansClosedPeriod');
    const removed = await saveAbsent(t.app, t.owner1, { id: sick.id, deleted: 1 });
    expect(removed.json.key).toBe('salaryPeriod.closed');
    const stored = await t.app.request('POST', '/r/absentById', { token: t.owner1, body: { id: sick.id } });
    expect(stored.json).toMatchObject({ startDate: '2026-10-26', endDate: '2026-11-13', deleted: 0 });
  });

  it('refuses bad input with clear messages and writes nothing', async () => {
    const { employeeId } = await hire(t.app, t.owner1);
    const before = await countRows(t.app, 'absents');
    const message = async (overrides: Record<string, unknown>) => {
      const response = await saveAbsent(t.app, t.owner1, absence(employeeId, overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      return response.json.issues?.[0]?.message ?? response.json.message;
    };
    expect(await message({ kind: 2, percentage: 0 })).toBe(VALIDATION_MESSAGES.partialSickPercentage);
    expect(await message({ kind: 2, percentage: 100 })).toBe(VALIDATION_MESSAGES.partialSickPercentage);
    expect(await message({ kind: 1, percentage: 50 })).toBe(VALIDATION_MESSAGES.percentageSicknessOnly);
    expect(await message({ endDate: '2026-12-06' })).toBe(VALIDATION_MESSAGES.endBeforeStart);
    expect(await message({ endDate: '' })).toBe(VALIDATION_MESSAGES.required);
    expect(await message({ hourDetails: { '2026-12-20': 100 } })).toBe(VALIDATION_MESSAGES.hoursOutsidePeriod);
    await message({ kind: 7 });
    await message({ kind: 0 });
    await message({ status: 5 });
    await message({ startDate: '2026-02-30' });
    expect(await message({ status: 4 })).toBe('Approve or deny the request before sending the response');
    expect(await countRows(t.app, 'absents')).toBe(before);
  });

  it("refuses another owner's employee and unknown absences", async () => {
    const other = await hire(t.app, t.owner2);
    const foreign = await saveAbsent(t.app, t.owner1, absence(other.employeeId));
    expect(foreign.status).toBe(400);
    expect((await saveAbsent(t.app, t.owner1, { ...absence(other.employeeId), id: 999_999 })).status).toBe(400);
    expect((await saveAbsent(t.app, t.owner1, { id: 999_999, deleted: 1 })).status).toBe(404);
    expect((await t.app.request('POST', '/r/absentById', { token: t.owner1, body: { id: 999_999 } })).status).toBe(404);
  });

  it('deletes with deleted: 1; the absence leaves the lists and its id', async () => {
    const { employeeId } = await hire(t.app, t.owner1);
    const saved = await savedAbsent(t.app, t.owner1, absence(employeeId));
    const deleted = await saveAbsent(t.app, t.owner1, { id: saved.id, deleted: 1 });
    expect(deleted.status).toBe(200);
    expect(deleted.json.deleted).toBe(1);
    expect(await listAbsents(t.app, t.owner1, { ...DECEMBER, employeeId })).toEqual([]);
    expect((await t.app.request('POST', '/r/absentById', { token: t.owner1, body: { id: saved.id } })).status).toBe(
      404,
    );
    expect((await saveAbsent(t.app, t.owner1, { id: saved.id, deleted: 1 })).status).toBe(404);
  });

  it('lets planning readers read and only planning_edit write', async () => {
    const { employeeId } = await hire(t.app, t.owner1);
    const reader = await addUser(t.app, 1, `absence-reader-${backend}@test.example`, [
      'employer_portal',
      'show_planning',
    ]);
    expect((await t.app.request('POST', '/r/absentsDateRange', { token: reader, body: DECEMBER })).status).toBe(200);
    expect((await saveAbsent(t.app, reader, absence(employeeId))).status).toBe(403);
  });
});
