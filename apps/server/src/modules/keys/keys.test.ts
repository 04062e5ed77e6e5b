import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.ts';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../test/app-per-file.ts';
import { insertEmployeeRow } from '../../test/fixtures/employees.ts';
import { addUser, BACKENDS, countRows } from '../../test/harness.ts';
import { keyMoves } from './moves.ts';

describe('key moves', () => {
  it('names every change of holding', () => {
    expect(keyMoves({ employeeId: 0, transferTo: 0 }, { employeeId: 5, transferTo: 0 })).toEqual([
      { action: 'issue', employeeId: 5 },
    ]);
    expect(keyMoves({ employeeId: 5, transferTo: 0 }, { employeeId: 5, transferTo: 6 })).toEqual([
      { action: 'transfer', employeeId: 6 },
    ]);
    expect(keyMoves({ employeeId: 5, transferTo: 6 }, { employeeId: 6, transferTo: 0 })).toEqual([
      { action: 'accept', employeeId: 6 },
    ]);
    expect(keyMoves({ employeeId: 5, transferTo: 6 }, { employeeId: 5, transferTo: 7 })).toEqual([
      { action: 'cancel', employeeId: 6 },
      { action: 'transfer', employeeId: 7 },
    ]);
    expect(keyMoves({ employeeId: 5, transferTo: 6 }, { employeeId: 0, transferTo: 0 })).toEqual([
      { action: 'cancel', employeeId: 6 },
      { action: 'return', employeeId: 5 },
    ]);
    expect(keyMoves({ employeeId: 5, transferTo: 0 }, { employeeId: 7, transferTo: 0 })).toEqual([
      { action: 'return', employeeId: 5 },
      { action: 'issue', employeeId: 7 },
    ]);
    expect(keyMoves({ employeeId: 5, transferTo: 6 }, { employeeId: 5, transferTo: 6 })).toEqual([]);
  });
});

