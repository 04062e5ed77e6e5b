import { fileURLToPath } from 'node:url';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BankProvider, BankProviderError } from '../../../platform/bank-provider.ts';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { addUser, BACKENDS, call, countRows, createTestApp, type TestApp } from '../../../test/harness.ts';
import { referenceDirectory } from '../bank-files/test-files.ts';

const RABOBANK_FOLDER = fileURLToPath(referenceDirectory('iso20022/camt/samples-rabobank-nl'));
const RABOBANK_IBAN = 'NL17RABO0310029597';

describe.each(BACKENDS)('the open-banking connection on %s', (backend) => {
  let app: TestApp;
  let admin: string;
  let clerk: string;
  beforeAll(async () => {
    app = await createTestApp(backend, { bankProvider: `fake:${RABOBANK_FOLDER}` });
    admin = await app.login(DEMO_USERS.admin, 1);
    clerk = await addUser(app, 1, 'payments-clerk@demo.test', ['employer_portal', 'show_payments']);
  });
  afterAll(() => app.close());

  const state = async (token = admin) => (await app.request('GET', '/r/bankConnection', { token })).json;

  it('connects after the consent at the bank, names accounts that are not the owner’s, and disconnects', async () => {
    expect((await state()).connection.status).toBe('notConnected');
    const refused = await app.request('POST', '/r/connectBank', {
      token: admin,
      body: { institutionId: 'FAKEBANK_NL', consent: 0 },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.key).toBe('bankConnection.consentRequired');
    expect((await state()).connection.status).toBe('notConnected');

    const { link } = await call(app, admin, 'connectBank', { institutionId: 'FAKEBANK_NL', consent: 1 });
    expect((await state()).connection.status).toBe('pending');
    const requisitionId = new URL(link.replace('/#/', '/')).searchParams.get('ref');
    expect(link).toContain('/#/Payments/BankConnectionDone?ref=');

    const wrong = await app.request('POST', '/r/completeBankConnection', {
      token: admin,
      body: { requisitionId: 'fake-someone-else' },
    });
    expect(wrong.json.key).toBe('bankConnection.unknownRequisition');

    const connected = await call(app, admin, 'completeBankConnection', { requisitionId });
    expect(connected.connection).toMatchObject({ status: 'connected', institutionId: 'FAKEBANK_NL' });
    expect(connected.connection.accounts).toContain(RABOBANK_IBAN);
    // The consent lasts 90 days.
    expect(connected.connection.validUntil).toBe(addDays(todayIso(), 90));
    // The demo owner has no account with that IBAN yet: a sync would refuse its lines, so the page says so first.
    expect(connected.unknownAccounts).toContain(RABOBANK_IBAN);

    const off = await call(app, admin, 'disconnectBank', {});
    expect(off.connection).toMatchObject({ status: 'notConnected', accounts: [] });
    const again = await app.request('POST', '/r/disconnectBank', { token: admin, body: {} });
    expect(again.json.key).toBe('bankConnection.notConnected');
  });

  it('fetches the connected accounts’ statements through the bank import: once, then only as duplicates', async () => {
    const refused = await app.request('POST', '/r/syncBank', { token: admin, body: {} });
    expect(refused.json.key).toBe('bankConnection.notConnected');
    for (const iban of ['NL17RABO0310029597', 'NL59RABO3181240869'])
      await call(app, admin, 'saveBankAccount', { name: `Rabobank ${iban.slice(-4)}`, iban, bic: 'RABONL2U' });
    const { link } = await call(app, admin, 'connectBank', { institutionId: 'FAKEBANK_NL', consent: 1 });
    const requisitionId = new URL(link.replace('/#/', '/')).searchParams.get('ref');
    const connected = await call(app, admin, 'completeBankConnection', { requisitionId });
    expect(connected.unknownAccounts).toEqual([]);

    const sync = async () => {
      const answer = await call(app, clerk, 'syncBank', {});
      expect(answer.files).toBe(1);
      await app.ctx.jobs.runDue();
      return (await call(app, clerk, 'bankImportJob', { id: answer.jobs[0].id })).result;
    };
    // The real Rabobank file: 9 lines on the two accounts.
    expect(await sync()).toMatchObject({ imported: 9, duplicates: 0 });
    expect((await state()).connection.lastSyncAt).not.toBeNull();
    expect(await sync()).toMatchObject({ imported: 0, duplicates: 9 });
    await call(app, admin, 'disconnectBank', {});
  });

  it('asks the bank outside the transaction: a provider that fails leaves nothing written', async () => {
    const bank = app.ctx.bank as BankProvider;
    const { link } = await call(app, admin, 'connectBank', { institutionId: 'FAKEBANK_NL', consent: 1 });
    const requisitionId = new URL(link.replace('/#/', '/')).searchParams.get('ref');
    await call(app, admin, 'completeBankConnection', { requisitionId });
    const before = (await state()).connection;
    const jobsBefore = await countRows(app, 'jobs');
    const down = vi.spyOn(bank, 'statements').mockRejectedValue(new BankProviderError('connection reset'));
    try {
      const refused = await app.request('POST', '/r/syncBank', { token: clerk, body: {} });
      expect(refused.status).toBe(400);
      expect(refused.json.key).toBe('bankConnection.fetchFailed');
    } finally {
      down.mockRestore();
    }
    // No job queued, the last sync unchanged.
    expect((await state()).connection).toEqual(before);
    expect(await countRows(app, 'jobs')).toBe(jobsBefore);
    // A consent the bank refuses to create: the connection stays as it was.
    const refusing = vi.spyOn(bank, 'createRequisition').mockRejectedValue(new BankProviderError('503'));
    try {
      const refused = await app.request('POST', '/r/connectBank', {
        token: admin,
        body: { institutionId: 'FAKEBANK_NL', consent: 1 },
      });
      expect(refused.json.key).toBe('bankConnection.createFailed');
    } finally {
      refusing.mockRestore();
    }
    expect((await state()).connection).toEqual(before);
    await call(app, admin, 'disconnectBank', {});
  });

  it('lets show_payments see the connection and only payments_admin change it; owners do not see each other’s', async () => {
    expect((await state(clerk)).available).toBe(true);
    const denied = await app.request('POST', '/r/connectBank', {
      token: clerk,
      body: { institutionId: 'FAKEBANK_NL', consent: 1 },
    });
    expect(denied.status).toBe(403);
    await call(app, admin, 'connectBank', { institutionId: 'FAKEBANK_NL', consent: 1 });
    const other = await app.login(DEMO_USERS.admin, 2);
    expect((await state(other)).connection.status).toBe('notConnected');
    const unknown = await app.request('POST', '/r/connectBank', {
      token: admin,
      body: { institutionId: 'NOBANK', consent: 1 },
    });
    expect(unknown.json.key).toBe('bankConnection.unknownInstitution');
  });
});

describe('without an open-banking provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite');
  });
  afterAll(() => app.close());

  it('says none is configured and refuses to connect', async () => {
    const admin = await app.login(DEMO_USERS.admin, 1);
    const state = (await app.request('GET', '/r/bankConnection', { token: admin })).json;
    expect(state).toMatchObject({ available: false, institutions: [] });
    const refused = await app.request('POST', '/r/connectBank', {
      token: admin,
      body: { institutionId: 'FAKEBANK_NL', consent: 1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.key).toBe('bankConnection.unavailable');
  });
});
