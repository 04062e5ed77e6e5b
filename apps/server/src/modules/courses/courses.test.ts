import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../test/app-per-file.ts';
import { insertEmployeeRow } from '../../test/fixtures/employees.ts';
import { BACKENDS, countRows } from '../../test/harness.ts';
import { runImport } from '../../test/imports.ts';

interface Course {
  id: number;
  employeeId: number;
  course: string;
  validUntil: string;
  employeeName?: string;
}

describe.each(BACKENDS)('courses on %s', (backend) => {
  const t = appPerFile(backend, { admin1: ADMIN_1, admin2: ADMIN_2 });
  let anna: number;

  beforeAll(async () => {
    // Employees are written by the employees module; a row to point at is enough here.
    anna = await insertEmployeeRow(t.app, 1, 'Anna', 'Jansen');
  });

  const call = (path: string, body: unknown, token = t.admin1) => t.app.request('POST', path, { token, body });
  const all = async (token = t.admin1): Promise<Course[]> =>
    (await t.app.request('GET', '/r/allCourses', { token })).json;
  const vca = () => ({ employeeId: anna, course: 'VCA Basis', kind: 'safety', courseDate: '2024-03-01' });

  it('saves a course with an open end when validUntil is empty, lists it with the name, updates and deletes it', async () => {
    const saved = await call('/r/saveCourse', { ...vca(), validUntil: '' });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ course: 'VCA Basis', validUntil: '3000-01-01', deleted: 0 });
    const listed = (await all()).find((c) => c.id === saved.json.id);
    expect(listed).toMatchObject({ employeeName: 'Anna Jansen', validUntil: '3000-01-01' });

    const updated = await call('/r/saveCourse', { ...saved.json, validUntil: '2034-03-01' });
    expect(updated.json.validUntil).toBe('2034-03-01');
    const deleted = await call('/r/saveCourse', { id: saved.json.id, deleted: 1 });
    expect(deleted.status).toBe(200);
    expect((await all()).map((c) => c.id)).not.toContain(saved.json.id);
    expect((await call('/r/saveCourse', updated.json)).status).toBe(404);
  });

  it('refuses bad courses with 400 and saves nothing', async () => {
    const before = await countRows(t.app, 'courses');
    for (const body of [
      {},
      { ...vca(), course: '' },
      { ...vca(), courseDate: '2024-02-30' },
      { ...vca(), validUntil: '2023-01-01' },
      { ...vca(), employeeId: 999_999 },
    ]) {
      expect((await call('/r/saveCourse', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await call('/r/saveCourse', { ...vca(), validUntil: '2023-01-01' })).json.message).toBe(
      'Valid until cannot be before the course date',
    );
    expect(await countRows(t.app, 'courses')).toBe(before);
  });

  it('insertCourses saves a list in one go, or nothing when one row is wrong', async () => {
    const before = await countRows(t.app, 'courses');
    const list = [vca(), { ...vca(), course: 'BHV', validUntil: '2025-03-01' }];
    const inserted = await call('/r/insertCourses', list);
    expect(inserted.status).toBe(200);
    expect(inserted.json.map((c: Course) => c.course)).toEqual(['VCA Basis', 'BHV']);
    expect(await countRows(t.app, 'courses')).toBe(before + 2);

    for (const body of [[...list, { ...vca(), employeeId: 999_999 }], [...list, { ...vca(), course: '' }], []]) {
      expect((await call('/r/insertCourses', body)).status).toBe(400);
    }
    const late = await call('/r/insertCourses', [...list, { ...vca(), validUntil: '2020-01-01' }]);
    expect(late.json.message).toBe('Row 3: Valid until cannot be before the course date');
    // As JSON text too.
    expect((await call('/r/insertCourses', JSON.stringify(JSON.stringify(list)))).status).toBe(200);
    expect(await countRows(t.app, 'courses')).toBe(before + 4);
  });

  it('insertCourses runs a list longer than 100 as an import job', async () => {
    const before = await countRows(t.app, 'courses');
    const list = Array.from({ length: 150 }, (_, i) => ({ ...vca(), course: `Cursus ${i}` }));
    const job = await runImport(t.app, t.admin1, '/r/insertCourses', list);
    expect(job).toMatchObject({ kind: 'courses', status: 'done', total: 150, imported: 150 });
    const listed = new Map((await all()).map((c) => [c.id, c.course]));
    expect(job.ids.map((id: number) => listed.get(id))).toEqual(list.map((c) => c.course));
    expect(await countRows(t.app, 'courses')).toBe(before + 150);
  });

  it("keeps owner 1's courses away from owner 2", async () => {
    const saved = await call('/r/saveCourse', vca());
    expect((await all(t.admin2)).map((c) => c.id)).not.toContain(saved.json.id);
    expect((await call('/r/saveCourse', { ...saved.json, course: 'x' }, t.admin2)).status).toBe(400);
    expect((await call('/r/saveCourse', { id: saved.json.id, deleted: 1 }, t.admin2)).status).toBe(404);
    // Owner 2 cannot attach a course to owner 1's employee either.
    expect((await call('/r/saveCourse', { ...vca() }, t.admin2)).status).toBe(400);
  });
});
