import { OWNER_LISTS, type OwnerListName } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { DEMO_USERS } from '../../seed/demo.ts';
import { addUser, appWithAdmins, BACKENDS } from '../../test/harness.ts';

/** A valid item per list, beyond its name. */
const EXTRA: Record<OwnerListName, Record<string, unknown>> = {
  districts: {},
  machineTypes: {},
  vatCodes: { percentage: 2100 },
  workTypes: { hourRate: 3450 },
  purchaseTypes: { validUntil: '2030-12-31' },
  purchaseCategories: {},
  bankAccounts: { iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', initialBalance: -1250 },
  flexFieldsProjects: { kind: 1, order: 3 },
};
const NAMES = Object.keys(OWNER_LISTS) as OwnerListName[];

interface Item {
  id: number;
  name: string;
  deleted: number;
  [field: string]: unknown;
}

describe.each(BACKENDS)('owner settings lists on %s', (backend) => {
  const t = appWithAdmins(backend);

  const save = (singular: string, body: unknown, token = t.owner2) =>
    t.app.request('POST', `/r/save${singular}`, { token, body });
  const all = async (plural: string, token = t.owner2): Promise<Item[]> => {
    const response = await t.app.request('GET', `/r/all${plural}`, { token });
    expect(response.status).toBe(200);
    return response.json;
  };
  const getOwner = async (id: number, token: string) =>
    (await t.app.request('POST', '/r/getOwner', { token, body: { id } })).json;
  const auditActions = (entity: string, id: number) =>
    withTenant(t.app.database, 2, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_log where owner_id = 2 and entity = ${entity} and entity_id = ${id} order by id`,
      ),
    );

  describe.each(NAMES)('%s', (name) => {
    const { plural, singular, column } = OWNER_LISTS[name];
    const item = (itemName: string, fields: Record<string, unknown> = {}) => ({
      name: itemName,
      ...EXTRA[name],
      ...fields,
    });

    it('creates, updates and soft-deletes items; ids are never reused; each save is audited', async () => {
      const first = await save(singular, { id: 0, ...item(`${name} Alpha`) });
      expect(first.status).toBe(200);
      const second = await save(singular, item(`${name} Beta`));
      expect(second.json.id).toBe(first.json.id + 1);
      expect(second.json).toMatchObject({ name: `${name} Beta`, deleted: 0, ...EXTRA[name] });

      const renamed = await save(singular, { ...second.json, name: `${name} Gamma` });
      expect(renamed.status).toBe(200);
      expect(renamed.json).toMatchObject({ id: second.json.id, name: `${name} Gamma` });

      const deleted = await save(singular, { id: second.json.id, deleted: 1 });
      expect(deleted.status).toBe(200);
      expect(deleted.json).toMatchObject({ id: second.json.id, deleted: 1 });
      const names = (await all(plural)).map((i) => i.name);
      expect(names).toContain(`${name} Alpha`);
      expect(names).not.toContain(`${name} Gamma`);

      // The deleted item stays stored, so the next id passes it; its name is free again.
      const third = await save(singular, item(`${name} Gamma`));
      expect(third.json.id).toBe(second.json.id + 1);
      const owner = await getOwner(2, t.owner2);
      const stored: Item[] = column === 'settings' ? owner.settings[name] : owner.flexFieldsProjects;
      expect(stored.find((i) => i.id === second.json.id)).toMatchObject({ deleted: 1 });
      expect(stored.map((i) => i.id)).toEqual(expect.arrayContaining([first.json.id, third.json.id]));

      expect((await auditActions(singular, second.json.id)).map((a) => a.action)).toEqual([
        'create',
        'update',
        'delete',
      ]);
    });

    it('refuses a duplicate name, an unknown id and an invalid item, and changes nothing', async () => {
      const original = await save(singular, item(`${name} Unique`));
      expect(original.status).toBe(200);
      const before = await all(plural);

      const duplicate = await save(singular, item(`  ${name.toUpperCase()} UNIQUE `));
      expect(duplicate.status).toBe(400);
      expect(duplicate.json.message).toBe('Name already exists');
      expect((await save(singular, { ...item(`${name} Unique`), id: 999 })).status).toBe(404);
      expect((await save(singular, { id: 999, deleted: 1 })).status).toBe(404);
      expect((await save(singular, item(''))).status).toBe(400);
      expect((await save(singular, { ...item(`${name} Bad`), deleted: 7 })).status).toBe(400);
      expect((await save(singular, {})).status).toBe(400);
      // A deleted item cannot be changed or deleted again.
      await save(singular, { id: original.json.id, deleted: 1 });
      expect((await save(singular, { ...original.json, name: `${name} Back` })).status).toBe(404);
      expect((await save(singular, { id: original.json.id, deleted: 1 })).status).toBe(404);

      expect(await all(plural)).toEqual(before.filter((i) => i.id !== original.json.id));
    });
  });

  it('rejects list-specific bad fields', async () => {
    expect((await save('VatCode', { name: 'Te hoog', percentage: 10_001 })).status).toBe(400);
    expect((await save('VatCode', { name: 'Datum', percentage: 900, validUntil: '2024-02-30' })).status).toBe(400);
    expect((await save('FlexFieldProject', { name: 'Soort', kind: 9 })).status).toBe(400);
    // A select needs something to choose from; a text field needs no options.
    expect((await save('FlexFieldProject', { name: 'Keuze zonder opties', kind: 4, options: [] })).status).toBe(400);
    for (const field of [
      { name: 'Keuze', kind: 4, options: ['Ja', 'Nee'] },
      { name: 'Tekst', kind: 1 },
    ]) {
      const saved = await save('FlexFieldProject', field);
      expect(saved.status).toBe(200);
      // Removed again: the sorting test below counts the flex fields.
      expect((await save('FlexFieldProject', { id: saved.json.id, deleted: 1 })).status).toBe(200);
    }
    expect((await save('WorkType', { name: 'Negatief', hourRate: -1 })).status).toBe(400);
    const names = (await all('VatCodes')).map((i) => i.name);
    expect(names).not.toContain('Te hoog');
  });

  it('sorts flex fields by order then name, the other lists by name', async () => {
    await save('FlexFieldProject', { name: 'Zz sort first', order: 0 });
    await save('FlexFieldProject', { name: 'Aa sort last', order: 9000 });
    const flex = (await all('FlexFieldsProjects')).map((i) => i.name);
    expect(flex[0]).toBe('Zz sort first');
    expect(flex.at(-1)).toBe('Aa sort last');
    await save('District', { name: 'zuid sort' });
    await save('District', { name: 'Aalsmeer sort' });
    const districts = (await all('Districts')).map((i) => i.name);
    expect(districts).toEqual([...districts].sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base' })));
  });

  it('keeps the other settings and both read paths agree', async () => {
    const ownerBefore = await getOwner(2, t.owner2);
    await save('District', { name: 'Kralingen' });
    const ownerAfter = await getOwner(2, t.owner2);
    expect(ownerAfter.settings.city).toBe('Rotterdam');
    expect(ownerAfter.rooster).toEqual(ownerBefore.rooster);
    expect(ownerAfter.settings.vatCodes).toEqual(ownerBefore.settings.vatCodes);
    expect(ownerAfter.settings.districts.filter((d: Item) => !d.deleted)).toEqual(
      expect.arrayContaining((await all('Districts')).map((d) => expect.objectContaining({ id: d.id, name: d.name }))),
    );
    // saveOwner from the general settings page keeps the lists too.
    const saved = await t.app.request('POST', '/r/saveOwner', {
      token: t.owner2,
      body: { id: 2, name: ownerAfter.name, settings: { city: 'Delft' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.settings.districts).toEqual(ownerAfter.settings.districts);
  });

  it('loses no item when ten saves of one owner run at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => save('District', { name: `Gelijktijdig ${i}` })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const ids = responses.map((r) => r.json.id as number);
    expect(new Set(ids).size).toBe(10);
    const listed = (await all('Districts')).map((d) => d.id);
    for (const id of ids) expect(listed).toContain(id);
  });

  it('refuses to delete a VAT code a work type uses, and checks the VAT code of a work type', async () => {
    const vat = await save('VatCode', { name: 'In gebruik', percentage: 900 });
    const workType = await save('WorkType', { name: 'Met btw', hourRate: 100, vatCodeId: vat.json.id });
    expect(workType.status).toBe(200);
    const refused = await save('VatCode', { id: vat.json.id, deleted: 1 });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("This VAT code is used by work type 'Met btw' and cannot be deleted");
    expect((await all('VatCodes')).map((v) => v.id)).toContain(vat.json.id);

    expect((await save('WorkType', { name: 'Zonder btw', vatCodeId: 999 })).json.message).toBe(
      'VAT code 999 not found',
    );
    await save('WorkType', { id: workType.json.id, deleted: 1 });
    expect((await save('VatCode', { id: vat.json.id, deleted: 1 })).status).toBe(200);
  });

  it('gates saves by the list area and lets every back-office user read', async () => {
    const projects = await addUser(t.app, 1, `lists-projects-${backend}@test.example`, [
      'employer_portal',
      'show_projects',
    ]);
    const sales = await addUser(t.app, 1, `lists-sales-${backend}@test.example`, ['employer_portal', 'show_sales']);
    const planner = await t.app.login(DEMO_USERS.planner, 1);
    const employee = await t.app.login(DEMO_USERS.employee, 1);

    expect((await save('District', { name: 'Door projecten' }, projects)).status).toBe(200);
    expect((await save('FlexFieldProject', { name: 'Door projecten' }, projects)).status).toBe(200);
    expect((await save('VatCode', { name: 'Door projecten', percentage: 0 }, projects)).status).toBe(403);
    expect((await save('VatCode', { name: 'Door verkoop', percentage: 0 }, sales)).status).toBe(200);
    expect((await save('WorkType', { name: 'Door verkoop' }, sales)).status).toBe(200);
    expect((await save('District', { name: 'Door verkoop' }, sales)).status).toBe(403);
    for (const token of [projects, sales, planner]) {
      expect((await t.app.request('GET', '/r/allVatCodes', { token })).status).toBe(200);
      expect((await t.app.request('GET', '/r/allDistricts', { token })).status).toBe(200);
    }
    expect((await t.app.request('GET', '/r/allVatCodes', { token: employee })).status).toBe(403);
    expect((await save('District', { name: 'Door medewerker' }, employee)).status).toBe(403);
  });

  it("keeps each owner's lists apart; the demo owner has the seeded lists", async () => {
    const own = (await all('Districts', t.owner1)).map((d) => d.name);
    expect(own).toEqual(expect.arrayContaining(['Binnenstad', 'Oost', 'West', 'Leidsche Rijn', 'Overvecht']));
    const other = (await all('Districts', t.owner2)).map((d) => d.name);
    for (const name of ['Binnenstad', 'Overvecht']) expect(other).not.toContain(name);

    const vatCodes = await all('VatCodes', t.owner1);
    expect(vatCodes.find((v) => v.id === 1)).toMatchObject({
      name: '21% hoog',
      percentage: 2100,
      validUntil: '3000-01-01',
    });
    expect(vatCodes.find((v) => v.name === '6% laag (oud)')).toMatchObject({
      percentage: 600,
      validUntil: '2019-01-01',
    });
    const workTypes = await all('WorkTypes', t.owner1);
    expect(workTypes.find((w) => w.name === 'Schoonmaak kantoor')).toMatchObject({ hourRate: 3450, vatCodeId: 1 });
    expect(workTypes.find((w) => w.name === 'Vloeronderhoud (oud)')).toMatchObject({ validUntil: '2024-01-01' });
    expect((await all('MachineTypes', t.owner1)).map((m) => m.name)).toEqual(
      expect.arrayContaining(['Schrobmachine', 'Stofzuiger', 'Hogedrukreiniger']),
    );
    const flex = await all('FlexFieldsProjects', t.owner1);
    expect(flex.filter((f) => f.name !== 'Door projecten')).toMatchObject([
      { name: 'Alarmcode locatie', kind: 1 },
      { name: 'Parkeren op eigen terrein', kind: 3 },
    ]);
    // The seed merged into the settings document.
    expect((await getOwner(1, t.owner1)).settings).toMatchObject({ city: 'Utrecht', KMFee: 23 });
  });
});
