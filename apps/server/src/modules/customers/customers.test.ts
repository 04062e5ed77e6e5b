import {
  CUSTOMER_LIST_FIELDS,
  type ErrorKey,
  errorMessage,
  keyedMessage,
  VALIDATION_MESSAGES,
} from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { createFakeGeo } from '../../platform/geo.ts';
import { ADMIN_1, appPerFile } from '../../test/app-per-file.ts';
import { allCustomers, customer, execute, insertProject, listed, saveCustomer } from '../../test/fixtures/customers.ts';
import { BACKENDS, countRows } from '../../test/harness.ts';

/** An error body of a catalogue key: the key, and the spec's text as the message. */
const refusal = (key: ErrorKey) => ({ key, message: errorMessage(key) });

const geo = createFakeGeo([
  { street: 'Neude', houseNumber: '11', postalCode: '3512 AE', city: 'Utrecht', latitude: 52.0927, longitude: 5.1188 },
]);

describe.each(BACKENDS)('saveCustomer on %s', (backend) => {
  const t = appPerFile(backend, { owner1: ADMIN_1 }, { geo });

  const save = (body: unknown) => t.app.request('POST', '/r/saveCustomer', { token: t.owner1, body });
  const getCustomer = async (id: number) =>
    (await t.app.request('POST', '/r/getCustomer', { token: t.owner1, body: { id } })).json;
  const audit = (id: number) =>
    withTenant(t.app.database, 1, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_log where entity = 'Customer' and entity_id = ${id} order by id`,
      ),
    ).then((rows) => rows.map((r) => r.action));

  it('gives <auto> and empty numbers the highest plus one and keeps a typed number', async () => {
    const highest = Math.max(0, ...(await allCustomers(t.app, t.owner1)).map((c) => c.number));
    const postbus = {
      name: 'Administratie',
      address: 'Postbus',
      houseNumber: '1234',
      postalCode: '3500 AA',
      city: 'Utrecht',
    };
    const first = await saveCustomer(t.app, t.owner1, customer({ otherAddress: JSON.stringify(postbus) }));
    expect(first.otherAddress).toEqual({ ...postbus, houseAddition: '', country: 'NL' });
    const second = await saveCustomer(t.app, t.owner1, customer({ number: '' }));
    expect([first.number, second.number]).toEqual([highest + 1, highest + 2]);
    expect(first).toMatchObject({ customerNumber: String(highest + 1), active: false, projectCount: 0, warnings: [] });
    // The cached list (JSON made by the database) holds the list fields of the save answer, and only those.
    const derived = ['customerNumber', 'managementName', 'projectCount', 'active'] as const;
    const keys: string[] = [...CUSTOMER_LIST_FIELDS, ...derived];
    const shape = Object.fromEntries(Object.entries(first).filter(([key]) => keys.includes(key)));
    expect(await listed(t.app, t.owner1, first.id)).toEqual(shape);
    const full = await t.app.request('POST', '/r/getCustomer', { token: t.owner1, body: { id: first.id } });
    const { warnings: _w, ...answer } = first;
    expect(full.json).toEqual(answer);
    const typed = await saveCustomer(t.app, t.owner1, customer({ number: '5000' }));
    expect(typed.number).toBe(5000);
    expect((await saveCustomer(t.app, t.owner1, customer())).number).toBe(5001);
    // Re-saving with '<auto>' keeps the number it has.
    expect((await saveCustomer(t.app, t.owner1, { ...first, number: '<auto>' })).number).toBe(highest + 1);
    expect(await audit(first.id)).toEqual(['create']);
  });

  it('refuses a number another live customer has, and frees the number of a deleted one', async () => {
    const taken = await saveCustomer(t.app, t.owner1, customer({ number: 6100 }));
    const other = await saveCustomer(t.app, t.owner1, customer({ number: 6101 }));
    const before = await countRows(t.app, 'customers');
    const duplicate = await save(customer({ number: 6100 }));
    expect(duplicate.status).toBe(400);
    expect(duplicate.json).toMatchObject(refusal('customer.numberExists'));
    expect((await save({ ...other, number: 6100 })).json).toMatchObject(refusal('customer.numberExists'));
    expect(await countRows(t.app, 'customers')).toBe(before);
    expect((await listed(t.app, t.owner1, other.id)).number).toBe(6101);
    // Saving a customer with its own number is fine.
    expect((await saveCustomer(t.app, t.owner1, { ...taken, name: 'Hernoemd' })).number).toBe(6100);
    await saveCustomer(t.app, t.owner1, { ...taken, deleted: 1 });
    expect((await saveCustomer(t.app, t.owner1, customer({ number: 6100 }))).number).toBe(6100);
  });

  it('normalises bank account lists and refuses an invalid IBAN, saving nothing', async () => {
    const saved = await saveCustomer(
      t.app,
      t.owner1,
      customer({
        bankAccounts: 'nl91 abna 0417 1643 00, NL20 INGB 0001 2345 67',
        bankAccountsG: '["nl91abna0417164300"]',
      }),
    );
    expect(saved.bankAccounts).toEqual(['NL91ABNA0417164300', 'NL20INGB0001234567']);
    expect(saved.bankAccountsG).toEqual(['NL91ABNA0417164300']);
    expect((await getCustomer(saved.id)).bankAccounts).toEqual(saved.bankAccounts);

    const before = await countRows(t.app, 'customers');
    for (const body of [
      customer({ bankAccounts: ['NL91ABNA0417164301'] }),
      customer({ bankAccountsG: 'NL91ABNA0417164300,NL00XXXX' }),
    ]) {
      const response = await save(body);
      expect(response.status).toBe(400);
      expect(response.json.message).toContain(VALIDATION_MESSAGES.invalidIban);
    }
    const change = await save({ ...saved, bankAccounts: ['NL91ABNA0417164301'] });
    expect(change.status).toBe(400);
    expect(await countRows(t.app, 'customers')).toBe(before);
    expect((await getCustomer(saved.id)).bankAccounts).toEqual(saved.bankAccounts);
  });

  it('geocodes an address at 0/0 and keeps it with a warning when the geocoder cannot', async () => {
    const at = { address: 'Neude', houseNumber: '11', postalCode: '3512AE', latitude: 0, longitude: 0 };
    const found = await saveCustomer(t.app, t.owner1, customer(at));
    expect(found).toMatchObject({ latitude: 52.0927, longitude: 5.1188, warnings: [] });

    const unknown = await saveCustomer(t.app, t.owner1, customer({ ...at, postalCode: '9999 ZZ' }));
    expect(unknown).toMatchObject({
      latitude: 0,
      longitude: 0,
      warnings: [keyedMessage('geo.notFound')],
    });
    expect((await listed(t.app, t.owner1, unknown.id)).address).toBe('Neude');

    geo.failing = true;
    try {
      const failing = await saveCustomer(t.app, t.owner1, customer(at));
      expect(failing).toMatchObject({
        latitude: 0,
        longitude: 0,
        warnings: [keyedMessage('geo.failed')],
      });
    } finally {
      geo.failing = false;
    }
    // Coordinates already given and a customer without an address are not looked up.
    const calls = geo.calls;
    await saveCustomer(t.app, t.owner1, customer());
    expect(
      (await saveCustomer(t.app, t.owner1, customer({ address: '', latitude: 0, longitude: 0 }))).warnings,
    ).toEqual([]);
    expect(geo.calls).toBe(calls);
  });

  it('accepts only a live manager as management company, never the customer itself', async () => {
    const manager = await saveCustomer(t.app, t.owner1, customer({ name: 'Beheer B.V.', isManager: 1 }));
    const plain = await saveCustomer(t.app, t.owner1, customer());
    const managed = await saveCustomer(t.app, t.owner1, customer({ managementId: manager.id }));
    expect(managed.managementName).toBe('Beheer B.V.');

    for (const [body, message] of [
      [customer({ managementId: plain.id }), errorMessage('customer.managementNotFound')],
      [customer({ managementId: 999_999 }), 'Invalid data: managementId: Customer 999999 not found'],
      [{ ...manager, managementId: manager.id }, errorMessage('customer.managementSelf')],
    ] as const) {
      const response = await save(body);
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(message);
    }
    expect((await save(customer({ managementId: plain.id }))).json.key).toBe('customer.managementNotFound');
    expect((await save({ ...manager, managementId: manager.id })).json.key).toBe('customer.managementSelf');
    // A manager that still manages someone keeps the flag and cannot be deleted.
    const drop = await save({ ...manager, isManager: 0 });
    expect(drop.status).toBe(400);
    expect(drop.json).toMatchObject(refusal('customer.stillManages'));
    expect((await save({ ...manager, deleted: 1 })).json).toMatchObject(refusal('customer.stillManages'));
    expect((await listed(t.app, t.owner1, manager.id)).isManager).toBe(1);

    await saveCustomer(t.app, t.owner1, { ...managed, managementId: 0 });
    expect((await saveCustomer(t.app, t.owner1, { ...manager, isManager: 0 })).isManager).toBe(0);
    const managers = await t.app.request('GET', '/r/allManagers', { token: t.owner1 });
    expect(managers.json.map((c: { id: number }) => c.id)).not.toContain(manager.id);
    expect(managers.json.every((c: { isManager: number }) => c.isManager === 1)).toBe(true);
  });

  it('refuses to delete a customer with invoices, payments or projects, in that order, with the spec texts', async () => {
    const target = await saveCustomer(t.app, t.owner1, customer());
    const id = target.id;
    await execute(t.app, 1, sql`insert into invoices (owner_id, customer_id) values (1, ${id})`);
    await execute(
      t.app,
      1,
      sql`insert into payments (owner_id, date, amount, customer_id) values (1, ${'2025-01-02'}, 100, ${id})`,
    );
    await insertProject(t.app, 1, id);
    const deleteIt = () => save({ ...target, deleted: 1 });
    const expectBlocked = async (key: ErrorKey) => {
      const response = await deleteIt();
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject(refusal(key));
      expect((await listed(t.app, t.owner1, id))?.deleted).toBe(0);
    };
    await expectBlocked('customer.withInvoices');
    await execute(t.app, 1, sql`update invoices set deleted = 1 where owner_id = 1 and customer_id = ${id}`);
    await expectBlocked('customer.withPayments');
    await execute(t.app, 1, sql`update payments set deleted = 1 where owner_id = 1 and customer_id = ${id}`);
    await expectBlocked('customer.withProjects');
    await execute(t.app, 1, sql`update projects set deleted = 1 where owner_id = 1 and customer_id = ${id}`);

    const removed = await deleteIt();
    expect(removed.status).toBe(200);
    expect(removed.json.deleted).toBe(1);
    expect(await listed(t.app, t.owner1, id)).toBeUndefined();
    expect((await t.app.request('POST', '/r/getCustomer', { token: t.owner1, body: { id } })).status).toBe(404);
    expect((await save(target)).status).toBe(404);
    expect(await audit(id)).toEqual(['create', 'delete']);
  });

  it('answers 404 for an unknown id and 400 for bad data', async () => {
    expect((await save(customer({ id: 987_654 }))).status).toBe(404);
    for (const body of [{}, customer({ name: '' }), customer({ clientType: 3 }), customer({ email: 'x' }), '{nope']) {
      expect((await save(body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe.each(BACKENDS)('<auto> customer numbers on %s', (backend) => {
  const t = appPerFile(backend, { token: ADMIN_1 });

  it('never hands out one number twice when many customers are saved at the same moment', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.request('POST', '/r/saveCustomer', { token: t.token, body: customer({ name: `Tegelijk ${i}` }) }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    const numbers = responses.map((r) => r.json.number as number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect((sorted.at(-1) ?? 0) - (sorted[0] ?? 0)).toBe(numbers.length - 1);
  });
});
