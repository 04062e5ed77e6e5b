import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.ts';
import { customer, execute, saveCustomer } from '../../test/fixtures/customers.ts';
import { addUser, appWithAdmins, BACKENDS, countRows } from '../../test/harness.ts';

describe.each(BACKENDS)('customer notes, contacts and financial on %s', (backend) => {
  const t = appWithAdmins(backend);

  const post = (path: string, body: unknown, token = t.owner1) => t.app.request('POST', path, { token, body });
  const note = (customerId: number, date: string, overrides: Record<string, unknown> = {}) => ({
    id: 0,
    customerId,
    kind: 2,
    date,
    text: `Notitie ${date}`,
    additionalData: '{"source":"phone"}',
    ...overrides,
  });

  it('saves notes with their author and lists the ones in the date range, newest first', async () => {
    const target = await saveCustomer(t.app, t.owner1, customer());
    const sales = await addUser(t.app, 1, 'notes@customers.test', ['employer_portal', 'show_sales']);
    const ids: number[] = [];
    for (const date of ['2024-01-31', '2024-02-01', '2024-02-15', '2024-02-29', '2024-03-01']) {
      const saved = await post('/r/saveCustomerNote', note(target.id, date), sales);
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      ids.push(saved.json.id);
    }
    const first = await post('/r/saveCustomerNote', note(target.id, '2024-02-15', { text: 'Zelfde dag, later' }));
    expect(first.json).toMatchObject({ additionalData: { source: 'phone' }, createdByName: DEMO_USERS.admin });
    expect(first.json.createdBy).toBeGreaterThan(0);

    const range = { id: target.id, startDate: '2024-02-01', endDate: '2024-02-29' };
    const listed = await post('/r/notesCustomer', range);
    expect(listed.status).toBe(200);
    expect(listed.json.map((n: { date: string }) => n.date)).toEqual([
      '2024-02-29',
      '2024-02-15',
      '2024-02-15',
      '2024-02-01',
    ]);
    expect(listed.json[1]).toMatchObject({ id: first.json.id, createdByName: DEMO_USERS.admin });
    expect(listed.json[0]).toMatchObject({ createdByName: 'notes@customers.test', kind: 2 });

    // A deleted note disappears; a note cannot move to another customer or be read by another owner.
    const deleted = await post('/r/saveCustomerNote', { ...listed.json[0], deleted: 1 });
    expect(deleted.status).toBe(200);
    expect((await post('/r/notesCustomer', range)).json).toHaveLength(3);
    const other = await saveCustomer(t.app, t.owner1, customer());
    expect((await post('/r/saveCustomerNote', { ...first.json, customerId: other.id })).status).toBe(404);
    expect((await post('/r/notesCustomer', range, t.owner2)).status).toBe(404);
    expect((await post('/r/saveCustomerNote', note(target.id, '2024-02-02'), t.owner2)).status).toBe(400);
    expect((await post('/r/saveCustomerNote', note(999_999, '2024-02-02'))).status).toBe(400);
    expect((await post('/r/saveCustomerNote', note(target.id, '2024-02-30'))).status).toBe(400);
    expect((await post('/r/saveCustomerNote', note(target.id, '2024-02-02', { text: '' }))).status).toBe(400);
  });

  it('saves contacts with or without a customer and lists them with the customer name', async () => {
    const target = await saveCustomer(t.app, t.owner1, customer({ name: 'Contactklant B.V.' }));
    const saved = await post('/r/saveContact', {
      id: 0,
      name: 'Eva de Boer',
      customerId: target.id,
      email: 'EVA@Example.nl ',
      contactRows: '[{"label":"Afdeling","value":"Inkoop"}]',
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({
      customerName: 'Contactklant B.V.',
      email: 'eva@example.nl',
      contactRows: [{ label: 'Afdeling', value: 'Inkoop' }],
    });
    const loose = await post('/r/saveContact', { id: 0, name: 'Losse Contactpersoon' });
    expect(loose.json).toMatchObject({ customerId: 0, customerName: '' });

    const all = await t.app.request('GET', '/r/allContacts', { token: t.owner1 });
    const ids = all.json.map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([saved.json.id, loose.json.id]));
    expect(all.json.find((c: { id: number }) => c.id === saved.json.id).customerName).toBe('Contactklant B.V.');

    const before = await countRows(t.app, 'contacts');
    expect((await post('/r/saveContact', { id: 0, name: 'X', customerId: 999_999 })).status).toBe(400);
    expect((await post('/r/saveContact', { id: 0, name: '' })).status).toBe(400);
    expect((await post('/r/saveContact', { ...saved.json, name: 'Gestolen' }, t.owner2)).status).toBe(400);
    expect((await post('/r/saveContact', { id: 0, name: 'X', customerId: target.id }, t.owner2)).status).toBe(400);
    expect(await countRows(t.app, 'contacts')).toBe(before);

    const renamed = await post('/r/saveContact', { ...saved.json, name: 'Eva Jansen-de Boer' });
    expect(renamed.json.name).toBe('Eva Jansen-de Boer');
    expect((await post('/r/saveContact', { ...renamed.json, deleted: 1 })).status).toBe(200);
    const after = await t.app.request('GET', '/r/allContacts', { token: t.owner1 });
    expect(after.json.map((c: { id: number }) => c.id)).not.toContain(saved.json.id);
    expect(
      (await t.app.request('GET', '/r/allContacts', { token: t.owner2 })).json.map((c: { id: number }) => c.id),
    ).not.toContain(loose.json.id);
  });

  it('sums the open amount of invoiced, non-deleted invoices and counts the paid ones', async () => {
    const target = await saveCustomer(t.app, t.owner1, customer());
    const empty = await post('/r/customerFinancial', { id: target.id });
    expect(empty.json).toEqual({ openAmount: 0, openInvoices: 0, averageDaysToPay: null, paidInvoices: 0 });
    const invoice = (status: number, open: number, deleted = 0, customerId = target.id) =>
      execute(
        t.app,
        1,
        sql`insert into invoices (owner_id, customer_id, status, amount_incl_vat, amount_open, deleted)
          values (1, ${customerId}, ${status}, 10000, ${open}, ${deleted})`,
      );
    const other = await saveCustomer(t.app, t.owner1, customer());
    await invoice(1, 12_100);
    await invoice(2, 5_050);
    await invoice(1, 0);
    await invoice(0, 9_999); // draft
    await invoice(1, 7_000, 1); // deleted
    await invoice(1, 3_000, 0, other.id);
    const financial = await post('/r/customerFinancial', { id: target.id });
    expect(financial.json).toEqual({ openAmount: 17_150, openInvoices: 2, averageDaysToPay: null, paidInvoices: 1 });
    expect((await post('/r/customerFinancial', { id: target.id }, t.owner2)).status).toBe(404);
  });
});
