import { beforeAll, describe, expect, it } from 'vitest';
import { employees, projects } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../test/app-per-file.ts';
import { addUser, BACKENDS } from '../../test/harness.ts';

describe.each(BACKENDS)('keysByProject on %s', (backend) => {
  const t = appPerFile(backend, { admin1: ADMIN_1, admin2: ADMIN_2 });
  let anna: number;
  let office: number;
  let school: number;

  beforeAll(async () => {
    // Rows to point at; employees and projects are written by their own modules.
    await withTenant(t.app.database, 1, async (tx) => {
      const [employee] = await tx
        .insert(employees)
        .values({ ownerId: 1, firstName: 'Anna', lastName: 'Jansen' })
        .returning({ id: employees.id });
      const rows = await tx
        .insert(projects)
        .values([
          { ownerId: 1, name: 'Kantoor Centrum' },
          { ownerId: 1, name: 'Basisschool Oost' },
        ])
        .returning({ id: projects.id });
      if (!employee || !rows[0] || !rows[1]) throw new Error('insert failed');
      anna = employee.id;
      office = rows[0].id;
      school = rows[1].id;
    });
  });

  const call = (path: string, body: unknown, token = t.admin1) => t.app.request('POST', path, { token, body });
  const newKey = async (fields: Record<string, unknown>) => {
    const response = await call('/r/saveKey', { name: 'Sleutel', kind: 1, ...fields });
    expect(response.status).toBe(200);
    return response.json as { id: number };
  };

  it("lists a project's non-deleted keys with the holder's name", async () => {
    const front = await newKey({ name: 'Hoofdingang', projectId: office, employeeId: anna });
    const back = await newKey({ name: 'Achteringang', projectId: office });
    const gone = await newKey({ name: 'Oude sleutel', projectId: office });
    await call('/r/saveKey', { id: gone.id, deleted: 1 });
    const elsewhere = await newKey({ name: 'School', projectId: school });

    const response = await call('/r/keysByProject', { id: office });
    expect(response.status).toBe(200);
    expect(response.json.map((k: { id: number }) => k.id)).toEqual([back.id, front.id]);
    expect(response.json[1]).toMatchObject({ name: 'Hoofdingang', employeeName: 'Anna Jansen', transferToName: '' });
    expect((await call('/r/keysByProject', { id: school })).json.map((k: { id: number }) => k.id)).toEqual([
      elsewhere.id,
    ]);
    expect((await call('/r/keysByProject', { id: 0 })).status).toBe(400);
  });

  it("keeps owner 1's keys away from owner 2", async () => {
    await newKey({ projectId: office });
    expect((await call('/r/keysByProject', { id: office }, t.admin2)).json).toEqual([]);
  });

  it('is read by the projects area', async () => {
    const limited = await addUser(t.app, 1, `kbp-limited-${backend}@test.example`, [
      'employer_portal',
      'projects_limited',
    ]);
    expect((await call('/r/keysByProject', { id: office }, limited)).status).toBe(200);
    const employeesOnly = await addUser(t.app, 1, `kbp-employees-${backend}@test.example`, [
      'employer_portal',
      'show_employees',
    ]);
    expect((await call('/r/keysByProject', { id: office }, employeesOnly)).status).toBe(403);
  });
});
