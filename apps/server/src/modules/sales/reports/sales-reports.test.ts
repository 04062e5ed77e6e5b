import { errorMessage, formatPaymentReference, isValidPaymentReference, paymentReferenceFor } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/tenant.ts';
import { ADMIN_2, appPerFile } from '../../../test/app-per-file.ts';
import { project, saveProject } from '../../../test/fixtures/projects.ts';
import { BACKENDS, countRows } from '../../../test/harness.ts';
import { runImport } from '../../../test/imports.ts';
import { call, invoiced, newCustomer, row } from '../invoices/test-support.ts';

// Owner 2 starts empty: its own VAT code, sales type, customers and invoices make every figure below.
describe.each(BACKENDS)('sales reports and the invoice import on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_2 });
  let customer: { id: number; number: number };
  let invoiceId: number;

  beforeAll(async () => {
    await call(t.app, t.admin, 'saveVatCode', { name: '21% hoog', percentage: 2100 });
    await call(t.app, t.admin, 'saveWorkType', { name: 'Schoonmaak', hourRate: 3450, vatCodeId: 1 });
    customer = await newCustomer(t.app, t.admin, { name: 'Tandarts Oost', paymentDays: 14 });
    // € 121.00 invoiced 10-01-2026, due 24-01-2026; € 50.00 paid on 01-03-2026.
    invoiceId = (await invoiced(t.app, t.admin, customer.id, { invoiceDate: '2026-01-10' })).id;
    await call(t.app, t.admin, 'markInvoicePaid', { id: invoiceId, date: '2026-03-01', amount: 5_000 });
  });

  it('accountReceivable counts what was open on the date, by age, less only the payments made by then', async () => {
    const before = await call(t.app, t.admin, 'accountReceivable', { date: '2026-01-09' });
    expect(before.rows).toEqual([]);
    const february = await call(t.app, t.admin, 'accountReceivable', { date: '2026-02-28' });
    expect(february.rows).toEqual([
      expect.objectContaining({ customerId: customer.id, invoices: 1, days31to60: 12_100, total: 12_100 }),
    ]);
    const march = await call(t.app, t.admin, 'accountReceivable', { date: '2026-03-05' });
    expect(march.totals).toMatchObject({ invoices: 1, days31to60: 7_100, total: 7_100 });
    const dueSoon = await call(t.app, t.admin, 'accountReceivable', { date: '2026-01-20' });
    expect(dueSoon.totals).toMatchObject({ notDue: 12_100, total: 12_100 });
  });

  it('accountReceivable with exportExcel answers the sheet with a totals row', async () => {
    const response = await t.app.app.inject({
      method: 'POST',
      url: '/api/r/accountReceivable',
      headers: { authorization: `Bearer ${t.admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ date: '2026-03-05', exportExcel: 1, titles: { total: 'Totaal' } }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(3).getCell(2).value).toBe('Totaal');
    expect(sheet?.getRow(3).getCell(9).value).toBe(71);
  });

  it('GET openInvoices lists every open invoice with the totals', async () => {
    const response = await t.app.request('GET', '/r/openInvoices', { token: t.admin });
    expect(response.status).toBe(200);
    expect(response.json.rows.map((r: { uid: number }) => r.uid)).toContain(invoiceId);
    expect(response.json.totals).toMatchObject({ openInvoices: 1, totalOpenAmount: 7_100 });
  });

  it('projectHoursOverview sums planned, confirmed and invoiced hours at the work hour rate', async () => {
    const saved = await saveProject(
      t.app,
      t.admin,
      project({ name: 'Praktijk Oost', customerId: customer.id, works: [{ ...project().works[0], hourRate: 4000 }] }),
    );
    const workId = saved.works[0].id as number;
    // Shifts written as planning leaves them: 2 h planned, 1.5 h confirmed, 3 h invoiced and a removed default shift.
    await withTenant(t.app.database, 2, (tx) =>
      tx.execute(sql`insert into agenda_entries (owner_id, key, date, project_id, work_id, start_time, end_time, hours,
          confirmed, source)
        values (2, 'r1', '2026-05-04', ${saved.id}, ${workId}, 800, 1000, 200, 0, 'default'),
          (2, 'r2', '2026-05-05', ${saved.id}, ${workId}, 800, 930, 150, 1, ''),
          (2, 'r3', '2026-05-06', ${saved.id}, ${workId}, 800, 1100, 300, 2, ''),
          (2, 'r4', '2026-05-07', ${saved.id}, ${workId}, 800, 1100, 300, 0, 'del'),
          (2, 'r5', '2026-06-01', ${saved.id}, ${workId}, 800, 1100, 300, 0, '')`),
    );
    const report = await call(t.app, t.admin, 'projectHoursOverview', {
      startDate: '2026-05-01',
      endDate: '2026-05-31',
    });
    expect(report.rows).toEqual([
      expect.objectContaining({
        projectName: 'Praktijk Oost',
        customerName: 'Tandarts Oost',
        plannedHours: 200,
        plannedAmount: 8_000,
        confirmedHours: 150,
        confirmedAmount: 6_000,
        invoicedHours: 300,
        invoicedAmount: 12_000,
      }),
    ]);
    const tooLong = await t.app.request('POST', '/r/projectHoursOverview', {
      token: t.admin,
      body: { startDate: '2025-01-01', endDate: '2026-05-31' },
    });
    expect(tooLong.status).toBe(400);
  });

  it('insertInvoices imports invoiced invoices by customer number; a number in use refuses its row, writing nothing', async () => {
    const rows = [
      {
        number: 900_001,
        invoiceDate: '15-02-2025',
        customerNumber: customer.number,
        amountExVat: 10_000,
        vatPercentage: 2100,
        amountOpen: 12_100,
      },
      {
        number: 900_002,
        invoiceDate: '2025-03-01',
        customerNumber: customer.number,
        amountExVat: -5_000,
        vatPercentage: 2100,
        vatAmount: -1_050,
      },
    ];
    const job = await runImport(t.app, t.admin, '/r/insertInvoices', rows);
    expect(job).toMatchObject({ status: 'done', imported: 2 });
    const first = await call(t.app, t.admin, 'getInvoiceByNumber', { number: 900_001 });
    expect(first).toMatchObject({
      status: 1,
      invoiceDate: '2025-02-15',
      expiryDate: '2025-03-01',
      amountInclVat: 12_100,
      amountOpen: 12_100,
    });
    const credit = await call(t.app, t.admin, 'getInvoiceByNumber', { number: 900_002 });
    expect(credit).toMatchObject({ amountExVat: -5_000, amountInclVat: -6_050, amountOpen: 0 });
    // Open on a date after it: the imported invoice is in the receivables with its open amount.
    const report = await call(t.app, t.admin, 'accountReceivable', { date: '2025-12-31' });
    expect(report.totals.total).toBe(12_100);

    const again = await t.app.request('POST', '/r/insertInvoices', {
      token: t.admin,
      body: [{ ...rows[0], number: 900_003 }, rows[1], { ...rows[0], number: 900_004, customerNumber: 999_999 }],
    });
    expect(again.status).toBe(400);
    expect(again.json.issues).toEqual([
      { path: '1.number', message: errorMessage('invoiceImport.numberExists', { number: 900_002 }) },
      { path: '2.customerNumber', message: errorMessage('invoiceImport.customerNotFound', { number: 999_999 }) },
    ]);
    const missing = await t.app.request('POST', '/r/getInvoiceByNumber', { token: t.admin, body: { number: 900_003 } });
    expect(missing.status).toBe(404);
  });

  it('invoicing after an import numbers on from the highest imported number', async () => {
    const next = await invoiced(t.app, t.admin, customer.id, { invoiceDate: '2026-04-01', rows: [row()] });
    expect(next.number).toBe(900_003);
  });

  it("insertInvoices gives imported invoices a payment reference: the file's when valid, else the owner's own", async () => {
    // The Betaalvereniging's published example, as another system would print it.
    const theirs = '5000 0567 8901 2345';
    const base = {
      invoiceDate: '01-06-2025',
      customerNumber: customer.number,
      amountExVat: 10_000,
      vatPercentage: 2100,
    };
    const rows = [
      { ...base, number: 800_001, amountOpen: 12_100 },
      { ...base, number: 800_002, paymentReference: theirs },
      { ...base, number: 800_003, amountExVat: -1_000 },
    ];
    expect(await runImport(t.app, t.admin, '/r/insertInvoices', rows)).toMatchObject({ status: 'done', imported: 3 });
    const reference = async (number: number) =>
      (await call(t.app, t.admin, 'getInvoiceByNumber', { number })).paymentReference;
    expect(await reference(800_001)).toBe(paymentReferenceFor(2, 800_001));
    expect(isValidPaymentReference(await reference(800_001))).toBe(true);
    expect(await reference(800_002)).toBe('5000056789012345');
    // A credit pays back: nothing to pay by.
    expect(await reference(800_003)).toBe('');

    const before = await countRows(t.app, 'invoices');
    const refused = await t.app.request('POST', '/r/insertInvoices', {
      token: t.admin,
      body: [
        { ...base, number: 800_010, paymentReference: '4000 0567 8901 2345' },
        { ...base, number: 800_011, paymentReference: theirs },
        { ...base, number: 800_012, paymentReference: paymentReferenceFor(2, 800_013) },
        // Its own reference is free: row 2's refused reference does not count.
        { ...base, number: 800_013 },
        { ...base, number: 800_014, paymentReference: '1234' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.json.issues).toEqual([
      { path: '0.paymentReference', message: expect.stringContaining('Not a valid payment reference') },
      {
        path: '1.paymentReference',
        message: errorMessage('invoiceImport.paymentReferenceTaken', { reference: theirs, number: '800002' }),
      },
      {
        path: '2.paymentReference',
        message: errorMessage('invoiceImport.paymentReferenceOwn', {
          reference: formatPaymentReference(paymentReferenceFor(2, 800_013)),
          number: 800_013,
        }),
      },
      { path: '4.paymentReference', message: expect.stringContaining('Not a valid payment reference') },
    ]);
    expect(await countRows(t.app, 'invoices')).toBe(before);
  });
});
