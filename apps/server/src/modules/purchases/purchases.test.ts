import { errorMessage, PURCHASE_MESSAGES, UPLOAD_BELONGS_TO, VALIDATION_MESSAGES } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../test/app-per-file.ts';
import { project, saveProject } from '../../test/fixtures/projects.ts';
import { ALL_BACKENDS, addUser, call, countRows } from '../../test/harness.ts';
import { runImport } from '../../test/imports.ts';

// Issue 18, purchase invoices: drafts, the form rules with the spec's texts, reverse-charged VAT for subcontractors,
// the same supplier invoice number twice, making definitive (purchase_admin, consecutive numbers), a numbered
// purchase that is "deleted" keeps its number with amount 0, the list and open purchases with their filters and
// totals, the settings, the import, and owner isolation. Owner 2 starts empty: its own lists and suppliers make every
// figure below; owner 1 is the other owner. On PGlite and PostgreSQL.

const NL_ORDINARY = 'NL91ABNA0417164300';
const NL_G = 'NL20INGB0001234567';

describe.each(ALL_BACKENDS)('purchases on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_2, other: ADMIN_1 });
  let buyer: string;
  let purchaseAdmin: string;
  const ids = { vat21: 0, vat9: 0, reverse: 0, agents: 0, labour: 0, expired: 0, category: 0 };
  let supplier: { id: number; bankAccounts: unknown[] };
  let subcontractor: { id: number; bankAccounts: unknown[] };

  beforeAll(async () => {
    buyer = await addUser(t.app, 2, 'purchases-buyer@test.example', ['employer_portal', 'show_purchases']);
    purchaseAdmin = await addUser(t.app, 2, 'purchases-admin@test.example', [
      'employer_portal',
      'show_purchases',
      'purchase_admin',
    ]);
    ids.vat21 = (await call(t.app, t.admin, 'saveVatCode', { name: '21% hoog', percentage: 2100 })).id;
    ids.vat9 = (await call(t.app, t.admin, 'saveVatCode', { name: '9% laag', percentage: 900 })).id;
    ids.reverse = (await call(t.app, t.admin, 'saveVatCode', { name: 'Verlegd', percentage: 0, reverseCharge: 1 })).id;
    ids.agents = (
      await call(t.app, t.admin, 'savePurchaseType', { name: 'Schoonmaakmiddelen', vatCodeId: ids.vat21 })
    ).id;
    ids.labour = (await call(t.app, t.admin, 'savePurchaseType', { name: 'Inhuur' })).id;
    ids.expired = (await call(t.app, t.admin, 'savePurchaseType', { name: 'Oud', validUntil: '2020-12-31' })).id;
    ids.category = (await call(t.app, t.admin, 'savePurchaseCategory', { name: 'Algemeen' })).id;
    supplier = await call(t.app, t.admin, 'saveSupplier', {
      name: 'Groothandel Schoon',
      city: 'Utrecht',
      paymentDays: 14,
      bankAccounts: [{ iban: NL_ORDINARY }],
    });
    subcontractor = await call(t.app, t.admin, 'saveSupplier', {
      name: 'Onderaannemer Zuid',
      city: 'Breda',
      paymentDays: 30,
      subcontractor: 1,
      bankAccounts: [
        { iban: NL_ORDINARY, percentage: 70 },
        { iban: NL_G, percentage: 30, gAccount: 1 },
      ],
    });
  });

  const purchase = (fields: Record<string, unknown> = {}) => ({
    supplierId: supplier.id,
    categoryId: ids.category,
    invoiceDate: '2026-03-10',
    rows: [{ purchaseTypeId: ids.agents, description: 'Allesreiniger', amount: 10_000 }],
    ...fields,
  });
  const save = (body: unknown, token = t.admin) => t.app.request('POST', '/r/savePurchase', { token, body });
  const issues = (response: { json: { issues?: { path: string; message: string }[] } }) =>
    (response.json.issues ?? []).map((issue) => `${issue.path}: ${issue.message}`);
  const list = (body: Record<string, unknown>, token = t.admin) => call(t.app, token, 'purchasesDateRange', body);

  it('saves a draft: number 0, dates and bank accounts completed, totals by the one VAT rule', async () => {
    const rows = Array.from({ length: 10 }, () => ({ purchaseTypeId: ids.agents, amount: 5 }));
    const auto = await save(purchase({ number: '<auto>', invoiceNo: 'GS-1', rows }));
    expect(auto.status, JSON.stringify(auto.json)).toBe(200);
    expect(auto.json).toMatchObject({
      number: 0,
      status: 0,
      invoiceDate: '2026-03-10',
      bookDate: '2026-03-10',
      dueDate: '2026-03-24',
      supplierName: 'Groothandel Schoon',
      // Ten rows of € 0,05 at 21 %: VAT once on € 0,50 is € 0,11 (not 10 × € 0,01).
      amountExVat: 50,
      amountVat: 11,
      amountInclVat: 61,
      amountOpen: 0,
      vatAmounts: [{ vatCode: ids.vat21, percentage: 2100, base: 50, vat: 11 }],
      bankAccounts: supplier.bankAccounts,
    });
    expect(auto.json.rows).toHaveLength(10);
    expect(auto.json.rows[0]).toMatchObject({ vatCodeId: ids.vat21, vatPercentage: 2100, reverseCharge: 0 });
    const empty = await save(purchase({ number: '', bookDate: '2026-03-31', dueDate: '2026-04-30' }));
    expect(empty.json).toMatchObject({ number: 0, bookDate: '2026-03-31', dueDate: '2026-04-30' });
    const got = await call(t.app, t.admin, 'getPurchase', { id: auto.json.id });
    expect(got).toEqual(auto.json);
    // Rows as JSON text; a changed row keeps its id.
    const changed = await save({
      ...got,
      rows: JSON.stringify([{ ...got.rows[0], amount: 20_000, vatCodeId: ids.vat9 }]),
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json.rows).toEqual([expect.objectContaining({ id: got.rows[0].id, amount: 20_000 })]);
    expect(changed.json).toMatchObject({ amountExVat: 20_000, amountVat: 1_800, amountInclVat: 21_800 });
  });

  it('asks a purchase type, a VAT rate, a supplier, a row and a category, with the spec texts', async () => {
    const before = await countRows(t.app, 'purchases');
    const bare = await save({ rows: [] });
    expect(bare.status).toBe(400);
    expect(issues(bare)).toEqual(
      expect.arrayContaining([
        `supplierId: ${PURCHASE_MESSAGES.supplierRequired}`,
        `categoryId: ${PURCHASE_MESSAGES.categoryRequired}`,
        `rows: ${PURCHASE_MESSAGES.rowsRequired}`,
      ]),
    );
    const noType = await save(purchase({ rows: [{ amount: 100 }] }));
    expect(issues(noType)).toContain(`rows.0.purchaseTypeId: ${PURCHASE_MESSAGES.purchaseTypeRequired}`);
    // Inhuur has no VAT code, the settings none: an ordinary supplier's row needs one chosen.
    const noVat = await save(purchase({ rows: [{ purchaseTypeId: ids.labour, amount: 100 }] }));
    expect(issues(noVat)).toEqual([`rows.0.vatCodeId: ${PURCHASE_MESSAGES.vatRequired}`]);
    const expiredType = await save(
      purchase({ rows: [{ purchaseTypeId: ids.expired, amount: 100, vatCodeId: ids.vat21 }] }),
    );
    expect(issues(expiredType)).toEqual([`rows.0.purchaseTypeId: ${PURCHASE_MESSAGES.purchaseTypeRequired}`]);
    const badVat = await save(purchase({ rows: [{ purchaseTypeId: ids.agents, amount: 100, vatCodeId: 9999 }] }));
    expect(issues(badVat)).toEqual([`rows.0.vatCodeId: ${VALIDATION_MESSAGES.invalidVatCode}`]);
    const badCategory = await save(purchase({ categoryId: 9999 }));
    expect(issues(badCategory)).toEqual([`categoryId: ${errorMessage('purchase.categoryNotFound', { id: 9999 })}`]);
    expect(await countRows(t.app, 'purchases')).toBe(before);
  });

  it("reverse-charges a subcontractor's rows and keeps its G-account split", async () => {
    const response = await save(
      purchase({ supplierId: subcontractor.id, rows: [{ purchaseTypeId: ids.labour, amount: 100_000 }] }),
    );
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    expect(response.json.rows[0]).toMatchObject({ vatCodeId: ids.reverse, vatPercentage: 0, reverseCharge: 1 });
    expect(response.json).toMatchObject({
      subcontractor: 1,
      amountInclVat: 100_000,
      amountVat: 0,
      dueDate: '2026-04-09',
      bankAccounts: subcontractor.bankAccounts,
    });
    // A VAT code chosen on the row stays.
    const chosen = await save(
      purchase({
        supplierId: subcontractor.id,
        rows: [{ purchaseTypeId: ids.agents, amount: 100, vatCodeId: ids.vat9 }],
      }),
    );
    expect(chosen.json.rows[0]).toMatchObject({ vatCodeId: ids.vat9, reverseCharge: 0 });
  });

  it('refuses a second purchase with the same supplier invoice number unless confirmed', async () => {
    const first = await save(purchase({ invoiceNo: 'DUP-7' }));
    expect(first.status).toBe(200);
    const before = await countRows(t.app, 'purchases');
    const second = await save(purchase({ invoiceNo: 'DUP-7' }));
    expect(second.status).toBe(400);
    expect(second.json).toMatchObject({
      key: 'purchase.duplicateInvoiceNo',
      message: errorMessage('purchase.duplicateInvoiceNo', { number: '-', invoiceNo: 'DUP-7' }),
    });
    expect(await countRows(t.app, 'purchases')).toBe(before);
    // Another supplier may use the number; this one with the confirmation; an unchanged resave needs none.
    expect((await save(purchase({ invoiceNo: 'DUP-7', supplierId: subcontractor.id }))).status).toBe(200);
    const confirmed = await save(purchase({ invoiceNo: 'DUP-7', confirmDuplicate: 1 }));
    expect(confirmed.status).toBe(200);
    expect((await save({ ...confirmed.json, remarks: 'Tweede levering' })).status).toBe(200);
  });

  it('lets show_purchases keep drafts; only purchase_admin makes definitive, with consecutive numbers', async () => {
    const draft = await save(purchase({ invoiceNo: 'DEF-1' }), buyer);
    expect(draft.status).toBe(200);
    const refused = await save({ ...draft.json, status: 1 }, buyer);
    expect(refused.status).toBe(403);
    expect(refused.json.key).toBe('purchase.definitiveNotAllowed');
    expect(await call(t.app, buyer, 'getPurchase', { id: draft.json.id })).toMatchObject({ status: 0, number: 0 });

    const [row] = await withTenant(t.app.database, 2, (tx) =>
      queryRows<{ highest: number }>(tx, sql`select coalesce(max(number), 0) as highest from purchases`),
    );
    const highest = row?.highest ?? 0;
    const made = await save({ ...draft.json, status: 1 }, purchaseAdmin);
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    expect(made.json).toMatchObject({ status: 1, number: highest + 1, amountOpen: made.json.amountInclVat });
    expect(made.json.amountOpen).toBe(12_100);
    // A new purchase may be made definitive in its first save; two at once get two consecutive numbers.
    const [a, b] = await Promise.all([
      save(purchase({ invoiceNo: 'DEF-2', status: 1 }), purchaseAdmin),
      save(purchase({ invoiceNo: 'DEF-3', status: 1 }), purchaseAdmin),
    ]);
    expect([a.json.number, b.json.number].sort()).toEqual([highest + 2, highest + 3]);
    // "Make definitive" sent twice for one draft numbers it once: the second save finds it definitive (and, sent at
    // once, waits for the first: lockPurchase).
    const once = await save(purchase({ invoiceNo: 'DEF-4' }), buyer);
    const twice = await Promise.all([1, 2].map(() => save({ ...once.json, status: 1 }, purchaseAdmin)));
    expect(twice.map((response) => response.status)).toEqual([200, 200]);
    expect(twice.map((response) => response.json.number)).toEqual([highest + 4, highest + 4]);
    const [after] = await withTenant(t.app.database, 2, (tx) =>
      queryRows<{ highest: number }>(tx, sql`select max(number) as highest from purchases`),
    );
    expect(after?.highest).toBe(highest + 4);

    // The booking of a definitive purchase is fixed; its free fields still change.
    const locked = await save({ ...made.json, rows: [{ ...made.json.rows[0], amount: 1 }] }, buyer);
    expect(locked.status).toBe(400);
    expect(locked.json.key).toBe('purchase.definitiveLocked');
    const hidden = await save({ ...made.json, status: 0, hidden: 1, remarks: 'Betaald per kas' }, buyer);
    expect(hidden.status, JSON.stringify(hidden.json)).toBe(200);
    expect(hidden.json).toMatchObject({ status: 1, number: highest + 1, hidden: 1, amountInclVat: 12_100 });

    const planner = await addUser(t.app, 2, 'purchases-planner@test.example', ['employer_portal', 'show_planning']);
    for (const path of ['getPurchase', 'purchasesDateRange', 'savePurchase', 'openPurchasesSupplier'])
      expect((await t.app.request('POST', `/r/${path}`, { token: planner, body: { id: made.json.id } })).status).toBe(
        403,
      );
  });

  it('deletes a draft, but a numbered purchase keeps its number with amount 0; the supplier stays', async () => {
    const draft = await save(purchase({ invoiceNo: 'DEL-1' }));
    const refused = await save({ id: draft.json.id, deleted: 1 }, buyer);
    expect(refused.status).toBe(403);
    expect(refused.json.key).toBe('purchase.deleteNotAllowed');
    const deleted = await save({ id: draft.json.id, deleted: 1 }, purchaseAdmin);
    expect(deleted.status).toBe(200);
    expect(
      (await t.app.request('POST', '/r/getPurchase', { token: t.admin, body: { id: draft.json.id } })).status,
    ).toBe(404);
    expect((await save({ id: draft.json.id, deleted: 1 }, purchaseAdmin)).status).toBe(404);

    const numbered = await save(purchase({ invoiceNo: 'DEL-2', status: 1 }), purchaseAdmin);
    const zeroed = await save({ id: numbered.json.id, deleted: 1 }, purchaseAdmin);
    expect(zeroed.status).toBe(200);
    expect(zeroed.json).toMatchObject({
      number: numbered.json.number,
      status: 1,
      deleted: 0,
      amountExVat: 0,
      amountVat: 0,
      amountInclVat: 0,
      amountOpen: 0,
    });
    expect(zeroed.json.rows).toEqual([expect.objectContaining({ amount: 0 })]);
    const audit = await withTenant(t.app.database, 2, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_log where entity = 'Purchase' and entity_id = ${numbered.json.id} order by id`,
      ),
    );
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'definitive', 'zero']);
    // Still in the list with its number, and it keeps its supplier from being deleted.
    const page = await list({ startDate: '2026-03-01', endDate: '2026-03-31', search: 'DEL-2' });
    expect(page.purchases.map((p: { number: number }) => p.number)).toEqual([numbered.json.number]);
    const supplierDelete = await t.app.request('POST', '/r/saveSupplier', {
      token: purchaseAdmin,
      body: { id: supplier.id, deleted: 1 },
    });
    expect(supplierDelete.json).toMatchObject({
      key: 'supplier.withPurchases',
      message: 'Cannot delete supplier with purchases.',
    });
  });

  it('lists a date range on either date with paid, status, supplier and search filters and the totals', async () => {
    const s = await call(t.app, t.admin, 'saveSupplier', { name: 'Lijst Leverancier', city: 'Gouda', paymentDays: 10 });
    const base = { supplierId: s.id, rows: [{ purchaseTypeId: ids.agents, amount: 1_000 }] };
    const may = await save(
      purchase({ ...base, invoiceNo: 'L-1', invoiceDate: '2026-05-02', status: 1 }),
      purchaseAdmin,
    );
    await save(purchase({ ...base, invoiceNo: 'L-2', invoiceDate: '2026-05-20', bookDate: '2026-06-01' }));
    await save(purchase({ ...base, invoiceNo: 'L-3', invoiceDate: '2026-06-05', status: 1 }), purchaseAdmin);
    const paidOne = await save(
      purchase({ ...base, invoiceNo: 'L-4', invoiceDate: '2026-05-25', status: 1 }),
      purchaseAdmin,
    );
    await withTenant(t.app.database, 2, (tx) =>
      tx.execute(sql`update purchases set amount_open = 0 where id = ${paidOne.json.id}`),
    );
    const invoiceNos = (page: { purchases: { invoiceNo: string }[] }) => page.purchases.map((p) => p.invoiceNo);
    const range = { startDate: '2026-05-01', endDate: '2026-05-31', supplierId: s.id };
    const all = await list({ ...range, orderBy: 'invoiceDate', descending: 0 });
    expect(invoiceNos(all)).toEqual(['L-1', 'L-2', 'L-4']);
    expect(all).toMatchObject({ count: 3, totalExclVat: 3_000, totalInclVat: 3_630, totalOpen: 1_210 });
    expect(invoiceNos(await list({ ...range, dateField: 'bookDate' }))).toEqual(['L-4', 'L-1']);
    expect(invoiceNos(await list({ ...range, paid: 1 }))).toEqual(['L-4']);
    expect(invoiceNos(await list({ ...range, paid: 0, descending: 0 }))).toEqual(['L-1', 'L-2']);
    expect(invoiceNos(await list({ ...range, status: 0 }))).toEqual(['L-2']);
    expect(invoiceNos(await list({ ...range, search: 'lijst l-2' }))).toEqual(['L-2']);
    expect(invoiceNos(await list({ ...range, search: String(may.json.number) }))).toEqual(['L-1']);
    const paged = await list({ ...range, perPage: 2, page: 2, orderBy: 'invoiceNo', descending: 0 });
    expect(paged).toMatchObject({ count: 3, totalExclVat: 3_000 });
    expect(invoiceNos(paged)).toEqual(['L-4']);
    // Empty dates: the current month.
    const current = await list({ supplierId: s.id });
    expect(current.count).toBe(0);
    // purchasesByIds answers the owner's live ones with their rows.
    const byIds = await call(t.app, t.admin, 'purchasesByIds', { ids: [may.json.id, 99_999] });
    expect(byIds.map((p: { id: number; rows: unknown[] }) => [p.id, p.rows.length])).toEqual([[may.json.id, 1]]);
  });

  it('answers open purchases by payment term with totals, per supplier and on a date', async () => {
    const s = await call(t.app, t.admin, 'saveSupplier', { name: 'Open Leverancier', city: 'Delft', paymentDays: 30 });
    const today = todayIso();
    const make = async (invoiceNo: string, invoiceDate: string, amount: number, status = 1) =>
      (
        await save(
          purchase({
            supplierId: s.id,
            invoiceNo,
            invoiceDate,
            status,
            rows: [{ purchaseTypeId: ids.agents, amount }],
          }),
          purchaseAdmin,
        )
      ).json;
    const expired = await make('O-1', addDays(today, -40), 1_000);
    const running = await make('O-2', addDays(today, -5), 2_000);
    await make('O-3', addDays(today, -5), 4_000, 0);
    const open = (query: Record<string, unknown>) =>
      t.app.request('GET', '/r/openPurchases', { token: buyer, query: { supplierId: s.id, ...query } });
    const every = await open({});
    expect(every.status, JSON.stringify(every.json)).toBe(200);
    expect(every.json.purchases.map((p: { id: number }) => p.id)).toEqual([expired.id, running.id]);
    expect(every.json).toMatchObject({ count: 2, totalInclVat: 3_630, totalOpen: 3_630, totalExpired: 1_210 });
    expect((await open({ term: 1 })).json.purchases.map((p: { id: number }) => p.id)).toEqual([expired.id]);
    expect((await open({ term: 0 })).json.purchases.map((p: { id: number }) => p.id)).toEqual([running.id]);
    // Judged on a later day, both are past due.
    expect((await open({ term: 1, date: addDays(today, 60) })).json.count).toBe(2);
    expect((await open({ term: 5 })).status).toBe(400);

    const ofSupplier = await call(t.app, buyer, 'openPurchasesSupplier', { id: s.id });
    expect(ofSupplier.map((p: { invoiceNo: string }) => p.invoiceNo)).toEqual(['O-1', 'O-2']);
    const onDate = await call(t.app, buyer, 'getOpenPurchasesDate', { date: addDays(today, -10) });
    const mine = onDate.purchases.filter((p: { supplierId: number }) => p.supplierId === s.id);
    expect(mine.map((p: { id: number }) => p.id)).toEqual([expired.id]);
    // Paid: no longer open.
    await withTenant(t.app.database, 2, (tx) =>
      tx.execute(sql`update purchases set amount_open = 0 where id = ${expired.id}`),
    );
    expect((await open({})).json).toMatchObject({ count: 1, totalExpired: 0 });
  });

  it('keeps the Purchases settings: a default VAT code and the reverse-charge code a subcontractor takes', async () => {
    expect(await call(t.app, buyer, 'purchaseSettings', {})).toEqual({
      purchaseTypeId: 0,
      categoryId: 0,
      vatCodeId: 0,
      reverseChargeVatCodeId: 0,
    });
    const notReverse = await t.app.request('POST', '/r/savePurchaseSettings', {
      token: buyer,
      body: { reverseChargeVatCodeId: ids.vat21 },
    });
    expect(notReverse.json).toMatchObject({ key: 'purchase.notReverseCharge' });
    const unknownType = await t.app.request('POST', '/r/savePurchaseSettings', {
      token: buyer,
      body: { purchaseTypeId: ids.expired },
    });
    expect(unknownType.json).toMatchObject({ key: 'purchase.typeNotFound' });
    const saved = await call(t.app, buyer, 'savePurchaseSettings', { vatCodeId: ids.vat9, categoryId: ids.category });
    expect(await call(t.app, buyer, 'purchaseSettings', {})).toEqual(saved);
    // Inhuur has no VAT code of its own: the settings' default now fills it.
    const row = await save(purchase({ rows: [{ purchaseTypeId: ids.labour, amount: 100 }] }));
    expect(row.json.rows[0]).toMatchObject({ vatCodeId: ids.vat9, vatPercentage: 900 });
    await call(t.app, buyer, 'savePurchaseSettings', {});
  });

  it('imports drafts checked as a save checks them, all or nothing', async () => {
    const before = await countRows(t.app, 'purchases');
    const refused = await t.app.request('POST', '/r/insertPurchases', {
      token: t.admin,
      body: [
        purchase({ invoiceNo: 'IMP-1' }),
        purchase({ invoiceNo: 'IMP-2', categoryId: 0 }),
        purchase({ invoiceNo: 'IMP-3', status: 1 }),
        purchase({ invoiceNo: 'IMP-1' }),
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.json.issues).toEqual(
      expect.arrayContaining([
        { path: '1.categoryId', message: PURCHASE_MESSAGES.categoryRequired },
        { path: '2.status', message: errorMessage('purchase.importDraftsOnly') },
        {
          path: '3.invoiceNo',
          message: errorMessage('purchase.duplicateInvoiceNo', { number: '-', invoiceNo: 'IMP-1' }),
        },
      ]),
    );
    expect(await countRows(t.app, 'purchases')).toBe(before);
    const job = await runImport(t.app, t.admin, '/r/insertPurchases', [
      purchase({ invoiceNo: 'IMP-1', number: '<auto>' }),
      purchase({
        supplierId: subcontractor.id,
        invoiceNo: 'IMP-2',
        rows: JSON.stringify([{ purchaseTypeId: ids.labour, amount: '50000' }]),
      }),
    ]);
    expect(job).toMatchObject({ status: 'done', imported: 2 });
    const imported = await call(t.app, t.admin, 'purchasesByIds', { ids: job.ids });
    expect(imported).toEqual([
      expect.objectContaining({
        invoiceNo: 'IMP-1',
        number: 0,
        status: 0,
        amountInclVat: 12_100,
        dueDate: '2026-03-24',
      }),
      expect.objectContaining({ invoiceNo: 'IMP-2', number: 0, amountInclVat: 50_000, subcontractor: 1 }),
    ]);
    expect(imported[1].rows[0]).toMatchObject({ vatCodeId: ids.reverse, reverseCharge: 1 });
  });

  it("answers a project's purchase costs to purchases and project users, draft and definitive apart", async () => {
    const site = await saveProject(t.app, t.admin, project({ name: 'Kantoor Inkoop' }));
    const onSite = (amount: number, description: string) => ({
      purchaseTypeId: ids.agents,
      projectId: site.id,
      workId: site.works[0].id,
      description,
      amount,
    });
    const definitive = await save(
      purchase({
        invoiceNo: 'PRJ-1',
        status: 1,
        rows: [onSite(2_500, 'Vloerreiniger'), { purchaseTypeId: ids.agents, amount: 900 }],
      }),
      purchaseAdmin,
    );
    await save(purchase({ invoiceNo: 'PRJ-2', invoiceDate: '2026-03-12', rows: [onSite(1_000, 'Doeken')] }));
    const gone = await save(purchase({ invoiceNo: 'PRJ-3', rows: [onSite(7_000, 'Vervallen')] }));
    await save({ id: gone.json.id, deleted: 1 }, purchaseAdmin);
    const projectUser = await addUser(t.app, 2, 'purchases-projects@test.example', [
      'employer_portal',
      'show_projects',
    ]);
    const costs = await call(t.app, projectUser, 'projectPurchaseCosts', { id: site.id });
    expect(costs).toMatchObject({ total: 3_500, totalDefinitive: 2_500 });
    expect(costs.rows.map((row: { description: string }) => row.description)).toEqual(['Doeken', 'Vloerreiniger']);
    expect(costs.rows[1]).toMatchObject({
      purchaseId: definitive.json.id,
      number: definitive.json.number,
      supplierName: 'Groothandel Schoon',
      workId: site.works[0].id,
    });
    expect(await call(t.app, buyer, 'projectPurchaseCosts', { id: site.id })).toEqual(costs);
    expect(await call(t.app, t.other, 'projectPurchaseCosts', { id: site.id })).toMatchObject({ rows: [], total: 0 });
    const planner = await addUser(t.app, 2, 'purchases-costs-planner@test.example', [
      'employer_portal',
      'show_planning',
    ]);
    expect(
      (await t.app.request('POST', '/r/projectPurchaseCosts', { token: planner, body: { id: site.id } })).status,
    ).toBe(403);
  });

  it("keeps a purchase's document under the purchases gate", async () => {
    const upload = await call(t.app, buyer, 'upload', {
      belongsTo: UPLOAD_BELONGS_TO.purchase,
      fileName: 'factuur.pdf',
      mimeType: 'application/pdf',
      contentBase64: Buffer.from('%PDF-1.4 test').toString('base64'),
    });
    const saved = await save(purchase({ invoiceNo: 'DOC-1', uploadId: upload.id }), buyer);
    expect(saved.json.uploadId).toBe(upload.id);
    // Uploaded before the purchase had an id: filed under it by the save.
    const files = await call(t.app, buyer, 'sectionUploads', {
      belongsTo: UPLOAD_BELONGS_TO.purchase,
      belongsId: saved.json.id,
    });
    expect(files.map((file: { id: number }) => file.id)).toEqual([upload.id]);
    expect(await call(t.app, buyer, 'sectionUploads', { belongsTo: UPLOAD_BELONGS_TO.purchase, belongsId: 0 })).toEqual(
      [],
    );
    const planner = await addUser(t.app, 2, 'purchases-doc-planner@test.example', ['employer_portal', 'show_planning']);
    const download = await t.app.request('POST', '/r/downloadTicket', {
      token: planner,
      body: { uploadId: upload.id },
    });
    expect(download.status).toBe(403);
    expect(
      (await t.app.request('POST', '/r/downloadTicket', { token: buyer, body: { uploadId: upload.id } })).status,
    ).toBe(200);
  });

  it("keeps owner 2's purchases away from owner 1 and refuses bad input with 400", async () => {
    const created = await save(purchase({ invoiceNo: 'ISO-1', status: 1 }), purchaseAdmin);
    const other = t.other;
    expect(
      (await t.app.request('POST', '/r/getPurchase', { token: other, body: { id: created.json.id } })).status,
    ).toBe(404);
    expect(await call(t.app, other, 'purchasesByIds', { ids: [created.json.id] })).toEqual([]);
    expect((await save({ ...created.json, remarks: 'Overgenomen' }, other)).status).toBe(400);
    expect((await save({ id: created.json.id, deleted: 1 }, other)).status).toBe(404);
    const theirs = await list({ startDate: '2026-03-01', endDate: '2026-03-31' }, other);
    expect(theirs.purchases.map((p: { id: number }) => p.id)).not.toContain(created.json.id);
    expect(await call(t.app, other, 'openPurchasesSupplier', { id: supplier.id })).toEqual([]);
    const open = await t.app.request('GET', '/r/openPurchases', { token: other });
    expect(open.json.purchases.map((p: { id: number }) => p.id)).not.toContain(created.json.id);

    const before = await countRows(t.app, 'purchases');
    const bad: unknown[] = [
      purchase({ rows: 'not json' }),
      purchase({ rows: [{ purchaseTypeId: ids.agents, amount: 12.5 }] }),
      purchase({ rows: [{ purchaseTypeId: ids.agents, amount: 2_000_000_000 }] }),
      purchase({ status: 2 }),
      purchase({ invoiceDate: '2026-02-30' }),
      purchase({ hidden: 'yes' }),
      purchase({ supplierId: 999_999 }),
      purchase({ rows: [{ purchaseTypeId: ids.agents, projectId: 999_999, amount: 1 }] }),
    ];
    for (const body of bad) expect((await save(body)).status, JSON.stringify(body)).toBe(400);
    expect((await t.app.request('POST', '/r/purchasesDateRange', { token: t.admin, body: { paid: 3 } })).status).toBe(
      400,
    );
    expect(await countRows(t.app, 'purchases')).toBe(before);
  });
});
