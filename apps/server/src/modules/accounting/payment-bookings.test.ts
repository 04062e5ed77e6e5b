import { DOCUMENT_KIND } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../test/app-per-file.ts';
import { BACKENDS, call } from '../../test/harness.ts';
import { camtEntry, smallCamt } from '../payments/bank-files/test-files.ts';
import { invoiced, newCustomer } from '../sales/invoices/test-support.ts';
import { balanceOf, documentLines, netByAccount } from './test-support.ts';

// Issue 20, payments in the ledger: an imported bank line books bank against suspense ("te verwerken"), a link to an
// invoice moves it to debtors (the customer on the lines), a link to a purchase from creditors; undoing a link or
// hiding the line books counter lines, never an edit; an invoice marked paid by hand books cash; missing accounts
// leave the payment at status 9 with the reason while the payment itself is saved. Owner 1 is the demo owner, whose
// bank account NL91ABNA0417164300 is linked to 1100 Bank; 1200 is the suspense account, 1000 cash.

interface Line {
  accountNumber: string;
  debit: number;
  credit: number;
  counter: number;
  customerId: number;
  supplierId: number;
}

describe.each(BACKENDS)('payment bookings on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1, other: ADMIN_2 });
  const rows = <T>(query: ReturnType<typeof sql>) => withTenant(t.app.database, 1, (tx) => queryRows<T>(tx, query));

  const linesOf = (documentKind: number, documentId: number) =>
    documentLines<Line>(t.app, t.admin, documentKind, documentId);

  async function importLine(amount: string, indicator: string, text: string): Promise<number> {
    const xml = smallCamt([camtEntry(amount, indicator, [`<RmtInf><Ustrd>${text}</Ustrd></RmtInf>`])]);
    const queued = await call(t.app, t.admin, 'importBankFile', {
      fileName: `${text}.xml`,
      content: Buffer.from(xml).toString('base64'),
    });
    await t.app.ctx.jobs.runDue();
    expect((await call(t.app, t.admin, 'bankImportJob', { id: queued.id })).status).toBe('done');
    const [payment] = await rows<{ id: number }>(
      sql`select id from payments where description = ${text} order by id desc limit 1`,
    );
    return payment?.id ?? 0;
  }

  let settings: Record<string, unknown>;
  beforeAll(async () => {
    settings = await call(t.app, t.admin, 'accountingSettings', {});
  });

  it('books an imported line on the bank against suspense, a link to an invoice against debtors, undone by counter lines', async () => {
    const customer = await newCustomer(t.app, t.admin);
    const invoice = await invoiced(t.app, t.admin, customer.id);
    const paymentId = await importLine('121.00', 'CRDT', 'Overboeking zonder kenmerk');
    const payment = await linesOf(DOCUMENT_KIND.payment, paymentId);
    expect(netByAccount(payment)).toEqual({ '1100': 12_100, '1200': -12_100 });

    const linked = await call(t.app, t.admin, 'savePaymentConnect', {
      paymentId,
      invoiceId: invoice.id,
      amount: 12_100,
    });
    const connectId = linked.paymentConnect.id;
    const link = await linesOf(DOCUMENT_KIND.paymentLink, connectId);
    expect(balanceOf(link)).toBe(0);
    expect(netByAccount(link)).toEqual({ '1200': 12_100, '1300': -12_100 });
    expect(link.find((l) => l.accountNumber === '1300')?.customerId).toBe(customer.id);
    // The invoice's debtors line and the link net to 0: paid.
    const invoiceLines = await linesOf(DOCUMENT_KIND.salesInvoice, invoice.id);
    expect(netByAccount([...invoiceLines, ...link])['1300']).toBeUndefined();

    // The link undone: its lines stay, counter lines bring it back to 0.
    await call(t.app, t.admin, 'savePaymentConnect', {
      id: connectId,
      paymentId,
      invoiceId: invoice.id,
      amount: 12_100,
      deleted: 1,
    });
    const undone = await linesOf(DOCUMENT_KIND.paymentLink, connectId);
    expect(undone.slice(0, link.length)).toEqual(link);
    expect(undone.filter((l) => l.counter === 1)).toHaveLength(link.length);
    expect(netByAccount(undone)).toEqual({});

    // The line hidden: the payment's bookings countered as well; shown again, booked again.
    const [stored] = await rows<{ accountId: number }>(
      sql`select account_id as "accountId" from payments where id = ${paymentId}`,
    );
    const save = { id: paymentId, accountId: stored?.accountId, date: '2026-03-02', amount: 12_100 };
    await call(t.app, t.admin, 'savePayment', { ...save, description: 'Overboeking zonder kenmerk', hidden: 1 });
    expect(netByAccount(await linesOf(DOCUMENT_KIND.payment, paymentId))).toEqual({});
    await call(t.app, t.admin, 'savePayment', { ...save, description: 'Overboeking zonder kenmerk', hidden: 0 });
    const again = await linesOf(DOCUMENT_KIND.payment, paymentId);
    expect(netByAccount(again)).toEqual({ '1100': 12_100, '1200': -12_100 });
    expect(balanceOf(again)).toBe(0);
  });

  it('books money out linked to a purchase from creditors, the supplier on the lines', async () => {
    const supplier = await call(t.app, t.admin, 'saveSupplier', { name: 'Leverancier Bank', city: 'Gouda' });
    const [category] = (await t.app.request('GET', '/r/allPurchaseCategories', { token: t.admin })).json;
    const purchase = await call(t.app, t.admin, 'savePurchase', {
      supplierId: supplier.id,
      categoryId: category.id,
      invoiceDate: '2026-03-01',
      status: 1,
      rows: [{ purchaseTypeId: 1, vatCodeId: 1, description: 'Middelen', amount: 5_000 }],
    });
    const paymentId = await importLine('60.50', 'DBIT', 'Betaling leverancier');
    const linked = await call(t.app, t.admin, 'savePaymentConnect', {
      paymentId,
      purchaseId: purchase.id,
      amount: 6_050,
    });
    const link = await linesOf(DOCUMENT_KIND.paymentLink, linked.paymentConnect.id);
    expect(netByAccount(link)).toEqual({ '1600': 6_050, '1200': -6_050 });
    expect(link.every((l) => l.supplierId === supplier.id)).toBe(true);
    const all = [...(await linesOf(DOCUMENT_KIND.payment, paymentId)), ...link];
    // Bank down, creditors cleared, suspense back at 0.
    expect(netByAccount(all)).toEqual({ '1100': -6_050, '1600': 6_050 });
  });

  it('books an invoice marked paid by hand on cash, and its undo by counter lines', async () => {
    const customer = await newCustomer(t.app, t.admin);
    const invoice = await invoiced(t.app, t.admin, customer.id);
    const paid = await call(t.app, t.admin, 'markInvoicePaid', {
      id: invoice.id,
      date: '2026-03-05',
      amount: 5_000,
      description: 'Contant',
    });
    const connectId = paid.payments[0].id;
    const [connect] = await rows<{ paymentId: number }>(
      sql`select payment_id as "paymentId" from payment_connects where id = ${connectId}`,
    );
    const paymentId = connect?.paymentId ?? 0;
    const lines = [
      ...(await linesOf(DOCUMENT_KIND.payment, paymentId)),
      ...(await linesOf(DOCUMENT_KIND.paymentLink, connectId)),
    ];
    expect(netByAccount(lines)).toEqual({ '1000': 5_000, '1300': -5_000 });
    await call(t.app, t.admin, 'undoInvoicePayment', { id: invoice.id, paymentId: connectId });
    const after = [
      ...(await linesOf(DOCUMENT_KIND.payment, paymentId)),
      ...(await linesOf(DOCUMENT_KIND.paymentLink, connectId)),
    ];
    expect(netByAccount(after)).toEqual({});
    expect(after.filter((l) => l.counter === 1)).toHaveLength(lines.length);
  });

  it('leaves a payment it cannot book at status 9 with the reason, the payment saved; the job books it later', async () => {
    const current = settings.settings as Record<string, number>;
    await call(t.app, t.admin, 'saveAccountingSettings', {
      ...settings,
      settings: { ...current, suspenseAccountId: 0 },
    });
    const saved = await call(t.app, t.admin, 'savePayment', {
      date: '2026-03-06',
      amount: 2_500,
      description: 'Kas zonder tussenrekening',
    });
    expect(saved.id).toBeGreaterThan(0);
    expect(await linesOf(DOCUMENT_KIND.payment, saved.id)).toEqual([]);
    expect(await call(t.app, t.admin, 'processingStates', {})).toContainEqual({
      documentKind: DOCUMENT_KIND.payment,
      documentId: saved.id,
      status: 9,
      reason: 'accounting.noSuspenseAccount',
      params: {},
    });
    await call(t.app, t.admin, 'saveAccountingSettings', settings);
    await call(t.app, t.admin, 'rebookFailed', {});
    await t.app.ctx.jobs.runDue();
    expect(netByAccount(await linesOf(DOCUMENT_KIND.payment, saved.id))).toEqual({ '1000': 2_500, '1200': -2_500 });
    expect(await call(t.app, t.admin, 'processingStates', {})).toEqual([]);
  });

  it('keeps the whole ledger balanced, and the suspense account holds exactly what no link places', async () => {
    const trial = await call(t.app, t.admin, 'trialBalance', { startDate: '2000-01-01', endDate: '2999-12-31' });
    expect(trial.totalDebit).toBe(trial.totalCredit);
    const suspense = trial.lines.find((l: { number: string }) => l.number === '1200');
    const [open] = await rows<{ open: number }>(
      sql`select coalesce(sum(amount_open), 0)::int as open from payments
        where deleted = 0 and hidden = 0 and duplicate = 0`,
    );
    expect((suspense?.credit ?? 0) - (suspense?.debit ?? 0)).toBe(open?.open);
  });
});
