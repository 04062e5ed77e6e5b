import { DEFAULT_ROOSTER, OWNER_SETTINGS_DEFAULTS } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withSystem } from '../../db/tenant.ts';
import { DEMO_USERS } from '../../seed/demo.ts';
import { appWithAdmins, BACKENDS, countRows } from '../../test/harness.ts';

interface Mail {
  id: number;
  to: string;
  subject: string;
  status: string;
  createdAt: string;
}

describe.each(BACKENDS)('owner settings on %s', (backend) => {
  const t = appWithAdmins(backend);

  async function getOwner(token: string, id: number) {
    const response = await t.app.request('POST', '/r/getOwner', { token, body: { id } });
    expect(response.status).toBe(200);
    return response.json;
  }

  const auditRows = (ownerId: number) =>
    withSystem(t.app.database, (tx) =>
      queryRows<{ action: string; changes: Record<string, unknown>; user_id: number }>(
        tx,
        sql`select action, changes, user_id from audit_log where owner_id = ${ownerId} and entity = 'Owner' order by id`,
      ),
    );

  describe('getOwner', () => {
    it("returns the caller's owner with its settings and the default rooster", async () => {
      const owner = await getOwner(t.owner1, 1);
      expect(owner.id).toBe(1);
      expect(owner.name).toBe('Demo Schoonmaak B.V.');
      expect(owner.settings).toMatchObject({
        country: 'NL',
        locale: 'nl',
        email: 'kantoor@demo.test',
        city: 'Utrecht',
        KMFee: 23,
      });
      expect(owner.rooster).toEqual(DEFAULT_ROOSTER);
      expect(owner.rooster[0].weeks[0].days).toEqual([760, 760, 760, 760, 760, 0, 0]);
      expect(owner.flexFiltersEmployees).toEqual([]);
      expect(owner.defaultFiles).toEqual({});
    });

    it('fills settings the stored document lacks with their defaults', async () => {
      await withSystem(t.app.database, (tx) =>
        tx.execute(sql`update owners set settings = '{"city":"Delft","someList":[1,2]}'::jsonb where id = 2`),
      );
      const owner = await getOwner(t.owner2, 2);
      expect(owner.settings).toEqual({ ...OWNER_SETTINGS_DEFAULTS, city: 'Delft', someList: [1, 2] });
    });

    it('is readable by every back-office user of the owner', async () => {
      const planner = await t.app.login(DEMO_USERS.planner, 1);
      expect((await getOwner(planner, 1)).name).toBe('Demo Schoonmaak B.V.');
    });

    it("answers 404 for another owner's id and 400 for no id", async () => {
      const other = await t.app.request('POST', '/r/getOwner', { token: t.owner1, body: { id: 2 } });
      expect(other.status).toBe(404);
      expect(JSON.stringify(other.json)).not.toContain('Tweede Vestiging');
      expect((await t.app.request('POST', '/r/getOwner', { token: t.owner1, body: { id: 999 } })).status).toBe(404);
      expect((await t.app.request('POST', '/r/getOwner', { token: t.owner1, body: {} })).status).toBe(400);
    });
  });

  describe('saveOwner', () => {
    it('accepts settings and rooster as JSON text, merges the settings and writes an audit entry', async () => {
      const before = await getOwner(t.owner1, 1);
      const auditBefore = (await auditRows(1)).length;
      const rooster = [{ id: 1, name: '32', weeks: [{ days: [800, 800, 800, 800, 0, 0, 0] }] }];
      const response = await t.app.request('POST', '/r/saveOwner', {
        token: t.owner1,
        body: {
          id: 1,
          name: 'Demo Schoonmaak B.V.',
          settings: JSON.stringify({ city: 'Amersfoort', workTypes: [{ id: 1, name: 'Regulier' }] }),
          rooster: JSON.stringify(rooster),
        },
      });
      expect(response.status).toBe(200);
      // Responses carry real JSON, not text.
      expect(typeof response.json.settings).toBe('object');
      expect(response.json.rooster).toEqual(rooster);

      const after = await getOwner(t.owner1, 1);
      expect(after.settings).toEqual({
        ...before.settings,
        city: 'Amersfoort',
        workTypes: [{ id: 1, name: 'Regulier' }],
      });
      expect(after.settings.email).toBe('kantoor@demo.test');
      expect(after.settings.KMFee).toBe(23);
      expect(after.rooster).toEqual(rooster);

      const audit = await auditRows(1);
      expect(audit).toHaveLength(auditBefore + 1);
      const entry = audit[audit.length - 1];
      expect(entry?.action).toBe('update');
      expect(Object.keys(entry?.changes ?? {}).sort()).toEqual(['rooster', 'settings']);
    });

    it('accepts settings as JSON and keeps keys it leaves out, including those of later modules', async () => {
      await t.app.request('POST', '/r/saveOwner', {
        token: t.owner1,
        body: { id: 1, name: 'Demo Schoonmaak B.V.', settings: { vatCodes: [{ code: 'H', percentage: 21 }] } },
      });
      const roosterBefore = (await getOwner(t.owner1, 1)).rooster;
      const response = await t.app.request('POST', '/r/saveOwner', {
        token: t.owner1,
        body: { id: 1, name: 'Demo Schoonmaak Utrecht B.V.', settings: { phone: '030-1234567', KMFee: '21' } },
      });
      expect(response.status).toBe(200);
      const after = await getOwner(t.owner1, 1);
      expect(after.name).toBe('Demo Schoonmaak Utrecht B.V.');
      expect(after.settings.phone).toBe('030-1234567');
      expect(after.settings.KMFee).toBe(21);
      expect(after.settings.vatCodes).toEqual([{ code: 'H', percentage: 21 }]);
      expect(after.settings.email).toBe('kantoor@demo.test');
      expect(after.rooster).toEqual(roosterBefore);
      // The name shows in the owner choice at login.
      const owners = await t.app.request('POST', '/ownersUser', {
        body: { userName: DEMO_USERS.admin, password: 'demo1234' },
      });
      expect(owners.json[0]).toEqual({ id: 1, name: 'Demo Schoonmaak Utrecht B.V.' });
    });

    it('refuses invalid settings with 400 and changes nothing', async () => {
      const before = await getOwner(t.owner1, 1);
      const auditBefore = await countRows(t.app, 'audit_log');
      const bodies = [
        { id: 1, name: before.name, settings: { email: 'not-an-address' } },
        { id: 1, name: before.name, settings: JSON.stringify({ email: 'kantoor@', city: 'Nowhere' }) },
        { id: 1, name: before.name, settings: '{broken json' },
        { id: 1, name: before.name, settings: { locale: 'de' } },
        { id: 1, name: before.name, rooster: '{"not":"a list"}' },
        { id: 1, name: '', settings: { city: 'Nowhere' } },
      ];
      for (const body of bodies) {
        const response = await t.app.request('POST', '/r/saveOwner', { token: t.owner1, body });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.json.code).toBe(400);
      }
      expect(await getOwner(t.owner1, 1)).toEqual(before);
      expect(await countRows(t.app, 'audit_log')).toBe(auditBefore);
    });

    it('refuses a user without the admin role with 403', async () => {
      const planner = await t.app.login(DEMO_USERS.planner, 1);
      const before = await getOwner(t.owner1, 1);
      const response = await t.app.request('POST', '/r/saveOwner', {
        token: planner,
        body: { id: 1, name: 'Planner Was Here', settings: { city: 'Elsewhere' } },
      });
      expect(response.status).toBe(403);
      expect(await getOwner(t.owner1, 1)).toEqual(before);
    });

    it("answers 404 for another owner's id and leaves that owner alone", async () => {
      const before = await getOwner(t.owner2, 2);
      const response = await t.app.request('POST', '/r/saveOwner', {
        token: t.owner1,
        body: { id: 2, name: 'Taken Over B.V.', settings: { city: 'Elsewhere' } },
      });
      expect(response.status).toBe(404);
      expect(await getOwner(t.owner2, 2)).toEqual(before);
    });
  });

  describe('outboxEmails', () => {
    it("lists the owner's mails newest first, without other owners' or owner-less mails", async () => {
      const create = (token: string, userName: string) =>
        t.app.request('POST', '/r/createUser', { token, body: { userName, roles: ['employer_portal'] } });
      expect((await create(t.owner1, 'first@outbox.test')).status).toBe(200);
      expect((await create(t.owner2, 'other-owner@outbox.test')).status).toBe(200);
      const forgot = await t.app.request('POST', '/forgotPassword', { body: { userName: DEMO_USERS.planner } });
      expect(forgot.status).toBe(200);
      expect((await create(t.owner1, 'second@outbox.test')).status).toBe(200);

      const response = await t.app.request('GET', '/r/outboxEmails', { token: t.owner1 });
      expect(response.status).toBe(200);
      const mails = response.json as Mail[];
      const recipients = mails.map((m) => m.to);
      expect(recipients.slice(0, 2)).toEqual(['second@outbox.test', 'first@outbox.test']);
      expect(recipients).not.toContain('other-owner@outbox.test');
      expect(recipients).not.toContain(DEMO_USERS.planner);
      const times = mails.map((m) => new Date(m.createdAt).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      // Without SMTP the mail waits in the outbox.
      expect(mails[0]?.status).toBe('outbox');
      expect(mails[0]?.subject).toBe('Stel uw wachtwoord in');

      const other = await t.app.request('GET', '/r/outboxEmails', { token: t.owner2 });
      expect((other.json as Mail[]).map((m) => m.to)).toEqual(['other-owner@outbox.test']);

      const limited = await t.app.request('GET', '/r/outboxEmails?limit=1', { token: t.owner1 });
      expect((limited.json as Mail[]).map((m) => m.to)).toEqual(['second@outbox.test']);
    });

    it('is for admins only', async () => {
      const planner = await t.app.login(DEMO_USERS.planner, 1);
      expect((await t.app.request('GET', '/r/outboxEmails', { token: planner })).status).toBe(403);
    });
  });
});
