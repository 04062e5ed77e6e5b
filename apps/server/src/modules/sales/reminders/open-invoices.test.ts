import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { insertProject } from '../../../test/fixtures/customers.ts';
import { BACKENDS, createTestApp, type TestApp } from '../../../test/harness.ts';
import { day, insertCustomer, insertInvoice, insertReminder } from './test-support.ts';

// openInvoicesV2 on owner 2 (the demo gives owner 1 invoices of its own, which owner 2 must never see).
const OWNER = 2;

describe.each(BACKENDS)('openInvoicesV2 on %s', (backend) => {
  let app: TestApp;
  let token: string;
  const ids: Record<string, { id: number; number: number }> = {};
  let customerA: number;
  let customerB: number;
  let managed: number;
  let projectX: number;
  let projectY: number;

  const list = async (body: Record<string, unknown> = {}) => {
    const response = await app.request('POST', '/r/openInvoicesV2', { token, body: { perPage: 0, ...body } });
    expect(response.status, JSON.stringify(response.json)).toBe(200);
    return response.json;
  };
  const numbersOf = (json: { rows: { invoiceNumber: number }[] }) => json.rows.map((row) => row.invoiceNumber).sort();
  const numbers = (...keys: string[]) => keys.map((key) => ids[key]?.number).sort();

  beforeAll(async () => {
    app = await createTestApp(backend);
    token = await app.login(DEMO_USERS.admin, OWNER);
    customerA = await insertCustomer(app, OWNER, { name: 'Alfa Kantoren', paymentDays: 30 });
    customerB = await insertCustomer(app, OWNER, { name: 'bravo bouw', paymentDays: 14 });
    const manager = await insertCustomer(app, OWNER, {
      name: 'Beheer BV',
      invoiceToEmail: 'facturen@beheer.example',
      invoiceReminderEmail: 'debiteuren@beheer.example',
    });
    managed = await insertCustomer(app, OWNER, {
      name: 'VvE Gracht',
      managementId: manager,
      invoiceToEmail: 'vve@x.example',
    });
    projectX = await insertProject(app, OWNER, customerA);
    projectY = await insertProject(app, OWNER, customerB);
    // Open and overdue (45 days, term 30), one reminder 20 days ago.
    ids.a1 = await insertInvoice(app, OWNER, {
      customerId: customerA,
      age: 45,
      paymentDays: 30,
      amountInclVat: 100_00,
      projectId: projectX,
    });
    await insertReminder(app, OWNER, ids.a1.id, customerA, day(-20));
    // Open, within the term; partly paid.
    ids.a2 = await insertInvoice(app, OWNER, {
      customerId: customerA,
      age: 10,
      paymentDays: 30,
      amountInclVat: 200_00,
      amountOpen: 50_00,
    });
    // Overdue (60 days, term 14), two reminders; its row names project Y.
    ids.b1 = await insertInvoice(app, OWNER, {
      customerId: customerB,
      age: 60,
      paymentDays: 14,
      amountInclVat: 300_00,
      rows: [{ id: 'r1', projectId: projectY, units: 100 }],
    });
    await insertReminder(app, OWNER, ids.b1.id, customerB, day(-30), 1);
    await insertReminder(app, OWNER, ids.b1.id, customerB, day(-5), 2);
    // A credit balance is open too.
    ids.b2 = await insertInvoice(app, OWNER, { customerId: customerB, age: 5, amountInclVat: -40_00 });
    ids.m1 = await insertInvoice(app, OWNER, { customerId: managed, age: 20, amountInclVat: 10_00 });
    // Not open: paid, draft, deleted; and one booked in the future.
    ids.paid = await insertInvoice(app, OWNER, { customerId: customerA, amountOpen: 0, paidDate: day(-1) });
    ids.draft = await insertInvoice(app, OWNER, { customerId: customerA, status: 0, number: null });
    ids.deleted = await insertInvoice(app, OWNER, { customerId: customerA, deleted: 1 });
    ids.future = await insertInvoice(app, OWNER, { customerId: customerA, age: 3, bookDate: day(30) });
  });
  afterAll(() => app.close());

  it('lists invoiced, open, live invoices booked on or before the end date, with totals over every match', async () => {
    const all = await list({ endDate: day(0) });
    expect(numbersOf(all)).toEqual(numbers('a1', 'a2', 'b1', 'b2', 'm1'));
    expect(all.totals).toEqual({
      customersOpenInvoices: 3,
      openInvoices: 5,
      totalInclVat: 100_00 + 200_00 + 300_00 - 40_00 + 10_00,
      totalOpenAmount: 100_00 + 50_00 + 300_00 - 40_00 + 10_00,
    });
    // Without an end date the future booking is open too; an end date before an invoice's book date leaves it out.
    expect(numbersOf(await list())).toEqual(numbers('a1', 'a2', 'b1', 'b2', 'm1', 'future'));
    expect(numbersOf(await list({ endDate: `${day(-15)}T23:59:59.000Z` }))).toEqual(numbers('a1', 'b1', 'm1'));
  });

  it('pages rows in SQL (default 5 by invoice date) while the totals stay those of every match', async () => {
    const first = await list({ perPage: 2, page: 1, endDate: day(0) });
    expect(first.rows.map((r: { invoiceNumber: number }) => r.invoiceNumber)).toEqual([ids.b1?.number, ids.a1?.number]);
    expect(first.totals.openInvoices).toBe(5);
    const third = await list({ perPage: 2, page: 3, endDate: day(0) });
    expect(third.rows.map((r: { invoiceNumber: number }) => r.invoiceNumber)).toEqual([ids.b2?.number]);
    const byDefault = await app.request('POST', '/r/openInvoicesV2', { token, body: {} });
    expect(byDefault.json.rows).toHaveLength(5);
    expect(byDefault.json.rows[0].invoiceNumber).toBe(ids.b1?.number);
  });

  it('answers each row with days open, overdue excess, reminders and the reminder recipient', async () => {
    const { rows } = await list({ endDate: day(0) });
    const a1 = rows.find((r: { uid: number }) => r.uid === ids.a1?.id);
    expect(a1).toMatchObject({
      invoiceDate: day(-45),
      customer: 'Alfa Kantoren',
      project: ['Testproject'],
      invoiceNumber: ids.a1?.number,
      paymentTerm: 30,
      daysOpen: 45,
      daysOverTime: 15,
      amountInclVat: 100_00,
      openAmount: 100_00,
      daysLastReminder: 20,
      lastReminderOverTime: 0,
      reminders: 1,
      checked: false,
    });
    expect(a1.invoice).toMatchObject({ id: ids.a1?.id, customerId: customerA, locale: 'nl' });
    expect(a1.invoice.reminders).toHaveLength(1);
    expect(a1.invoice.reminders[0]).toMatchObject({ reminder_date: day(-20), level: 1, template: 'reminder_1' });
    const b1 = rows.find((r: { uid: number }) => r.uid === ids.b1?.id);
    expect(b1).toMatchObject({
      daysOpen: 60,
      daysOverTime: 46,
      daysLastReminder: 5,
      reminders: 2,
      project: ['Testproject'],
    });
    const a2 = rows.find((r: { uid: number }) => r.uid === ids.a2?.id);
    expect(a2).toMatchObject({ daysOverTime: 0, daysLastReminder: null, lastReminderOverTime: 0, reminders: 0 });
    // A managed customer without the override: the management's reminder address (spec 000 §5).
    const m1 = rows.find((r: { uid: number }) => r.uid === ids.m1?.id);
    expect(m1.invoice.address).toBe('debiteuren@beheer.example');
  });

  it('filters by status, reminders sent, customer, project, minimum days and invoice number', async () => {
    const end = day(0);
    expect(numbersOf(await list({ endDate: end, status: 1 }))).toEqual(numbers('a1', 'b1', 'm1'));
    expect(numbersOf(await list({ endDate: end, status: 0 }))).toEqual(numbers('a2', 'b2'));
    expect(numbersOf(await list({ endDate: end, reminderSent: 1 }))).toEqual(numbers('a1', 'b1'));
    expect(numbersOf(await list({ endDate: end, reminderSent: 0 }))).toEqual(numbers('a2', 'b2', 'm1'));
    expect(numbersOf(await list({ endDate: end, customerId: customerB }))).toEqual(numbers('b1', 'b2'));
    // The invoice's own project, or a project on one of its rows.
    expect(numbersOf(await list({ endDate: end, projectId: projectX }))).toEqual(numbers('a1'));
    expect(numbersOf(await list({ endDate: end, projectId: projectY }))).toEqual(numbers('b1'));
    expect(numbersOf(await list({ endDate: end, minDays: 45 }))).toEqual(numbers('a1', 'b1'));
    const byNumber = await list({ endDate: end, invoiceNumber: `-${ids.b2?.number}` });
    expect(numbersOf(byNumber)).toEqual(numbers('b2'));
    expect(byNumber.totals).toEqual({
      customersOpenInvoices: 1,
      openInvoices: 1,
      totalInclVat: -40_00,
      totalOpenAmount: -40_00,
    });
    const none = await list({ endDate: end, customerId: customerB, status: 0, reminderSent: 1 });
    expect(none).toEqual({
      rows: [],
      totals: { customersOpenInvoices: 0, openInvoices: 0, totalInclVat: 0, totalOpenAmount: 0 },
    });
  });

  it('sorts by the whitelisted columns only, both ways', async () => {
    const end = day(0);
    const order = async (orderBy: string, descending = 0) =>
      (await list({ endDate: end, orderBy, descending })).rows.map((r: { uid: number }) => r.uid);
    expect(await order('customer')).toEqual([ids.a1?.id, ids.a2?.id, ids.b1?.id, ids.b2?.id, ids.m1?.id]);
    expect(await order('openAmount', 1)).toEqual([ids.b1?.id, ids.a1?.id, ids.a2?.id, ids.m1?.id, ids.b2?.id]);
    expect((await order('reminders', 1)).slice(0, 2)).toEqual([ids.b1?.id, ids.a1?.id]);
    // Invoices without a reminder come last either way.
    expect((await order('daysLastReminder')).slice(0, 2)).toEqual([ids.b1?.id, ids.a1?.id]);
    expect((await order('daysLastReminder', 1)).slice(0, 2)).toEqual([ids.a1?.id, ids.b1?.id]);
    // An unknown column sorts by invoice date, as the default.
    expect(await order('1; drop table invoices')).toEqual(await order('invoiceDate'));
  });

  it('exports every match as .xlsx with the visible columns', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/r/openInvoicesV2',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: {
        endDate: day(0),
        export: 1,
        perPage: 2,
        visibleColumns: ['invoiceNumber', 'customer', 'openAmount'],
        titles: { invoiceNumber: 'Factuurnummer' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`${day(0)} Open invoices.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    // In the screen's column order.
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Customer', 'Factuurnummer', 'Open amount']);
    expect(sheet?.rowCount).toBe(6);
    const amounts = [2, 3, 4, 5, 6].map((n) => sheet?.getRow(n).getCell(3).value);
    expect(amounts).toEqual([300, 100, 10, 50, -40]);

    // Named in the user's language; invoice dates are date cells shown as DD-MM-YYYY.
    const dutch = await app.app.inject({
      method: 'POST',
      url: '/api/r/openInvoicesV2',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { endDate: day(0), export: 1, visibleColumns: ['invoiceDate'], name: 'Openstaande facturen' },
    });
    expect(dutch.headers['content-disposition']).toContain(`${day(0)} Openstaande facturen.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(dutch.rawPayload as unknown as ArrayBuffer);
    const dates = book.worksheets[0];
    expect(dates?.name).toBe('Openstaande facturen');
    const cell = dates?.getRow(2).getCell(1);
    expect(cell?.value).toBeInstanceOf(Date);
    expect(cell?.numFmt).toBe('dd-mm-yyyy');
  });

  it('refuses filters outside their codes with 400', async () => {
    for (const body of [{ status: 5 }, { reminderSent: 3 }, { endDate: 'soon' }, { page: 0 }, { customerId: 'x' }]) {
      const response = await app.request('POST', '/r/openInvoicesV2', { token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("keeps owners apart: owner 1 sees its own demo invoices, none of owner 2's", async () => {
    const owner1 = await app.login(DEMO_USERS.admin, 1);
    const response = await app.request('POST', '/r/openInvoicesV2', { token: owner1, body: { perPage: 0 } });
    const uids = response.json.rows.map((r: { uid: number }) => r.uid);
    expect(uids.length).toBeGreaterThan(0);
    for (const invoice of Object.values(ids)) expect(uids).not.toContain(invoice.id);
  });
});
