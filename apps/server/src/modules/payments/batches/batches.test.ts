import { errorMessage } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../../test/app-per-file.ts';
import { addUser, BACKENDS, call, countRows } from '../../../test/harness.ts';
import { painProblems } from '../../../test/pain-xsd.ts';

// Issue 19, SEPA batches out: a batch of open purchases (one with a G-account split) and a refund gives a pain.001
// that validates against the ISO XSDs in both versions, with the control sum of the purchases; the paying account
// needs a BIC, an IBAN and settlements; a purchase is in one batch only; an executed batch is frozen; roles and
// owners. Owner 2 starts empty, so every figure below is made here.

const PAYER = { name: 'Betaalrekening', iban: 'NL13RABO0181015595', bic: 'RABONL2U' };
const NL_A = 'NL91ABNA0417164300';
const NL_G = 'NL20INGB0001234567';
const DE = 'DE89370400440532013000';

describe.each(BACKENDS)('payment batches on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_2, other: ADMIN_1 });
  let clerk: string;
  let payer: number;
  let payer03: number;
  let noBic: number;
  const purchases: number[] = [];
  let noIbanPurchase: number;
  let refund: number;

  async function definitive(supplierId: number, amount: number, fields: Record<string, unknown>) {
    const saved = await call(t.app, t.admin, 'savePurchase', {
      supplierId,
      categoryId: ids.category,
      invoiceDate: '2026-11-01',
      dueDate: '2026-11-20',
      status: 1,
      rows: [{ purchaseTypeId: ids.type, amount, vatCodeId: ids.vat0 }],
      ...fields,
    });
    expect(saved.amountOpen).toBe(amount);
    return saved.id as number;
  }
  const ids = { vat0: 0, type: 0, category: 0 };

  beforeAll(async () => {
    clerk = await addUser(t.app, 2, 'batch-clerk@test.example', ['employer_portal', 'show_payments']);
    payer = (await call(t.app, t.admin, 'saveBankAccount', PAYER)).id;
    payer03 = (await call(t.app, t.admin, 'saveBankAccount', { ...PAYER, name: 'Oude bank', painVersion: 3 })).id;
    noBic = (await call(t.app, t.admin, 'saveBankAccount', { name: 'Zonder BIC', iban: NL_A })).id;
    ids.vat0 = (await call(t.app, t.admin, 'saveVatCode', { name: 'Geen', percentage: 0 })).id;
    ids.type = (await call(t.app, t.admin, 'savePurchaseType', { name: 'Inkoop', vatCodeId: ids.vat0 })).id;
    ids.category = (await call(t.app, t.admin, 'savePurchaseCategory', { name: 'Algemeen' })).id;
    const address = { address: 'Lange Straat', houseNumber: '12', houseAddition: 'A', postalCode: '3511 AB' };
    const plain = await call(t.app, t.admin, 'saveSupplier', {
      name: 'Groothandel Schoon & Co',
      ...address,
      city: 'Utrecht',
      bankAccounts: [{ iban: NL_A }],
    });
    const split = await call(t.app, t.admin, 'saveSupplier', {
      name: 'Onderaannemer Zuid',
      city: 'Breda',
      subcontractor: 1,
      bankAccounts: [
        { iban: NL_A, percentage: 70 },
        { iban: NL_G, percentage: 30, gAccount: 1 },
      ],
    });
    const german = await call(t.app, t.admin, 'saveSupplier', {
      name: 'Reinigung GmbH',
      city: 'Köln',
      country: 'DE',
      bankAccounts: [{ iban: DE, bic: 'COBADEFFXXX' }],
    });
    const noIban = await call(t.app, t.admin, 'saveSupplier', { name: 'Contant BV', city: 'Gouda' });
    // € 123,45 by invoice number; € 1.000,01 split 70/30 (not a whole cent: 700,007 / 300,003); € 50 by RF reference.
    purchases.push(await definitive(plain.id, 12_345, { invoiceNo: 'GS-2026-114' }));
    purchases.push(await definitive(split.id, 100_001, { invoiceNo: 'OZ-77' }));
    purchases.push(await definitive(german.id, 5_000, { invoiceNo: 'R-9', paymentReference: 'RF18 5390 0754 7034' }));
    noIbanPurchase = await definitive(noIban.id, 1_000, { invoiceNo: 'C-1' });
    refund = await withTenant(t.app.database, 2, async (tx) => {
      const [customer] = await queryRows<{ id: number }>(
        tx,
        sql`insert into customers (owner_id, number, name, city, bank_accounts)
          values (2, 501, 'Klant Terug', 'Zwolle', ${JSON.stringify([NL_G])}::jsonb) returning id`,
      );
      const [invoice] = await queryRows<{ id: number }>(
        tx,
        sql`insert into invoices (owner_id, customer_id, number, status, credit_for, amount_incl_vat, amount_open,
          invoice_date, expiry_date) values (2, ${customer?.id}, 2026901, 1, 1, -2500, -2500, '2026-11-02',
          '2026-11-16') returning id`,
      );
      return invoice?.id ?? 0;
    });
  });

  const batch = (fields: Record<string, unknown> = {}) => ({
    name: 'Week 47',
    accountId: payer,
    executionDate: '2026-11-24',
    purchaseIds: purchases,
    ...fields,
  });
  const save = (body: unknown, token = t.admin) => t.app.request('POST', '/r/savePaymentBatch', { token, body });
  const sepa = (id: number, token = t.admin) => t.app.request('POST', '/r/paymentBatchSepa', { token, body: { id } });

  it('offers the open purchases due by a date and the refunds, with the G-account split to the cent', async () => {
    const none = await call(t.app, clerk, 'paymentBatchCandidates', { dueBy: '2026-11-19' });
    expect(none.purchases).toEqual([]);
    const offered = await call(t.app, clerk, 'paymentBatchCandidates', { dueBy: '2026-11-20' });
    expect(offered.purchases.map((c: { purchaseId: number }) => c.purchaseId)).toEqual([...purchases, noIbanPurchase]);
    const split = offered.purchases.find((c: { purchaseId: number }) => c.purchaseId === purchases[1]);
    expect(split.transfers).toEqual([
      { iban: NL_A, bic: '', amount: 70_001, gAccount: 0 },
      { iban: NL_G, bic: '', amount: 30_000, gAccount: 1 },
    ]);
    expect(offered.purchases.at(-1)).toMatchObject({ name: 'Contant BV', transfers: [] });
    expect(offered.refunds).toEqual([
      expect.objectContaining({
        invoiceId: refund,
        amount: 2_500,
        documentNumber: '2026901',
        transfers: [expect.objectContaining({ iban: NL_G, amount: 2_500 })],
      }),
    ]);
  });

  it('refuses a paying account without BIC, one not for settlements, a payee without IBAN, and nothing', async () => {
    const before = await countRows(t.app, 'payment_batches');
    const withoutBic = await save(batch({ accountId: noBic }));
    expect(withoutBic.status).toBe(400);
    expect(withoutBic.json).toMatchObject({
      key: 'paymentBatch.accountNeedsBicIban',
      message: 'A bank account used for SEPA or a payment batch needs a BIC and an IBAN.',
    });
    const unknown = await save(batch({ accountId: 999 }));
    expect(unknown.json).toMatchObject({ key: 'paymentBatch.accountNotForSettlements' });
    const cash = await save(batch({ purchaseIds: [purchases[0], noIbanPurchase] }));
    expect(cash.status).toBe(400);
    expect(cash.json.key).toBe('paymentBatch.supplierNoIban');
    expect(cash.json.message).toContain('Contant BV');
    expect((await save(batch({ purchaseIds: [] }))).json.key).toBe('paymentBatch.empty');
    expect((await save(batch({ purchaseIds: [987_654] }))).json.key).toBe('paymentBatch.purchaseNotOpen');
    expect(await countRows(t.app, 'payment_batches')).toBe(before);
  });

  it('makes a batch whose pain.001.001.09 validates, sums the purchases and names each transfer once', async () => {
    const saved = await save(batch({ invoiceIds: [refund] }), clerk);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const { paymentBatch, pbInvoices } = saved.json;
    expect(paymentBatch).toMatchObject({
      number: 1,
      executed: 0,
      accountName: PAYER.name,
      purchaseCount: 3,
      refundCount: 1,
      transferCount: 5,
      total: 12_345 + 100_001 + 5_000 + 2_500,
    });
    expect(pbInvoices.map((item: { amount: number }) => item.amount)).toEqual([12_345, 70_001, 30_000, 5_000, 2_500]);
    expect(pbInvoices[3]).toMatchObject({ remittance: 'RF18539007547034', documentNumber: 'R-9' });

    const file = await sepa(paymentBatch.id, clerk);
    expect(file.status).toBe(200);
    expect(file.bytes.length).toBeGreaterThan(0);
    expect(String(file.json)).toContain('pain.001.001.09');
    const xml = file.bytes.toString('utf8');
    expect(await painProblems(xml, 'pain.001.001.09')).toBe('');
    // The check can fail: the same file without its message id does not validate.
    expect(await painProblems(xml.replace(/<MsgId>[^<]*<\/MsgId>/, ''), 'pain.001.001.09')).toContain(
      'fails to validate',
    );
    expect(xml).toMatch(/<GrpHdr>[\s\S]*<NbOfTxs>5<\/NbOfTxs>\s*<CtrlSum>1198.46<\/CtrlSum>/);
    expect([...xml.matchAll(/<InstdAmt Ccy="EUR">([\d.]+)<\/InstdAmt>/g)].map((m) => m[1])).toEqual([
      '123.45',
      '700.01',
      '300.00',
      '50.00',
      '25.00',
    ]);
    const endToEnd = [...xml.matchAll(/<EndToEndId>([^<]+)<\/EndToEndId>/g)].map((m) => m[1]);
    expect(new Set(endToEnd).size).toBe(5);
    // Structured address with town and country; texts in the SEPA character set; the RF reference as structured.
    expect(xml).toContain('<Nm>Groothandel Schoon + Co</Nm>');
    expect(xml).toMatch(/<TwnNm>Koln<\/TwnNm>\s*<Ctry>DE<\/Ctry>/);
    expect(xml).toMatch(
      /<PstlAdr>\s*<StrtNm>Lange Straat<\/StrtNm>\s*<BldgNb>12 A<\/BldgNb>\s*<PstCd>3511 AB<\/PstCd>\s*<TwnNm>Utrecht<\/TwnNm>\s*<Ctry>NL<\/Ctry>/,
    );
    expect(xml).toMatch(/<Cd>SCOR<\/Cd>[\s\S]*<Issr>ISO<\/Issr>\s*<\/Tp>\s*<Ref>RF18539007547034<\/Ref>/);
    expect(xml).toContain('<Ustrd>GS-2026-114</Ustrd>');
    expect(xml).not.toContain('<AdrLine>');
    expect(xml).toContain('<BICFI>RABONL2U</BICFI>');

    // The same purchases cannot go into a second batch, nor be offered for one.
    const second = await save(batch({ purchaseIds: [purchases[1]] }));
    expect(second.status).toBe(400);
    expect(second.json).toMatchObject({ key: 'paymentBatch.purchaseInBatch' });
    const twice = await save(batch({ purchaseIds: [], invoiceIds: [refund] }));
    expect(twice.json.key).toBe('paymentBatch.refundInBatch');
    const offered = await call(t.app, clerk, 'paymentBatchCandidates', { dueBy: null });
    expect(offered.purchases.map((c: { purchaseId: number }) => c.purchaseId)).toEqual([noIbanPurchase]);
    expect(offered.refunds).toEqual([]);
    // …except to the batch being edited, which gets its own back.
    const own = await call(t.app, clerk, 'paymentBatchCandidates', { dueBy: null, batchId: paymentBatch.id });
    expect(own.purchases).toHaveLength(4);
  });

  it('writes pain.001.001.03 for an account that asks for it, and changes a waiting batch', async () => {
    const [first] = (await t.app.request('GET', '/r/allPaymentBatches', { token: t.admin })).json;
    const changed = await save({
      ...batch({ accountId: payer03, purchaseIds: [purchases[1], purchases[0]] }),
      id: first.id,
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json.paymentBatch).toMatchObject({ number: 1, total: 112_346, refundCount: 0 });
    const xml = (await sepa(first.id)).bytes.toString('utf8');
    expect(await painProblems(xml, 'pain.001.001.03')).toBe('');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect(xml).toMatch(/<CtrlSum>1123.46<\/CtrlSum>/);
    expect(xml).toContain('<BIC>RABONL2U</BIC>');
    // Now free again: the refund and the third purchase can go into a new batch (number 2).
    const next = await save(batch({ purchaseIds: [purchases[2]], invoiceIds: [refund] }));
    expect(next.json.paymentBatch.number).toBe(2);
    const page = await call(t.app, clerk, 'paymentBatchesPaged', { executed: 0 });
    expect(page).toMatchObject({ count: 2, invoiceCount: 4, totalPayments: 112_346 + 7_500 });
    expect(page.records.map((r: { number: number }) => r.number)).toEqual([2, 1]);
    // The search finds a word in the name; % and _ are read as themselves, not as every name.
    expect((await call(t.app, clerk, 'paymentBatchesPaged', { search: 'eek 4' })).count).toBe(2);
    expect((await call(t.app, clerk, 'paymentBatchesPaged', { search: '%' })).count).toBe(0);
    expect((await call(t.app, clerk, 'paymentBatchesPaged', { search: 'week_47' })).count).toBe(0);
  });

  it('executes with payments_admin only: who and when, then the batch cannot change or be deleted', async () => {
    const page = await call(t.app, t.admin, 'paymentBatchesPaged', {});
    const id = page.records.find((r: { number: number }) => r.number === 1).id;
    const refused = await t.app.request('POST', '/r/executePaymentBatch', { token: clerk, body: { id } });
    expect(refused.status).toBe(403);
    const executed = await call(t.app, t.admin, 'executePaymentBatch', { id });
    expect(executed.paymentBatch).toMatchObject({ executed: 1, executedByName: expect.any(String) });
    expect(executed.paymentBatch.executedBy).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(executed.paymentBatch.executedAt)).toBeLessThan(60_000);
    const frozen = errorMessage('paymentBatch.executed', { number: 1 });
    for (const response of [
      await save({ ...batch({ purchaseIds: [purchases[0]] }), id }),
      await t.app.request('POST', '/r/deletePaymentBatch', { token: t.admin, body: { id } }),
      await t.app.request('POST', '/r/executePaymentBatch', { token: t.admin, body: { id } }),
    ]) {
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(frozen);
    }
    // Executing marks nothing paid: the purchases stay open until the bank statement settles them, out of new batches.
    const purchase = await call(t.app, t.admin, 'getPurchase', { id: purchases[0] });
    expect(purchase.amountOpen).toBe(12_345);
    expect((await save(batch({ purchaseIds: [purchases[0]] }))).json.key).toBe('paymentBatch.purchaseInBatch');
    // Its file can still be downloaded.
    expect((await sepa(id)).status).toBe(200);
  });

  it('really deletes a waiting batch, freeing its purchases', async () => {
    const page = await call(t.app, clerk, 'paymentBatchesPaged', { executed: 0 });
    const [waiting] = page.records;
    const items = await countRows(t.app, 'payment_batch_items');
    await call(t.app, clerk, 'deletePaymentBatch', { id: waiting.id });
    expect(await countRows(t.app, 'payment_batch_items')).toBe(items - waiting.transferCount);
    const gone = await t.app.request('GET', '/r/getPaymentBatch', { token: clerk, query: { id: waiting.id } });
    expect(gone.status).toBe(404);
    const offered = await call(t.app, clerk, 'paymentBatchCandidates', {});
    expect(offered.purchases.map((c: { purchaseId: number }) => c.purchaseId)).toContain(purchases[2]);
    expect(offered.refunds).toHaveLength(1);
  });

  it('puts a purchase in one batch only when two users save at once', async () => {
    const both = await Promise.all([
      save(batch({ name: 'A', purchaseIds: [purchases[2]] })),
      save(batch({ name: 'B', purchaseIds: [purchases[2]] }), clerk),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 400]);
    expect(both.find((response) => response.status === 400)?.json.key).toBe('paymentBatch.purchaseInBatch');
    const made = both.find((response) => response.status === 200)?.json.paymentBatch;
    await call(t.app, clerk, 'deletePaymentBatch', { id: made.id });
  });

  it("keeps batches to their owner and roles: reading needs show_payments, another owner's batch is not found", async () => {
    const mine = (await t.app.request('GET', '/r/allPaymentBatches', { token: t.admin })).json;
    expect(mine.length).toBeGreaterThan(0);
    const id = mine[0].id;
    // The demo owner has batches of its own (the seed's), never this owner's.
    const theirBatches = (await t.app.request('GET', '/r/allPaymentBatches', { token: t.other })).json;
    expect(theirBatches.map((row: { id: number }) => row.id)).not.toContain(id);
    // The demo's batch of its open purchases waits to be executed, and its file is valid.
    const demo = theirBatches.find((row: { executed: number }) => row.executed === 0);
    expect(demo).toMatchObject({ accountName: 'ABN AMRO zakelijk', purchaseCount: 5 });
    const demoFile = await sepa(demo.id, t.other);
    expect(await painProblems(demoFile.bytes, 'pain.001.001.09')).toBe('');
    expect((await t.app.request('GET', '/r/getPaymentBatch', { token: t.other, query: { id } })).status).toBe(404);
    expect((await sepa(id, t.other)).status).toBe(404);
    expect((await t.app.request('POST', '/r/deletePaymentBatch', { token: t.other, body: { id } })).status).toBe(404);
    const buyer = await addUser(t.app, 2, 'batch-buyer@test.example', ['employer_portal', 'show_purchases']);
    expect((await t.app.request('GET', '/r/allPaymentBatches', { token: buyer })).status).toBe(403);
    expect((await sepa(id, buyer)).status).toBe(403);
    // Another owner's purchase cannot be put in a batch.
    const theirs = await save(batch({ accountId: payer, purchaseIds: purchases }), t.other);
    expect(theirs.status).toBe(400);
  });
});
