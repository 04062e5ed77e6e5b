import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { withSystem } from '../../../db/tenant.ts';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../../test/app-per-file.ts';
import { ALL_BACKENDS, addUser, call } from '../../../test/harness.ts';
import { camtEntry, referenceDirectory, referenceFile, smallCamt } from '../bank-files/test-files.ts';

// Issue 19, bank files in: the real Rabobank and SNS camt.053, the genkgo samples and the ING CSV exports of
// shared/reference imported as payments with exact cents; every line once (the same, an overlapping file or a deleted
// line adds nothing); an unknown account or a bad file writes nothing; a write that fails half-way leaves nothing and
// the retry writes each line once; the balance per date against the statements; the role gates; owner 1 untouched.
// Owner 2 imports; owner 1 is the other owner.

const RABO = ['NL17RABO0310029597', 'NL59RABO3181240869'];
const SNS = ['NL20LPLN0892606304', 'NL75FVLB0105564737', 'NL45TRIO0953178943', 'NL38RABO0192584529'];
const ING = ['NL90KNAB0445266309', 'NL94COBA0678011583', 'NL54BKMG0378842587'];
const ING_SAVINGS = ['K 444-12345', 'K 555-12345', 'K 111-12345', 'K 222-12345', 'K 333-12345'];
const GENKGO = ['NL26VAYB8060476890', 'CH2801234000123456789', 'GB33BUKB20201555555555'];
const SMALL = 'NL91ABNA0417164300';

type Result = { statements: number; imported: number; duplicates: number; matched: number; unknownAccounts: string[] };

