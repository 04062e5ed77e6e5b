import { VALIDATION_MESSAGES, ZAgendaEntry } from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_1, ADMIN_2, appPerFile, PLANNER_1 } from '../../../test/app-per-file.ts';
import { addUser, BACKENDS, countRows } from '../../../test/harness.ts';
import {
  dbRows,
  liveShifts,
  markInvoiced,
  monday,
  projectWith,
  saveShift,
  shift,
  today,
  work,
  worker,
} from './test-support.ts';

describe.each(BACKENDS)('saving shifts on %s', (backend) => {
  const t = appPerFile(backend, { owner1: ADMIN_1, owner2: ADMIN_2, planner: PLANNER_1 });
  let reader: string;
  let employeeId: number;
  let employerId: number;
  let projectId: number;
  let workId: number;

  beforeAll(async () => {
    reader = await addUser(t.app, 1, 'reader@test.example', ['employer_portal', 'show_planning']);
    ({ employeeId, employerId } = await worker(t.app, t.owner1));
    const saved = await projectWith(t.app, t.owner1, [work()]);
    projectId = saved.id;
    workId = saved.works[0].id;
  });

  const post = (path: string, token: string, body: unknown) => t.app.request('POST', `/r${path}`, { token, body });

  it('creates a shift with computed hours and a key, updates it keeping the key, and deletes it', async () => {
    const created = await saveShift(
      t.app,
      t.planner,
      shift({ employeeId, projectId, workId, startTime: 800, endTime: 1230, pause: 50, hours: 9999 }),
    );
    expect(created).toMatchObject({ employeeId, projectId, workId, hours: 400, planningType: 3, source: '' });
    expect(created.key).toMatch(/^[0-9a-f-]{36}$/);
    // The answer is exactly the shared schema of a stored entry.
    expect(ZAgendaEntry.parse(created)).toEqual(created);
    const updated = await saveShift(t.app, t.planner, { ...created, endTime: 1300, note: 'Sleutel bij de balie' });
    expect(updated).toMatchObject({ id: created.id, key: created.key, hours: 450, note: 'Sleutel bij de balie' });
    const deleted = await post('/saveAgendaEntry', t.planner, { id: created.id, deleted: 1 });
    expect(deleted.status).toBe(200);
    expect(deleted.json.deleted).toBe(1);
    const read = await post('/AgendaEntriesByIds', t.planner, { ids: [created.id] });
    expect(read.json).toEqual([]);
    // A deleted shift can be neither changed nor deleted again.
    expect((await post('/saveAgendaEntry', t.planner, { ...updated })).status).toBe(404);
    expect((await post('/saveAgendaEntry', t.planner, { id: created.id, deleted: 1 })).status).toBe(404);
  });

  it('refuses bad times with a clear message and writes nothing', async () => {
    const before = await countRows(t.app, 'agenda_entries');
    const cases: [Record<string, unknown>, string][] = [
      [{ startTime: 1000, endTime: 900 }, VALIDATION_MESSAGES.endTimeBeforeStart],
      [{ startTime: 1000, endTime: 1000 }, VALIDATION_MESSAGES.endTimeBeforeStart],
      [{ startTime: 860, endTime: 1000 }, VALIDATION_MESSAGES.invalidTime],
      [{ startTime: 800, endTime: 900, pause: 150 }, 'The pause is longer than the shift'],
      [{ travelTime: -5 }, 'travelTime'],
    ];
    for (const [change, message] of cases) {
      const response = await post('/saveAgendaEntry', t.planner, shift({ employeeId, projectId, ...change }));
      expect(response.status, message).toBe(400);
      expect(response.json.message).toContain(message);
    }
    expect(await countRows(t.app, 'agenda_entries')).toBe(before);
  });

  it('answers exactly "Bad Request. Work date is out of range" for unreal and far dates, the bulk call too', async () => {
    const before = await countRows(t.app, 'agenda_entries');
    const year = Number(today.slice(0, 4));
    for (const date of ['2026-02-30', '23-11-2026', `${year + 3}-01-01`, `${year - 3}-12-31`, '', 'tomorrow']) {
      const single = await post('/saveAgendaEntry', t.planner, shift({ employeeId, projectId, date }));
      expect(single.status, date).toBe(400);
      expect(single.json.key).toBe('shift.workDateOutOfRange');
      const bulk = await post('/updateAgendaEntries', t.planner, {
        entries: [shift({ employeeId, projectId }), shift({ employeeId, projectId, date })],
      });
      expect(bulk.status, date).toBe(400);
      expect(bulk.json.key).toBe('shift.workDateOutOfRange');
    }
    expect(await countRows(t.app, 'agenda_entries')).toBe(before);
    expect(
      (await post('/saveAgendaEntry', t.planner, shift({ employeeId, projectId, date: `${year + 2}-12-31` }))).status,
    ).toBe(200);
  });

  it("refuses unknown or another owner's employee, project and work, and never shows another owner's shift", async () => {
    const other = await worker(t.app, t.owner2);
    const otherProject = await projectWith(t.app, t.owner2, [work()]);
    const secondProject = await projectWith(t.app, t.owner1, [work()]);
    const cases: [Record<string, unknown>, string][] = [
      [{ employeeId: other.employeeId }, `Invalid data: employeeId: Employee ${other.employeeId} not found`],
      [{ employeeId: 999_999 }, 'Invalid data: employeeId: Employee 999999 not found'],
      [{ projectId: otherProject.id }, `Invalid data: projectId: Project ${otherProject.id} not found`],
      [{ workId: otherProject.works[0].id }, `Invalid data: workId: Work ${otherProject.works[0].id} not found`],
      [{ workId: secondProject.works[0].id }, `Work ${secondProject.works[0].id} not found on project ${projectId}`],
    ];
    for (const [change, message] of cases) {
      const response = await post('/saveAgendaEntry', t.planner, shift({ employeeId, projectId, ...change }));
      expect(response.status, message).toBe(400);
      expect(response.json.message).toBe(message);
    }
    const mine = await saveShift(t.app, t.planner, shift({ employeeId, projectId }));
    expect((await post('/saveAgendaEntry', t.owner2, { ...mine, projectId: otherProject.id })).status).toBe(400);
    expect((await post('/saveAgendaEntry', t.owner2, { id: mine.id, deleted: 1 })).status).toBe(404);
    expect((await post('/agendaEntryMultiDelete', t.owner2, { ids: [mine.id] })).status).toBe(404);
    expect((await post('/AgendaEntriesByIds', t.owner2, { ids: [mine.id] })).json).toEqual([]);
    const range = { startDate: mine.date, endDate: mine.date };
    expect((await post('/agendaEntriesDateRange', t.owner2, range)).json).toEqual([]);
    expect((await post('/agendaEntriesDateRange', t.owner1, range)).json.map((e: { id: number }) => e.id)).toContain(
      mine.id,
    );
  });

  it('refuses changes on days in the closed salary period, for the old and for the new date', async () => {
    const { employeeId: closedWorker, employerId: closedEmployer } = await worker(t.app, t.owner1);
    const open = await saveShift(t.app, t.planner, shift({ employeeId: closedWorker, projectId, date: monday(-1) }));
    const settled = await saveShift(
      t.app,
      t.planner,
      shift({ employeeId: closedWorker, projectId, date: monday(-1), startTime: 1100, endTime: 1200 }),
    );
    expect((await post('/confirmAgendaEntries', t.planner, { entries: [{ id: settled.id }] })).status).toBe(200);
    const closeUntil = addDays(monday(-1), 2);
    const closed = await post('/setClosedDateEmployer', t.owner1, {
      employerId: closedEmployer,
      salaryClosedDate: closeUntil,
    });
    expect(closed.status).toBe(200);
    const refused = [
      shift({ employeeId: closedWorker, projectId, date: closeUntil }),
      { ...open, startTime: 900 },
      { ...open, date: addDays(closeUntil, 1) },
      { id: open.id, deleted: 1 },
    ];
    for (const body of refused) {
      const response = await post('/saveAgendaEntry', t.planner, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.key).toBe('salaryPeriod.closed');
    }
    // Moving a shift from an open day into the closed period is refused too.
    const later = await saveShift(t.app, t.planner, shift({ employeeId: closedWorker, projectId, date: monday(1) }));
    const moved = await post('/updateAgendaEntries', t.planner, { entries: [{ ...later, date: closeUntil }] });
    expect(moved.json.key).toBe('salaryPeriod.closed');
    // Confirming, unconfirming and deleting several at once are refused as a whole, with the open shift in the list
    // (the one confirmed with it is in the past: hours of a shift after today are refused for that reason first).
    const worked = await saveShift(
      t.app,
      t.planner,
      shift({ employeeId: closedWorker, projectId, date: addDays(closeUntil, 1), startTime: 1300, endTime: 1400 }),
    );
    for (const [path, body] of [
      ['/confirmAgendaEntries', { entries: [{ id: worked.id }, { id: open.id }] }],
      ['/unconfirmAgendaEntries', { ids: [settled.id] }],
      ['/agendaEntryMultiDelete', { ids: [later.id, open.id] }],
    ] as const) {
      const response = await post(path, t.planner, body);
      expect(response.status, path).toBe(400);
      expect(response.json.key).toBe('salaryPeriod.closed');
    }
    const byId = new Map(
      (await post('/AgendaEntriesByIds', t.planner, { ids: [open.id, later.id, settled.id] })).json.map(
        (entry: { id: number }) => [entry.id, entry],
      ),
    );
    expect(byId.get(open.id)).toMatchObject({ confirmed: 0, deleted: 0, startTime: open.startTime });
    expect(byId.get(later.id)).toMatchObject({ confirmed: 0, deleted: 0 });
    expect(byId.get(settled.id)).toMatchObject({ confirmed: 1 });
    // Another employer's employee on the same day is not locked.
    expect((await post('/saveAgendaEntry', t.planner, shift({ employeeId, projectId, date: closeUntil }))).status).toBe(
      200,
    );
    expect(employerId).not.toBe(closedEmployer);
  });

  it('keeps confirmed hours until they are unconfirmed, and invoiced shifts read-only', async () => {
    const saved = await saveShift(t.app, t.planner, shift({ employeeId, projectId, date: monday(0) }));
    expect((await post('/confirmAgendaEntries', t.planner, { entries: [{ id: saved.id }] })).status).toBe(200);
    const [confirmed] = (await post('/AgendaEntriesByIds', t.planner, { ids: [saved.id] })).json;
    for (const change of [{ startTime: 700 }, { date: monday(1) }, { employeeId: 0 }]) {
      const response = await post('/saveAgendaEntry', t.planner, { ...confirmed, ...change });
      expect(response.status).toBe(400);
      expect(response.json.key).toBe('shift.confirmed');
    }
    const remove = await post('/saveAgendaEntry', t.planner, { id: saved.id, deleted: 1 });
    expect(remove.json.key).toBe('shift.confirmed');
    // A note is not part of the hours.
    expect((await saveShift(t.app, t.planner, { ...confirmed, note: 'Klant tevreden' })).note).toBe('Klant tevreden');
    await post('/unconfirmAgendaEntries', t.planner, { ids: [saved.id] });
    const [scheduled] = (await post('/AgendaEntriesByIds', t.planner, { ids: [saved.id] })).json;
    expect((await saveShift(t.app, t.planner, { ...scheduled, startTime: 700 })).hours).toBe(300);

    await markInvoiced(t.app, 1, saved.id);
    const [invoiced] = (await post('/AgendaEntriesByIds', t.planner, { ids: [saved.id] })).json;
    for (const [path, body] of [
      ['/saveAgendaEntry', { ...invoiced, note: 'x' }],
      ['/saveAgendaEntry', { id: saved.id, deleted: 1 }],
      ['/agendaEntryMultiDelete', { ids: [saved.id] }],
      ['/unconfirmAgendaEntries', { ids: [saved.id] }],
      ['/confirmAgendaEntries', { entries: [{ id: saved.id, startTime: 600 }] }],
    ] as const) {
      const response = await post(path, t.planner, body);
      expect(response.status, path).toBe(400);
      expect(response.json.key).toBe('shift.invoiced');
    }
    const byInvoice = await post('/AgendaEntriesByInvoice', t.owner1, { id: 77 });
    expect(byInvoice.json.agendaEntries.map((e: { id: number }) => e.id)).toEqual([saved.id]);
    expect(byInvoice.json).toMatchObject({ uploads1: [], uploads2: [] });

    // Its work order (named by workOrderUploadId) and a photo filed under its key come along; another shift's not.
    const file = (name: string, belongsString: string) =>
      dbRows<{ id: number }>(
        t.app,
        1,
        sql`insert into uploads (owner_id, belongs_to, belongs_string, file_name, mime_type, size)
          values (1, 31, ${belongsString}, ${name}, 'application/pdf', 10) returning id`,
      ).then((rows) => rows[0]?.id as number);
    const workOrder = await file('werkbon.pdf', '');
    const photo = await file('foto.pdf', saved.key);
    await file('other.pdf', 'another-key');
    await dbRows(t.app, 1, sql`update agenda_entries set work_order_upload_id = ${workOrder} where id = ${saved.id}`);
    const withFiles = await post('/AgendaEntriesByInvoice', t.owner1, { id: 77 });
    expect(withFiles.json.uploads1.map((u: { id: number }) => u.id)).toEqual([workOrder]);
    expect(withFiles.json.uploads2.map((u: { id: number }) => u.id)).toEqual([photo]);
    expect((await post('/AgendaEntriesByInvoice', t.owner2, { id: 77 })).json).toEqual({
      agendaEntries: [],
      uploads1: [],
      uploads2: [],
    });
  });

  it('moves, copies and deletes in bulk all or nothing', async () => {
    const { employeeId: other } = await worker(t.app, t.owner1);
    const a = await saveShift(t.app, t.planner, shift({ employeeId, projectId, date: monday(2) }));
    const b = await saveShift(
      t.app,
      t.planner,
      shift({ employeeId, projectId, date: monday(2), startTime: 1100, endTime: 1200 }),
    );
    const before = await liveShifts(t.app, 1);
    const bad = await post('/updateAgendaEntries', t.planner, {
      entries: [
        { ...a, employeeId: other },
        { ...b, id: 0, key: '' },
        { ...b, startTime: 1300 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toBe('entries.2.endTime');
    expect(await liveShifts(t.app, 1)).toBe(before);
    expect((await post('/AgendaEntriesByIds', t.planner, { ids: [a.id] })).json[0].employeeId).toBe(employeeId);

    const good = await post('/updateAgendaEntries', t.planner, {
      entries: [
        { ...a, employeeId: other, date: addDays(a.date, 1) },
        { ...b, id: 0, key: b.key },
      ],
    });
    expect(good.status).toBe(200);
    expect(good.json[0]).toMatchObject({ id: a.id, key: a.key, employeeId: other, date: addDays(a.date, 1) });
    // The copy is a new shift with a key of its own.
    expect(good.json[1].id).not.toBe(b.id);
    expect(good.json[1].key).not.toBe(b.key);
    expect(await liveShifts(t.app, 1)).toBe(before + 1);

    const removed = await post('/agendaEntryMultiDelete', t.planner, { ids: [a.id, good.json[1].id] });
    expect(removed.json).toEqual({ deleted: 2 });
    expect(await liveShifts(t.app, 1)).toBe(before - 1);
  });

  it('lets planning readers read but not write, and writes an audit line per change', async () => {
    const denied = await post('/saveAgendaEntry', reader, shift({ employeeId, projectId }));
    expect(denied.status).toBe(403);
    expect((await post('/agendaEntriesDateRange', reader, { startDate: monday(0), endDate: monday(1) })).status).toBe(
      200,
    );
    const saved = await saveShift(t.app, t.planner, shift({ employeeId, projectId }));
    await saveShift(t.app, t.planner, { ...saved, endTime: 1100 });
    const audit = await dbRows<{ action: string }>(
      t.app,
      1,
      sql`select action from audit_log where entity = 'AgendaEntry' and entity_id = ${saved.id} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('refuses a period that is too long or reversed', async () => {
    const long = await post('/agendaEntriesDateRange', t.planner, {
      startDate: monday(0),
      endDate: addDays(monday(0), 120),
    });
    expect(long.status).toBe(400);
    expect(long.json.message).toContain('longer than 99 days');
    const reversed = await post('/agendaEntriesDateRange', t.planner, { startDate: monday(1), endDate: monday(0) });
    expect(reversed.json.message).toContain(VALIDATION_MESSAGES.endBeforeStart);
  });
});
