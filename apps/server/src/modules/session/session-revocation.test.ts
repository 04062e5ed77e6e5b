import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withSystem } from '../../db/tenant.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo.ts';
import { ADMIN_1, appPerFile } from '../../test/app-per-file.ts';
import { addUser, BACKENDS } from '../../test/harness.ts';

describe.each(BACKENDS)('revocable sessions on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1 });

  const status = async (token: string, path = '/r/me') => (await t.app.request('GET', path, { token })).status;
  const usersOf = async (token = t.admin) =>
    (await t.app.request('GET', '/r/allUsers', { token })).json as {
      id: number;
      userName: string;
      activeSessions: number;
    }[];
  const userId = async (userName: string) => (await usersOf()).find((u) => u.userName === userName)?.id ?? 0;

  it('logout ends the session: the token answers 401 on every call, other sessions go on', async () => {
    const token = await t.app.login(DEMO_USERS.planner, 1);
    const other = await t.app.login(DEMO_USERS.planner, 1);
    expect(await status(token)).toBe(200);
    expect((await t.app.request('POST', '/logout', { token })).json).toEqual({ ok: true });
    for (const { method, path } of t.app.calls) {
      expect((await t.app.request(method, `/r${path}`, { token, body: {} })).status, path).toBe(401);
    }
    expect(await status(other)).toBe(200);
    // Logging out twice, or with nonsense, is answered alike.
    expect((await t.app.request('POST', '/logout', { token })).status).toBe(200);
    expect((await t.app.request('POST', '/logout', { token: 'nonsense' })).status).toBe(200);
  });

  it('a password change ends every session of the login, in every company; the changing browser goes on', async () => {
    const inOne = await t.app.login(DEMO_USERS.admin, 1);
    const inTwo = await t.app.login(DEMO_USERS.admin, 2);
    const me = await t.app.request('GET', '/r/me', { token: inOne });
    const changed = await t.app.request('POST', '/r/updatePassword', {
      token: inOne,
      body: { id: me.json.id, password: DEMO_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(await status(inOne)).toBe(401);
    expect(await status(inTwo)).toBe(401);
    expect(await status(t.admin)).toBe(401);
    expect(await status(changed.json.token)).toBe(200);
    t.admin = changed.json.token;
  });

  it('an administrator setting a password ends that user’s sessions', async () => {
    const token = await addUser(t.app, 1, 'pw-by-admin@test.example', ['employer_portal', 'show_planning']);
    const id = await userId('pw-by-admin@test.example');
    const set = await t.app.request('POST', '/r/updatePassword', {
      token: t.admin,
      body: { id, password: 'another-one' },
    });
    expect(set.status).toBe(200);
    expect(set.json.token).toBeUndefined();
    expect(await status(token)).toBe(401);
  });

  it('a password reset through the mailed key ends the sessions', async () => {
    const token = await t.app.login(DEMO_USERS.planner, 1);
    await t.app.request('POST', '/forgotPassword', { body: { userName: DEMO_USERS.planner } });
    const [mail] = await withSystem(t.app.database, (tx) =>
      queryRows<{ html: string }>(
        tx,
        sql`select html from mail_outbox where "to" = ${DEMO_USERS.planner} order by id desc limit 1`,
      ),
    );
    const [, id, key] = /#\/Session\/ResetPW\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail?.html ?? '') ?? [];
    const set = await t.app.request('POST', '/setPassword', { body: { id: Number(id), key, password: DEMO_PASSWORD } });
    expect(set.status).toBe(200);
    expect(await status(token)).toBe(401);
    expect(await status(await t.app.login(DEMO_USERS.planner, 1))).toBe(200);
  });

  it('removing a user ends their sessions at once', async () => {
    const token = await addUser(t.app, 1, 'removed@test.example', ['employer_portal', 'show_sales']);
    const id = await userId('removed@test.example');
    const saved = await t.app.request('POST', '/r/saveUser', {
      token: t.admin,
      body: { id, employeeId: 0, roles: ['employer_portal', 'show_sales'], deleted: 1 },
    });
    expect(saved.status).toBe(200);
    expect(await status(token)).toBe(401);
  });

  it('an administrator ends another user’s sessions in this company only; the users page counts them', async () => {
    const token = await addUser(t.app, 1, 'ended@test.example', ['employer_portal', 'show_projects']);
    const second = await t.app.login('ended@test.example', 1);
    const id = await userId('ended@test.example');
    expect((await usersOf()).find((u) => u.id === id)?.activeSessions).toBe(2);
    const ended = await t.app.request('POST', '/r/endUserSessions', { token: t.admin, body: { id } });
    expect(ended.json).toEqual({ ended: 2 });
    expect(await status(token)).toBe(401);
    expect(await status(second)).toBe(401);
    expect((await usersOf()).find((u) => u.id === id)?.activeSessions).toBe(0);
    // Only administrators may; another owner's user is not found.
    expect((await t.app.request('POST', '/r/endUserSessions', { token: second, body: { id } })).status).toBe(401);
    const owner2 = await t.app.login(DEMO_USERS.admin, 2);
    expect((await t.app.request('POST', '/r/endUserSessions', { token: owner2, body: { id } })).status).toBe(404);
    expect(await status(await t.app.login('ended@test.example', 1))).toBe(200);
  });

  it('"log out everywhere" ends the caller’s sessions in every company', async () => {
    const one = await t.app.login(DEMO_USERS.admin, 1);
    const two = await t.app.login(DEMO_USERS.admin, 2);
    expect((await t.app.request('POST', '/r/logoutEverywhere', { token: two })).status).toBe(200);
    expect(await status(one)).toBe(401);
    expect(await status(two)).toBe(401);
    expect(await status(t.admin)).toBe(401);
    t.admin = await t.app.login(DEMO_USERS.admin, 1);
    expect(await status(t.admin)).toBe(200);
  });
});
