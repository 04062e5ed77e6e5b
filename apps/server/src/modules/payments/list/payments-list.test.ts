import { addDays, todayIso } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../../test/app-per-file.ts';
import { addUser, BACKENDS, call } from '../../../test/harness.ts';
import { runImport } from '../../../test/imports.ts';
import { day, fixtures, iban } from '../matching/test-support.ts';

// Issue 19, the payments list and the links made by hand: the list by month with its filters and totals, cash and
// manual payments, bank lines that keep the bank's amount, savePaymentConnect (confirm, change, split, remove,
// 'linking failed'), reminders held by unplaced money and released, a paid invoice leaving the open invoices, role
// gates and owner isolation. Owner 2 starts without payments; owner 1 is the other owner.

const OWNER = 2;

describe.each(BACKENDS)('payments list and links on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_2, other: ADMIN_1 });
  let f: ReturnType<typeof fixtures>;
  let cashier: string;
  let salesOnly: string;
  let accountNo = 500;
  const newIban = () => iban(++accountNo);
  const save = (body: unknown, token = t.admin) => t.app.request('POST', '/r/savePaymentConnect', { token, body });
  const openInvoiceIds = async (customerId: number) => {
    const answer = await call(t.app, t.admin, 'openInvoicesV2', { perPage: 0, customerId, endDate: day(0), status: 2 });
    return answer.rows as { uid: number; remindersHeld: boolean }[];
  };

  beforeAll(async () => {
    f = fixtures(t.app, OWNER);
    cashier = await addUser(t.app, OWNER, 'kas@test.example', ['employer_portal', 'show_payments']);
    salesOnly = await addUser(t.app, OWNER, 'verkoop@test.example', ['employer_portal', 'show_sales']);
  });

  it('lists the current month by default, with filters, search and the totals of every match', async () => {
    const customerId = await f.customer({ name: 'Bakkerij De Korenschoof' });
    const invoice = await f.invoice({ customerId, amount: 1_250 });
    const matched = await f.payment({ amount: 1_250, reference: invoice.reference, cpName: 'Korenschoof' });
    await f.payment({ amount: -8_000, cpName: 'Groothandel Schoon', description: 'Schoonmaakmiddelen' });
    await f.payment({ amount: 99_999, date: addDays(todayIso().slice(0, 8).concat('01'), -40), cpName: 'Oud' });
    await call(t.app, t.admin, 'analysePayments', {});
    const page = await call(t.app, t.admin, 'paymentsDateRange', {});
    expect(page).toMatchObject({ count: 2, totalIn: 1_250, totalOut: -8_000, totalOpen: -8_000 });
    expect(page.payments.map((p: { cpName: string }) => p.cpName)).not.toContain('Oud');
    const row = page.payments.find((p: { id: number }) => p.id === matched);
    expect(row).toMatchObject({ state: 'matched', amountOpen: 0, customerId, customerName: 'Bakkerij De Korenschoof' });
    const list = (body: Record<string, unknown>) => call(t.app, t.admin, 'paymentsDateRange', body);
    expect((await list({ state: 'unmatched' })).count).toBe(1);
    expect((await list({ direction: 'in' })).payments.map((p: { id: number }) => p.id)).toEqual([matched]);
    expect((await list({ search: 'schoonmaakmiddelen' })).count).toBe(1);
    expect((await list({ search: '12,50' })).payments.map((p: { id: number }) => p.id)).toEqual([matched]);
    expect(
      (await list({ startDate: day(-400), endDate: day(0), orderBy: 'amount', descending: 1 })).payments[0],
    ).toMatchObject({ amount: 99_999 });
    expect((await list({ perPage: 1, page: 2 })).payments).toHaveLength(1);
    // Another owner sees none of them; a role without payments gets 403.
    expect((await call(t.app, t.other, 'paymentsDateRange', { startDate: day(-400) })).payments).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ id: matched })]),
    );
    expect((await t.app.request('POST', '/r/paymentsDateRange', { token: salesOnly, body: {} })).status).toBe(403);
  });

  it('saves cash and manual payments; a bank line keeps its amount and date; flags and deletes', async () => {
    const cash = await call(t.app, cashier, 'savePayment', { date: day(0), amount: 4_200, description: 'Kas' });
    expect(cash).toMatchObject({ accountId: 0, amountOpen: 4_200, bankLine: false, state: 'unmatched' });
    const changed = await call(t.app, cashier, 'savePayment', { ...cash, amount: 4_300, hidden: 1 });
    expect(changed).toMatchObject({ amount: 4_300, amountOpen: 4_300, hidden: 1 });
    const unknown = await t.app.request('POST', '/r/savePayment', {
      token: cashier,
      body: { date: day(0), amount: 100, accountId: 777 },
    });
    expect(unknown.json).toMatchObject({ key: 'payment.unknownAccount', message: 'Unknown bank account' });
    const line = await f.payment({ amount: 5_000, cpName: 'Bank' });
    const { payment } = await call(t.app, cashier, 'getPayment', { id: line });
    const refused = await t.app.request('POST', '/r/savePayment', {
      token: cashier,
      body: { ...payment, amount: 5_001 },
    });
    expect(refused.json).toMatchObject({ key: 'payment.bankLineFixed' });
    expect(await call(t.app, cashier, 'savePayment', { ...payment, duplicate: 1 })).toMatchObject({ duplicate: 1 });
    const deleteLine = await t.app.request('POST', '/r/savePayment', {
      token: cashier,
      body: { id: line, deleted: 1 },
    });
    expect(deleteLine.json).toMatchObject({ key: 'payment.bankLineDelete' });
    await call(t.app, cashier, 'savePayment', { id: cash.id, deleted: 1 });
    expect((await t.app.request('POST', '/r/getPayment', { token: cashier, body: { id: cash.id } })).status).toBe(404);
    const imported = await runImport(t.app, cashier, '/r/insertPayments', [
      { date: day(0), amount: 1_000, description: 'Kas 1' },
      { date: day(0), amount: -250, description: 'Kas 2' },
    ]);
    expect(imported).toMatchObject({ status: 'done', imported: 2 });
  });

  it('confirms a suggestion, changes it, splits a payment over an invoice and a purchase, removes a link', async () => {
    const customerId = await f.customer();
    const invoice = await f.invoice({ customerId, amount: 10_000 });
    const supplierId = await f.supplier();
    const purchase = await f.purchase({ supplierId, amount: 3_000 });
    const payment = await f.payment({ amount: 8_000, description: `RF12 ${invoice.number}` });
    await call(t.app, cashier, 'analysePayments', {});
    const [suggestion] = await call(t.app, cashier, 'paymentConnectsPayment', { id: payment });
    expect(suggestion).toMatchObject({ invoiceId: invoice.id, amount: 8_000, verified: 0, number: invoice.number });
    const confirmed = await save({ ...suggestion, amount: 6_000, verified: 1 }, cashier);
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect(confirmed.json).toMatchObject({
      paymentConnect: { verified: 1, amount: 6_000 },
      payment: { amountOpen: 2_000, customerId },
      invoice: { amountOpen: 4_000, paidDate: null },
      purchase: null,
    });
    // The rest of an incoming payment cannot pay a purchase (money goes the other way).
    const wrongWay = await save({ paymentId: payment, purchaseId: purchase.id, amount: 2_000 }, cashier);
    expect(wrongWay.json).toMatchObject({ key: 'payment.linkingFailed', params: { reason: 'wrongDirection' } });
    // Beyond what the invoice or the payment has open: linking failed, nothing changed.
    const beyond = await save({ ...confirmed.json.paymentConnect, amount: 10_001 }, cashier);
    expect(beyond.status).toBe(400);
    expect(beyond.json).toMatchObject({ key: 'payment.linkingFailed', params: { reason: 'beyondItemOpen' } });
    const tooMuch = await save({ ...confirmed.json.paymentConnect, amount: 9_000 }, cashier);
    expect(tooMuch.json).toMatchObject({ params: { reason: 'beyondPaymentOpen' } });
    expect(await f.invoiceState(invoice.id)).toMatchObject({ open: 4_000 });
    const all = await save({ ...confirmed.json.paymentConnect, amount: 8_000 }, cashier);
    expect(all.json).toMatchObject({ payment: { amountOpen: 0, state: 'matched' }, invoice: { amountOpen: 2_000 } });
    // An outgoing payment split over the purchase and a credit note refunded.
    const out = await f.payment({ amount: -3_500 });
    const credit = await f.invoice({ customerId, amount: -500 });
    const toPurchase = await save({ paymentId: out, purchaseId: purchase.id, amount: 3_000 }, cashier);
    expect(toPurchase.json).toMatchObject({ payment: { amountOpen: -500 }, purchase: { amountOpen: 0 } });
    const refund = await save({ paymentId: out, invoiceId: credit.id, amount: -500 }, cashier);
    expect(refund.json).toMatchObject({ payment: { amountOpen: 0 }, invoice: { amountOpen: 0, paidDate: day(0) } });
    expect(await call(t.app, cashier, 'paymentConnectsInvoice', { id: credit.id })).toHaveLength(1);
    expect(await call(t.app, cashier, 'paymentConnectsPurchase', { id: purchase.id })).toHaveLength(1);
    // Removing a link gives the amounts back; the matching does not propose it again.
    const removed = await save({ ...refund.json.paymentConnect, deleted: 1 }, cashier);
    expect(removed.json).toMatchObject({
      paymentConnect: null,
      payment: { amountOpen: -500 },
      invoice: { amountOpen: -500 },
    });
    // The other owner's payment and a read-only role cannot link.
    const foreign = await save({ paymentId: out, invoiceId: credit.id, amount: -500 }, t.other);
    expect(foreign.json).toMatchObject({ key: 'payment.linkingFailed', params: { reason: 'paymentNotFound' } });
    expect((await save({ paymentId: out, invoiceId: credit.id, amount: -500 }, salesOnly)).status).toBe(403);
    expect((await t.app.request('POST', '/r/savePaymentSettings', { token: cashier, body: {} })).status).toBe(403);
  });

  it('money from a known IBAN that nothing placed holds the customer reminders until it is seen or linked', async () => {
    const account = newIban();
    const customerId = await f.customer({ ibans: [account] });
    const invoice = await f.invoice({ customerId, amount: 9_000 });
    const payment = await f.payment({ amount: 2_500, cpIban: account });
    await call(t.app, cashier, 'analysePayments', {});
    expect(await f.paymentState(payment)).toMatchObject({ holds: 1, customerId, open: 2_500 });
    expect(await openInvoiceIds(customerId)).toEqual([
      expect.objectContaining({ uid: invoice.id, remindersHeld: true }),
    ]);
    const refused = await t.app.request('POST', '/r/sendAllReminders', {
      token: t.admin,
      body: [{ invoice: invoice.id }],
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ key: 'reminder.invoicesHeld', params: { numbers: String(invoice.number) } });
    const single = await t.app.request('POST', '/r/sendReminder', {
      token: t.admin,
      body: { invoice: invoice.id, subject: 'Herinnering', message: '<p>Betalen</p>' },
    });
    expect(single.json).toMatchObject({ key: 'reminder.held' });
    const home = (await t.app.request('GET', '/r/homeTodo', { token: t.admin })).json;
    expect(home.groups.find((g: { kind: string }) => g.kind === 'heldReminders')?.count).toBeGreaterThan(0);
    // Marked as seen: released, and analysing again does not hold it anew.
    const { payment: row } = await call(t.app, cashier, 'getPayment', { id: payment });
    await call(t.app, cashier, 'savePayment', { ...row, holdsReminders: 0 });
    await call(t.app, cashier, 'analysePayments', {});
    expect(await f.paymentState(payment)).toMatchObject({ holds: 0 });
    expect(await openInvoiceIds(customerId)).toEqual([expect.objectContaining({ remindersHeld: false })]);
    const sent = await t.app.request('POST', '/r/sendAllReminders', {
      token: t.admin,
      body: [{ invoice: invoice.id }],
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    // A second such payment is held again until a verified link places it.
    const another = await f.payment({ amount: 9_000, cpIban: account });
    await call(t.app, cashier, 'analysePayments', {});
    expect(await f.paymentState(another)).toMatchObject({ holds: 1 });
    const [link] = await call(t.app, cashier, 'paymentConnectsPayment', { id: another });
    expect(link).toMatchObject({ invoiceId: invoice.id, verified: 0 });
    await save({ ...link, verified: 1 }, cashier);
    expect(await f.paymentState(another)).toMatchObject({ holds: 0, open: 0 });
    // Paid: the invoice leaves the open invoices.
    expect(await openInvoiceIds(customerId)).toEqual([]);
    const [paid] = await f.rows<{ n: number }>(
      sql`select count(*)::int as n from invoices where id = ${invoice.id} and amount_open = 0 and paid_date is not null`,
    );
    expect(paid?.n).toBe(1);
  });

  it('unplaced money of a management company holds the reminders of the customers it manages', async () => {
    const account = newIban();
    const manager = await f.customer({ name: 'VvE Beheer Noord', ibans: [account], isManager: 1 });
    const managed = await f.customer({ name: 'VvE De Linde', managementId: manager });
    const other = await f.customer({ name: 'Los van beheer' });
    const invoice = await f.invoice({ customerId: managed, amount: 30_000 });
    const unrelated = await f.invoice({ customerId: other, amount: 30_000 });
    // Not the exact amount: only a suggestion, so the money waits for someone.
    const payment = await f.payment({ amount: 12_345, cpIban: account });
    await call(t.app, cashier, 'analysePayments', {});
    expect(await f.paymentState(payment)).toMatchObject({ holds: 1, customerId: manager });
    expect(await openInvoiceIds(managed)).toEqual([expect.objectContaining({ uid: invoice.id, remindersHeld: true })]);
    expect(await openInvoiceIds(other)).toEqual([expect.objectContaining({ uid: unrelated.id, remindersHeld: false })]);
    const refused = await t.app.request('POST', '/r/sendAllReminders', {
      token: t.admin,
      body: [{ invoice: invoice.id }],
    });
    expect(refused.json).toMatchObject({ key: 'reminder.invoicesHeld' });
    // Seen: the managed customer's reminders go again.
    const { payment: row } = await call(t.app, cashier, 'getPayment', { id: payment });
    await call(t.app, cashier, 'savePayment', { ...row, holdsReminders: 0 });
    expect(await openInvoiceIds(managed)).toEqual([expect.objectContaining({ remindersHeld: false })]);
  });
});
