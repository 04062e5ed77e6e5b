import { UPLOAD_BELONGS_TO } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { appPerFile, PLANNER_1 } from '../../../test/app-per-file.ts';
import { addUser, BACKENDS, countRows } from '../../../test/harness.ts';
import { pdfPageCount, pdfPagePng, pdfText, pngSize } from '../../../test/pdf.ts';
import { insertEmployee, insertProject, insertShift, rowsOf } from './test-support.ts';

describe.each(BACKENDS)('work orders on %s', (backend) => {
  const t = appPerFile(backend, { planner: PLANNER_1 });
  const shifts: { id: number; key: string }[] = [];

  beforeAll(async () => {
    const oost = await insertProject(t.app, 1, { name: 'Kantoor Oost', workDescription: 'Sleutel bij de receptie.' });
    const west = await insertProject(t.app, 1, { name: 'School West', workDescription: '' });
    const anna = await insertEmployee(t.app, 1, { firstName: 'Anna', lastName: 'Aarts' });
    const bram = await insertEmployee(t.app, 1, { firstName: 'Bram', lastName: 'Bos' });
    const base = { date: '2026-11-24', projectId: oost.projectId, workId: oost.workId, startTime: 1800, endTime: 2030 };
    shifts.push(await insertShift(t.app, 1, { ...base, employeeId: anna }));
    shifts.push(await insertShift(t.app, 1, { ...base, employeeId: bram, addition: 'Ramen tweede verdieping' }));
    shifts.push(
      await insertShift(t.app, 1, {
        date: '2026-11-25',
        projectId: west.projectId,
        workId: west.workId,
        employeeId: anna,
        startTime: 700,
        endTime: 900,
      }),
    );
  });

  const workOrder = (body: Record<string, unknown>, token = t.planner) =>
    t.app.request('POST', '/r/getWorkOrder', { token, body });

  it('makes a PDF of the selected shifts: project, main address, date, times, employees and the work', async () => {
    const answer = await workOrder({ entries: shifts.map((s) => s.id), locale: 'nl' });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const upload = answer.json.upload;
    expect(upload).toMatchObject({ belongsTo: UPLOAD_BELONGS_TO.workOrder, mimeType: 'application/pdf' });
    expect(upload.fileName).toBe('Werkbon 2026-11-24.pdf');
    // Every shift points to it, by key.
    expect(answer.json.entries).toHaveLength(3);
    for (const entry of answer.json.entries) expect(entry.workOrderUploadId).toBe(upload.id);

    const file = await t.app.download(t.planner, upload.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(file.bytes);
    for (const expected of [
      'Werkbon',
      'Demo Schoonmaak B.V.',
      'Kantoor Oost',
      'Croeselaan 1, 3521 BJ Utrecht',
      'dinsdag 24-11-2026',
      '18:00 – 20:30',
      'Anna Aarts, Bram Bos',
      'Kantoren stofzuigen en sanitair',
      'Sleutel bij de receptie.',
      'Ramen tweede verdieping',
      'School West',
      'woensdag 25-11-2026',
      '07:00 – 09:00',
    ]) {
      expect(text).toContain(expected);
    }
    // The old main address (ended) is not the one printed.
    expect(text).not.toContain('Oude Weg');
    expect(text.indexOf('Kantoor Oost')).toBeLessThan(text.indexOf('School West'));
    expect(await pdfPageCount(file.bytes)).toBe(1);
    const png = await pdfPagePng(file.bytes);
    expect(pngSize(png)).toEqual({ width: 596, height: 842 });
  });

  it('answers the stored PDF for the same selection, by keys in any order, and a new one on regenerate', async () => {
    const first = await workOrder({ entries: shifts.map((s) => s.id) });
    const uploadsBefore = await countRows(t.app, 'uploads');
    const again = await workOrder({ entries: [...shifts].reverse().map((s) => s.key) });
    expect(again.json.upload.id).toBe(first.json.upload.id);
    expect(await countRows(t.app, 'uploads')).toBe(uploadsBefore);

    const fresh = await workOrder({ entries: shifts.map((s) => s.key), regenerate: 1, locale: 'en' });
    expect(fresh.json.upload.id).not.toBe(first.json.upload.id);
    expect(fresh.json.upload.fileName).toBe('Work order 2026-11-24.pdf');
    const old = await rowsOf<{ deleted: number }>(
      t.app,
      1,
      sql`select deleted from uploads where id = ${first.json.upload.id}`,
    );
    expect(old[0]?.deleted).toBe(1);
    expect((await t.app.download(t.planner, first.json.upload.id)).status).toBe(404);
    const pointing = await rowsOf<{ n: number }>(
      t.app,
      1,
      sql`select count(*)::int as n from agenda_entries where work_order_upload_id = ${fresh.json.upload.id}`,
    );
    expect(pointing[0]?.n).toBe(3);

    // A different selection is a different work order.
    const one = await workOrder({ entries: [shifts[2]?.id] });
    expect(one.json.upload.id).not.toBe(fresh.json.upload.id);
    expect(one.json.upload.belongsId).toBe(shifts[2]?.id);
  });

  it('refuses unknown shifts and readers, writing nothing', async () => {
    const uploadsBefore = await countRows(t.app, 'uploads');
    const missing = await workOrder({ entries: [shifts[0]?.id, 999_999, 'no-such-key'] });
    expect(missing.status).toBe(400);
    expect([missing.json.key, missing.json.params]).toEqual([
      'workOrder.shiftsNotFound',
      { shifts: '999999, no-such-key' },
    ]);
    const reader = await addUser(t.app, 1, 'wo-reader@test.example', ['employer_portal', 'show_planning']);
    expect((await workOrder({ entries: [shifts[0]?.id] }, reader)).status).toBe(403);
    const owner2 = await t.app.login(DEMO_USERS.admin, 2);
    expect((await workOrder({ entries: [shifts[0]?.id] }, owner2)).status).toBe(400);
    expect(await countRows(t.app, 'uploads')).toBe(uploadsBefore);
  });
});
