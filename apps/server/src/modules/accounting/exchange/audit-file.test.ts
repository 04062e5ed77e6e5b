import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { convert } from 'xmlbuilder2';
import { bookings } from '../../../db/schema/index.ts';
import { withTenant } from '../../../db/tenant.ts';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../../test/app-per-file.ts';
import { customer, saveCustomer } from '../../../test/fixtures/customers.ts';
import { addUser, BACKENDS, call } from '../../../test/harness.ts';
import { referenceXsd, xsdProblems } from '../../../test/xsd.ts';

// Issue 20, Export: the XAF 3.2 audit file of 2019 for a small ledger of owner 1 (bookings written directly, dated
// before, in and after the year) validates against the XSD, holds the year's transactions per diary (a document booked
// again on a later date is a second transaction) and the balance-sheet accounts' opening balance; the same as Excel;
// role gates, a bad period, and owner 2 sees none of it.

const XSD = referenceXsd('xaf/XmlAuditfileFinancieel3.2.xsd');
const YEAR = { startDate: '2019-01-01', endDate: '2019-12-31' };

type Node = Record<string, unknown>;
/** XML elements as the reader gives them: one element an object, several an array. */
const list = (value: unknown): Node[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]) as Node[];
/** Text as written (the reader leaves entities escaped). */
const text = (value: unknown) => String(value).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const cents = (amount: unknown) => Math.round(Number(amount) * 100);
const signed = (node: Node, amount = 'amnt', type = 'amntTp') => (node[type] === 'C' ? -1 : 1) * cents(node[amount]);