describe.each(BACKENDS)('keys on %s', (backend) => {
  const t = appPerFile(backend, { admin1: ADMIN_1, admin2: ADMIN_2 });
  let anna: number;
  let bram: number;
  let cor: number;

  beforeAll(async () => {
    anna = await insertEmployeeRow(t.app, 1, 'Anna', 'Jansen');
    bram = await insertEmployeeRow(t.app, 1, 'Bram', 'de Vries');
    cor = await insertEmployeeRow(t.app, 1, 'Cor', 'Bakker');
  });

  const call = (path: string, body: unknown, token = t.admin1) => t.app.request('POST', path, { token, body });
  const history = async (id: number) => {
    const response = await call('/r/keyHistoryByKey', { id });
    expect(response.status).toBe(200);
    return response.json as { action: string; employeeId: number; employeeName: string; userName: string }[];
  };
  async function newKey(fields: Record<string, unknown> = {}) {
    const response = await call('/r/saveKey', { name: 'Hoofdingang', number: 'K-1', kind: 1, ...fields });
    expect(response.status).toBe(200);
    return response.json as { id: number; employeeId: number; transferTo: number };
  }

  it('issues a key on creation and lists it with names, newest moves first', async () => {
    const key = await newKey({ employeeId: anna });
    expect(key).toMatchObject({ employeeId: anna, transferTo: 0, deleted: 0 });
    const all = await t.app.request('GET', '/r/allKeys', { token: t.admin1 });
    expect(all.json.find((k: { id: number }) => k.id === key.id)).toMatchObject({
      employeeName: 'Anna Jansen',
      transferToName: '',
    });
    expect(await history(key.id)).toMatchObject([
      { action: 'issue', employeeId: anna, employeeName: 'Anna Jansen', userName: DEMO_USERS.admin },
    ]);
    const unissued = await newKey();
    expect(await history(unissued.id)).toEqual([]);
  });

  it('transfers, cancels and accepts, recording every move', async () => {
    const key = await newKey({ employeeId: anna });
    const transfer = await call('/r/transferKey', { id: key.id, action: 'transfer', employeeId: bram });
    expect(transfer.status).toBe(200);
    expect(transfer.json).toMatchObject({ employeeId: anna, transferTo: bram });
    // The offered employee sees the key in their list, so they can accept it.
    const bramsKeys = await call('/r/keysByEmployee', { id: bram });
    expect(bramsKeys.json.map((k: { id: number }) => k.id)).toContain(key.id);

    const cancel = await call('/r/transferKey', { id: key.id, action: 'cancel' });
    expect(cancel.json).toMatchObject({ employeeId: anna, transferTo: 0 });
    await call('/r/transferKey', { id: key.id, action: 'transfer', employeeId: cor });
    const accept = await call('/r/transferKey', { id: key.id, action: 'accept' });
    expect(accept.json).toMatchObject({ employeeId: cor, transferTo: 0 });
    const returned = await call('/r/transferKey', { id: key.id, action: 'return' });
    expect(returned.json).toMatchObject({ employeeId: 0, transferTo: 0 });

    const moves = (await history(key.id)).map((h) => [h.action, h.employeeId]);
    expect(moves).toEqual([
      ['return', cor],
      ['accept', cor],
      ['transfer', cor],
      ['cancel', bram],
      ['transfer', bram],
      ['issue', anna],
    ]);
  });

  it('refuses moves that make no sense and changes nothing', async () => {
    const key = await newKey({ employeeId: anna });
    const historyBefore = await countRows(t.app, 'key_history');
    for (const [body, errorKey, message] of [
      [{ id: key.id, action: 'accept' }, 'key.noPendingTransfer', 'This key has no pending transfer'],
      [{ id: key.id, action: 'cancel' }, 'key.noPendingTransfer', 'This key has no pending transfer'],
      [
        { id: key.id, action: 'transfer', employeeId: anna },
        'key.alreadyHolder',
        'The key already belongs to this employee',
      ],
      [{ id: key.id, action: 'transfer' }, 'key.noReceiver', 'Choose the employee to transfer the key to'],
      // Refused by the registrar's reference check, before the call.
      [
        { id: key.id, action: 'transfer', employeeId: 999_999 },
        undefined,
        'Invalid data: employeeId: Employee 999999 not found',
      ],
      [{ id: key.id, action: 'steal' }, 'request.invalid', undefined],
    ] as const) {
      const response = await call('/r/transferKey', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (errorKey) expect(response.json.key, JSON.stringify(body)).toBe(errorKey);
      if (message) expect(response.json.message).toBe(message);
    }
    const unissued = await newKey();
    const offer = await call('/r/transferKey', { id: unissued.id, action: 'transfer', employeeId: bram });
    expect([offer.status, offer.json.key]).toEqual([400, 'key.notIssuedToTransfer']);
    const back = await call('/r/transferKey', { id: unissued.id, action: 'return' });
    expect([back.status, back.json.message]).toEqual([400, 'This key is not issued to an employee']);
    expect((await call('/r/transferKey', { id: 999_999, action: 'return' })).status).toBe(404);
    expect(await countRows(t.app, 'key_history')).toBe(historyBefore);
  });

  it('saveKey: transferTo equal to the holder resets to 0; moves through saveKey are recorded too', async () => {
    const key = await newKey({ employeeId: anna, transferTo: anna });
    expect(key.transferTo).toBe(0);
    const offered = await call('/r/saveKey', { ...key, transferTo: bram });
    expect(offered.json.transferTo).toBe(bram);
    const taken = await call('/r/saveKey', { ...key, employeeId: bram, transferTo: bram });
    expect(taken.json).toMatchObject({ employeeId: bram, transferTo: 0 });
    expect((await history(key.id)).map((h) => h.action)).toEqual(['accept', 'transfer', 'issue']);
    const renamed = await call('/r/saveKey', { ...taken.json, name: 'Achteringang' });
    expect(renamed.json.name).toBe('Achteringang');
    expect(await history(key.id)).toHaveLength(3);
  });

  it('saveKey: a missing name gets the spec text; bad fields, unknown employees and offers of unissued keys get 400', async () => {
    const before = await countRows(t.app, 'keys');
    for (const body of [{}, { name: '' }, { name: '   ', employeeId: anna }]) {
      const response = await call('/r/saveKey', body);
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({
        key: 'key.saveFailed',
        message: 'A key could not be saved: check that all fields are filled',
      });
    }
    expect((await call('/r/saveKey', { name: 'X', kind: 9 })).status).toBe(400);
    expect((await call('/r/saveKey', { name: 'X', employeeId: 999_999 })).json.message).toBe(
      'Invalid data: employeeId: Employee 999999 not found',
    );
    expect((await call('/r/saveKey', { name: 'X', transferTo: bram })).status).toBe(400);
    expect(await countRows(t.app, 'keys')).toBe(before);
  });

  it('deletes a key: gone from lists, history kept, no further changes', async () => {
    const key = await newKey({ employeeId: anna });
    const deleted = await call('/r/saveKey', { id: key.id, deleted: 1 });
    expect(deleted.status).toBe(200);
    const all = await t.app.request('GET', '/r/allKeys', { token: t.admin1 });
    expect(all.json.map((k: { id: number }) => k.id)).not.toContain(key.id);
    expect(await history(key.id)).toHaveLength(1);
    expect((await call('/r/transferKey', { id: key.id, action: 'return' })).status).toBe(404);
  });

  it('saveKeyHistory adds and corrects rows by hand', async () => {
    const key = await newKey({ employeeId: anna });
    const added = await call('/r/saveKeyHistory', {
      keyId: key.id,
      employeeId: bram,
      action: 'return',
      date: '2024-01-31',
      remarks: 'before the system',
    });
    expect(added.status).toBe(200);
    const corrected = await call('/r/saveKeyHistory', { ...added.json, remarks: 'corrected' });
    expect(corrected.json).toMatchObject({ id: added.json.id, remarks: 'corrected', date: '2024-01-31' });
    const rows = await history(key.id);
    expect(rows.map((h) => h.action)).toEqual(['issue', 'return']);
    const other = await newKey();
    expect((await call('/r/saveKeyHistory', { ...added.json, keyId: other.id })).status).toBe(400);
    expect((await call('/r/saveKeyHistory', { ...added.json, action: 'lose' })).status).toBe(400);
    expect((await call('/r/saveKeyHistory', { keyId: 999_999, action: 'issue', date: '2024-01-01' })).status).toBe(400);
  });

  it("keeps owner 1's keys away from owner 2", async () => {
    const key = await newKey({ employeeId: anna });
    const list2 = await t.app.request('GET', '/r/allKeys', { token: t.admin2 });
    expect(list2.json.map((k: { id: number }) => k.id)).not.toContain(key.id);
    expect((await call('/r/keyHistoryByKey', { id: key.id }, t.admin2)).status).toBe(404);
    expect((await call('/r/saveKey', { ...key, name: 'stolen' }, t.admin2)).status).toBe(400);
    expect((await call('/r/transferKey', { id: key.id, action: 'return' }, t.admin2)).status).toBe(404);
    expect((await call('/r/keysByEmployee', { id: anna }, t.admin2)).json).toEqual([]);
  });

  it('lets employees_limited read but not change keys', async () => {
    const limited = await addUser(t.app, 1, `keys-limited-${backend}@test.example`, [
      'employer_portal',
      'employees_limited',
    ]);
    expect((await t.app.request('GET', '/r/allKeys', { token: limited })).status).toBe(200);
    expect((await call('/r/saveKey', { name: 'X' }, limited)).status).toBe(403);
  });
});
