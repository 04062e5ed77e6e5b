import { sameDayYearBefore } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { bookings, owners } from '../../db/schema/index.ts';
import { withSystem } from '../../db/tenant.ts';
import { ADMIN_1, appPerFile } from '../../test/app-per-file.ts';
import { addUser, BACKENDS, call } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf.ts';

// Issue 20's reports: the balance balances for random ledgers (with and without the month sums), the previous year's
// column, the scale units, the open items on a date (a paid item drops out) with their Excel and PDF, the PDFs of
// the balance, P&L and trial balance, the role gate and bad input.

interface Account {
  id: number;
  number: string;
  kind: number;
}
interface Line {
  accountId: number;
  date: string;
  debit: number;
  credit: number;
  customerId?: number;
  documentNumber?: string;
}

const DATE = '2026-06-15';

describe.each(BACKENDS)('accounting reports on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1 });
  let ownerId: number;
  let token: string;
  let accounts: Account[];
  let bookkeeper: string;
  let salesOnly: string;

  const book = (owner: number, lines: Line[]) =>
    withSystem(t.app.database, (tx) =>
      tx.insert(bookings).values(lines.map((l) => ({ ownerId: owner, diaryId: 0, documentKind: 4, ...l }))),
    );
  const clear = () => withSystem(t.app.database, (tx) => tx.delete(bookings).where(sql`owner_id = ${ownerId}`));
  const byNumber = (number: string) => accounts.find((a) => a.number === number) as Account;

  beforeAll(async () => {
    const [owner] = await withSystem(t.app.database, (tx) =>
      tx.insert(owners).values({ name: 'Rapport Schoonmaak B.V.' }).returning({ id: owners.id }),
    );
    ownerId = owner?.id ?? 0;
    token = await addUser(t.app, ownerId, 'reports-admin@test.example', ['employer_portal', 'admin']);
    accounts = (await t.app.request('GET', '/r/allAccounts', { token })).json;
    bookkeeper = await addUser(t.app, 1, 'reports-books@test.example', ['employer_portal', 'show_accounting']);
    salesOnly = await addUser(t.app, 1, 'reports-sales@test.example', ['employer_portal', 'show_sales']);
  });

  /** Debit - credit of the lines of kinds `kinds` dated from `from` (inclusive, '' for all) up to `until`. */
  const net = (lines: Line[], kinds: number[], from: string, until: string) =>
    lines
      .filter((l) => l.date >= from && l.date <= until)
      .filter((l) => kinds.includes(accounts.find((a) => a.id === l.accountId)?.kind ?? 0))
      .reduce((sum, l) => sum + l.debit - l.credit, 0);
  /** Credit - debit (never -0, which toBe tells from 0). */
  const minus = (n: number) => 0 - n;

  /** Random balanced entries over the whole chart, dated from 2024 into 2027 (the last after the report date). */
  const ledger = () =>
    fc
      .array(
        fc.record({
          date: fc
            .integer({ min: 0, max: 1300 })
            .map((d) => new Date(Date.UTC(2024, 0, 1 + d)).toISOString().slice(0, 10)),
          lines: fc.array(fc.record({ account: fc.nat(), cents: fc.integer({ min: -5_000_000, max: 5_000_000 }) }), {
            minLength: 1,
            maxLength: 4,
          }),
          closing: fc.nat(),
        }),
        { minLength: 1, maxLength: 12 },
      )
      .map((entries) =>
        entries.flatMap((entry) => {
          const pick = (n: number) => accounts[n % accounts.length] as Account;
          const lines = entry.lines.map(({ account, cents }) => ({
            accountId: pick(account).id,
            date: entry.date,
            debit: Math.max(cents, 0),
            credit: Math.max(-cents, 0),
          }));
          const rest = lines.reduce((sum, l) => sum + l.debit - l.credit, 0);
          const closing = {
            accountId: pick(entry.closing).id,
            date: entry.date,
            debit: Math.max(-rest, 0),
            credit: Math.max(rest, 0),
          };
          return [...lines, closing];
        }),
      );

  const balanceProperty = () =>
    fc.assert(
      fc.asyncProperty(ledger(), fc.constantFrom(1, 1000), async (lines, scale) => {
        await clear();
        await book(ownerId, lines);
        const report = await call(t.app, token, 'balance', { date: DATE, scale });
        const before = sameDayYearBefore(DATE);
        expect(report.balanced).toBe(true);
        expect(report.assets.current).toBe(net(lines, [1], '', DATE));
        expect(report.assets.previous).toBe(net(lines, [1], '', before));
        expect(report.liabilities.current).toBe(minus(net(lines, [2], '', DATE)));
        expect(report.result.current).toBe(minus(net(lines, [3, 4], '2026-01-01', DATE)));
        expect(report.result.previous).toBe(minus(net(lines, [3, 4], '2025-01-01', before)));
        expect(report.earlierResults.current).toBe(minus(net(lines, [3, 4], '', '2025-12-31')));
        expect(report.assets.current).toBe(
          report.liabilities.current + report.result.current + report.earlierResults.current,
        );
        const pl = await call(t.app, token, 'profitLoss', { startDate: '2026-01-01', endDate: DATE, scale });
        expect(pl.result.current).toBe(report.result.current);
        expect(pl.result.previous).toBe(report.result.previous);
        // A period ending late in a month: its last days are taken off the month's sum.
        const trial = await call(t.app, token, 'trialBalance', { startDate: '2025-02-10', endDate: '2026-05-27' });
        expect(trial.totalDebit).toBe(trial.totalCredit);
        const inPeriod = lines.filter((l) => l.date >= '2025-02-10' && l.date <= '2026-05-27');
        expect(trial.totalDebit).toBe(inPeriod.reduce((sum, l) => sum + l.debit, 0));
      }),
      { numRuns: 12 },
    );

  it("balances for random ledgers, the month sums kept by the triggers giving the lines' own sums", async () => {
    await balanceProperty();
    await clear();
    const [left] = await queryRows<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from ledger_month_sums where owner_id = ${ownerId} and (debit <> 0 or credit <> 0)`,
    );
    expect(left?.n).toBe(0);
  });

  it('shows the previous year beside the date, per class and account, and scales after summing cents', async () => {
    await clear();
    const [bank, equity, revenue, costs] = [byNumber('1100'), byNumber('0500'), byNumber('8000'), byNumber('4200')];
    await book(ownerId, [
      // Last year: 1,000.00 capital in the bank.
      { accountId: bank.id, date: '2025-03-01', debit: 100_000, credit: 0 },
      { accountId: equity.id, date: '2025-03-01', debit: 0, credit: 100_000 },
      // This year: three sales of 400.00 and costs of 149.99.
      ...[1, 2, 3].flatMap((n) => [
        { accountId: bank.id, date: `2026-0${n}-10`, debit: 40_000, credit: 0 },
        { accountId: revenue.id, date: `2026-0${n}-10`, debit: 0, credit: 40_000 },
      ]),
      { accountId: costs.id, date: '2026-04-01', debit: 14_999, credit: 0 },
      { accountId: bank.id, date: '2026-04-01', debit: 0, credit: 14_999 },
    ]);
    const report = await call(t.app, token, 'balance', { date: DATE });
    expect(report.previousDate).toBe('2025-06-15');
    const bankLine = report.assets.classes
      .flatMap((c: { accounts: unknown[] }) => c.accounts)
      .find((a: { number: string }) => a.number === '1100');
    expect(bankLine).toMatchObject({ current: 205_001, previous: 100_000, currentShown: 2050.01, previousShown: 1000 });
    expect(report.assets.classes[0].name).toBe('Vlottende activa');
    expect(report.result).toMatchObject({ current: 105_001, previous: 0 });
    expect(report.liabilitiesAndEquity).toMatchObject({ current: 205_001, previous: 100_000 });
    // The bank's card from 1 January: 1,000.00 brought forward, then a running balance in date order.
    const card = await call(t.app, token, 'bookings', { accountId: bank.id, startDate: '2026-01-01', endDate: DATE });
    expect(card.openingBalance).toBe(100_000);
    expect(card.bookings.map((b: { balance: number }) => b.balance)).toEqual([140_000, 180_000, 220_000, 205_001]);

    // In thousands: 1,200.00 revenue is 1, though each 400.00 rounds to 0 when shown per month.
    const pl = await call(t.app, token, 'profitLoss', { startDate: '2026-01-01', endDate: DATE, scale: 1000 });
    expect(pl.income).toMatchObject({ current: 120_000, currentShown: 1 });
    expect(pl.expenses).toMatchObject({ current: 14_999, currentShown: 0 });
    expect(pl.result).toMatchObject({ current: 105_001, currentShown: 1 });
    // 1,500.00 rounds half away from zero: 2 thousand; -1,500.00 is -2.
    await book(ownerId, [
      { accountId: revenue.id, date: '2026-05-01', debit: 0, credit: 30_000 },
      { accountId: bank.id, date: '2026-05-01', debit: 30_000, credit: 0 },
    ]);
    const rounded = await call(t.app, token, 'profitLoss', { startDate: '2026-01-01', endDate: DATE, scale: 1000 });
    expect(rounded.income).toMatchObject({ current: 150_000, currentShown: 2 });
    const millions = await call(t.app, token, 'balance', { date: DATE, scale: 1_000_000 });
    expect(millions.assets.currentShown).toBe(0);
    // Same period a year before: the revenue is not there.
    expect(rounded.previousStartDate).toBe('2025-01-01');
    expect(rounded.income.previous).toBe(0);
  });

  it('lists the open items on a date by age; a paid invoice drops out; Excel and PDF carry them', async () => {
    const setup = await call(t.app, t.admin, 'accountingSettings', {});
    const debtors = setup.settings.debtorsAccountId;
    const [customer] = await queryRows<{ id: number; name: string }>(
      t.app.database.db,
      sql`select id, name from customers where owner_id = 1 and deleted = 0 order by id limit 1`,
    );
    const c = customer?.id ?? 0;
    await book(1, [
      { accountId: debtors, date: '2020-03-01', debit: 12_100, credit: 0, customerId: c, documentNumber: 'T-900' },
      { accountId: debtors, date: '2020-04-20', debit: 0, credit: 12_100, customerId: c, documentNumber: 'T-900' },
      { accountId: debtors, date: '2020-03-25', debit: 5_000, credit: 0, customerId: c, documentNumber: 'T-901' },
      { accountId: debtors, date: '2020-03-30', debit: 0, credit: 2_000, customerId: c, documentNumber: 'T-901' },
    ]);
    const items = async (date: string) =>
      (await call(t.app, bookkeeper, 'ledgerOpenItems', { side: 'receivable', date })).parties.flatMap(
        (p: { items: { documentNumber: string }[] }) => p.items.filter((i) => i.documentNumber.startsWith('T-9')),
      );
    expect(await items('2020-02-28')).toEqual([]);
    expect(await items('2020-04-10')).toEqual([
      { partyId: c, documentNumber: 'T-900', date: '2020-03-01', days: 40, bucket: 'days31to60', amount: 12_100 },
      { partyId: c, documentNumber: 'T-901', date: '2020-03-25', days: 16, bucket: 'days0to30', amount: 3_000 },
    ]);
    // Paid on 20 April: only the part-paid one is left.
    expect(
      (await items('2020-07-01')).map((i: { documentNumber: string; bucket: string }) => [i.documentNumber, i.bucket]),
    ).toEqual([['T-901', 'over90']]);

    const excel = await t.app.request('POST', '/r/ledgerOpenItems', {
      token: bookkeeper,
      body: { side: 'receivable', date: '2020-04-10', exportExcel: 1, titles: { total: 'Totaal' }, name: 'Debiteuren' },
    });
    expect(excel.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    const t900 = rows.find((r) => r.includes('T-900'));
    expect(t900?.[2]).toBe(customer?.name);
    expect(t900?.[7]).toBe(121); // 31-60 days, in euros
    expect(rows.at(-1)?.[2]).toBe('Totaal');

    const pdf = await t.app.request('POST', '/r/ledgerOpenItems', {
      token: bookkeeper,
      body: { side: 'receivable', date: '2020-04-10', pdf: 1, locale: 'en' },
    });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('ACCOUNTS RECEIVABLE');
    expect(text).toContain('T-901');
    expect(text).toContain('€30.00');
  });

  it('makes the balance, P&L and trial balance PDFs with their templates', async () => {
    const balance = await t.app.request('POST', '/r/balance', {
      token,
      body: { date: DATE, pdf: 1, locale: 'nl', titles: { balance: 'Balans', assets: 'Activa' } },
    });
    expect(balance.status).toBe(200);
    const text = await pdfText(balance.bytes);
    expect(text).toContain('BALANS');
    expect(text).toContain('1100 Bank');
    expect(text).toContain('2.350,01');
    const pl = await t.app.request('POST', '/r/profitLoss', {
      token,
      body: { startDate: '2026-01-01', endDate: DATE, scale: 1000, pdf: 1, locale: 'en' },
    });
    expect(await pdfText(pl.bytes)).toContain('Amounts in thousands of euros');
    const trial = await t.app.request('POST', '/r/trialBalancePdf', {
      token,
      body: { startDate: '2026-01-01', endDate: DATE, locale: 'en' },
    });
    expect(trial.status).toBe(200);
    expect(await pdfText(trial.bytes)).toContain('8000 Omzet');
  });

  it('lets show_accounting read the reports and nobody else; refuses bad input with 400', async () => {
    for (const [path, body] of [
      ['balance', {}],
      ['profitLoss', { startDate: '2026-01-01', endDate: DATE }],
      ['ledgerOpenItems', { side: 'payable' }],
    ] as const) {
      await call(t.app, bookkeeper, path, body);
      await call(t.app, salesOnly, path, body, 403);
    }
    await call(t.app, salesOnly, 'trialBalancePdf', { startDate: '2026-01-01', endDate: DATE }, 403);
    const backwards = await call(t.app, token, 'profitLoss', { startDate: DATE, endDate: '2026-01-01' }, 400);
    expect(JSON.stringify(backwards)).toContain('End date cannot be before start date');
    await call(t.app, token, 'balance', { scale: 7 }, 400);
    await call(t.app, token, 'ledgerOpenItems', { side: 'both' }, 400);
  });
});
