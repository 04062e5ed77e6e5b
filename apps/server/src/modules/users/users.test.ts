import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withSystem } from '../../db/tenant.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo.ts';
import { addUser, appWithAdmins, BACKENDS, countRows } from '../../test/harness.ts';

interface User {
  id: number;
  userName: string;
  employeeId: number;
  roles: string[];
  deleted: number;
}

interface OutboxRow {
  owner_id: number;
  to: string;
  subject: string;
  html: string;
}

function resetLink(html: string): { id: number; key: string } {
  const match = /#\/Session\/ResetPW\/(\d+)\/([A-Za-z0-9_-]+)/.exec(html);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in ${html}`);
  return { id: Number(match[1]), key: match[2] };
}

describe.each(BACKENDS)('users on %s', (backend) => {
  const t = appWithAdmins(backend);

  async function users(token: string): Promise<User[]> {
    const response = await t.app.request('GET', '/r/allUsers', { token });
    expect(response.status).toBe(200);
    return response.json;
  }

  async function userId(token: string, userName: string): Promise<number> {
    const user = (await users(token)).find((u) => u.userName === userName);
    if (!user) throw new Error(`no user ${userName}`);
    return user.id;
  }

  // A fresh client address per attempt, so the failed-login limit never answers for the credentials.
  let attempt = 0;
  const canLogin = async (userName: string, password: string, ownerId: number) => {
    attempt++;
    const ip = `10.1.${Math.floor(attempt / 250)}.${(attempt % 250) + 1}`;
    return (await t.app.request('POST', '/login', { body: { userName, password, ownerId }, ip })).status === 200;
  };

  async function lastMailTo(to: string): Promise<OutboxRow | undefined> {
    const rows = await withSystem(t.app.database, (tx) =>
      queryRows<OutboxRow>(
        tx,
        sql`select owner_id, "to", subject, html from mail_outbox where "to" = ${to} order by id desc limit 1`,
      ),
    );
    return rows[0];
  }

  it('tells every user their own membership and company through /r/me', async () => {
    const token = await addUser(t.app, 1, 'me@users.test', ['employee_portal']);
    const me = await t.app.request('GET', '/r/me', { token });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      userName: 'me@users.test',
      roles: ['employee_portal'],
      ownerId: 1,
      ownerName: 'Demo Schoonmaak B.V.',
    });
    expect(me.json.id).toBe(await userId(t.owner1, 'me@users.test'));
    const self = await t.app.request('POST', '/r/updatePassword', {
      token,
      body: { id: me.json.id, password: 'mine-123' },
    });
    expect(self.status).toBe(200);
  });

  it('lists the users of the owner with their roles', async () => {
    const list = await users(t.owner1);
    const byName = new Map(list.map((u) => [u.userName, u]));
    expect([...byName.keys()]).toEqual(expect.arrayContaining(Object.values(DEMO_USERS)));
    expect(byName.get(DEMO_USERS.planner)?.roles).toEqual(['employer_portal', 'show_planning', 'planning_edit']);
    expect(list.every((u) => u.deleted === 0)).toBe(true);
  });

  it('creates a user, mails an invitation whose link lets the user set a password and log in', async () => {
    const userName = 'invited@users.test';
    const created = await t.app.request('POST', '/r/createUser', {
      token: t.owner1,
      body: { userName: 'Invited@Users.test', employeeId: 0, roles: ['employer_portal', 'show_other'] },
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ userName, roles: ['employer_portal', 'show_other'], deleted: 0 });
    expect((await users(t.owner1)).map((u) => u.userName)).toContain(userName);

    const mail = await lastMailTo(userName);
    expect(mail?.owner_id).toBe(1);
    // Owner 1 writes Dutch (its locale setting).
    expect(mail?.subject).toBe('Stel uw wachtwoord in');
    const { id, key } = resetLink(mail?.html ?? '');
    const set = await t.app.request('POST', '/setPassword', {
      body: { id, key, password: 'invited-pw' },
      ip: '10.2.1.1',
    });
    expect(set.status).toBe(200);
    expect(set.json.roles).toEqual(['employer_portal', 'show_other']);
    expect(await canLogin(userName, 'invited-pw', 1)).toBe(true);
    expect(await canLogin(userName, 'invited-pw', 2)).toBe(false);
  });

  it('refuses to create an existing active user again and changes nothing', async () => {
    const userName = 'twice@users.test';
    expect(
      (
        await t.app.request('POST', '/r/createUser', {
          token: t.owner1,
          body: { userName, roles: ['employer_portal'] },
        })
      ).status,
    ).toBe(200);
    const mails = await countRows(t.app, 'mail_outbox');
    const memberships = await countRows(t.app, 'owner_users');
    for (const name of [userName, 'TWICE@users.test', DEMO_USERS.planner]) {
      const again = await t.app.request('POST', '/r/createUser', {
        token: t.owner1,
        body: { userName: name, roles: ['admin'] },
      });
      expect(again.status, name).toBe(400);
      expect(again.json.message).toBe('A user with this e-mail address already exists');
    }
    expect(await countRows(t.app, 'mail_outbox')).toBe(mails);
    expect(await countRows(t.app, 'owner_users')).toBe(memberships);
    const twice = (await users(t.owner1)).find((u) => u.userName === userName);
    expect(twice?.roles).toEqual(['employer_portal']);
  });

  it('refuses invalid createUser input with 400', async () => {
    for (const body of [
      { userName: 'not-an-email', roles: ['employer_portal'] },
      { userName: 'noroles@users.test', roles: [] },
      { userName: 'badrole@users.test', roles: ['superuser'] },
    ]) {
      const response = await t.app.request('POST', '/r/createUser', { token: t.owner1, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await users(t.owner1)).map((u) => u.userName)).not.toContain('noroles@users.test');
  });

  it("applies a role change at once to the user's existing token", async () => {
    const userName = 'cars@users.test';
    const token = await addUser(t.app, 1, userName, ['employer_portal', 'show_other']);
    expect((await t.app.request('GET', '/r/allCars', { token })).status).toBe(200);
    const id = await userId(t.owner1, userName);
    const saved = await t.app.request('POST', '/r/saveUser', {
      token: t.owner1,
      body: { id, employeeId: 0, roles: ['employer_portal'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.roles).toEqual(['employer_portal']);
    expect((await t.app.request('GET', '/r/allCars', { token })).status).toBe(403);
    expect((await users(t.owner1)).find((u) => u.id === id)?.roles).toEqual(['employer_portal']);
    // And back.
    await t.app.request('POST', '/r/saveUser', {
      token: t.owner1,
      body: { id, roles: ['employer_portal', 'show_other'] },
    });
    expect((await t.app.request('GET', '/r/allCars', { token })).status).toBe(200);
  });

  it('writes an audit entry for a role change', async () => {
    const userName = 'audited@users.test';
    await addUser(t.app, 1, userName, ['employer_portal']);
    const id = await userId(t.owner1, userName);
    await t.app.request('POST', '/r/saveUser', {
      token: t.owner1,
      body: { id, roles: ['employer_portal', 'show_sales'] },
    });
    const rows = await withSystem(t.app.database, (tx) =>
      queryRows<{ action: string; changes: Record<string, unknown> }>(
        tx,
        sql`select action, changes from audit_log where owner_id = 1 and entity = 'User' and entity_id = ${id}`,
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.action).toBe('update');
    expect(rows[0]?.changes.roles).toEqual([['employer_portal'], ['employer_portal', 'show_sales']]);
  });

  it('deleting a user ends their session at once and hides them from the list', async () => {
    const userName = 'leaver@users.test';
    const token = await addUser(t.app, 1, userName, ['employer_portal', 'show_other']);
    const id = await userId(t.owner1, userName);
    const deleted = await t.app.request('POST', '/r/saveUser', {
      token: t.owner1,
      body: { id, roles: ['employer_portal', 'show_other'], deleted: 1 },
    });
    expect(deleted.status).toBe(200);
    expect((await t.app.request('GET', '/r/allCars', { token })).status).toBe(401);
    expect((await t.app.request('POST', '/r/getOwner', { token, body: { id: 1 } })).status).toBe(401);
    expect((await users(t.owner1)).map((u) => u.userName)).not.toContain(userName);
    expect(await canLogin(userName, DEMO_PASSWORD, 1)).toBe(false);
    // A deleted user can no longer be changed, but can be invited again.
    expect(
      (await t.app.request('POST', '/r/saveUser', { token: t.owner1, body: { id, roles: ['employer_portal'] } }))
        .status,
    ).toBe(404);
    const again = await t.app.request('POST', '/r/createUser', {
      token: t.owner1,
      body: { userName, roles: ['employer_portal'] },
    });
    expect(again.status).toBe(200);
    expect((await users(t.owner1)).find((u) => u.userName === userName)?.roles).toEqual(['employer_portal']);
  });

  it('does not let an admin remove their own admin role or delete themselves', async () => {
    const id = await userId(t.owner1, DEMO_USERS.admin);
    for (const body of [
      { id, roles: ['employer_portal'] },
      { id, roles: ['admin', 'employer_portal'], deleted: 1 },
    ]) {
      const response = await t.app.request('POST', '/r/saveUser', { token: t.owner1, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.message).toBe('You cannot remove your own administrator access');
    }
    const me = (await users(t.owner1)).find((u) => u.id === id);
    expect(me?.roles).toEqual(['admin', 'employer_portal']);
    expect(me?.deleted).toBe(0);
  });

  it('lets another admin remove an admin', async () => {
    const userName = 'second-admin@users.test';
    const token = await addUser(t.app, 1, userName, ['admin', 'employer_portal']);
    const id = await userId(t.owner1, userName);
    const response = await t.app.request('POST', '/r/saveUser', {
      token: t.owner1,
      body: { id, roles: ['employer_portal'] },
    });
    expect(response.status).toBe(200);
    expect((await t.app.request('GET', '/r/allUsers', { token })).status).toBe(403);
  });

  it('refuses saveUser and createUser to a user without the admin role', async () => {
    const planner = await t.app.login(DEMO_USERS.planner, 1);
    const id = await userId(t.owner1, DEMO_USERS.planner);
    const promote = await t.app.request('POST', '/r/saveUser', {
      token: planner,
      body: { id, roles: ['admin', 'employer_portal'] },
    });
    expect(promote.status).toBe(403);
    const create = await t.app.request('POST', '/r/createUser', {
      token: planner,
      body: { userName: 'sneaky@users.test', roles: ['admin'] },
    });
    expect(create.status).toBe(403);
    expect((await users(t.owner1)).find((u) => u.id === id)?.roles).not.toContain('admin');
    expect((await users(t.owner1)).map((u) => u.userName)).not.toContain('sneaky@users.test');
  });

  describe('updatePassword', () => {
    it('lets a user change their own password', async () => {
      const userName = 'self@users.test';
      const token = await addUser(t.app, 1, userName, ['employer_portal']);
      const id = await userId(t.owner1, userName);
      const response = await t.app.request('POST', '/r/updatePassword', { token, body: { id, password: 'my-own-pw' } });
      expect(response.status).toBe(200);
      expect(await canLogin(userName, 'my-own-pw', 1)).toBe(true);
      expect(await canLogin(userName, DEMO_PASSWORD, 1)).toBe(false);
    });

    it('lets a mobile-t.app user (employee_portal only) change their own password', async () => {
      const userName = 'mobile-self@users.test';
      const token = await addUser(t.app, 1, userName, ['employee_portal']);
      const id = await userId(t.owner1, userName);
      const response = await t.app.request('POST', '/r/updatePassword', {
        token,
        body: { id, password: 'app-pw-123' },
      });
      expect(response.status).toBe(200);
      expect(await canLogin(userName, 'app-pw-123', 1)).toBe(true);
    });

    it("refuses a non-admin changing someone else's password with 403", async () => {
      const token = await addUser(t.app, 1, 'nosy@users.test', ['employer_portal']);
      const victim = 'victim@users.test';
      await addUser(t.app, 1, victim, ['employer_portal']);
      const id = await userId(t.owner1, victim);
      const response = await t.app.request('POST', '/r/updatePassword', {
        token,
        body: { id, password: 'taken-over' },
      });
      expect(response.status).toBe(403);
      expect(await canLogin(victim, 'taken-over', 1)).toBe(false);
      expect(await canLogin(victim, DEMO_PASSWORD, 1)).toBe(true);
    });

    it("lets an admin set another user's password", async () => {
      const userName = 'helped@users.test';
      await addUser(t.app, 1, userName, ['employer_portal']);
      const id = await userId(t.owner1, userName);
      const response = await t.app.request('POST', '/r/updatePassword', {
        token: t.owner1,
        body: { id, password: 'set-by-admin' },
      });
      expect(response.status).toBe(200);
      expect(await canLogin(userName, 'set-by-admin', 1)).toBe(true);
    });

    it('refuses a password shorter than 6 characters', async () => {
      const userName = 'shortpw@users.test';
      const token = await addUser(t.app, 1, userName, ['employer_portal']);
      const id = await userId(t.owner1, userName);
      const response = await t.app.request('POST', '/r/updatePassword', { token, body: { id, password: 'abc' } });
      expect(response.status).toBe(400);
      expect(await canLogin(userName, DEMO_PASSWORD, 1)).toBe(true);
    });
  });

  it('finds a user by employeeId and answers null when there is none', async () => {
    const userName = 'employee42@users.test';
    // An employee of owner 1 that no login is linked to yet.
    const [employee] = await withSystem(t.app.database, (tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`select id from employees where owner_id = 1 and deleted = 0
            and id not in (select employee_id from owner_users where owner_id = 1) order by id limit 1`,
      ),
    );
    const employeeId = employee?.id ?? 0;
    await addUser(t.app, 1, userName, ['employee_portal']);
    const id = await userId(t.owner1, userName);
    const saved = await t.app.request('POST', '/r/saveUser', {
      token: t.owner1,
      body: { id, employeeId, roles: ['employee_portal'] },
    });
    expect(saved.status).toBe(200);
    const found = await t.app.request('POST', '/r/userByEmployeeId', { token: t.owner1, body: { id: employeeId } });
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({ id, userName, employeeId, roles: ['employee_portal'] });
    const none = await t.app.request('POST', '/r/userByEmployeeId', { token: t.owner1, body: { id: 4243 } });
    expect(none.status).toBe(200);
    expect(none.json).toBeNull();
    // Owner 2 does not see owner 1's employee link.
    const other = await t.app.request('POST', '/r/userByEmployeeId', { token: t.owner2, body: { id: employeeId } });
    expect(other.status).toBe(200);
    expect(other.json).toBeNull();
  });

  it("keeps owner 1's users away from owner 2's admin", async () => {
    const plannerId = await userId(t.owner1, DEMO_USERS.planner);
    const list2 = await users(t.owner2);
    expect(list2.map((u) => u.userName)).not.toContain(DEMO_USERS.planner);
    expect(list2.map((u) => u.id)).not.toContain(plannerId);

    const change = await t.app.request('POST', '/r/saveUser', {
      token: t.owner2,
      body: { id: plannerId, roles: ['employer_portal', 'show_sales'] },
    });
    expect(change.status).toBe(404);
    const remove = await t.app.request('POST', '/r/saveUser', {
      token: t.owner2,
      body: { id: plannerId, roles: [], deleted: 1 },
    });
    expect(remove.status).toBe(404);
    const password = await t.app.request('POST', '/r/updatePassword', {
      token: t.owner2,
      body: { id: plannerId, password: 'owner2-was-here' },
    });
    expect(password.status).toBe(404);

    expect((await users(t.owner1)).find((u) => u.id === plannerId)?.roles).toEqual([
      'employer_portal',
      'show_planning',
      'planning_edit',
    ]);
    expect(await canLogin(DEMO_USERS.planner, DEMO_PASSWORD, 1)).toBe(true);
  });

  // The account (and its password) is shared by every owner the user belongs to. Owner 2's admin can add an
  // existing owner-1 user to owner 2 and then set that account's password, and so log in to owner 1 as that user.
  it("does not let owner 2's admin take over an owner-1 account by adding it and setting its password", async () => {
    const userName = 'target1@users.test';
    await addUser(t.app, 1, userName, ['employer_portal', 'admin']);
    const added = await t.app.request('POST', '/r/createUser', {
      token: t.owner2,
      body: { userName, roles: ['employer_portal'] },
    });
    const membershipId = added.status === 200 ? (added.json.id as number) : undefined;
    if (membershipId) {
      await t.app.request('POST', '/r/updatePassword', {
        token: t.owner2,
        body: { id: membershipId, password: 'owner2-owns-you' },
      });
    }
    expect(await canLogin(userName, 'owner2-owns-you', 1)).toBe(false);
    expect(await canLogin(userName, DEMO_PASSWORD, 1)).toBe(true);
  });

  // Same take-over through the invitation: the set-password link mailed for an existing account is readable by the
  // inviting owner's admin under Home/Emails (outboxEmails returns the mail's html with the key).
  it("does not give owner 2's admin a working set-password link for an owner-1 account", async () => {
    const userName = 'target2@users.test';
    await addUser(t.app, 1, userName, ['employer_portal', 'admin']);
    await t.app.request('POST', '/r/createUser', { token: t.owner2, body: { userName, roles: ['employer_portal'] } });
    const outbox = await t.app.request('GET', '/r/outboxEmails', { token: t.owner2 });
    expect(outbox.status).toBe(200);
    for (const mail of outbox.json as { to: string; html: string }[]) {
      if (mail.to !== userName || !mail.html.includes('ResetPW')) continue;
      const { id, key } = resetLink(mail.html);
      await t.app.request('POST', '/setPassword', { body: { id, key, password: 'owner2-owns-you' }, ip: '10.2.2.1' });
    }
    expect(await canLogin(userName, 'owner2-owns-you', 1)).toBe(false);
    expect(await canLogin(userName, DEMO_PASSWORD, 1)).toBe(true);
  });
});
