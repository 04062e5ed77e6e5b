import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withSystem } from '../../db/tenant.ts';
import { TOKEN_LIFETIME_SECONDS } from '../../platform/tokens.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo.ts';
import { addUser, BACKENDS, countRows, createTestApp, type TestApp } from '../../test/harness.ts';

interface OutboxRow {
  id: number;
  owner_id: number;
  to: string;
  subject: string;
  html: string;
  status: string;
}

function decodeJwtPayload(token: string): Record<string, unknown> {
  const parts = token.split('.');
  expect(parts).toHaveLength(3);
  return JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'));
}

async function outbox(app: TestApp): Promise<OutboxRow[]> {
  return withSystem(app.database, (tx) =>
    queryRows<OutboxRow>(tx, sql`select id, owner_id, "to", subject, html, status from mail_outbox order by id`),
  );
}

async function accountId(app: TestApp, userName: string): Promise<number> {
  const rows = await withSystem(app.database, (tx) =>
    queryRows<{ id: number }>(tx, sql`select id from user_accounts where lower(user_name) = ${userName}`),
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`no account ${userName}`);
  return id;
}

/** The id and key of the set-password link in a mail. */
function resetLink(html: string): { id: number; key: string } {
  const match = /#\/Session\/ResetPW\/(\d+)\/([A-Za-z0-9_-]+)/.exec(html);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in ${html}`);
  return { id: Number(match[1]), key: match[2] };
}

