import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../db/tenant.ts';
import { DEMO_USERS } from '../../seed/demo.ts';
import { auditActions, day, newEmployee, project, saveProject } from '../../test/fixtures/projects.ts';
import { addUser, appWithAdmins, BACKENDS } from '../../test/harness.ts';

describe.each(BACKENDS)('project notes on %s', (backend) => {
  const t = appWithAdmins(backend);
  let linked: string;
  let linkedName: string;

  beforeAll(async () => {
    // A login linked to an employee signs notes with the employee's name.
    linked = await addUser(t.app, 1, 'leader@notes.test', ['employer_portal', 'show_projects']);
    const employeeId = await newEmployee(t.app, t.owner1);
    await withSystem(t.app.database, (tx) =>
      tx.execute(
        sql`update owner_users set employee_id = ${employeeId} where owner_id = 1
          and user_id = (select id from user_accounts where user_name = 'leader@notes.test')`,
      ),
    );
    const employees = (await t.app.request('GET', '/r/allEmployees', { token: t.owner1 })).json;
    linkedName = employees.find((e: { id: number }) => e.id === employeeId).name;
  });

  const saveNote = async (token: string, body: Record<string, unknown>) => {
    const response = await t.app.request('POST', '/r/saveProjectNote', { token, body });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    return response.json;
  };
  const note = (projectId: number, overrides: Record<string, unknown> = {}) => ({
    id: 0,
    projectId,
    kind: 2,
    date: day(-3),
    text: 'Toiletten niet schoon',
    ...overrides,
  });
  const notesOf = async (token: string, id: number) =>
    (await t.app.request('POST', '/r/notesProject', { token, body: { id } })).json;

  it('saves notes with their author and lists them newest first; a deleted note is hidden', async () => {
    const saved = await saveProject(t.app, t.owner1, project());
    const older = await saveNote(t.owner1, note(saved.id, { date: day(-10), additionalData: '{"photo":1}' }));
    expect(older).toMatchObject({ createdByName: DEMO_USERS.admin, additionalData: { photo: 1 }, handled: 0 });
    const newer = await saveNote(linked, note(saved.id, { kind: 1, cause: 99, complaintKind: 2 }));
    expect(newer.createdByName).toBe(linkedName);
    expect((await notesOf(t.owner1, saved.id)).map((n: { id: number }) => n.id)).toEqual([newer.id, older.id]);

    const handled = await saveNote(t.owner1, { ...older, handled: 1 });
    expect(handled).toMatchObject({ handled: 1, createdByName: DEMO_USERS.admin });
    await saveNote(t.owner1, { ...newer, deleted: 1 });
    expect((await notesOf(t.owner1, saved.id)).map((n: { id: number }) => n.id)).toEqual([older.id]);
    expect(await auditActions(t.app, 'ProjectNote', newer.id)).toEqual(['create', 'delete']);
  });

  it('refuses notes of unknown, deleted or foreign projects and moving a note to another project', async () => {
    const saved = await saveProject(t.app, t.owner1, project());
    const other = await saveProject(t.app, t.owner1, project());
    const foreign = await saveProject(t.app, t.owner2, project());
    const removed = await saveProject(t.app, t.owner1, project());
    await saveProject(t.app, t.owner1, { ...removed, deleted: 1 });
    for (const projectId of [999_999, foreign.id, removed.id]) {
      const response = await t.app.request('POST', '/r/saveProjectNote', { token: t.owner1, body: note(projectId) });
      expect(response.status, String(projectId)).toBe(400);
      expect(
        (await t.app.request('POST', '/r/notesProject', { token: t.owner1, body: { id: projectId } })).status,
      ).toBe(404);
    }
    const kept = await saveNote(t.owner1, note(saved.id));
    const moved = await t.app.request('POST', '/r/saveProjectNote', {
      token: t.owner1,
      body: { ...kept, projectId: other.id },
    });
    expect(moved.status).toBe(404);
    const bad = await t.app.request('POST', '/r/saveProjectNote', {
      token: t.owner1,
      body: note(saved.id, { kind: 10 }),
    });
    expect(bad.status).toBe(400);
  });

  it('filters the notes of all projects by date range, kind and handled', async () => {
    const a = await saveProject(t.app, t.owner1, project({ name: 'Bibliotheek Neude' }));
    const b = await saveProject(t.app, t.owner1, project({ name: 'Tivoli Vredenburg' }));
    const gone = await saveProject(t.app, t.owner1, project());
    const start = day(-400);
    const end = day(-380);
    const inRange = [
      await saveNote(t.owner1, note(a.id, { date: start, kind: 1, handled: 1 })),
      await saveNote(t.owner1, note(b.id, { date: day(-390), kind: 1 })),
      await saveNote(t.owner1, note(b.id, { date: end, kind: 5 })),
    ];
    await saveNote(t.owner1, note(a.id, { date: day(-401) }));
    await saveNote(t.owner1, note(a.id, { date: day(-379) }));
    await saveNote(t.owner1, note(gone.id, { date: day(-390) }));
    await saveProject(t.app, t.owner1, { ...gone, deleted: 1 });
    await saveNote(t.owner2, note((await saveProject(t.app, t.owner2, project())).id, { date: day(-390) }));

    const filter = async (type: number, handled: number) => {
      const response = await t.app.request('POST', '/r/projectNotesDateRange', {
        token: t.owner1,
        body: { startDate: start, endDate: end, type, handled },
      });
      expect(response.status).toBe(200);
      return response.json.map((n: { id: number }) => n.id);
    };
    const [first, second, third] = inRange.map((n) => n.id);
    expect(await filter(-1, -1)).toEqual([third, second, first]);
    expect(await filter(1, -1)).toEqual([second, first]);
    expect(await filter(1, 0)).toEqual([second]);
    expect(await filter(-1, 1)).toEqual([first]);
    const all = (
      await t.app.request('POST', '/r/projectNotesDateRange', {
        token: t.owner1,
        body: { startDate: start, endDate: end },
      })
    ).json;
    expect(all.map((n: { projectName: string }) => n.projectName)).toEqual([b.name, b.name, a.name]);
  });
});
