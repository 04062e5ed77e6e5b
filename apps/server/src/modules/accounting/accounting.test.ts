import { DEFAULT_CHART, DOCUMENT_KIND } from '@backoffice/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { owners } from '../../db/schema/index.ts';
import { withSystem } from '../../db/tenant.ts';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../test/app-per-file.ts';
import { addUser, BACKENDS, call, countRows } from '../../test/harness.ts';
import { invoiced, newCustomer, row } from '../sales/invoices/test-support.ts';
import { accountIds, balanceOf, documentLines, netByAccount } from './test-support.ts';

// Issue 20, the ledger: the defaults made once, hiding a linked account refused with its own message, a class in use,
// the bookings of invoices (several VAT codes, reverse charge, a credit) and purchases (reverse-charged VAT owed and
// deducted, a zeroed purchase countered), a document that cannot be booked (status 9, the invoice still made), the
// trial balance, the role gates and owner isolation. Owner 1 is the demo owner (VAT codes 1 21 %, 2 9 %, 3 reverse
// charge; work types 1-4; purchase types 1-3), whose chart the seed made.

interface Line {
  accountId: number;
  accountNumber: string;
  debit: number;
  credit: number;
  counter: number;
  vatCodeId: number;
}

describe.each(BACKENDS)('accounting on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1, other: ADMIN_2 });
  let bookkeeper: string;
  let salesOnly: string;
  let accountIdOf: (number: string) => number;

  const linesOf = (documentKind: number, documentId: number) =>
    documentLines<Line>(t.app, t.admin, documentKind, documentId);
  const setup = () => call(t.app, t.admin, 'accountingSettings', {});
  const hide = (account: Record<string, unknown>) =>
    t.app.request('POST', '/r/saveAccount', { token: t.admin, body: { ...account, hidden: 1 } });

  beforeAll(async () => {
    bookkeeper = await addUser(t.app, 1, 'bookkeeper@test.example', ['employer_portal', 'show_accounting']);
    salesOnly = await addUser(t.app, 1, 'sales-no-books@test.example', ['employer_portal', 'show_sales']);
    accountIdOf = await accountIds(t.app, t.admin);
  });

  it('makes the default classes, diaries and chart once, with the settings filled in from the chart', async () => {
    const classes = (await t.app.request('GET', '/r/allClasses', { token: t.admin })).json;
    expect(classes.map((c: { kind: number; balanceOrder: number }) => `${c.kind}/${c.balanceOrder}`).sort()).toEqual([
      '1/10',
      '1/20',
      '2/10',
      '2/20',
      '2/30',
      '3/20',
      '4/10',
    ]);
    const diaries = (await t.app.request('GET', '/r/allDiaries', { token: t.admin })).json;
    expect(diaries.map((d: { kind: number }) => d.kind).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(diaries.find((d: { kind: number }) => d.kind === 0).autoDoc).toBe(1);
    const accounts = (await t.app.request('GET', '/r/allAccounts', { token: t.admin })).json;
    expect(accounts).toHaveLength(DEFAULT_CHART.length);
    expect(accounts.find((a: { number: string }) => a.number === '1300')).toMatchObject({
      description: 'Debiteuren',
      kind: 1,
      rgsCode: 'BVorDebHad',
    });
    // Listed again, at once: nothing made twice.
    const before = [await countRows(t.app, 'ledger_accounts'), await countRows(t.app, 'ledger_classes')];
    await Promise.all(
      ['allAccounts', 'allClasses', 'allDiaries'].map((p) => t.app.request('GET', `/r/${p}`, { token: t.admin })),
    );
    expect([await countRows(t.app, 'ledger_accounts'), await countRows(t.app, 'ledger_classes')]).toEqual(before);
    const { settings, vatCodes, workTypes, purchaseTypes } = await setup();
    expect(settings.debtorsAccountId).toBe(accountIdOf('1300'));
    expect(settings.creditorsAccountId).toBe(accountIdOf('1600'));
    expect(vatCodes.find((v: { id: number }) => v.id === 1).ledgerAccountId).toBe(accountIdOf('1500'));
    expect(vatCodes.find((v: { id: number }) => v.id === 2).ledgerAccountId).toBe(accountIdOf('1510'));
    expect(workTypes.find((w: { id: number }) => w.id === 2).ledgerAccountId).toBe(accountIdOf('8100'));
    expect(purchaseTypes.find((p: { id: number }) => p.id === 3).ledgerAccountId).toBe(accountIdOf('4100'));
  });

  it('makes the defaults of a new owner once, however many first calls come at once', async () => {
    const [owner] = await withSystem(t.app.database, (tx) =>
      tx.insert(owners).values({ name: 'Nieuwe Schoonmaak B.V.' }).returning({ id: owners.id }),
    );
    const ownerId = owner?.id ?? 0;
    const token = await addUser(t.app, ownerId, 'new-owner-books@test.example', ['employer_portal', 'admin']);
    const vat = await call(t.app, token, 'saveVatCode', { name: 'Hoog', percentage: 2100 });
    const lists = await Promise.all(
      ['allAccounts', 'allClasses', 'allDiaries', 'allAccounts', 'allClasses', 'allDiaries'].map(
        async (path) => (await t.app.request('GET', `/r/${path}`, { token })).json,
      ),
    );
    expect(lists.map((list) => list.length)).toEqual([DEFAULT_CHART.length, 7, 5, DEFAULT_CHART.length, 7, 5]);
    const setup = await call(t.app, token, 'accountingSettings', {});
    const high = lists[0].find((a: { number: string }) => a.number === '1500');
    expect(setup.vatCodes).toEqual([{ id: vat.id, ledgerAccountId: high.id }]);
    expect(setup.settings.debtorsAccountId).toBeGreaterThan(0);
  });

  it('refuses a second account with the same number and an unknown class', async () => {
    const same = await t.app.request('POST', '/r/saveAccount', {
      token: t.admin,
      body: { number: '1300', description: 'Tweede debiteuren' },
    });
    expect(same.status).toBe(400);
    expect(same.json.key).toBe('ledger.numberExists');
    const noClass = await t.app.request('POST', '/r/saveAccount', {
      token: t.admin,
      body: { number: '9001', description: 'X', classId: 99_999 },
    });
    expect(noClass.json.key).toBe('ledger.classNotFound');
    const deleted = await t.app.request('POST', '/r/saveAccount', {
      token: t.admin,
      body: { id: accountIdOf('0100'), deleted: 1 },
    });
    expect(deleted.json.key).toBe('ledger.notDeletable');
  });

  it('refuses to hide an account linked to anything, each with its own message', async () => {
    const original = await setup();
    let n = 9100;
    const linkedKey = async (link: (id: number) => Record<string, unknown>) => {
      const account = await call(t.app, t.admin, 'saveAccount', {
        number: String(n++),
        description: 'Link test',
        kind: 3,
      });
      await call(t.app, t.admin, 'saveAccountingSettings', { ...original, ...link(account.id) });
      const refused = await hide(account);
      await call(t.app, t.admin, 'saveAccountingSettings', original);
      expect(refused.status, JSON.stringify(refused.json)).toBe(400);
      return refused.json.key;
    };
    const settings = (field: string) => (id: number) => ({ settings: { ...original.settings, [field]: id } });
    expect(await linkedKey((id) => ({ vatCodes: [{ id: 1, ledgerAccountId: id }] }))).toBe('ledger.linkedVatCode');
    expect(await linkedKey((id) => ({ workTypes: [{ id: 1, ledgerAccountId: id }] }))).toBe('ledger.linkedWorkType');
    expect(await linkedKey((id) => ({ purchaseTypes: [{ id: 1, ledgerAccountId: id }] }))).toBe(
      'ledger.linkedPurchaseType',
    );
    expect(await linkedKey(settings('unclassifiedExpenditureAccountId'))).toBe('ledger.linkedUnclassifiedExpenditure');
    expect(await linkedKey(settings('unclassifiedRevenueAccountId'))).toBe('ledger.linkedUnclassifiedRevenue');
    expect(await linkedKey(settings('creditorsAccountId'))).toBe('ledger.linkedCreditors');
    expect(await linkedKey(settings('debtorsAccountId'))).toBe('ledger.linkedDebtors');
    expect(await linkedKey(settings('vatToClaimAccountId'))).toBe('ledger.linkedAutomaticVat');
    expect(await linkedKey(settings('reverseChargeVatAccountId'))).toBe('ledger.linkedAutomaticVat');
    const bank = await call(t.app, t.admin, 'saveBankAccount', { name: 'Link test bank', iban: 'NL91ABNA0417164300' });
    expect(await linkedKey((id) => ({ bankAccounts: [{ id: bank.id, ledgerAccountId: id }] }))).toBe(
      'ledger.linkedBankAccount',
    );
    // An account with a booking: the revenue account of the demo invoices.
    const revenue = (await t.app.request('GET', '/r/allAccounts', { token: t.admin })).json.find(
      (a: { number: string }) => a.number === '8000',
    );
    const unlinked = await call(t.app, t.admin, 'saveAccountingSettings', {
      ...original,
      workTypes: original.workTypes.map((w: { id: number; ledgerAccountId: number }) => ({
        ...w,
        ledgerAccountId: w.ledgerAccountId === revenue.id ? 0 : w.ledgerAccountId,
      })),
    });
    expect(unlinked.workTypes.some((w: { ledgerAccountId: number }) => w.ledgerAccountId === revenue.id)).toBe(false);
    expect((await hide(revenue)).json.key).toBe('ledger.linkedBooking');
    await call(t.app, t.admin, 'saveAccountingSettings', original);
    // Nothing linked: hidden, and shown again.
    const free = await call(t.app, t.admin, 'saveAccount', { number: '9199', description: 'Vrij', kind: 3 });
    expect((await hide(free)).json.hidden).toBe(1);
    expect((await call(t.app, t.admin, 'saveAccount', { ...free, hidden: 0 })).hidden).toBe(0);
  });

  it('deletes an unused class for good and refuses a class in use', async () => {
    const inUse = (await t.app.request('GET', '/r/allClasses', { token: t.admin })).json.find(
      (c: { oldClass: number }) => c.oldClass === 5,
    );
    const refused = await t.app.request('POST', '/r/deleteClass', { token: t.admin, body: { id: inUse.id } });
    expect(refused.status).toBe(400);
    expect(refused.json.key).toBe('ledger.classInUse');
    const rows = await countRows(t.app, 'ledger_classes');
    const spare = await call(t.app, t.admin, 'saveClass', { name: 'Tijdelijk', kind: 3, balanceOrder: 99 });
    expect(await call(t.app, t.admin, 'deleteClass', { id: spare.id })).toEqual({ ok: true });
    expect(await countRows(t.app, 'ledger_classes')).toBe(rows);
  });

  it('books an invoiced invoice balanced: debtors, revenue per work type, VAT per VAT code', async () => {
    const customer = await newCustomer(t.app, t.admin);
    const invoice = await invoiced(t.app, t.admin, customer.id, {
      rows: [
        row({ workTypeId: 1, vatCode: 1, units: 100, unitPrice: 10_000 }),
        row({ workTypeId: 2, vatCode: 2, units: 250, unitPrice: 2_002 }),
      ],
    });
    const lines = await linesOf(DOCUMENT_KIND.salesInvoice, invoice.id);
    expect(balanceOf(lines)).toBe(0);
    // 100,00 at 21 % and 50,05 at 9 % (4,50).
    expect(netByAccount(lines)).toEqual({
      '1300': 17_555,
      '8000': -10_000,
      '8100': -5_005,
      '1500': -2_100,
      '1510': -450,
    });
    expect(invoice.amountInclVat).toBe(17_555);
  });

  it('books a reverse-charged sale without VAT', async () => {
    const customer = await newCustomer(t.app, t.admin, { vatNumber: 'NL001234567B01' });
    const invoice = await invoiced(t.app, t.admin, customer.id, { rows: [row({ vatCode: 3, unitPrice: 80_000 })] });
    expect(netByAccount(await linesOf(DOCUMENT_KIND.salesInvoice, invoice.id))).toEqual({
      '1300': 80_000,
      '8000': -80_000,
    });
  });

  it('books a definitive purchase, reverse-charged VAT owed and deducted, and counters it when it is zeroed', async () => {
    const supplier = await call(t.app, t.admin, 'saveSupplier', { name: 'Onderaannemer Boek', city: 'Breda' });
    const [category] = (await t.app.request('GET', '/r/allPurchaseCategories', { token: t.admin })).json;
    const saved = await call(t.app, t.admin, 'savePurchase', {
      supplierId: supplier.id,
      categoryId: category.id,
      invoiceDate: '2026-03-10',
      status: 1,
      rows: [
        { purchaseTypeId: 1, vatCodeId: 1, description: 'Middelen', amount: 10_000 },
        { purchaseTypeId: 3, vatCodeId: 3, description: 'Inhuur', amount: 50_000 },
      ],
    });
    const lines = await linesOf(DOCUMENT_KIND.purchaseInvoice, saved.id);
    expect(balanceOf(lines)).toBe(0);
    expect(netByAccount(lines)).toEqual({
      '4200': 10_000,
      '4100': 50_000,
      '1520': 2_100 + 10_500,
      '1530': -10_500,
      '1600': -62_100,
    });
    // "Deleted": its amounts go to 0, booked as counter lines; nothing booked before is changed.
    await call(t.app, t.admin, 'savePurchase', { id: saved.id, deleted: 1 });
    const after = await linesOf(DOCUMENT_KIND.purchaseInvoice, saved.id);
    expect(after.slice(0, lines.length)).toEqual(lines);
    expect(after.filter((l) => l.counter === 1).length).toBeGreaterThan(0);
    expect(netByAccount(after)).toEqual({});
  });

  it('leaves an invoice it cannot book at status 9 with the reason, and books it fine again once set', async () => {
    const original = await setup();
    await call(t.app, t.admin, 'saveAccountingSettings', {
      ...original,
      settings: { ...original.settings, debtorsAccountId: 0 },
    });
    const customer = await newCustomer(t.app, t.admin);
    const invoice = await invoiced(t.app, t.admin, customer.id);
    expect(invoice.number).toBeGreaterThan(0);
    expect(await linesOf(DOCUMENT_KIND.salesInvoice, invoice.id)).toEqual([]);
    const failed = await call(t.app, t.admin, 'processingStates', {});
    expect(failed).toContainEqual({
      documentKind: DOCUMENT_KIND.salesInvoice,
      documentId: invoice.id,
      status: 9,
      reason: 'accounting.noDebtorsAccount',
      params: {},
    });
    // Fixed settings, then the booking regeneration job: booked once, however often the job runs.
    await call(t.app, t.admin, 'saveAccountingSettings', original);
    const job = await call(t.app, t.admin, 'rebookFailed', {});
    expect(job).toMatchObject({ status: 'queued', done: 0, stillFailed: 0 });
    expect(job.total).toBeGreaterThan(0);
    await t.app.ctx.jobs.runDue();
    expect(await call(t.app, t.admin, 'rebookJob', { id: job.id })).toEqual({
      ...job,
      status: 'done',
      done: job.total,
    });
    const lines = await linesOf(DOCUMENT_KIND.salesInvoice, invoice.id);
    expect(netByAccount(lines)).toEqual({ '1300': 12_100, '8000': -10_000, '1500': -2_100 });
    expect(await call(t.app, t.admin, 'processingStates', {})).toEqual([]);
    await call(t.app, t.admin, 'rebookFailed', {});
    await t.app.ctx.jobs.runDue();
    expect(await linesOf(DOCUMENT_KIND.salesInvoice, invoice.id)).toEqual(lines);
    expect((await t.app.request('POST', '/r/rebookFailed', { token: bookkeeper, body: {} })).status).toBe(403);
  });

  it('answers a trial balance whose totals are equal and match the bookings', async () => {
    const year = { startDate: '2000-01-01', endDate: '2999-12-31' };
    const trial = await call(t.app, bookkeeper, 'trialBalance', year);
    expect(trial.totalDebit).toBe(trial.totalCredit);
    expect(trial.totalDebit).toBeGreaterThan(0);
    const all = await call(t.app, bookkeeper, 'bookings', { perPage: 1 });
    expect([all.totalDebit, all.totalCredit]).toEqual([trial.totalDebit, trial.totalCredit]);
    const debtors = trial.lines.find((l: { number: string }) => l.number === '1300');
    const page = await call(t.app, bookkeeper, 'bookings', { accountId: debtors.accountId, perPage: 1 });
    expect([page.totalDebit, page.totalCredit]).toEqual([debtors.debit, debtors.credit]);
    expect((await t.app.request('POST', '/r/trialBalance', { token: t.admin, body: {} })).status).toBe(400);
  });

  it('gates by role and keeps owners apart', async () => {
    expect((await t.app.request('GET', '/r/allAccounts', { token: salesOnly })).status).toBe(403);
    expect((await t.app.request('GET', '/r/allAccounts', { token: bookkeeper })).status).toBe(200);
    expect((await t.app.request('POST', '/r/accountingSettings', { token: bookkeeper, body: {} })).status).toBe(403);
    const other: { id: number }[] = (await t.app.request('GET', '/r/allAccounts', { token: t.other })).json;
    expect(other.length).toBe(DEFAULT_CHART.length);
    expect(other.map((a) => a.id)).not.toContain(accountIdOf('1300'));
    const foreign = await t.app.request('POST', '/r/saveAccount', {
      token: t.other,
      body: { id: accountIdOf('0100'), number: '0100', description: 'Overgenomen' },
    });
    expect(foreign.status).toBe(404);
    const mine = await call(t.app, t.admin, 'bookings', { perPage: 500 });
    const theirs = await call(t.app, t.other, 'bookings', { perPage: 500 });
    const ids = new Set(mine.bookings.map((b: { id: number }) => b.id));
    expect(
      theirs.bookings.some(
        (b: { id: number; accountId: number }) => ids.has(b.id) && b.accountId === mine.bookings[0].accountId,
      ),
    ).toBe(false);
  });
});