describe.each(BACKENDS)('session calls on %s', (backend) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(backend);
  });
  afterAll(() => app.close());

  const login = (userName: string, password: string, ownerId: unknown, ip = '10.0.0.1') =>
    app.request('POST', '/login', { body: { userName, password, ownerId }, ip });

  /** Asks for a reset mail and returns the mail that it added to the outbox. */
  async function requestReset(userName: string, ip: string, locale?: string): Promise<OutboxRow> {
    const before = (await outbox(app)).length;
    const response = await app.request('POST', '/forgotPassword', { body: { userName, locale }, ip });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ok: true });
    const rows = await outbox(app);
    expect(rows).toHaveLength(before + 1);
    return rows[rows.length - 1] as OutboxRow;
  }

  describe('login', () => {
    it('gives a token that carries the owner, employee, roles, sysAdmin, user name and an expiry', async () => {
      const response = await login(DEMO_USERS.planner, DEMO_PASSWORD, 1);
      expect(response.status).toBe(200);
      const payload = decodeJwtPayload(response.json.token);
      expect(payload).toMatchObject({
        userName: DEMO_USERS.planner,
        ownerId: 1,
        sysAdmin: false,
        userId: await accountId(app, DEMO_USERS.planner),
      });
      // The demo planner is linked to an employee; the token carries that employee's id.
      const [linked] = await withSystem(app.database, (tx) =>
        queryRows<{ employee_id: number }>(
          tx,
          sql`select employee_id from owner_users where owner_id = 1 and user_id = ${payload.userId as number}`,
        ),
      );
      expect(linked?.employee_id).toBeGreaterThan(0);
      expect(payload.employeeId).toBe(linked?.employee_id);
      expect([...(payload.roles as string[])].sort()).toEqual(['employer_portal', 'planning_edit', 'show_planning']);
      const now = Math.floor(Date.now() / 1000);
      expect(typeof payload.exp).toBe('number');
      expect(payload.exp as number).toBeGreaterThan(now);
      expect((payload.exp as number) - (payload.iat as number)).toBe(TOKEN_LIFETIME_SECONDS);
      // The token opens the calls of that owner.
      const ownerCall = await app.request('POST', '/r/getOwner', { token: response.json.token, body: { id: 1 } });
      expect(ownerCall.status).toBe(200);
    });

    it('accepts the user name in any case and with surrounding spaces', async () => {
      const response = await login('  Admin@Demo.TEST ', DEMO_PASSWORD, 2);
      expect(response.status).toBe(200);
      expect(decodeJwtPayload(response.json.token)).toMatchObject({ userName: DEMO_USERS.admin, ownerId: 2 });
    });

    it('refuses a wrong password, an unknown user and an owner the user is not a member of with 401 and no token', async () => {
      const attempts = [
        login(DEMO_USERS.admin, 'wrong-password', 1, '10.0.1.1'),
        login('nobody@demo.test', DEMO_PASSWORD, 1, '10.0.1.2'),
        login(DEMO_USERS.planner, DEMO_PASSWORD, 2, '10.0.1.3'),
        login(DEMO_USERS.admin, DEMO_PASSWORD, 99, '10.0.1.4'),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(401);
        expect(response.json.code).toBe(401);
        expect(response.json.key).toBe('session.wrongCredentials');
        expect(response.json.token).toBeUndefined();
        expect(JSON.stringify(response.json)).not.toContain('eyJ');
      }
    });

    it('refuses a user whose membership was deleted', async () => {
      await addUser(app, 1, 'gone@session.test', ['employer_portal']);
      await withSystem(app.database, (tx) =>
        tx.execute(
          sql`update owner_users set deleted = 1 where user_id = (select id from user_accounts where user_name = 'gone@session.test')`,
        ),
      );
      expect((await login('gone@session.test', DEMO_PASSWORD, 1, '10.0.1.5')).status).toBe(401);
    });

    it('answers bad input with 400', async () => {
      const bodies = [
        { userName: 'not-an-email', password: DEMO_PASSWORD, ownerId: 1 },
        { userName: DEMO_USERS.admin, password: '12345', ownerId: 1 },
        { userName: DEMO_USERS.admin, password: DEMO_PASSWORD },
        { userName: DEMO_USERS.admin, password: DEMO_PASSWORD, ownerId: 0 },
        { password: DEMO_PASSWORD, ownerId: 1 },
      ];
      for (const body of bodies) {
        const response = await app.request('POST', '/login', { body, ip: '10.0.2.1' });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.json.code).toBe(400);
        expect(response.json.token).toBeUndefined();
      }
      const malformed = await app.request('POST', '/login', { body: '{"userName":', ip: '10.0.2.1' });
      expect(malformed.status).toBe(400);
    });

    it('answers 429 after repeated failed logins from one address while another address can still log in', async () => {
      for (let i = 0; i < 10; i++) {
        expect((await login(DEMO_USERS.admin, `wrong-${i}-pw`, 1, '10.0.3.1')).status).toBe(401);
      }
      const blocked = await login(DEMO_USERS.admin, 'wrong-again', 1, '10.0.3.1');
      expect(blocked.status).toBe(429);
      expect(blocked.json.code).toBe(429);
      // Blocked even with the right password, and for the owner list too.
      expect((await login(DEMO_USERS.admin, DEMO_PASSWORD, 1, '10.0.3.1')).status).toBe(429);
      const owners = await app.request('POST', '/ownersUser', {
        body: { userName: DEMO_USERS.admin, password: DEMO_PASSWORD },
        ip: '10.0.3.1',
      });
      expect(owners.status).toBe(429);
      const other = await login(DEMO_USERS.admin, DEMO_PASSWORD, 1, '10.0.3.2');
      expect(other.status).toBe(200);
      expect(typeof other.json.token).toBe('string');
    });

    // A client that knows one valid account (its own) must not be able to reset the failure count of its address by
    // logging in successfully now and then, and so guess another user's password without limit.
    it('keeps counting failed logins of an address across successful logins of another account', async () => {
      await addUser(app, 1, 'attacker@session.test', ['employer_portal']);
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        statuses.push((await login(DEMO_USERS.admin, `guess-${i}-pw`, 1, '10.0.3.9')).status);
        if (i % 5 === 4) await login('attacker@session.test', DEMO_PASSWORD, 1, '10.0.3.9');
      }
      expect(statuses).toContain(429);
    });

    // With trustProxy on, the client address is taken from X-Forwarded-For, which any client can set when the server
    // is reached directly (npm start listens on 0.0.0.0:3000): a fresh header per attempt would evade the limit.
    it('does not let a client evade the limit by sending a new X-Forwarded-For with every attempt', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const response = await app.app.inject({
          method: 'POST',
          url: `${app.config.basePath}/api/login`,
          remoteAddress: '198.51.100.7',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
          payload: JSON.stringify({ userName: DEMO_USERS.admin, password: `spoof-${i}-pw`, ownerId: 1 }),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('ownersUser', () => {
    it('lists both demo owners for the admin and only owner 1 for the planner', async () => {
      const admin = await app.request('POST', '/ownersUser', {
        body: { userName: DEMO_USERS.admin, password: DEMO_PASSWORD },
        ip: '10.0.4.1',
      });
      expect(admin.status).toBe(200);
      expect(admin.json).toEqual([
        { id: 1, name: 'Demo Schoonmaak B.V.' },
        { id: 2, name: 'Tweede Vestiging B.V.' },
      ]);
      const planner = await app.request('POST', '/ownersUser', {
        body: { userName: DEMO_USERS.planner, password: DEMO_PASSWORD },
        ip: '10.0.4.1',
      });
      expect(planner.status).toBe(200);
      expect(planner.json).toEqual([{ id: 1, name: 'Demo Schoonmaak B.V.' }]);
    });

    it('refuses a wrong password with 401 and no owners, and bad input with 400', async () => {
      const wrong = await app.request('POST', '/ownersUser', {
        body: { userName: DEMO_USERS.admin, password: 'not-the-password' },
        ip: '10.0.4.2',
      });
      expect(wrong.status).toBe(401);
      expect(Array.isArray(wrong.json)).toBe(false);
      expect(JSON.stringify(wrong.json)).not.toContain('Demo Schoonmaak');
      const bad = await app.request('POST', '/ownersUser', {
        body: { userName: 'admin', password: 'x' },
        ip: '10.0.4.2',
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('forgot password', () => {
    it('mails a single-use link that sets a new password', async () => {
      const userName = 'forgetful@session.test';
      await addUser(app, 1, userName, ['employer_portal', 'show_other']);
      const mail = await requestReset(userName, '10.0.5.1');
      expect(mail.owner_id).toBe(0);
      expect(mail.to).toBe(userName);
      expect(mail.subject).toBe('Set your password');
      // Without SMTP the mail waits in the outbox and no delivery job is queued.
      expect(mail.status).toBe('outbox');
      expect(await countRows(app, 'jobs')).toBe(0);
      expect(mail.html).toContain(`${app.config.publicUrl}/#/Session/ResetPW/`);
      const { id, key } = resetLink(mail.html);
      expect(id).toBe(await accountId(app, userName));

      const user = await app.request('POST', '/userByIdKey', { body: { id, key }, ip: '10.0.5.1' });
      expect(user.status).toBe(200);
      expect(user.json).toMatchObject({ id, userName });

      const set = await app.request('POST', '/setPassword', {
        body: { id, key, password: 'brand-new-pw' },
        ip: '10.0.5.1',
      });
      expect(set.status).toBe(200);
      expect(set.json).toMatchObject({ id, userName });
      expect(set.json.roles).toEqual(['employer_portal', 'show_other']);

      expect((await login(userName, DEMO_PASSWORD, 1, '10.0.5.2')).status).toBe(401);
      expect((await login(userName, 'brand-new-pw', 1, '10.0.5.3')).status).toBe(200);

      // Single use: the key is spent.
      const again = await app.request('POST', '/setPassword', {
        body: { id, key, password: 'third-password' },
        ip: '10.0.5.4',
      });
      expect(again.status).toBe(404);
      expect(again.json.message).toBe('Key not valid (anymore)');
      expect((await app.request('POST', '/userByIdKey', { body: { id, key }, ip: '10.0.5.4' })).status).toBe(404);
      expect((await login(userName, 'brand-new-pw', 1, '10.0.5.5')).status).toBe(200);
    });

    it('spends every open key of the user when a password is set', async () => {
      const userName = 'two-links@session.test';
      await addUser(app, 1, userName, ['employer_portal']);
      const first = resetLink((await requestReset(userName, '10.0.9.1')).html);
      const second = resetLink((await requestReset(userName, '10.0.9.2')).html);
      const set = await app.request('POST', '/setPassword', {
        body: { ...second, password: 'newest-pw' },
        ip: '10.0.9.3',
      });
      expect(set.status).toBe(200);
      const old = await app.request('POST', '/setPassword', {
        body: { ...first, password: 'older-pw' },
        ip: '10.0.9.4',
      });
      expect(old.status).toBe(404);
      expect((await login(userName, 'newest-pw', 1, '10.0.9.5')).status).toBe(200);
    });

    it('mails no link to a login that has no owner left', async () => {
      const userName = 'no-owner-left@session.test';
      await addUser(app, 1, userName, ['employer_portal']);
      await withSystem(app.database, (tx) =>
        tx.execute(
          sql`update owner_users set deleted = 1 where user_id = (select id from user_accounts where user_name = ${userName})`,
        ),
      );
      const response = await app.request('POST', '/forgotPassword', { body: { userName }, ip: '10.0.9.6' });
      expect(response.json).toEqual({ ok: true });
      const mails = await withSystem(app.database, (tx) =>
        queryRows<{ n: number }>(tx, sql`select count(*)::int as n from mail_outbox where "to" = ${userName}`),
      );
      expect(mails[0]?.n).toBe(0);
    });

    it('refuses an expired key and leaves the password alone', async () => {
      const userName = 'late@session.test';
      await addUser(app, 1, userName, ['employer_portal']);
      const { id, key } = resetLink((await requestReset(userName, '10.0.6.1')).html);
      await withSystem(app.database, (tx) =>
        tx.execute(sql`update password_resets set expires_at = now() - interval '1 minute' where user_id = ${id}`),
      );
      expect((await app.request('POST', '/userByIdKey', { body: { id, key }, ip: '10.0.6.2' })).status).toBe(404);
      const set = await app.request('POST', '/setPassword', {
        body: { id, key, password: 'too-late-pw' },
        ip: '10.0.6.2',
      });
      expect(set.status).toBe(404);
      expect((await login(userName, 'too-late-pw', 1, '10.0.6.3')).status).toBe(401);
      expect((await login(userName, DEMO_PASSWORD, 1, '10.0.6.4')).status).toBe(200);
    });

    it("refuses a key with another user's id or a made-up key", async () => {
      const userName = 'mixup@session.test';
      await addUser(app, 1, userName, ['employer_portal']);
      const { id, key } = resetLink((await requestReset(userName, '10.0.7.1')).html);
      const plannerId = await accountId(app, DEMO_USERS.planner);
      const wrongUser = await app.request('POST', '/setPassword', {
        body: { id: plannerId, key, password: 'hijacked-pw' },
        ip: '10.0.7.2',
      });
      expect(wrongUser.status).toBe(404);
      const madeUp = await app.request('POST', '/userByIdKey', { body: { id, key: 'x'.repeat(32) }, ip: '10.0.7.2' });
      expect(madeUp.status).toBe(404);
      expect((await login(DEMO_USERS.planner, DEMO_PASSWORD, 1, '10.0.7.3')).status).toBe(200);
      // The genuine key still works after those failures.
      const ok = await app.request('POST', '/userByIdKey', { body: { id, key }, ip: '10.0.7.4' });
      expect(ok.status).toBe(200);
    });

    it('answers an unknown address the same way and mails nothing', async () => {
      const mailsBefore = await countRows(app, 'mail_outbox');
      const keysBefore = await countRows(app, 'password_resets');
      const response = await app.request('POST', '/forgotPassword', {
        body: { userName: 'stranger@nowhere.test' },
        ip: '10.0.8.1',
      });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ ok: true });
      expect(await countRows(app, 'mail_outbox')).toBe(mailsBefore);
      expect(await countRows(app, 'password_resets')).toBe(keysBefore);
    });

    it('refuses a forgot-password request that is not an e-mail address', async () => {
      const mailsBefore = await countRows(app, 'mail_outbox');
      const response = await app.request('POST', '/forgotPassword', { body: { userName: 'admin' }, ip: '10.0.8.2' });
      expect(response.status).toBe(400);
      const locale = await app.request('POST', '/forgotPassword', {
        body: { userName: DEMO_USERS.admin, locale: 'xx' },
        ip: '10.0.8.2',
      });
      expect(locale.status).toBe(400);
      expect(await countRows(app, 'mail_outbox')).toBe(mailsBefore);
    });

    it('limits forgot-password requests per address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await app.request('POST', '/forgotPassword', {
          body: { userName: `nobody${i}@nowhere.test` },
          ip: '10.0.8.3',
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('writes the mail in the requested language', async () => {
      const userName = 'dutch@session.test';
      await addUser(app, 1, userName, ['employer_portal']);
      const nl = await requestReset(userName, '10.0.9.1', 'nl');
      expect(nl.subject).toBe('Stel uw wachtwoord in');
      expect(nl.html).toContain('Wachtwoord instellen');
      expect(nl.html).toContain('/#/Session/ResetPW/');
      const fr = await requestReset(userName, '10.0.9.1', 'fr');
      expect(fr.subject).toBe('Définissez votre mot de passe');
    });

    it('reports the roles of an employee-portal user without employer_portal after setPassword', async () => {
      const { id, key } = resetLink((await requestReset(DEMO_USERS.employee, '10.0.10.1')).html);
      const user = await app.request('POST', '/userByIdKey', { body: { id, key }, ip: '10.0.10.1' });
      expect(user.json.userName).toBe(DEMO_USERS.employee);
      const set = await app.request('POST', '/setPassword', {
        body: { id, key, password: 'mobile-pw' },
        ip: '10.0.10.1',
      });
      expect(set.status).toBe(200);
      expect(set.json.roles).toEqual(['employee_portal']);
      expect(set.json.roles).not.toContain('employer_portal');
    });

    it('refuses a new password shorter than 6 characters and keeps the key usable', async () => {
      const userName = 'short@session.test';
      await addUser(app, 1, userName, ['employer_portal']);
      const { id, key } = resetLink((await requestReset(userName, '10.0.11.1')).html);
      const short = await app.request('POST', '/setPassword', {
        body: { id, key, password: '12345' },
        ip: '10.0.11.1',
      });
      expect(short.status).toBe(400);
      expect((await app.request('POST', '/userByIdKey', { body: { id, key }, ip: '10.0.11.1' })).status).toBe(200);
      expect((await login(userName, DEMO_PASSWORD, 1, '10.0.11.2')).status).toBe(200);
    });
  });
});
