import { errorMessage, UPLOAD_BELONGS_TO, VALIDATION_MESSAGES } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withSystem, withTenant } from '../../db/tenant.ts';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../test/app-per-file.ts';
import { ALL_BACKENDS, addUser, countRows } from '../../test/harness.ts';
import { runImport } from '../../test/imports.ts';

// Issue 18, suppliers: numbers, the address, the bank-account split with its G-account, the delete blocks and who
// may delete, notes, files and the import. On PGlite and PostgreSQL.

const NL_ORDINARY = 'NL91ABNA0417164300';
const NL_G = 'NL20INGB0001234567';
const DE_IBAN = 'DE89370400440532013000';

const supplier = (fields: Record<string, unknown> = {}) => ({
  name: 'Test supplier',
  address: 'Kanaalweg',
  houseNumber: '1',
  postalCode: '3526 KM',
  city: 'Utrecht',
  ...fields,
});

const split = [
  { iban: NL_ORDINARY, percentage: 70 },
  { iban: NL_G, percentage: 30, gAccount: 1 },
];

describe.each(ALL_BACKENDS)('suppliers on %s', (backend) => {
  const t = appPerFile(backend, { owner1: ADMIN_1, owner2: ADMIN_2 });
  let buyer: string;
  beforeAll(async () => {
    buyer = await addUser(t.app, 1, 'buyer@test.example', ['employer_portal', 'show_purchases']);
  });

  const save = (body: unknown, token = t.owner1) => t.app.request('POST', '/r/saveSupplier', { token, body });
  const all = async (token = t.owner1) => (await t.app.request('GET', '/r/allSuppliers', { token })).json;
  const issues = (response: { json: { issues?: { path: string; message: string }[] } }) =>
    (response.json.issues ?? []).map((issue) => `${issue.path}: ${issue.message}`);

  it("gives '<auto>' the highest number plus one, keeps a typed number and refuses one in use", async () => {
    const highest = Math.max(0, ...(await all()).map((s: { number: number }) => s.number));
    const first = await save(supplier());
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toMatchObject({ number: highest + 1, paymentDays: 0, paymentType: 1, subcontractor: 0 });
    const second = await save(supplier({ number: '' }));
    expect(second.json.number).toBe(highest + 2);
    const typed = await save(supplier({ number: 900 }));
    expect(typed.json.number).toBe(900);
    const clash = await save(supplier({ number: 900 }));
    expect(clash.status).toBe(400);
    expect(clash.json).toMatchObject({ key: 'supplier.numberExists', message: errorMessage('supplier.numberExists') });
    // A stored supplier saved with '<auto>' keeps its number.
    const again = await save({ ...first.json, number: '<auto>', name: 'Renamed' });
    expect(again.json).toMatchObject({ number: highest + 1, name: 'Renamed' });
    // Two at once still get two numbers (the owner's supplier lock).
    const [a, b] = await Promise.all([save(supplier()), save(supplier())]);
    expect(new Set([a.json.number, b.json.number]).size).toBe(2);
  });

  it('requires the name and the city', async () => {
    const before = await countRows(t.app, 'suppliers');
    const response = await save(supplier({ name: '', city: '' }));
    expect(response.status).toBe(400);
    expect(issues(response)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^name: /), expect.stringMatching(/^city: /)]),
    );
    expect(await countRows(t.app, 'suppliers')).toBe(before);
  });

  it('saves a subcontractor paid 70 % to its ordinary account and 30 % to its G-account', async () => {
    const response = await save(
      supplier({
        subcontractor: 1,
        paymentDays: 21,
        paymentType: 3,
        vatNumber: 'NL001234567B02',
        cocNumber: '30987654',
        bankAccounts: split,
      }),
    );
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    expect(response.json.bankAccounts).toEqual([
      { iban: NL_ORDINARY, bic: '', percentage: 70, gAccount: 0 },
      { iban: NL_G, bic: '', percentage: 30, gAccount: 1 },
    ]);
    const got = await t.app.request('POST', '/r/getSupplier', { token: t.owner1, body: { id: response.json.id } });
    expect(got.json).toEqual(response.json);
    expect(got.json).toMatchObject({ subcontractor: 1, paymentDays: 21, paymentType: 3, cocNumber: '30987654' });
    expect((await all()).map((s: { id: number }) => s.id)).toContain(response.json.id);
  });

  it('unwraps bank accounts sent as JSON text, even JSON text of JSON text', async () => {
    const twice = JSON.stringify(JSON.stringify(split));
    const response = await save(supplier({ bankAccounts: twice }));
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    expect(response.json.bankAccounts.map((a: { percentage: number }) => a.percentage)).toEqual([70, 30]);
  });

  it('refuses percentages that are not above 0 and below 100 or do not make 100, with the spec texts', async () => {
    const before = await countRows(t.app, 'suppliers');
    const cases: [unknown[], string][] = [
      [
        [
          { iban: NL_ORDINARY, percentage: 60 },
          { iban: NL_G, percentage: 30, gAccount: 1 },
        ],
        VALIDATION_MESSAGES.percentagesTotal,
      ],
      [
        [
          { iban: NL_ORDINARY, percentage: 100 },
          { iban: NL_G, percentage: 0, gAccount: 1 },
        ],
        VALIDATION_MESSAGES.percentageRange,
      ],
      [[{ iban: NL_ORDINARY, percentage: 50 }], VALIDATION_MESSAGES.percentagesTotal],
    ];
    for (const [bankAccounts, message] of cases) {
      const response = await save(supplier({ bankAccounts }));
      expect(response.status, JSON.stringify(bankAccounts)).toBe(400);
      expect(response.json.issues.map((issue: { message: string }) => issue.message)).toContain(message);
    }
    expect(await countRows(t.app, 'suppliers')).toBe(before);
  });

  it('checks each IBAN, asks a BIC for a foreign one, and allows one G-account', async () => {
    const bad = await save(supplier({ bankAccounts: [{ iban: 'NL91ABNA0417164301', percentage: 100 }] }));
    expect(issues(bad)).toContain(`bankAccounts.0.iban: ${VALIDATION_MESSAGES.invalidIban}`);
    const noBic = await save(supplier({ bankAccounts: [{ iban: DE_IBAN, percentage: 100 }] }));
    expect(issues(noBic)).toContain(`bankAccounts.0.bic: ${VALIDATION_MESSAGES.bicRequired}`);
    const wrongBic = await save(supplier({ bankAccounts: [{ iban: DE_IBAN, bic: 'COBA', percentage: 100 }] }));
    expect(issues(wrongBic)).toContain(`bankAccounts.0.bic: ${VALIDATION_MESSAGES.invalidBic}`);
    const twoG = await save(
      supplier({
        bankAccounts: [
          { iban: NL_ORDINARY, percentage: 50, gAccount: 1 },
          { iban: NL_G, percentage: 50, gAccount: 1 },
        ],
      }),
    );
    expect(issues(twoG)).toContain(`bankAccounts.1.gAccount: ${VALIDATION_MESSAGES.oneGAccount}`);
    const twice = await save(
      supplier({
        bankAccounts: [
          { iban: NL_ORDINARY, percentage: 50 },
          { iban: NL_ORDINARY, percentage: 50 },
        ],
      }),
    );
    expect(issues(twice)).toContain(`bankAccounts.1.iban: ${VALIDATION_MESSAGES.ibanTwice}`);
    const foreign = await save(
      supplier({ bankAccounts: [{ iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' }] }),
    );
    expect(foreign.status, JSON.stringify(foreign.json)).toBe(200);
    expect(foreign.json.bankAccounts).toEqual([{ iban: DE_IBAN, bic: 'COBADEFFXXX', percentage: 100, gAccount: 0 }]);
  });

  it('lets show_purchases save but only purchase_admin delete; a deleted supplier leaves the list', async () => {
    const created = await save(supplier({ name: 'To delete' }), buyer);
    expect(created.status).toBe(200);
    const refused = await save({ id: created.json.id, deleted: 1 }, buyer);
    expect(refused.status).toBe(403);
    expect(refused.json.key).toBe('supplier.deleteNotAllowed');
    const admin = await addUser(t.app, 1, 'purchase-admin@test.example', [
      'employer_portal',
      'show_purchases',
      'purchase_admin',
    ]);
    const deleted = await save({ id: created.json.id, deleted: 1 }, admin);
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect((await all()).map((s: { id: number }) => s.id)).not.toContain(created.json.id);
    // Soft: the row stays, flagged; a second delete or a change finds nothing.
    const [row] = await withSystem(t.app.database, (tx) =>
      queryRows<{ deleted: number }>(tx, sql`select deleted from suppliers where id = ${created.json.id}`),
    );
    expect(row?.deleted).toBe(1);
    expect((await save({ id: created.json.id, deleted: 1 })).status).toBe(404);
    expect((await save({ ...created.json, deleted: 0 })).status).toBe(404);
    const audit = await withTenant(t.app.database, 1, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_log where entity = 'Supplier' and entity_id = ${created.json.id} order by id`,
      ),
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it("refuses to delete a supplier with payments, with the spec's text", async () => {
    const created = await save(supplier({ name: 'Paid supplier' }));
    await withTenant(t.app.database, 1, (tx) =>
      tx.execute(
        sql`insert into payments (owner_id, date, amount, supplier_id) values (1, '2026-03-01', -12100, ${created.json.id})`,
      ),
    );
    const response = await save({ id: created.json.id, deleted: 1 });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      key: 'supplier.withPayments',
      message: 'Cannot delete supplier with payments.',
    });
    expect((await all()).map((s: { id: number }) => s.id)).toContain(created.json.id);
  });

  it("refuses to delete a supplier with purchases, with the spec's text", async () => {
    const created = await save(supplier({ name: 'Supplier with a purchase' }));
    // A purchase as the purchases calls store it (purchases.test.ts saves real ones); the block reads owner_id,
    // supplier_id and deleted only.
    await withTenant(t.app.database, 1, (tx) =>
      tx.execute(sql`insert into purchases (owner_id, supplier_id, invoice_date, book_date, due_date)
        values (1, ${created.json.id}, '2026-03-01', '2026-03-01', '2026-03-01')`),
    );
    const response = await save({ id: created.json.id, deleted: 1 });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      key: 'supplier.withPurchases',
      message: 'Cannot delete supplier with purchases.',
    });
    // A deleted purchase no longer blocks.
    await withSystem(t.app.database, (tx) =>
      tx.execute(sql`update purchases set deleted = 1 where supplier_id = ${created.json.id}`),
    );
    expect((await save({ id: created.json.id, deleted: 1 })).status).toBe(200);
  });

  it("keeps owner 1's suppliers away from owner 2", async () => {
    const created = await save(supplier({ name: 'Owner one only' }));
    expect((await all(t.owner2)).map((s: { id: number }) => s.id)).not.toContain(created.json.id);
    const get = await t.app.request('POST', '/r/getSupplier', { token: t.owner2, body: { id: created.json.id } });
    expect(get.status).toBe(404);
    expect((await save({ ...created.json, name: 'Taken over' }, t.owner2)).status).toBe(404);
    expect((await save({ id: created.json.id, deleted: 1 }, t.owner2)).status).toBe(404);
  });

  it('keeps notes of a supplier in a date range, with their author', async () => {
    const created = await save(supplier({ name: 'Noted supplier' }));
    const note = await t.app.request('POST', '/r/saveSupplierNote', {
      token: t.owner1,
      body: { supplierId: created.json.id, kind: 2, date: '2026-04-01', text: 'Called about the late delivery' },
    });
    expect(note.status, JSON.stringify(note.json)).toBe(200);
    const list = (startDate: string, endDate: string) =>
      t.app.request('POST', '/r/notesSupplier', {
        token: t.owner1,
        body: { id: created.json.id, startDate, endDate },
      });
    const inRange = await list('2026-01-01', '2026-12-31');
    expect(inRange.json).toEqual([
      expect.objectContaining({
        id: note.json.id,
        kind: 2,
        text: 'Called about the late delivery',
        createdByName: expect.any(String),
      }),
    ]);
    expect((await list('2025-01-01', '2025-12-31')).json).toEqual([]);
  });

  it("keeps a supplier's files under the purchases gate", async () => {
    const created = await save(supplier({ name: 'Supplier with files' }));
    const upload = (token: string, belongsId: number) =>
      t.app.request('POST', '/r/upload', {
        token,
        body: {
          belongsTo: UPLOAD_BELONGS_TO.supplier,
          belongsId,
          fileName: 'contract.pdf',
          mimeType: 'application/pdf',
          contentBase64: Buffer.from('%PDF-1.4 test').toString('base64'),
        },
      });
    expect((await upload(buyer, created.json.id)).status).toBe(200);
    const planner = await addUser(t.app, 1, 'no-purchases@test.example', ['employer_portal', 'show_planning']);
    expect((await upload(planner, created.json.id)).status).toBe(403);
    expect((await upload(buyer, 999_999)).status).toBe(404);
    const files = await t.app.request('POST', '/r/sectionUploads', {
      token: buyer,
      body: { belongsTo: UPLOAD_BELONGS_TO.supplier, belongsId: created.json.id },
    });
    expect(files.json.map((f: { fileName: string }) => f.fileName)).toEqual(['contract.pdf']);
  });

  it('imports suppliers from a list: numbers follow the highest, every row checked, all or nothing', async () => {
    const highest = Math.max(0, ...(await all()).map((s: { number: number }) => s.number));
    const before = await countRows(t.app, 'suppliers');
    const refused = await t.app.request('POST', '/r/insertSuppliers', {
      token: t.owner1,
      body: [
        supplier({ name: 'Fine' }),
        supplier({ name: 'No city', city: '' }),
        supplier({
          bankAccounts: [
            { iban: NL_ORDINARY, percentage: 40 },
            { iban: NL_G, percentage: 40 },
          ],
        }),
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.json.issues.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining(['1.city', '2.bankAccounts.1.percentage']),
    );
    expect(await countRows(t.app, 'suppliers')).toBe(before);

    const job = await runImport(t.app, t.owner1, '/r/insertSuppliers', [
      supplier({ name: 'Imported one' }),
      supplier({
        name: 'Imported subcontractor',
        subcontractor: '1',
        paymentDays: '30',
        bankAccounts: JSON.stringify(split),
      }),
    ]);
    expect(job).toMatchObject({ status: 'done', imported: 2 });
    const imported = (await all()).filter((s: { name: string }) => s.name.startsWith('Imported'));
    expect(imported.map((s: { number: number }) => s.number)).toEqual([highest + 1, highest + 2]);
    expect(imported[1]).toMatchObject({ subcontractor: 1, paymentDays: 30 });
    expect(imported[1].bankAccounts.map((a: { gAccount: number }) => a.gAccount)).toEqual([0, 1]);

    const taken = await t.app.request('POST', '/r/insertSuppliers', {
      token: t.owner1,
      body: [supplier({ number: highest + 1 })],
    });
    expect(taken.status).toBe(400);
    expect(taken.json.issues[0].message).toBe(errorMessage('supplier.numberExists'));
  });
});
