import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES, UPLOAD_BELONGS_TO } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withSystem } from '../../db/tenant.ts';
import { ADMIN_1, ADMIN_2, appPerFile, PLANNER_1 } from '../../test/app-per-file.ts';
import { insertEmployeeRow } from '../../test/fixtures/employees.ts';
import { BACKENDS, countRows } from '../../test/harness.ts';

const { employee: EMPLOYEE, company: COMPANY } = UPLOAD_BELONGS_TO;

describe.each(BACKENDS)('uploads on %s', (backend) => {
  const t = appPerFile(backend, { admin1: ADMIN_1, admin2: ADMIN_2, planner: PLANNER_1 });
  let anna: number;

  beforeAll(async () => {
    anna = await insertEmployeeRow(t.app, 1, 'Anna', 'Jansen');
  });

  const call = (path: string, body: unknown, token = t.admin1) => t.app.request('POST', path, { token, body });
  const upload = (fields: Record<string, unknown> = {}, bytes: Buffer = randomBytes(5000), token = t.admin1) =>
    call(
      '/r/upload',
      {
        belongsTo: EMPLOYEE,
        belongsId: anna,
        belongsKind: 2,
        fileName: 'pasfoto.png',
        mimeType: 'image/png',
        contentBase64: bytes.toString('base64'),
        data: { note: 'front' },
        ...fields,
      },
      token,
    );
  const download = (token: string, id: number) => t.app.download(token, id);
  const storedFiles = () => {
    const root = join(t.app.config.dataDir, 'uploads');
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  };

  it('uploads, lists, downloads the same bytes, updates and deletes a file', async () => {
    const bytes = randomBytes(70_000);
    const created = await upload({}, bytes);
    expect(created.status).toBe(200);
    const id = created.json.id;
    expect(created.json).toMatchObject({
      belongsTo: EMPLOYEE,
      belongsId: anna,
      belongsKind: 2,
      fileName: 'pasfoto.png',
      mimeType: 'image/png',
      size: bytes.length,
      data: { note: 'front' },
      deleted: 0,
    });
    expect(created.json).not.toHaveProperty('content');
    expect(created.json).not.toHaveProperty('storagePath');

    // PGlite keeps files under DATA_DIR, PostgreSQL in the database (several servers may share it).
    const [row] = await withSystem(t.app.database, (tx) =>
      queryRows<{ in_db: boolean; storage_path: string | null }>(
        tx,
        sql`select content is not null as in_db, storage_path from uploads where id = ${id}`,
      ),
    );
    if (backend === 'pglite') {
      expect(row).toEqual({ in_db: false, storage_path: join('uploads', '1', String(id)) });
      expect(readFileSync(join(t.app.config.dataDir, 'uploads', '1', String(id))).equals(bytes)).toBe(true);
    } else {
      expect(row).toEqual({ in_db: true, storage_path: null });
    }

    const list = await call('/r/sectionUploads', { belongsTo: EMPLOYEE, belongsId: anna });
    expect(list.status).toBe(200);
    expect(list.json.map((u: { id: number }) => u.id)).toContain(id);

    const file = await download(t.admin1, id);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="pasfoto\.png"/);

    const updated = await call('/r/updateUpload', {
      id,
      data: { note: 'back' },
      belongsKind: 3,
      fileName: 'achter.png',
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ id, data: { note: 'back' }, belongsKind: 3, fileName: 'achter.png' });

    const deleted = await call('/r/deleteUpload', { id });
    expect(deleted.json).toEqual({ deleted: true });
    const after = await call('/r/sectionUploads', { belongsTo: EMPLOYEE, belongsId: anna });
    expect(after.json.map((u: { id: number }) => u.id)).not.toContain(id);
    expect((await download(t.admin1, id)).status).toBe(404);
    expect((await call('/r/updateUpload', { id, data: {} })).status).toBe(404);
    expect((await call('/r/deleteUpload', { id })).status).toBe(404);
  });

  it('lists by belongsString and by several owners of one kind', async () => {
    const a = await upload({ belongsId: 0, belongsString: 'import-2024', belongsKind: 4 });
    const b = await upload({ belongsKind: 5 });
    const c = await upload({ belongsKind: 5, fileName: 'tweede.pdf', mimeType: 'application/pdf' });
    const byString = await call('/r/sectionUploads', { belongsTo: EMPLOYEE, belongsString: 'import-2024' });
    expect(byString.json.map((u: { id: number }) => u.id)).toEqual([a.json.id]);
    const byKind = await call('/r/uploadsByBelongsIdMToKind', {
      belongsIds: JSON.stringify([anna, 999]),
      belongsTo: EMPLOYEE,
      belongsKind: 5,
    });
    expect(byKind.json.map((u: { id: number }) => u.id)).toEqual([b.json.id, c.json.id]);
    const none = await call('/r/uploadsByBelongsIdMToKind', { belongsIds: [], belongsTo: EMPLOYEE, belongsKind: 5 });
    expect(none.json).toEqual([]);
  });

  it("keeps owner 1's files away from owner 2 (404)", async () => {
    const created = await upload();
    const id = created.json.id;
    const list = await call('/r/sectionUploads', { belongsTo: EMPLOYEE, belongsId: anna }, t.admin2);
    expect(list.json).toEqual([]);
    expect((await download(t.admin2, id)).status).toBe(404);
    expect((await call('/r/deleteUpload', { id }, t.admin2)).status).toBe(404);
    expect((await call('/r/updateUpload', { id, data: { x: 1 } }, t.admin2)).status).toBe(404);
    // Nor can owner 2 attach a file to owner 1's employee.
    expect((await upload({}, undefined, t.admin2)).status).toBe(400);
    expect((await download(t.admin1, id)).status).toBe(200);
  });

  it('gates files by what they belong to: 403 for employee files without employees access', async () => {
    const created = await upload();
    const id = created.json.id;
    expect((await call('/r/sectionUploads', { belongsTo: EMPLOYEE, belongsId: anna }, t.planner)).status).toBe(403);
    expect((await download(t.planner, id)).status).toBe(403);
    expect((await call('/r/deleteUpload', { id }, t.planner)).status).toBe(403);
    expect((await upload({}, undefined, t.planner)).status).toBe(403);
    // The company's logo: every back-office user sees it, only administrators change it.
    const logo = await upload({ belongsTo: COMPANY, belongsId: 1, belongsKind: 1, fileName: 'logo.png' });
    expect(logo.status).toBe(200);
    expect((await call('/r/sectionUploads', { belongsTo: COMPANY, belongsId: 1 }, t.planner)).json).toHaveLength(1);
    expect((await download(t.planner, logo.json.id)).status).toBe(200);
    expect((await upload({ belongsTo: COMPANY, belongsId: 1 }, undefined, t.planner)).status).toBe(403);
    expect((await call('/r/deleteUpload', { id: logo.json.id }, t.planner)).status).toBe(403);
  });

  it('refuses a forged or missing token when asked for a ticket', async () => {
    const created = await upload();
    expect((await download(`${t.admin1}x`, created.json.id)).status).toBe(401);
    expect((await download('nothing', created.json.id)).status).toBe(401);
    expect((await download(t.admin1, 0)).status).toBe(400);
  });

  it('refuses oversize, bad base64, empty files and other types with 400, storing nothing', async () => {
    const rows = await countRows(t.app, 'uploads');
    const files = storedFiles();
    const cases: [Record<string, unknown>, string][] = [
      [{ contentBase64: 'not base64!' }, 'The file is not valid base64'],
      [{ contentBase64: 'abc' }, 'The file is not valid base64'],
      [{ contentBase64: 'data:image/png;base64,' }, 'The file is empty'],
      [{ contentBase64: '====' }, 'The file is not valid base64'],
      [{ mimeType: 'image/svg+xml' }, 'Invalid data: mimeType: File type not allowed: image/svg+xml'],
      [{ mimeType: 'text/html' }, 'Invalid data: mimeType: File type not allowed: text/html'],
      [
        { mimeType: 'image/png; x=1\r\nSet-Cookie: a=b' },
        'Invalid data: mimeType: A file type cannot contain control characters or line breaks',
      ],
      [{ fileName: '' }, 'Invalid data: fileName: A file name is required'],
      [{ belongsId: 999_999 }, 'Employee 999999 not found'],
    ];
    for (const [fields, message] of cases) {
      const response = await upload(fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.json.message).toBe(message);
    }
    const oversize = await upload({}, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 7));
    expect(oversize.status).toBe(400);
    expect(oversize.json.message).toBe('The file is larger than 20 MB');
    // The web t.app words it by key, with the limit as a value.
    expect(oversize.json).toMatchObject({ key: 'upload.tooLarge', params: { maxMb: 20 } });
    expect(await countRows(t.app, 'uploads')).toBe(rows);
    expect(storedFiles()).toEqual(files);
    // The largest allowed file goes through.
    expect(
      (await upload({ mimeType: 'text/csv', fileName: 'big.csv' }, Buffer.alloc(MAX_UPLOAD_BYTES, 65))).status,
    ).toBe(200);
  });

  it('answers 400 (never 500) to empty bodies', async () => {
    for (const path of [
      '/r/upload',
      '/r/sectionUploads',
      '/r/updateUpload',
      '/r/deleteUpload',
      '/r/uploadsByBelongsIdMToKind',
    ]) {
      expect((await call(path, {})).status, path).toBe(400);
    }
  });
});
