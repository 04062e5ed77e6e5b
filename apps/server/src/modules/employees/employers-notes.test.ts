import { VALIDATION_MESSAGES } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.ts';
import { day, employment, person, saveEmployee, saveEmployer, today } from '../../test/fixtures/employees.ts';
import { appWithAdmins, BACKENDS, countRows } from '../../test/harness.ts';

describe.each(BACKENDS)('employers, employments, notes and home on %s', (backend) => {
  const t = appWithAdmins(backend);

  const employers = async (token: string) => (await t.app.request('GET', '/r/allEmployers', { token })).json;

  it('saves an employer: factors become numbers, leave types keep their order, period types 0-3', async () => {
    const response = await t.app.request('POST', '/r/saveEmployer', {
      token: t.owner1,
      body: {
        id: 0,
        name: 'Schoonmaak Utrecht B.V.',
        conversionFactors: JSON.stringify({ a: '1.5', aExtras: '0.25', b: 2, bExtras: 0, c: '3', cExtras: '0' }),
        leaveTypes: [
          { name: 'Bijzonder verlof', order: 2 },
          { name: 'Vakantie', order: 1 },
          { name: 'ADV', order: 2 },
        ],
        periodType: '3',
      },
    });
    expect(response.status).toBe(200);
    expect(response.json.conversionFactors).toEqual({ a: 1.5, aExtras: 0.25, b: 2, bExtras: 0, c: 3, cExtras: 0 });
    expect(response.json.leaveTypes.map((l: { name: string }) => l.name)).toEqual([
      'Vakantie',
      'Bijzonder verlof',
      'ADV',
    ]);
    expect(response.json.periodType).toBe(3);
    expect((await employers(t.owner1)).find((e: { id: number }) => e.id === response.json.id)).toEqual(response.json);
    const bad = await t.app.request('POST', '/r/saveEmployer', { token: t.owner1, body: { name: 'X', periodType: 4 } });
    expect(bad.status).toBe(400);
  });

  it('refuses to delete an employer with employments; deletes one without', async () => {
    const employerId = await saveEmployer(t.app, t.owner1);
    const saved = await saveEmployee(t.app, t.owner1, { ...person(), employments: [employment(employerId)] });
    const [employer] = (await employers(t.owner1)).filter((e: { id: number }) => e.id === employerId);
    const refused = await t.app.request('POST', '/r/saveEmployer', {
      token: t.owner1,
      body: { ...employer, deleted: 1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      key: 'employer.withEmployments',
      message: 'Cannot delete employer with employments.',
    });
    await saveEmployee(t.app, t.owner1, { ...saved, employments: [{ ...saved.employments[0], deleted: 1 }] });
    const deleted = await t.app.request('POST', '/r/saveEmployer', {
      token: t.owner1,
      body: { ...employer, deleted: 1 },
    });
    expect(deleted.status).toBe(200);
    expect((await employers(t.owner1)).map((e: { id: number }) => e.id)).not.toContain(employerId);
  });

  it('closes salary periods irreversibly and refuses employment changes inside them', async () => {
    const employerId = await saveEmployer(t.app, t.owner1);
    const saved = await saveEmployee(t.app, t.owner1, {
      ...person(),
      employments: [employment(employerId, { startDate: '2023-01-01', endDate: '2023-12-31' })],
    });
    const close = (salaryClosedDate: string) =>
      t.app.request('POST', '/r/setClosedDateEmployer', { token: t.owner1, body: { employerId, salaryClosedDate } });
    expect((await close('2024-03-31')).json.salaryClosedDate).toBe('2024-03-31');
    const back = await close('2024-02-29');
    expect(back.status).toBe(400);
    expect(back.json).toMatchObject({
      key: 'employer.closedDateBackwards',
      message: 'The salary closed date cannot be moved back',
    });

    const check = (startDate: string, endDate: string) =>
      t.app.request('POST', '/r/checkClosedDateEmployer', {
        token: t.owner1,
        body: { employeeId: saved.id, employerId, startDate, endDate },
      });
    expect((await check('2024-03-31', '')).json).toEqual({ closed: true, salaryClosedDate: '2024-03-31' });
    expect((await check('2024-04-01', '')).json).toEqual({ closed: false, salaryClosedDate: '2024-03-31' });

    const inClosed = await t.app.request('POST', '/r/saveEmployment', {
      token: t.owner1,
      body: { employeeId: saved.id, employment: employment(employerId, { startDate: '2024-03-01' }) },
    });
    expect(inClosed.status).toBe(400);
    expect(inClosed.json).toMatchObject({
      key: 'salaryPeriod.closed',
      message: 'The salary period of this employer is closed for this date',
    });
    const moved = await t.app.request('POST', '/r/saveEmployment', {
      token: t.owner1,
      body: { employeeId: saved.id, employment: { ...saved.employments[0], endDate: '2024-06-30' } },
    });
    expect(moved.json.key).toBe('salaryPeriod.closed');
    // Unchanged dates in the closed period are fine: a later change of the hours saves.
    const hours = await t.app.request('POST', '/r/saveEmployment', {
      token: t.owner1,
      body: { employeeId: saved.id, employment: { ...saved.employments[0], minHours: 800 } },
    });
    expect(hours.status).toBe(200);
    const after = await t.app.request('POST', '/r/saveEmployment', {
      token: t.owner1,
      body: { employeeId: saved.id, employment: employment(employerId, { startDate: '2024-04-01' }) },
    });
    expect(after.status).toBe(200);
    expect((await close('2024-01-31')).status).toBe(400);
  });

  it('saveEmployment: closes on a termination reason, refuses overlaps of one employer', async () => {
    const employerId = await saveEmployer(t.app, t.owner1);
    const otherEmployer = await saveEmployer(t.app, t.owner1);
    const saved = await saveEmployee(t.app, t.owner1, {
      ...person(),
      employments: [employment(employerId, { startDate: '2022-01-01' })],
    });
    const terminated = await t.app.request('POST', '/r/saveEmployment', {
      token: t.owner1,
      body: {
        employeeId: saved.id,
        employment: JSON.stringify({ ...saved.employments[0], endDate: '2024-12-31' }),
        reasonTermination: 'Eigen verzoek',
        reasonTerminationId: '3',
      },
    });
    expect(terminated.status).toBe(200);
    expect(terminated.json).toMatchObject({ isClosed: 1, reasonTerminationId: 3, reasonTermination: 'Eigen verzoek' });

    const overlap = await t.app.request('POST', '/r/saveEmployment', {
      token: t.owner1,
      body: { employeeId: saved.id, employment: employment(employerId, { startDate: '2024-12-01' }) },
    });
    expect(overlap.status).toBe(400);
    expect(overlap.json.message).toBe(VALIDATION_MESSAGES.contractOverlap);
    const otherOk = await t.app.request('POST', '/r/saveEmployment', {
      token: t.owner1,
      body: { employeeId: saved.id, employment: employment(otherEmployer, { startDate: '2024-12-01' }) },
    });
    expect(otherOk.status).toBe(200);
    const next = await t.app.request('POST', '/r/saveEmployment', {
      token: t.owner1,
      body: { employeeId: saved.id, employment: employment(employerId, { startDate: '2025-01-01' }) },
    });
    expect(next.status).toBe(200);
    expect(next.json.number).toBeGreaterThan(terminated.json.number);
    const unknownEmployer = await t.app.request('POST', '/r/saveEmployment', {
      token: t.owner1,
      body: { employeeId: saved.id, employment: employment(999_999, { startDate: '2030-01-01' }) },
    });
    expect(unknownEmployer.status).toBe(400);
  });

  it('keeps employers away from other owners', async () => {
    const employerId = await saveEmployer(t.app, t.owner1);
    const [employer] = (await employers(t.owner1)).filter((e: { id: number }) => e.id === employerId);
    expect((await employers(t.owner2)).map((e: { id: number }) => e.id)).not.toContain(employerId);
    for (const body of [
      { ...employer, name: 'Taken' },
      { ...employer, deleted: 1 },
    ]) {
      expect((await t.app.request('POST', '/r/saveEmployer', { token: t.owner2, body })).status).toBe(404);
    }
    const close = await t.app.request('POST', '/r/setClosedDateEmployer', {
      token: t.owner2,
      body: { employerId, salaryClosedDate: '2024-01-31' },
    });
    expect(close.status).toBe(400);
    // Owner 2 cannot hang an employment on owner 1's employer.
    const own = await saveEmployee(t.app, t.owner2, person());
    const borrowed = await t.app.request('POST', '/r/saveEmployment', {
      token: t.owner2,
      body: { employeeId: own.id, employment: employment(employerId) },
    });
    expect(borrowed.status).toBe(400);
    expect((await employers(t.owner1)).find((e: { id: number }) => e.id === employerId)).toEqual(employer);
  });

  it('saves notes with the author, lists them newest first, and keeps them per owner', async () => {
    const saved = await saveEmployee(t.app, t.owner1, person());
    const note = (date: string, text: string) => ({ id: 0, employeeId: saved.id, kind: 3, rating: 10, date, text });
    const older = await t.app.request('POST', '/r/saveEmployeeNote', {
      token: t.owner1,
      body: note('2024-01-10', 'Intake'),
    });
    expect(older.status).toBe(200);
    expect(older.json).toMatchObject({ createdBy: DEMO_USERS.admin, text: 'Intake', kind: 3 });
    await t.app.request('POST', '/r/saveEmployeeNote', { token: t.owner1, body: note('2024-06-01', 'Evaluation') });
    const gone = await t.app.request('POST', '/r/saveEmployeeNote', {
      token: t.owner1,
      body: note('2024-07-01', 'Typo'),
    });
    await t.app.request('POST', '/r/saveEmployeeNote', { token: t.owner1, body: { ...gone.json, deleted: 1 } });
    const notes = await t.app.request('POST', '/r/notesEmployee', { token: t.owner1, body: { id: saved.id } });
    expect(notes.json.map((n: { text: string }) => n.text)).toEqual(['Evaluation', 'Intake']);

    expect((await t.app.request('POST', '/r/notesEmployee', { token: t.owner2, body: { id: saved.id } })).status).toBe(
      404,
    );
    const before = await countRows(t.app, 'employee_notes');
    const foreign = await t.app.request('POST', '/r/saveEmployeeNote', {
      token: t.owner2,
      body: note('2024-01-01', 'x'),
    });
    expect(foreign.status).toBe(400);
    const change = await t.app.request('POST', '/r/saveEmployeeNote', {
      token: t.owner2,
      body: { ...older.json, text: 'changed' },
    });
    expect(change.status).toBe(400);
    const badKind = await t.app.request('POST', '/r/saveEmployeeNote', {
      token: t.owner1,
      body: { ...note(today, 'x'), kind: 9 },
    });
    expect(badKind.status).toBe(400);
    expect(await countRows(t.app, 'employee_notes')).toBe(before);
  });

  it('shows birthdays of active employees, contracts ending within 2 months and anniversaries', async () => {
    const employerId = await saveEmployer(t.app, t.owner1);
    const birthday = (offset: number) => `1985${day(offset).slice(4)}`;
    const celebrant = await saveEmployee(t.app, t.owner1, {
      ...person({ birthDate: birthday(0) }),
      employments: [employment(employerId, { startDate: `${Number(today.slice(0, 4)) - 3}${today.slice(4, 8)}01` })],
    });
    const soon = await saveEmployee(t.app, t.owner1, {
      ...person({ birthDate: birthday(3) }),
      employments: [employment(employerId, { startDate: '2024-01-01', endDate: day(20) })],
    });
    const inactive = await saveEmployee(t.app, t.owner1, { ...person({ birthDate: birthday(0) }) });
    const home = await t.app.request('GET', '/r/employeesHome', { token: t.owner1 });
    expect(home.status).toBe(200);
    const ids = (list: { id: number }[]) => list.map((p) => p.id);
    expect(ids(home.json.birthdays.today)).toContain(celebrant.id);
    expect(ids(home.json.birthdays.today)).not.toContain(inactive.id);
    expect(ids(home.json.birthdays.nextDays)).toContain(soon.id);
    expect(home.json.endingContracts.find((c: { employeeId: number }) => c.employeeId === soon.id)).toMatchObject({
      name: soon.name,
      endDate: day(20),
    });
    expect(home.json.anniversaries.find((a: { id: number }) => a.id === celebrant.id)).toMatchObject({ workYears: 3 });
    const limitedHome = await t.app.request('GET', '/r/employeesHome', { token: t.owner2 });
    expect(ids(limitedHome.json.birthdays.today)).not.toContain(celebrant.id);
  });
});