describe.each(ALL_BACKENDS)('bank file import on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_2, other: ADMIN_1 });
  const accountIds = new Map<string, number>();
  let owner1Payments = 0;

  const rows = <T>(query: ReturnType<typeof sql>) => withSystem(t.app.database, (tx) => queryRows<T>(tx, query));
  const owner1Count = async () =>
    (await rows<{ n: number }>(sql`select count(*)::int as n from payments where owner_id = 1`))[0]?.n ?? 0;
  const counts = async () =>
    (
      await rows<{ payments: number; statements: number }>(
        sql`select (select count(*)::int from payments where owner_id = 2) as payments,
          (select count(*)::int from bank_statements where owner_id = 2) as statements`,
      )
    )[0];
  /** Per account of owner 2: its payments (not deleted) and their sum. */
  async function perAccount(numbers: readonly string[]) {
    const found = await rows<{ account_id: number; n: number; total: number }>(
      sql`select account_id, count(*)::int as n, sum(amount)::int as total from payments
          where owner_id = 2 and deleted = 0 group by account_id`,
    );
    return numbers.map((number) => {
      const row = found.find((r) => r.account_id === accountIds.get(number));
      return [number, row?.n ?? 0, row?.total ?? 0];
    });
  }

  async function addAccount(number: string, extra: Record<string, unknown> = {}) {
    const isIban = /^[A-Z]{2}\d{2}/.test(number);
    const saved = await call(t.app, t.admin, 'saveBankAccount', {
      name: `Rekening ${number}`,
      ...(isIban ? { iban: number } : { accountNumber: number }),
      ...extra,
    });
    accountIds.set(number, saved.id);
    return saved.id as number;
  }

  const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

  async function queue(fileName: string, bytes: Buffer | string, token = t.admin, extra = {}) {
    return t.app.request('POST', '/r/importBankFile', {
      token,
      body: { fileName, content: base64(bytes), ...extra },
    });
  }

  /** As the dialog does it: the call queues the job, the worker runs it, bankImportJob tells the outcome. */
  async function importFile(fileName: string, bytes: Buffer | string, token = t.admin, extra = {}) {
    const queued = await queue(fileName, bytes, token, extra);
    expect(queued.status, JSON.stringify(queued.json)).toBe(200);
    expect(queued.json).toMatchObject({ status: 'queued', stage: 'queued', done: 0, result: null });
    await t.app.ctx.jobs.runDue();
    const job = await call(t.app, token, 'bankImportJob', { id: queued.json.id });
    expect(job, JSON.stringify(job)).toMatchObject({ status: 'done', stage: 'done', error: null });
    expect(job.done).toBe(job.total);
    return job.result as Result;
  }

  const reference = (path: string) => referenceFile(path);

  beforeAll(async () => {
    owner1Payments = await owner1Count();
    // Owner 1 has the Rabobank account too: owner 2's imports must not touch it.
    await call(t.app, t.other, 'saveBankAccount', { name: 'Rabo', iban: RABO[0] });
    for (const number of [...RABO, ...ING, ...ING_SAVINGS, ...GENKGO, SMALL]) await addAccount(number);
    for (const number of SNS.slice(0, 3)) await addAccount(number);
  });

  it('refuses a file with an account that is not one of the bank accounts, writing nothing', async () => {
    const before = await counts();
    const refused = await queue('historie.xml', reference('iso20022/camt/samples-sns-nl/transactie-historie.xml'));
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      key: 'bankImport.unknownBankAccount',
      params: { iban: 'NL38RABO0192584529' },
      message: 'Unknown bank account: NL38RABO0192584529',
    });
    expect(await counts()).toEqual(before);
    await addAccount(SNS[3] ?? '');
  });

  it('fails the job, writing nothing, when the bank account is removed between the call and the write', async () => {
    const iban = 'NL39RABO0300065264';
    const id = await addAccount(iban);
    const file = smallCamt([camtEntry('5.00', 'CRDT')]).replaceAll(SMALL, iban);
    const queued = await queue('gone.xml', file);
    expect(queued.status).toBe(200);
    await call(t.app, t.admin, 'saveBankAccount', { id, deleted: 1 });
    const before = await counts();
    await t.app.ctx.jobs.runDue();
    const job = await call(t.app, t.admin, 'bankImportJob', { id: queued.json.id });
    expect(job).toMatchObject({
      status: 'failed',
      error: { key: 'bankImport.unknownBankAccount', params: { iban } },
      result: { imported: 0, unknownAccounts: [iban] },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a file over 40 MB with a clear message (the call takes a body that large)', async () => {
    const refused = await queue('huge.xml', Buffer.alloc(40 * 1024 * 1024 + 1, 0x20));
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ key: 'bankFile.tooLarge', params: { maxMb: 40 } });
  });

  it('imports the real Rabobank camt.053: every statement and line, exact cents, open amounts, keys', async () => {
    const result = await importFile('CAMT053.xml', reference('iso20022/camt/samples-rabobank-nl/CAMT053.xml'));
    expect(result).toEqual({ statements: 132, imported: 9, duplicates: 0, matched: 0, unknownAccounts: [] });
    expect(await perAccount(RABO)).toEqual([
      [RABO[0], 8, -1385036],
      [RABO[1], 1, 582383],
    ]);
    const [line] = await rows<Record<string, unknown>>(
      sql`select p.amount, p.amount_open, p.line_key, p.cp_iban, p.date::text, p.sequence_number, s.closing_balance,
            s.statement_ref, s.format, s.imported
          from payments p join bank_statements s on s.owner_id = p.owner_id and s.id = p.statement_id
          where p.owner_id = 2 and p.account_id = ${accountIds.get(RABO[1] ?? '')}`,
    );
    expect(line).toMatchObject({ amount: 582383, amount_open: 582383, format: 'camt053', imported: 1 });
    expect(String(line?.line_key)).toMatch(/^NL59RABO3181240869\|/);
    expect(Number(line?.closing_balance)).toBe(582383);
    expect((await counts())?.statements).toBe(132);
  });

  it('adds nothing when the same file comes again, and says how many lines were there already', async () => {
    const before = await counts();
    const result = await importFile('CAMT053 (1).xml', reference('iso20022/camt/samples-rabobank-nl/CAMT053.xml'));
    expect(result).toEqual({ statements: 132, imported: 0, duplicates: 9, matched: 0, unknownAccounts: [] });
    expect(await counts()).toEqual(before);
  });

  it('imports only the new lines of an overlapping file, and a deleted line is not imported again', async () => {
    const single = await importFile('SNS_Enkele.xml', reference('iso20022/camt/samples-sns-nl/SNS_Enkele.xml'));
    expect(single).toMatchObject({ statements: 1, imported: 3, duplicates: 0 });
    // One of the three is deleted by the user: it stays known.
    await rows(
      sql`update payments set deleted = 1 where owner_id = 2 and id = (select min(id) from payments
          where owner_id = 2 and account_id = ${accountIds.get(SNS[0] ?? '')})`,
    );
    const history = await importFile('historie.xml', reference('iso20022/camt/samples-sns-nl/transactie-historie.xml'));
    expect(history).toEqual({ statements: 4, imported: 6, duplicates: 3, matched: 0, unknownAccounts: [] });
    const [sns] = await rows<{ n: number; total: number }>(
      sql`select count(*)::int as n, sum(amount)::int as total from payments where owner_id = 2
          and account_id = any(${`{${SNS.map((iban) => accountIds.get(iban)).join(',')}}`}::int[])`,
    );
    expect(sns).toEqual({ n: 9, total: 1094 });
    expect((await perAccount(SNS)).map(([, n]) => n)).toEqual([2, 1, 1, 4]);
  });

  it('imports every genkgo camt.053 sample (versions 02, 03, 04, 08), each line once', async () => {
    const directory = referenceDirectory('iso20022/camt/samples-genkgo/');
    const files = readdirSync(directory).filter((name) => name.endsWith('.xml') && !name.includes('wrong'));
    let lines = 0;
    for (const name of files) {
      const result = await importFile(name, reference(`iso20022/camt/samples-genkgo/${name}`));
      expect(result.unknownAccounts).toEqual([]);
      lines += result.imported + result.duplicates;
    }
    expect(files).toHaveLength(11);
    // 11 lines in 11 files (one has two statements, one none); the same sample line in several versions of the
    // file is one payment.
    expect(lines).toBe(11);
    const stored = await perAccount(GENKGO);
    expect(stored.reduce((sum, [, n]) => sum + Number(n), 0)).toBeLessThan(lines);
    const wrong = await queue('wrong.xml', reference('iso20022/camt/samples-genkgo/camt053.v2.wrong.xml'));
    expect(wrong.status).toBe(400);
  });

  it('imports the ING CSV exports (current in Dutch and English, savings by their own number, a single one)', async () => {
    const all = await importFile('Alle_rekeningen.csv', reference('bank-csv/ing/Alle_rekeningen.csv'));
    expect(all).toEqual({ statements: 3, imported: 124, duplicates: 0, matched: 0, unknownAccounts: [] });
    expect(await perAccount(ING)).toEqual([
      [ING[0], 14, -119373],
      [ING[1], 88, -9129],
      [ING[2], 22, 20017],
    ]);
    const english = await importFile('Alle_rekeningen_eng.csv', reference('bank-csv/ing/Alle_rekeningen_eng.csv'));
    expect(english.imported + english.duplicates).toBe(151);
    const single = await importFile('ING_Enkele.csv', reference('bank-csv/ing/ING_Enkele.csv'));
    expect(single.imported + single.duplicates).toBe(2);
    const savings = await importFile('Alle_spaarrekeningen.csv', reference('bank-csv/ing/Alle_spaarrekeningen.csv'));
    expect(savings).toEqual({ statements: 5, imported: 24, duplicates: 0, matched: 0, unknownAccounts: [] });
    expect(await perAccount(ING_SAVINGS)).toEqual([
      [ING_SAVINGS[0], 9, 0],
      [ING_SAVINGS[1], 5, 290000],
      [ING_SAVINGS[2], 5, 50000],
      [ING_SAVINGS[3], 2, -195],
      [ING_SAVINGS[4], 3, -1027436],
    ]);
  });

  it('writes nothing from a file with an error in it', async () => {
    const before = await counts();
    const bad = smallCamt([camtEntry('10.00', 'CRDT'), camtEntry('1.005', 'DBIT')]);
    const refused = await queue('bad.xml', bad);
    expect(refused.status).toBe(400);
    expect(refused.json.key).toBe('bankFile.tooManyDecimals');
    const notBase64 = await t.app.request('POST', '/r/importBankFile', {
      token: t.admin,
      body: { fileName: 'x.xml', content: '<Document/>' },
    });
    expect(notBase64.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('leaves nothing of a write that fails half-way, and the retry writes each line once', async () => {
    // The statements' insert comes after the lines' in the one transaction: it fails once, as a crash there would.
    await withSystem(t.app.database, async (tx) => {
      await tx.execute(sql`create sequence if not exists bank_import_test_failures`);
      await tx.execute(sql`create or replace function bank_import_test_fail_once() returns trigger
        language plpgsql security definer as $$
        begin
          if nextval('bank_import_test_failures') = 1 then raise exception 'simulated crash in the middle'; end if;
          return null;
        end $$`);
      await tx.execute(sql`create trigger bank_import_test_fail after insert on bank_statements
        for each statement execute function bank_import_test_fail_once()`);
    });
    const before = await counts();
    const entries = Array.from({ length: 40 }, (_, i) =>
      camtEntry(`${i + 1}.25`, i % 2 ? 'DBIT' : 'CRDT', [`<Refs><AcctSvcrRef>KILL-${i}</AcctSvcrRef></Refs>`]),
    );
    const queued = await queue('kill.xml', smallCamt(entries));
    expect(queued.status).toBe(200);
    expect(await t.app.ctx.jobs.runDue()).toBe(1);
    const failedOnce = await call(t.app, t.admin, 'bankImportJob', { id: queued.json.id });
    expect(failedOnce).toMatchObject({ status: 'queued', result: null });
    expect(await counts()).toEqual(before);
    // Retried (after its back-off, here at once) it writes the whole file once.
    await rows(sql`update jobs set run_at = now() where owner_id = 2 and id = ${queued.json.id}`);
    expect(await t.app.ctx.jobs.runDue()).toBe(1);
    const done = await call(t.app, t.admin, 'bankImportJob', { id: queued.json.id });
    expect(done.result).toEqual({ statements: 1, imported: 40, duplicates: 0, matched: 0, unknownAccounts: [] });
    expect((await counts())?.payments).toBe((before?.payments ?? 0) + 40);
    const [keys] = await rows<{ n: number; distinct: number }>(
      sql`select count(*)::int as n, count(distinct line_key)::int as distinct from payments
          where owner_id = 2 and line_key like ${`${SMALL}|%`}`,
    );
    expect(keys).toEqual({ n: 40, distinct: 40 });
    await rows(sql`drop trigger bank_import_test_fail on bank_statements`);
  });

  it("reads ABN AMRO's headerless TAB export by its shape, with the counterparty from the description", async () => {
    const tab = [
      '417164300\tEUR\t20260302\t1000,00\t1012,50\t20260302\t12,50\t' +
        '/TRTP/SEPA OVERBOEKING/IBAN/NL02ABNA0123456789/BIC/ABNANL2A/NAME/Schoonmaak Klant BV/REMI/Factuur 2026001/EREF/E2E-77',
      '417164300\tEUR\t20260303\t1012,50\t1002,50\t20260303\t-10,00\t' +
        'SEPA Overboeking                 IBAN: NL20INGB0001234567        BIC: INGBNL2A                    Naam: Verhuur BV                 Omschrijving: Huur maart',
    ].join('\r\n');
    const result = await importFile('TXT260303.TAB', `${tab}\r\n`);
    expect(result).toMatchObject({ statements: 1, imported: 2, duplicates: 0 });
    const lines = await rows<Record<string, unknown>>(
      sql`select amount, cp_iban, cp_name, cp_bic, description, end_to_end_id, balance_after::int as balance_after
          from payments where owner_id = 2 and account_id = ${accountIds.get(SMALL)} and cp_bic like '%NL2A'
          order by date`,
    );
    expect(lines).toEqual([
      {
        amount: 1250,
        cp_iban: 'NL02ABNA0123456789',
        cp_name: 'Schoonmaak Klant BV',
        cp_bic: 'ABNANL2A',
        description: 'Factuur 2026001',
        end_to_end_id: 'E2E-77',
        balance_after: 101250,
      },
      {
        amount: -1000,
        cp_iban: 'NL20INGB0001234567',
        cp_name: 'Verhuur BV',
        cp_bic: 'INGBNL2A',
        description: 'Huur maart',
        end_to_end_id: '',
        balance_after: 100250,
      },
    ]);
  });

  it('reads a CSV no layout knows through the column mapping, kept for the next file (Latin-1 too)', async () => {
    // A headerless export (as SNS/ASN/RegioBank give): date, own account, counterparty, name, amount, description.
    const csv = (lines: string[]) => iconv.encode(lines.map((line) => `${line}\r\n`).join(''), 'win1252');
    const first = csv([
      `05-03-2026;${SMALL};NL02ABNA0123456789;Café de Zon;12,50;Schoonmaak café`,
      `06-03-2026;${SMALL};NL20INGB0001234567;Verhuur BV;-10,00;Paiement à Lyon`,
    ]);
    const refused = await queue('sns.csv', first);
    expect(refused.status).toBe(400);
    expect(refused.json.key).toBe('bankFile.csvNotDetected');
    const mapping = {
      separator: ';',
      account: 2,
      date: 1,
      counterpartyIban: 3,
      counterpartyName: 4,
      amount: 5,
      description: 6,
    };
    const result = await importFile('sns.csv', first, t.admin, { csvMapping: mapping });
    expect(result).toMatchObject({ statements: 1, imported: 2, duplicates: 0 });
    const texts = await rows<{ description: string; cp_name: string; amount: number; date: string }>(
      sql`select description, cp_name, amount, date::text from payments where owner_id = 2
          and account_id = ${accountIds.get(SMALL)} and date between '2026-03-05' and '2026-03-07' order by date`,
    );
    expect(texts).toEqual([
      { description: 'Schoonmaak café', cp_name: 'Café de Zon', amount: 1250, date: '2026-03-05' },
      { description: 'Paiement à Lyon', cp_name: 'Verhuur BV', amount: -1000, date: '2026-03-06' },
    ]);
    // The next file of the same bank needs no mapping: the owner kept it (bankCSV).
    const next = csv([
      `06-03-2026;${SMALL};NL20INGB0001234567;Verhuur BV;-10,00;Paiement à Lyon`,
      `07-03-2026;${SMALL};;;-1,25;Kosten`,
    ]);
    expect(await importFile('sns2.csv', next)).toMatchObject({ imported: 1, duplicates: 1 });
  });

  it('gives the balance per date against the statements, with the difference shown', async () => {
    const save = (iban: string, initialBalance: number, initialBalanceDate: string) =>
      call(t.app, t.admin, 'saveBankAccount', {
        id: accountIds.get(iban),
        name: `Rekening ${iban}`,
        iban,
        initialBalance,
        initialBalanceDate,
      });
    // The Rabobank statements start at 21,489.44 on 20 July 2016.
    await save(RABO[0] ?? '', 2148944, '2016-07-20');
    await save(RABO[1] ?? '', 0, '2016-07-20');
    const balances = async (date: string) =>
      ((await call(t.app, t.admin, 'bankBalances', { date })) as { iban: string }[]).filter((row) =>
        RABO.includes(row.iban),
      );
    expect(await balances('2016-10-19')).toEqual([
      expect.objectContaining({
        iban: RABO[0],
        payments: -1385036,
        balance: 763908,
        statementBalance: 763908,
        statementDate: '2016-10-19',
        difference: 0,
      }),
      expect.objectContaining({ iban: RABO[1], balance: 582383, statementBalance: 582383, difference: 0 }),
    ]);
    expect(await balances('2016-07-26')).toEqual([
      expect.objectContaining({ balance: 1158961, statementBalance: 1158961, statementDate: '2016-07-26' }),
      expect.objectContaining({ balance: 582383, difference: 0 }),
    ]);
    // A wrong initial balance shows as a difference, never hidden.
    await save(RABO[0] ?? '', 2148900, '2016-07-20');
    expect((await balances('2016-12-31'))[0]).toMatchObject({ balance: 763864, difference: -44 });
  });

  it("shows the demo owner's bank statement next to its payments, without a difference", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const [demo] = (await call(t.app, t.other, 'bankBalances', { date: yesterday })) as {
      balance: number;
      statementBalance: number | null;
      statementDate: string | null;
      difference: number | null;
    }[];
    expect(demo).toMatchObject({ statementDate: yesterday, difference: 0 });
    expect(demo?.statementBalance).toBe(demo?.balance);
  });

  it('refuses to delete a bank account that has payments, and deletes one without', async () => {
    const refused = await t.app.request('POST', '/r/saveBankAccount', {
      token: t.admin,
      body: { id: accountIds.get(RABO[1] ?? ''), deleted: 1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ key: 'bankImport.accountHasPayments', params: { count: 1 } });
    const empty = await addAccount('NL02ABNA0123456789');
    await call(t.app, t.admin, 'saveBankAccount', { id: empty, deleted: 1 });
  });

  it('lets show_payments import and read balances; others get 403; owner 1 is untouched', async () => {
    const payer = await addUser(t.app, 2, 'bank-import-payer@test.example', ['employer_portal', 'show_payments']);
    const entry = camtEntry('3.10', 'CRDT', ['<Refs><AcctSvcrRef>ROLE-1</AcctSvcrRef></Refs>']);
    expect(await importFile('role.xml', smallCamt([entry]), payer)).toMatchObject({ imported: 1 });
    await call(t.app, payer, 'bankBalances', { date: '2026-03-31' });
    const planner = await addUser(t.app, 2, 'bank-import-planner@test.example', ['employer_portal', 'show_planning']);
    expect((await queue('role.xml', smallCamt([entry]), planner)).status).toBe(403);
    await call(t.app, planner, 'bankBalances', { date: '2026-03-31' }, 403);
    // Another owner's job is not found.
    const [job] = await rows<{ id: number }>(sql`select max(id)::int as id from jobs where owner_id = 2`);
    await call(t.app, t.other, 'bankImportJob', { id: job?.id }, 404);
    expect(await owner1Count()).toBe(owner1Payments);
  });

  it('gives the import dialog, opened again, the import still running; none once it is done', async () => {
    const queued = await queue('running.xml', smallCamt([camtEntry('7.25', 'CRDT')]));
    expect(queued.status).toBe(200);
    expect(await call(t.app, t.admin, 'runningBankImport', {})).toMatchObject({
      id: queued.json.id,
      fileName: 'running.xml',
      status: 'queued',
    });
    // Another owner's user does not see it.
    expect(await call(t.app, t.other, 'runningBankImport', {})).toBeNull();
    await t.app.ctx.jobs.runDue();
    expect(await call(t.app, t.admin, 'runningBankImport', {})).toBeNull();
  });
});
