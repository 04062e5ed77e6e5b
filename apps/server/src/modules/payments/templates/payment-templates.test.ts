import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../../test/app-per-file.ts';
import { insertCustomer } from '../../../test/fixtures/projects.ts';
import { addUser, BACKENDS, call, countRows } from '../../../test/harness.ts';

// Payment templates (spec 001 §3): a customer or a supplier named by wildcard patterns on a bank line's name and
// description; each pattern checked (length, not matching almost everything); owner and role gates.

describe.each(BACKENDS)('payment templates on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_2, other: ADMIN_1 });
  let clerk: string;
  let customerId: number;
  let supplierId: number;

  beforeAll(async () => {
    clerk = await addUser(t.app, 2, 'templates-clerk@test.example', ['employer_portal', 'show_payments']);
    customerId = await insertCustomer(t.app, 2, 'Gemeente Utrecht');
    supplierId = (await call(t.app, t.admin, 'saveSupplier', { name: 'Energie BV', city: 'Arnhem' })).id;
  });

  const save = (body: unknown, token = clerk) => t.app.request('POST', '/r/savePaymentTemplate', { token, body });
  const all = async (token = clerk) => (await t.app.request('GET', '/r/allPaymentTemplates', { token })).json;

  it('saves, lists, changes and deletes templates of a customer and of a supplier', async () => {
    const forCustomer = await call(t.app, clerk, 'savePaymentTemplate', {
      customerId,
      matchName: '*gemeente utrecht*',
      nearDateMatching: 1,
    });
    expect(forCustomer).toMatchObject({
      customerId,
      creditorId: 0,
      partyName: 'Gemeente Utrecht',
      nearDateMatching: 1,
    });
    const forSupplier = await call(t.app, clerk, 'savePaymentTemplate', {
      creditorId: supplierId,
      matchDescription: '*termijn energie*',
    });
    expect(forSupplier).toMatchObject({ creditorId: supplierId, partyName: 'Energie BV', matchName: '' });
    expect((await all()).map((row: { id: number }) => row.id)).toEqual([forCustomer.id, forSupplier.id]);
    const changed = await call(t.app, clerk, 'savePaymentTemplate', { ...forSupplier, matchName: '*Energie*' });
    expect(changed).toMatchObject({
      id: forSupplier.id,
      matchName: '*Energie*',
      matchDescription: '*termijn energie*',
    });
    await call(t.app, clerk, 'savePaymentTemplate', { id: forSupplier.id, deleted: 1 });
    expect((await all()).map((row: { id: number }) => row.id)).toEqual([forCustomer.id]);
    expect((await save({ id: forSupplier.id, deleted: 1 })).status).toBe(404);
  });

  it('refuses unusable patterns and a template naming both or neither, and saves nothing', async () => {
    const before = await countRows(t.app, 'payment_templates');
    const refusals: [Record<string, unknown>, string][] = [
      [{ customerId, matchName: '*' }, 'paymentTemplate.patternTooShort'],
      [{ customerId, matchName: '* a *' }, 'paymentTemplate.patternTooShort'],
      [{ customerId, matchDescription: `*${'x'.repeat(250)}*` }, 'paymentTemplate.patternTooLong'],
      [{ customerId }, 'paymentTemplate.noPattern'],
      [{ matchName: '*Utrecht*' }, 'paymentTemplate.party'],
      [{ customerId, creditorId: supplierId, matchName: '*Utrecht*' }, 'paymentTemplate.party'],
    ];
    for (const [body, key] of refusals) {
      const response = await save(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.key).toBe(key);
    }
    // A regular expression's characters are only text: nothing to compile, nothing refused.
    expect((await save({ customerId, matchName: '*(a+)+$*' })).status).toBe(200);
    // A customer of another owner is not found.
    const theirs = await insertCustomer(t.app, 1, 'Ander');
    expect((await save({ customerId: theirs, matchName: '*Ander*' })).status).toBe(400);
    expect(await countRows(t.app, 'payment_templates')).toBe(before + 1);
  });

  it('keeps templates to their owner and to show_payments', async () => {
    const mine = await all();
    // The demo owner has templates of its own (the seed's), never this owner's.
    const theirs = (await all(t.other)).map((row: { id: number }) => row.id);
    expect(theirs).not.toContain(mine[0].id);
    expect((await save({ id: mine[0].id, deleted: 1 }, t.other)).status).toBe(404);
    const buyer = await addUser(t.app, 2, 'templates-buyer@test.example', ['employer_portal', 'show_purchases']);
    expect((await t.app.request('GET', '/r/allPaymentTemplates', { token: buyer })).status).toBe(403);
    expect((await save({ customerId, matchName: '*Utrecht*' }, buyer)).status).toBe(403);
  });
});
