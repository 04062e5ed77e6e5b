import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_1, appPerFile } from '../../../test/app-per-file.ts';
import { addUser, BACKENDS, call, countRows } from '../../../test/harness.ts';

// Issue 20, ImportLedger: ledger accounts from a CSV the web app read with a column mapping. An existing number is
// updated, a new one created, the class found by name or number; a row with an unknown class or a number twice refuses
// the list with every bad row named and nothing written; the mapping is kept (ledgerCSV); accounting_admin only.

const MAPPING = {
  number: 'Rekening',
  description: 'Omschrijving',
  kind: 'Soort',
  className: 'Rubriek',
  rgsCode: 'RGS',
};

interface Account {
  id: number;
  number: string;
  description: string;
  kind: number;
  classId: number;
  rgsCode: string;
}

describe.each(BACKENDS)('ledger import on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1 });
  let bookkeeper: string;
  let classes: { id: number; name: string; oldClass: number }[];
  const accounts = async (): Promise<Account[]> =>
    (await t.app.request('GET', '/r/allAccounts', { token: t.admin })).json;
  const importLedger = (body: unknown, token = t.admin) => t.app.request('POST', '/r/importLedger', { token, body });

  beforeAll(async () => {
    bookkeeper = await addUser(t.app, 1, 'ledger-import-books@test.example', ['employer_portal', 'show_accounting']);
    classes = (await t.app.request('GET', '/r/allClasses', { token: t.admin })).json;
  });

  it('updates the accounts whose number exists, creates the others and keeps the mapping', async () => {
    const before = await accounts();
    const bank = before.find((a) => a.number === '1100');
    const answer = await call(t.app, t.admin, 'importLedger', {
      mapping: MAPPING,
      accounts: [
        { number: '1100', description: 'Bank ING', kind: 1, className: 'vlottende ACTIVA', rgsCode: 'BLimBanRba' },
        { number: '1105', description: 'Spaarrekening', kind: '1', className: '5', rgsCode: 'BLimBanSpa' },
        // No class or RGS column: a new account has none.
        { number: '8400', description: 'Omzet vloeronderhoud', kind: 4 },
      ],
    });
    expect(answer).toEqual({ created: 2, updated: 1 });
    const after = await accounts();
    expect(after).toHaveLength(before.length + 2);
    const current = (number: string) => after.find((a) => a.number === number);
    const vlottend = classes.find((c) => c.oldClass === 5)?.id;
    expect(current('1100')).toMatchObject({ id: bank?.id, description: 'Bank ING', classId: vlottend });
    expect(current('1105')).toMatchObject({
      description: 'Spaarrekening',
      kind: 1,
      classId: vlottend,
      rgsCode: 'BLimBanSpa',
    });
    expect(current('8400')).toMatchObject({ kind: 4, classId: 0, rgsCode: '' });
    expect(await call(t.app, t.admin, 'ledgerCsvMapping', {})).toEqual(MAPPING);
  });

  it('keeps the class and RGS code of an existing account when the file has no such column', async () => {
    const bank = (await accounts()).find((a) => a.number === '1100');
    await call(t.app, t.admin, 'importLedger', {
      mapping: { number: 'nr', description: 'naam', kind: 'soort' },
      accounts: [{ number: '1100', description: 'Bank', kind: 1 }],
    });
    expect((await accounts()).find((a) => a.number === '1100')).toMatchObject({
      description: 'Bank',
      classId: bank?.classId,
      rgsCode: 'BLimBanRba',
    });
  });

  it('refuses the whole file with every bad row named, and writes nothing', async () => {
    const before = await accounts();
    const audit = await countRows(t.app, 'audit_log');
    const response = await importLedger({
      mapping: MAPPING,
      accounts: [
        { number: '1000', description: 'Kas (gewijzigd)', kind: 1 },
        { number: '9100', description: 'Nieuw', kind: 3, className: 'Bestaat niet' },
        { number: '9200', description: 'Eerste', kind: 3 },
        { number: '9200', description: 'Tweede', kind: 3 },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.json.key).toBe('import.rowsRefusedOneMore');
    expect(response.json.message).toBe('Row 2: className: Class Bestaat niet does not exist (and 1 more row)');
    expect(response.json.issues).toEqual([
      { path: '1.className', message: 'Class Bestaat niet does not exist' },
      { path: '3.number', message: 'Ledger account number 9200 is in the file more than once' },
    ]);
    expect(await accounts()).toEqual(before);
    expect(await countRows(t.app, 'audit_log')).toBe(audit);
  });

  it('refuses a row without number or description or with an unknown kind (400 naming the field)', async () => {
    const response = await importLedger({ mapping: MAPPING, accounts: [{ number: '', description: 'x', kind: 5 }] });
    expect(response.status).toBe(400);
    const paths = response.json.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['accounts.0.number', 'accounts.0.kind']));
  });

  it('is for accounting_admin only', async () => {
    const body = { mapping: MAPPING, accounts: [{ number: '9300', description: 'Nee', kind: 3 }] };
    expect((await importLedger(body, bookkeeper)).status).toBe(403);
    expect((await t.app.request('POST', '/r/ledgerCsvMapping', { token: bookkeeper, body: {} })).status).toBe(403);
  });
});
