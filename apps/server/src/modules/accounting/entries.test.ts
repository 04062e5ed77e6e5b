import { DOCUMENT_KIND } from '@backoffice/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../test/app-per-file.ts';
import { addUser, BACKENDS, call, countRows } from '../../test/harness.ts';
import { invoiced, newCustomer, row } from '../sales/invoices/test-support.ts';
import { accountIds, documentLines, netByAccount } from './test-support.ts';

// Issue 20, bookings by hand and closing the books: journal entries in the memorandum (each refusal with its own
// message, nothing written), the start balance as one balanced entry replaced by counter lines, the customer's and
// supplier's own ledger account (booked on, and blocking its hiding), and a closed book period refusing every booking
// on or before its date: a manual one with a 400, a system one with status 9. Closing is irreversible, so it comes
// last. Owner 1 is the demo owner.

interface Line {
  accountNumber: string;
  debit: number;
  credit: number;
  counter: number;
  date: string;
  description: string;
  diaryId: number;
  documentNumber: string;
}

describe.each(BACKENDS)('journal entries, start balance and closing on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1, other: ADMIN_2 });
  let bookkeeper: string;
  let accountIdOf: (number: string) => number;

  const linesOf = (documentKind: number, documentId: number) =>
    documentLines<Line>(t.app, t.admin, documentKind, documentId);
  /** The start balance's lines: document kind 4, number 0 (documentId 0 filters nothing in the bookings call). */
  const startBalanceLines = async () => (await linesOf(DOCUMENT_KIND.other, 0)).filter((l) => l.documentNumber === '0');
  const entry = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
    date: '2026-04-15',
    lines,
    ...extra,
  });
  const line = (number: string, debit: number, credit: number, description = 'Correctie') => ({
    accountId: accountIdOf(number),
    description,
    debit,
    credit,
  });
  const refused = async (body: unknown, token = t.admin) => {
    const before = await countRows(t.app, 'bookings');
    const answer = await t.app.request('POST', '/r/saveJournalEntry', { token, body });
    expect(answer.status, JSON.stringify(answer.json)).toBe(400);
    expect(await countRows(t.app, 'bookings')).toBe(before);
    return { key: answer.json.key, message: answer.json.message };
  };

  beforeAll(async () => {
    bookkeeper = await addUser(t.app, 1, 'journal@test.example', ['employer_portal', 'show_accounting']);
    accountIdOf = await accountIds(t.app, t.admin);
  });

  it('books a balanced journal entry in the memorandum, numbered, shown in the bookings', async () => {
    const first = await call(
      t.app,
      bookkeeper,
      'saveJournalEntry',
      entry([line('4600', 12_345, 0, 'Kantoorartikelen'), line('1000', 0, 12_345, 'Kantoorartikelen')]),
    );
    const second = await call(
      t.app,
      bookkeeper,
      'saveJournalEntry',
      entry([line('4400', 5_000, 0), line('4500', 2_500, 0), line('1100', 0, 7_500)]),
    );
    expect(second.documentId).toBe(first.documentId + 1);
    expect(second.documentNumber).toBe(String(second.documentId));
    const lines = await linesOf(DOCUMENT_KIND.other, first.documentId);
    expect(netByAccount(lines)).toEqual({ '4600': 12_345, '1000': -12_345 });
    expect(lines.every((l) => l.date === '2026-04-15' && l.diaryId === first.diaryId)).toBe(true);
    const diaries = (await t.app.request('GET', '/r/allDiaries', { token: t.admin })).json;
    expect(diaries.find((d: { id: number }) => d.id === first.diaryId)).toMatchObject({ kind: 0, autoDoc: 1 });
    expect(lines[0]?.description).toBe('Kantoorartikelen');
  });

  it('refuses a journal entry that breaks a rule, with its own message, writing nothing', async () => {
    expect(await refused(entry([line('4600', 100, 0)]))).toMatchObject({ key: 'journal.noLines' });
    expect(await refused(entry([line('4600', 100, 0), { ...line('1000', 0, 100), accountId: 0 }]))).toEqual({
      key: 'journal.accountRequired',
      message: 'Journal entries need an account (line 2)',
    });
    expect(await refused(entry([line('4600', 100, 0, ' '), line('1000', 0, 100)]))).toEqual({
      key: 'journal.descriptionRequired',
      message: 'Journal entries need a description (line 1)',
    });
    expect(await refused(entry([line('4600', 100, 100), line('1000', 0, 100)]))).toMatchObject({
      key: 'journal.debitOrCredit',
    });
    expect(await refused(entry([line('4600', 100, 0), line('1000', 0, 99)]))).toEqual({
      key: 'journal.unbalanced',
      message: 'Booking totals must be equal (debit 1.00, credit 0.99)',
    });
    const sales = (await t.app.request('GET', '/r/allDiaries', { token: t.admin })).json.find(
      (d: { kind: number }) => d.kind === 1,
    );
    expect(await refused(entry([line('4600', 100, 0), line('1000', 0, 100)], { diaryId: sales.id }))).toEqual({
      key: 'journal.reservedDiary',
      message: `Diary ${sales.name} is reserved for automatic processing and cannot be used manually`,
    });
    for (const kind of [0, 1, 2, 3])
      expect((await refused(entry([line('4600', 100, 0), line('1000', 0, 100)], { documentKind: kind }))).key).toBe(
        'journal.reservedDocumentKind',
      );
    const foreign = (await t.app.request('GET', '/r/allAccounts', { token: t.other })).json[0];
    expect((await refused(entry([line('4600', 100, 0), { ...line('1000', 0, 100), accountId: foreign.id }]))).key).toBe(
      'ledger.accountNotFound',
    );
    // Without show_accounting: no entry at all.
    const salesOnly = await addUser(t.app, 1, 'journal-sales@test.example', ['employer_portal', 'show_sales']);
    const gate = await t.app.request('POST', '/r/saveJournalEntry', {
      token: salesOnly,
      body: entry([line('4600', 100, 0), line('1000', 0, 100)]),
    });
    expect(gate.status).toBe(403);
  });

  it('saves the start balance as one balanced entry on the first day of its month, replaced by counter lines', async () => {
    const refusedBalance = await t.app.request('POST', '/r/saveStartBalance', {
      token: t.admin,
      body: {
        startBalanceYear: 2025,
        startBalanceMonth: 1,
        lines: [line('1100', 1_000_000, 0), line('0500', 0, 900_000)],
      },
    });
    expect(refusedBalance.json).toMatchObject({
      key: 'startBalance.unbalanced',
      message: 'The start balance must balance (debit 10000.00, credit 9000.00)',
    });
    const notBalance = await t.app.request('POST', '/r/saveStartBalance', {
      token: t.admin,
      body: { startBalanceYear: 2025, startBalanceMonth: 1, lines: [line('4600', 100, 0), line('0500', 0, 100)] },
    });
    expect(notBalance.json).toMatchObject({ key: 'startBalance.notBalanceAccount', params: { number: '4600' } });
    const gate = await t.app.request('POST', '/r/saveStartBalance', { token: bookkeeper, body: {} });
    expect(gate.status).toBe(403);

    const first = await call(t.app, t.admin, 'saveStartBalance', {
      startBalanceYear: 2025,
      startBalanceMonth: 1,
      lines: [line('1100', 1_000_000, 0), line('0200', 250_000, 0), line('0500', 0, 1_250_000)],
    });
    expect(first.lines).toHaveLength(3);
    const booked = await startBalanceLines();
    expect(netByAccount(booked)).toEqual({ '1100': 1_000_000, '0200': 250_000, '0500': -1_250_000 });
    expect(booked.every((l) => l.date === '2025-01-01')).toBe(true);
    const owner = await call(t.app, t.admin, 'getOwner', { id: 1 });
    expect(owner.settings.accounting).toEqual({ startBalanceYear: 2025, startBalanceMonth: 1 });

    // Saved again, another month and amounts: the first entry countered on its date, the new one on its own.
    const again = await call(t.app, t.admin, 'saveStartBalance', {
      startBalanceYear: 2025,
      startBalanceMonth: 2,
      lines: [line('1100', 800_000, 0), line('0500', 0, 800_000)],
    });
    expect(again).toMatchObject({ startBalanceYear: 2025, startBalanceMonth: 2 });
    const after = await startBalanceLines();
    expect(after.slice(0, booked.length)).toEqual(booked);
    expect(after.filter((l) => l.counter === 1).every((l) => l.date === '2025-01-01')).toBe(true);
    expect(netByAccount(after)).toEqual({ '1100': 800_000, '0500': -800_000 });
    expect(netByAccount(after.filter((l) => l.date === '2025-02-01'))).toEqual({ '1100': 800_000, '0500': -800_000 });
    expect((await call(t.app, t.admin, 'startBalance', {})).lines).toEqual([
      { accountId: accountIdOf('1100'), debit: 800_000, credit: 0 },
      { accountId: accountIdOf('0500'), debit: 0, credit: 800_000 },
    ]);
  });

  it("books a customer's and a supplier's rows on their own ledger account, and refuses to hide it", async () => {
    const special = await call(t.app, t.admin, 'saveAccount', { number: '8400', description: 'Omzet VvE', kind: 4 });
    const costs = await call(t.app, t.admin, 'saveAccount', { number: '4900', description: 'Inhuur X', kind: 3 });
    const customer = await newCustomer(t.app, t.admin, { name: 'VvE De Linde', ledgerAccountId: special.id });
    expect(customer.ledgerAccountId).toBe(special.id);
    // Work type 1 has its own account (8000); a work type without one falls to the customer's account.
    const setup = await call(t.app, t.admin, 'accountingSettings', {});
    await call(t.app, t.admin, 'saveAccountingSettings', {
      ...setup,
      workTypes: setup.workTypes.map((w: { id: number; ledgerAccountId: number }) =>
        w.id === 2 ? { ...w, ledgerAccountId: 0 } : w,
      ),
    });
    const invoice = await invoiced(t.app, t.admin, customer.id, {
      rows: [row({ workTypeId: 1, unitPrice: 10_000 }), row({ workTypeId: 2, unitPrice: 20_000 })],
    });
    await call(t.app, t.admin, 'saveAccountingSettings', setup);
    expect(netByAccount(await linesOf(DOCUMENT_KIND.salesInvoice, invoice.id))).toEqual({
      '1300': 36_300,
      '8000': -10_000,
      '8400': -20_000,
      '1500': -6_300,
    });
    const supplier = await call(t.app, t.admin, 'saveSupplier', {
      name: 'Inhuur X B.V.',
      city: 'Delft',
      ledgerAccountId: costs.id,
    });
    expect((await call(t.app, t.admin, 'getSupplier', { id: supplier.id })).ledgerAccountId).toBe(costs.id);
    const hide = (account: Record<string, unknown>) =>
      t.app.request('POST', '/r/saveAccount', { token: t.admin, body: { ...account, hidden: 1 } });
    const blocked = await hide(special);
    expect(blocked.json).toMatchObject({
      key: 'ledger.linkedCustomer',
      message: 'SaveAccount: This account is already linked to customer VvE De Linde',
    });
    expect((await hide(costs)).json).toMatchObject({
      key: 'ledger.linkedSupplier',
      message: 'SaveAccount: This account is already linked to supplier Inhuur X B.V.',
    });
    const unknown = await t.app.request('POST', '/r/saveCustomer', {
      token: t.admin,
      body: { ...customer, ledgerAccountId: 999_999 },
    });
    expect(unknown.status).toBe(400);
  });

  it('closes the books for good: later dates only, and no booking on or before the date for anyone', async () => {
    expect(await call(t.app, bookkeeper, 'accountingClosedDate', {})).toEqual({ closedDate: null });
    const gate = await t.app.request('POST', '/r/saveAccountingClosedDate', {
      token: bookkeeper,
      body: { closedDate: '2026-03-31' },
    });
    expect(gate.status).toBe(403);
    expect(await call(t.app, t.admin, 'saveAccountingClosedDate', { closedDate: '2026-03-31' })).toEqual({
      closedDate: '2026-03-31',
    });
    const earlier = await t.app.request('POST', '/r/saveAccountingClosedDate', {
      token: t.admin,
      body: { closedDate: '2026-01-31' },
    });
    expect(earlier.json).toMatchObject({
      key: 'accounting.closedDateEarlier',
      message:
        'The books are already closed up to 31-03-2026; closing cannot be undone, only a later date can be chosen',
    });
    // The owner's general settings cannot move it back either.
    const owner = await call(t.app, t.admin, 'getOwner', { id: 1 });
    await call(t.app, t.admin, 'saveOwner', {
      id: 1,
      name: owner.name,
      settings: { accountingClosedDate: { closedDate: null } },
    });
    expect(await call(t.app, t.admin, 'accountingClosedDate', {})).toEqual({ closedDate: '2026-03-31' });

    // A manual entry dated in the closed period: 400, nothing written; the day after: booked.
    const inClosed = await refused(entry([line('4600', 100, 0), line('1000', 0, 100)], { date: '2026-03-31' }));
    expect(inClosed).toEqual({
      key: 'accounting.periodClosed',
      message: 'The books are closed up to 31-03-2026: nothing can be booked on 31-03-2026',
    });
    await call(t.app, t.admin, 'saveJournalEntry', entry([line('4600', 100, 0), line('1000', 0, 100)]));
    const startBalance = await t.app.request('POST', '/r/saveStartBalance', {
      token: t.admin,
      body: { startBalanceYear: 2025, startBalanceMonth: 2, lines: [] },
    });
    expect(startBalance.json.key).toBe('accounting.periodClosed');

    // A system booking of a document dated in it: status 9 with the reason; the invoice itself is made.
    const customer = await newCustomer(t.app, t.admin);
    const invoice = await invoiced(t.app, t.admin, customer.id, { invoiceDate: '2026-03-15' });
    expect(invoice.number).toBeGreaterThan(0);
    expect(await linesOf(DOCUMENT_KIND.salesInvoice, invoice.id)).toEqual([]);
    const payment = await call(t.app, t.admin, 'savePayment', { date: '2026-02-10', amount: 1_000 });
    expect(await call(t.app, t.admin, 'processingStates', {})).toEqual(
      expect.arrayContaining([
        {
          documentKind: DOCUMENT_KIND.salesInvoice,
          documentId: invoice.id,
          status: 9,
          reason: 'accounting.periodClosed',
          params: { closedDate: '31-03-2026', date: '15-03-2026' },
        },
        {
          documentKind: DOCUMENT_KIND.payment,
          documentId: payment.id,
          status: 9,
          reason: 'accounting.periodClosed',
          params: { closedDate: '31-03-2026', date: '10-02-2026' },
        },
      ]),
    );
  });
});
