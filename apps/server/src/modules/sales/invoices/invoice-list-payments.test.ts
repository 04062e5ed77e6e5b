import { endOfMonth, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_2, appPerFile } from '../../../test/app-per-file.ts';
import { BACKENDS } from '../../../test/harness.ts';
import { call, invoiced, newCustomer, refusal, row, saveDraft, stored } from './test-support.ts';

type ListRow = { id: number; number: number | null; amountInclVat: number; customerName: string };

describe.each(BACKENDS)('invoice lists and payments on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_2 });
  let customerId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // Owner 2: the demo invoices of owner 1 would fall in these date ranges. It needs a VAT code and a sales type.
    await call(t.app, t.admin, 'saveVatCode', { name: '21% hoog', percentage: 2100 });
    await call(t.app, t.admin, 'saveWorkType', { name: 'Schoonmaak', hourRate: 3450, vatCodeId: 1 });
    customerId = (await newCustomer(t.app, t.admin, { name: 'Tandarts Oost' })).id;
    const other = (await newCustomer(t.app, t.admin, { name: 'Garage West' })).id;
    // October: an open one, a paid one and a credit; November: one sent, one draft; another customer's in October.
    ids.open = (await invoiced(t.app, t.admin, customerId, { invoiceDate: '2026-10-05' })).id;
    ids.paid = (
      await invoiced(t.app, t.admin, customerId, { invoiceDate: '2026-10-10', rows: [row({ unitPrice: 20_000 })] })
    ).id;
    await call(t.app, t.admin, 'markInvoicePaid', { id: ids.paid, date: '2026-10-30', amount: 24_200 });
    const creditDraft = await call(t.app, t.admin, 'invoicesCreditFor', { id: ids.open });
    ids.credit = (
      await call(t.app, t.admin, 'invoiceInvoice', { id: creditDraft.id, invoiceDate: '2026-10-20' })
    ).invoice.id;
    ids.sent = (
      await invoiced(t.app, t.admin, customerId, { invoiceDate: '2026-11-03', rows: [row({ unitPrice: 50_000 })] })
    ).id;
    await call(t.app, t.admin, 'sendInvoice', { id: ids.sent, paper: 1 });
    ids.draft = (await saveDraft(t.app, t.admin, customerId, { invoiceDate: '2026-11-04' })).id;
    ids.other = (await invoiced(t.app, t.admin, other, { invoiceDate: '2026-10-15' })).id;
  });

  const page = (body: Record<string, unknown>) =>
    call(t.app, t.admin, 'invoicesDateRangePaged', { startDate: '2026-10-01', endDate: '2026-11-30', ...body });
  const idsOf = (answer: { invoices: ListRow[] }) => answer.invoices.map((invoice) => invoice.id).sort((a, b) => a - b);
  const sorted = (...names: string[]) => names.map((name) => ids[name] as number).sort((a, b) => a - b);

  it('filters by paid, sent, credit, status, customer and search, with count and totals of all filtered rows', async () => {
    const all = await page({});
    expect(all.count).toBe(6);
    expect(idsOf(all)).toEqual(sorted('open', 'paid', 'credit', 'sent', 'draft', 'other'));
    // 121 + 242 - 121 + 605 + 121 (draft) + 121
    expect(all.totalInclVat).toBe(108_900);
    expect(all.totalExclVat).toBe(90_000);
    // Still to pay: open 121 - credit 121 + sent 605 + other 121 (paid and the draft owe nothing).
    expect(all.totalOpen).toBe(72_600);
    expect(idsOf(await page({ paid: 1 }))).toEqual(sorted('paid'));
    expect(idsOf(await page({ paid: 0, status: 1 }))).toEqual(sorted('open', 'credit', 'sent', 'other'));
    expect(idsOf(await page({ sent: 1 }))).toEqual(sorted('sent'));
    expect(idsOf(await page({ credit: 1 }))).toEqual(sorted('credit'));
    expect(idsOf(await page({ credit: 0, status: 0 }))).toEqual(sorted('draft'));
    expect(idsOf(await page({ customerId, startDate: '2026-10-01', endDate: '2026-10-31' }))).toEqual(
      sorted('open', 'paid', 'credit'),
    );
    expect(idsOf(await page({ search: 'garage' }))).toEqual(sorted('other'));
    const number = (await call(t.app, t.admin, 'getInvoice', { id: ids.sent })).number;
    expect(idsOf(await page({ search: String(number) }))).toContain(ids.sent);
  });

  it('pages in the requested order; perPage 0 answers every row', async () => {
    const first = await page({ perPage: 2, page: 1, orderBy: 'amountInclVat', descending: 1 });
    expect(first.count).toBe(6);
    expect(first.invoices.map((invoice: ListRow) => invoice.amountInclVat)).toEqual([60_500, 24_200]);
    const last = await page({ perPage: 2, page: 3, orderBy: 'amountInclVat', descending: 1 });
    expect(last.invoices.map((invoice: ListRow) => invoice.amountInclVat)).toEqual([12_100, -12_100]);
    expect((await page({ perPage: 0 })).invoices).toHaveLength(6);
    const byCustomer = await page({ orderBy: 'customerName', descending: 0, perPage: 1 });
    expect(byCustomer.invoices.map((invoice: ListRow) => invoice.customerName).at(0)).toBe('Garage West');
    // Each column the table can sort by pages on the server too (one row per page: the page's ids first).
    for (const orderBy of ['customerNumber', 'projectName', 'expiryDate', 'paidDate', 'amountOpen', 'number']) {
      expect((await page({ orderBy, perPage: 1 })).invoices, orderBy).toHaveLength(1);
    }
    const byDate = await page({ orderBy: 'invoiceDate', descending: 0, perPage: 3 });
    expect(byDate.invoices.map((invoice: { invoiceDate: string }) => invoice.invoiceDate)).toEqual([
      '2026-10-05',
      '2026-10-10',
      '2026-10-15',
    ]);
  });

  it('defaults to the current month', async () => {
    const current = await call(t.app, t.admin, 'invoicesDateRangePaged', {});
    const month = { start: startOfMonth(todayIso()), end: endOfMonth(todayIso()) };
    for (const invoice of current.invoices as { invoiceDate: string }[]) {
      expect(invoice.invoiceDate >= month.start && invoice.invoiceDate <= month.end).toBe(true);
    }
    const range = await call(t.app, t.admin, 'invoicesDateRange', { startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(range.map((invoice: ListRow) => invoice.id).sort((a: number, b: number) => a - b)).toEqual(
      sorted('open', 'paid', 'credit', 'other'),
    );
  });

  it('exports the filtered invoices as an .xlsx with dates and amounts a spreadsheet can add up', async () => {
    const response = await t.app.app.inject({
      method: 'POST',
      url: '/api/r/invoicesDateRangePaged',
      headers: { authorization: `Bearer ${t.admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ startDate: '2026-10-01', endDate: '2026-10-31', export: 1, locale: 'en', perPage: 1 }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/\d{4}-\d{2}-\d{2} invoices\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toContain('Incl. VAT');
    // All four October invoices, not one page.
    expect(sheet?.rowCount).toBe(5);
    const amounts = [2, 3, 4, 5].map((n) => sheet?.getRow(n).getCell(8).value);
    expect(amounts.sort()).toEqual([-121, 121, 121, 242].sort());
    expect(sheet?.getRow(2).getCell(2).value).toBeInstanceOf(Date);
  });

  it('marks an invoice partly and then fully paid: amountOpen follows, paidDate is set, it leaves the open list', async () => {
    const invoice = await invoiced(t.app, t.admin, customerId, { invoiceDate: '2026-11-01' });
    const part = await call(t.app, t.admin, 'markInvoicePaid', { id: invoice.id, date: '2026-11-10', amount: 5_000 });
    expect(part).toMatchObject({ amountOpen: 7_100, paidDate: null });
    expect(part.payments).toEqual([expect.objectContaining({ date: '2026-11-10', amount: 5_000 })]);
    const open = await call(t.app, t.admin, 'openInvoicesCustomer', { id: customerId });
    expect(open.map((o: ListRow) => o.id)).toContain(invoice.id);
    const full = await call(t.app, t.admin, 'markInvoicePaid', { id: invoice.id, date: '2026-11-21', amount: 7_100 });
    expect(full).toMatchObject({ amountOpen: 0, paidDate: '2026-11-21' });
    const after = await call(t.app, t.admin, 'openInvoicesCustomer', { id: customerId });
    expect(after.map((o: ListRow) => o.id)).not.toContain(invoice.id);
    // The records the payments area uses: a payment of the customer and a connect to the invoice.
    const records = await stored<{ amount: number; customer_id: number; invoice_id: number }>(
      t.app,
      2,
      sql`select p.amount, p.customer_id, c.invoice_id from payments p
        join payment_connects c on c.owner_id = p.owner_id and c.payment_id = p.id
        where p.owner_id = 2 and c.invoice_id = ${invoice.id} and c.deleted = 0 order by p.id`,
    );
    expect(records).toEqual([
      { amount: 5_000, customer_id: customerId, invoice_id: invoice.id },
      { amount: 7_100, customer_id: customerId, invoice_id: invoice.id },
    ]);
    // Undo the last payment: open again.
    const undone = await call(t.app, t.admin, 'undoInvoicePayment', { id: invoice.id, paymentId: full.payments[1].id });
    expect(undone).toMatchObject({ amountOpen: 7_100, paidDate: null });
    expect(undone.payments).toHaveLength(1);
    await call(t.app, t.admin, 'undoInvoicePayment', { id: invoice.id, paymentId: full.payments[1].id }, 404);
  });

  it('refuses more than is open, the wrong sign, a paid invoice and a draft, changing nothing', async () => {
    const invoice = await invoiced(t.app, t.admin, customerId);
    const pay = (amount: number, status: number) =>
      call(t.app, t.admin, 'markInvoicePaid', { id: invoice.id, date: todayIso(), amount }, status);
    expect(await pay(12_101, 400)).toMatchObject(refusal('invoice.paymentTooLarge'));
    expect(await pay(-100, 400)).toMatchObject(refusal('invoice.paymentSign'));
    await pay(0, 400);
    expect((await call(t.app, t.admin, 'getInvoice', { id: invoice.id })).amountOpen).toBe(12_100);
    await pay(12_100, 200);
    expect(await pay(1, 400)).toMatchObject(refusal('invoice.alreadyPaid'));
    const draft = await saveDraft(t.app, t.admin, customerId);
    await call(t.app, t.admin, 'markInvoicePaid', { id: draft.id, date: todayIso(), amount: 100 }, 400);
  });

  it('pays a credit invoice back with a negative amount', async () => {
    const credit = await call(t.app, t.admin, 'markInvoicePaid', {
      id: ids.credit,
      date: '2026-10-25',
      amount: -12_100,
    });
    expect(credit).toMatchObject({ amountOpen: 0, paidDate: '2026-10-25' });
  });

  it("fills the customer's average days to pay from paid invoices", async () => {
    const fresh = (await newCustomer(t.app, t.admin)).id;
    const a = await invoiced(t.app, t.admin, fresh, { invoiceDate: '2026-09-01' });
    const b = await invoiced(t.app, t.admin, fresh, { invoiceDate: '2026-09-10' });
    await call(t.app, t.admin, 'markInvoicePaid', { id: a.id, date: '2026-09-11', amount: a.amountOpen });
    await call(t.app, t.admin, 'markInvoicePaid', { id: b.id, date: '2026-10-10', amount: b.amountOpen });
    await invoiced(t.app, t.admin, fresh);
    const financial = await call(t.app, t.admin, 'customerFinancial', { id: fresh });
    expect(financial).toEqual({ openAmount: 12_100, openInvoices: 1, averageDaysToPay: 20, paidInvoices: 2 });
  });
});