describe.each(BACKENDS)('audit file on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1, other: ADMIN_2 });
  let bookkeeper: string;
  let salesOnly: string;
  let customerName: string;

  const exportXaf = (token: string, body: unknown = YEAR) =>
    t.app.request('POST', '/r/exportAuditfile', { token, body });

  beforeAll(async () => {
    bookkeeper = await addUser(t.app, 1, 'xaf-bookkeeper@test.example', ['employer_portal', 'show_accounting']);
    salesOnly = await addUser(t.app, 1, 'xaf-sales@test.example', ['employer_portal', 'show_sales']);
    const accounts: { id: number; number: string }[] = (
      await t.app.request('GET', '/r/allAccounts', { token: t.admin })
    ).json;
    const diaries: { id: number; kind: number }[] = (await t.app.request('GET', '/r/allDiaries', { token: t.admin }))
      .json;
    const account = (number: string) => accounts.find((a) => a.number === number)?.id ?? 0;
    const diary = (kind: number) => diaries.find((d) => d.kind === kind)?.id ?? 0;
    const saved = await saveCustomer(t.app, t.admin, customer({ name: 'Kantoren & Co <Utrecht>' }));
    customerName = saved.name;
    const supplier = await call(t.app, t.admin, 'saveSupplier', {
      number: '<auto>',
      name: 'Schoonmaakmiddelen BV',
      city: 'Ede',
    });
    const line =
      (date: string, diaryKind: number, documentKind: number, documentId: number, number: string) =>
      (accountNumber: string, debit: number, credit: number, extra: Partial<typeof bookings.$inferInsert> = {}) => ({
        ownerId: 1,
        diaryId: diary(diaryKind),
        documentKind,
        documentId,
        documentNumber: number,
        date,
        accountId: account(accountNumber),
        description: `Document ${number}`,
        debit,
        credit,
        ...extra,
      });
    const opening = line('2018-12-15', 0, 4, 8001, 'M2018-1');
    const oldSale = line('2018-12-20', 1, 0, 8002, '2018099');
    const sale = line('2019-02-01', 1, 0, 8003, '2019001');
    const saleChanged = line('2019-04-01', 1, 0, 8003, '2019001');
    const purchase = line('2019-03-10', 2, 1, 8004, '77');
    const later = line('2020-01-05', 1, 0, 8005, '2020001');
    const relation = { customerId: saved.id };
    await withTenant(t.app.database, 1, (tx) =>
      tx.insert(bookings).values([
        opening('1100', 100_000, 0),
        opening('0500', 0, 100_000),
        oldSale('1300', 12_100, 0, relation),
        oldSale('8000', 0, 10_000, { vatCodeId: 1 }),
        oldSale('1500', 0, 2_100, { vatCodeId: 1 }),
        sale('1300', 24_200, 0, relation),
        sale('8000', 0, 20_000, { vatCodeId: 1 }),
        sale('1500', 0, 4_200, { vatCodeId: 1 }),
        // Booked again: counter lines and the new amount.
        saleChanged('1300', 0, 24_200, { ...relation, counter: 1 }),
        saleChanged('8000', 20_000, 0, { vatCodeId: 1, counter: 1 }),
        saleChanged('1500', 4_200, 0, { vatCodeId: 1, counter: 1 }),
        saleChanged('1300', 12_100, 0, relation),
        saleChanged('8000', 0, 10_000, { vatCodeId: 1 }),
        saleChanged('1500', 0, 2_100, { vatCodeId: 1 }),
        purchase('4200', 10_000, 0, { vatCodeId: 1 }),
        purchase('1520', 2_100, 0, { vatCodeId: 1 }),
        purchase('1600', 0, 12_100, { supplierId: supplier.id }),
        later('1300', 5_000, 0, relation),
        later('8300', 0, 5_000),
      ]),
    );
  });

  it('answers an audit file that validates against the XAF 3.2 schema, named and typed as a download', async () => {
    const response = await exportXaf(bookkeeper);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['content-disposition']).toContain('Auditfile 2019-01-01 2019-12-31.xaf');
    expect(await xsdProblems(response.bytes, XSD)).toBe('');
  });

  it("holds the year's transactions per diary, each balanced, and the opening balance of the balance-sheet accounts", async () => {
    const doc = convert(response(await exportXaf(t.admin)), { format: 'object' }) as unknown as { auditfile: Node };
    const file = doc.auditfile;
    expect(file.header).toMatchObject({
      fiscalYear: '2019',
      startDate: '2019-01-01',
      endDate: '2019-12-31',
      curCode: 'EUR',
    });
    const company = file.company as Node;
    const ledger = list((company.generalLedger as Node).ledgerAccount);
    expect(ledger.find((a) => a.accID === '1300')).toMatchObject({ accTp: 'B', leadCode: 'BVorDebHad' });
    expect(ledger.find((a) => a.accID === '8000')).toMatchObject({ accTp: 'P' });
    const relations = list((company.customersSuppliers as Node).customerSupplier);
    expect(relations.map((r) => [r.custSupTp, text(r.custSupName)])).toEqual([
      ['C', customerName],
      ['S', 'Schoonmaakmiddelen BV'],
    ]);

    // Before 2019: bank and capital, the 2018 sale's debtor and VAT, and its revenue (P&L) carried into the undivided
    // result (0600) as the earlier years' result: debits equal credits, and equal the Balance of 31-12-2018.
    const opening = company.openingBalance as Node;
    const obLines = list(opening.obLine).map((l) => [l.accID, signed(l)]);
    expect(obLines.sort()).toEqual([
      ['0500', -100_000],
      ['0600', -10_000],
      ['1100', 100_000],
      ['1300', 12_100],
      ['1500', -2_100],
    ]);
    expect([cents(opening.totalDebit), cents(opening.totalCredit), Number(opening.linesCount)]).toEqual([
      112_100, 112_100, 5,
    ]);
    const balance = (await t.app.request('POST', '/r/balance', { token: t.admin, body: { date: '2018-12-31' } })).json;
    expect([balance.assets.current, balance.liabilitiesAndEquity.current]).toEqual([112_100, 112_100]);
    expect(balance.result.current + balance.earlierResults.current).toBe(10_000);

    const transactions = company.transactions as Node;
    const journals = list(transactions.journal);
    expect(journals.map((j) => j.jrnTp)).toEqual(['S', 'P']);
    const all: Node[] = journals.flatMap((j) => list(j.transaction).map((tr) => ({ journal: j.jrnTp, ...tr })));
    expect(all.map((tr) => [tr.journal, tr.nr, tr.trDt, Number(tr.periodNumber), list(tr.trLine).length])).toEqual([
      ['S', '2019001-20190201', '2019-02-01', 2, 3],
      ['S', '2019001-20190401', '2019-04-01', 4, 6],
      ['P', '77-20190310', '2019-03-10', 3, 3],
    ]);
    for (const tr of all) expect(list(tr.trLine).reduce((sum, l) => sum + signed(l), 0)).toBe(0);
    const lines = all.flatMap((tr) => list(tr.trLine));
    expect(Number(transactions.linesCount)).toBe(lines.length);
    expect(cents(transactions.totalDebit)).toBe(
      lines.filter((l) => l.amntTp === 'D').reduce((s, l) => s + cents(l.amnt), 0),
    );
    // The relation on the debtors and creditors lines; the VAT (with its rate) on the VAT lines only.
    const first = list(all[0]?.trLine);
    expect(first[0]).toMatchObject({ accID: '1300', amnt: '242.00', amntTp: 'D', custSupID: relations[0]?.custSupID });
    expect(first[2]).toMatchObject({
      accID: '1500',
      vat: { vatID: '1', vatPerc: '21', vatAmnt: '42.00', vatAmntTp: 'C' },
    });
    expect(first[1]?.vat).toBeUndefined();
  });

  const workbookOf = async (body: unknown) => {
    const response = await t.app.request('POST', '/r/exportAuditfileExcel', { token: bookkeeper, body });
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.bytes as unknown as ArrayBuffer);
    return workbook;
  };

  it('gives the same data as Excel: ledger accounts, relations, opening balance and every line', async () => {
    const workbook = await workbookOf(YEAR);
    const rows = (name: string) => (workbook.getWorksheet(name)?.actualRowCount ?? 0) - 1;
    const accounts = (await t.app.request('GET', '/r/allAccounts', { token: t.admin })).json;
    expect(rows('Ledger accounts')).toBe(accounts.length);
    expect(rows('Relations')).toBe(2);
    expect(rows('Opening balance')).toBe(5);
    expect(rows('Transactions')).toBe(12);
    const sheet = workbook.getWorksheet('Transactions');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Journal');
    let debit = 0;
    let credit = 0;
    sheet?.eachRow((row, index) => {
      if (index === 1) return;
      debit += Math.round(Number(row.getCell(11).value ?? 0) * 100);
      credit += Math.round(Number(row.getCell(12).value ?? 0) * 100);
    });
    expect(debit).toBe(credit);
  });

  it("writes the Excel file's sheet names and column titles in the caller's language", async () => {
    const titles = { transactionsSheet: 'Boekingen', journal: 'Dagboek', debit: 'Debet', accountName: 'Omschrijving' };
    const workbook = await workbookOf({ ...YEAR, titles });
    const sheet = workbook.getWorksheet('Boekingen');
    const header = sheet?.getRow(1).values as unknown[];
    expect(header).toEqual(expect.arrayContaining(['Dagboek', 'Debet', 'Omschrijving', 'Credit']));
    expect(workbook.getWorksheet('Transactions')).toBeUndefined();
    expect(workbook.getWorksheet('Opening balance')?.getRow(1).getCell(2).value).toBe('Omschrijving');
    // An unknown key is bad input.
    const refused = await t.app.request('POST', '/r/exportAuditfileExcel', {
      token: bookkeeper,
      body: { ...YEAR, titles: { nonsense: 'x' } },
    });
    expect(refused.status).toBe(400);
  });

  it('refuses a period that ends before it starts or spans more than 60 months, and a date that does not exist', async () => {
    for (const body of [
      { startDate: '2019-12-31', endDate: '2019-01-01' },
      { startDate: '2015-01-01', endDate: '2020-01-31' },
    ]) {
      const response = await exportXaf(t.admin, body);
      expect(response.status).toBe(400);
      expect(response.json.key).toBe('auditfile.period');
    }
    expect((await exportXaf(t.admin, { startDate: '2019-02-30', endDate: '2019-12-31' })).status).toBe(400);
    expect((await exportXaf(t.admin, { startDate: '2019-01-01' })).status).toBe(400);
  });

  it('lets show_accounting export and no one without it; owner 2 gets a file without owner 1 in it', async () => {
    expect((await exportXaf(salesOnly)).status).toBe(403);
    expect((await t.app.request('POST', '/r/exportAuditfileExcel', { token: salesOnly, body: YEAR })).status).toBe(403);
    const other = await exportXaf(t.other);
    expect(other.status).toBe(200);
    expect(await xsdProblems(other.bytes, XSD)).toBe('');
    const text = other.bytes.toString('utf8');
    expect(text).toContain('<linesCount>0</linesCount>');
    expect(text).not.toContain('2019001');
  });
});

function response(answer: { status: number; bytes: Buffer }): string {
  expect(answer.status).toBe(200);
  return answer.bytes.toString('utf8');
}
