import { BANK_CONNECTION_CALLS, NO_BANK_CONNECTION, type TBankConnection } from '@backoffice/domain';
import type { CallContext, CallRegistrar } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { listItems } from '../../owner-lists/index.ts';
import { queueBankFile } from '../import/import-call.ts';
import {
  connectionState,
  consentUntil,
  guarded,
  institutionsOf,
  providerOf,
  storedConnection,
  writeConnection,
} from './connection.ts';

/** The page the bank sends the office back to after the consent (apps/web features/payments/bank-connection). */
const RETURN_PAGE = '/#/Payments/BankConnectionDone';

/** The connection as `read` saw it and the provider: what the provider is asked about, outside the transaction. */
async function readConnection(ctx: CallContext) {
  return { provider: providerOf(ctx), connection: await storedConnection(ctx.tx, ctx.ownerId) };
}

/** The connection again, in the writing transaction: it must be the one the provider was asked about. */
async function unchanged(ctx: CallContext, seen: TBankConnection): Promise<TBankConnection> {
  const current = await storedConnection(ctx.tx, ctx.ownerId);
  if (current.requisitionId !== seen.requisitionId || current.status !== seen.status)
    throw fail('bankConnection.unknownRequisition');
  return current;
}

/**
 * The open-banking connection (spec 002 §4: not connected, then connected, with an optional reconnect). Connecting
 * asks the provider for a consent link; the office gives its consent at the bank, which sends it back to the return
 * page, and that page completes the connection with the accounts the consent covers. Every call to the provider runs
 * outside the database transaction (calls.ts `outside`): a slow bank holds no lock, and a failing one writes nothing.
 */
export function registerBankConnectionRoutes(r: CallRegistrar): void {
  r.outside(
    BANK_CONNECTION_CALLS.bankConnection,
    { read: async (ctx) => ctx.app.bank, fetch: (provider) => institutionsOf(provider) },
    (ctx, _body, institutions) => connectionState(ctx, institutions),
  );

  r.outside(
    BANK_CONNECTION_CALLS.connectBank,
    {
      read: async (ctx, body) => {
        const read = await readConnection(ctx);
        if (!body.consent) throw fail('bankConnection.consentRequired');
        return { ...read, redirectUrl: `${ctx.app.config.publicUrl}${RETURN_PAGE}`, reference: `owner-${ctx.ownerId}` };
      },
      fetch: async ({ provider, redirectUrl, reference }, body) => {
        const institution = (await institutionsOf(provider)).find((choice) => choice.id === body.institutionId);
        if (!institution) throw fail('bankConnection.unknownInstitution', { id: body.institutionId });
        const requisition = await guarded(
          () => provider.createRequisition({ institutionId: institution.id, redirectUrl, reference }),
          'bankConnection.createFailed',
        );
        return { institution, requisition };
      },
    },
    async (ctx, _body, { institution, requisition }, read) => {
      const current = await unchanged(ctx, read.connection);
      // A reconnect keeps the accounts and the last sync until the new consent is confirmed.
      await writeConnection(
        ctx,
        {
          ...(current.status === 'notConnected' ? NO_BANK_CONNECTION : current),
          status: current.status === 'notConnected' ? 'pending' : current.status,
          institutionId: institution.id,
          institutionName: institution.name,
          requisitionId: requisition.id,
        },
        'bankConnect',
      );
      return { link: requisition.link };
    },
  );

  r.outside(
    BANK_CONNECTION_CALLS.completeBankConnection,
    {
      read: async (ctx, body) => {
        const read = await readConnection(ctx);
        if (body.requisitionId !== read.connection.requisitionId) throw fail('bankConnection.unknownRequisition');
        return read;
      },
      fetch: async ({ provider }, body) => ({
        requisition: await guarded(() => provider.requisition(body.requisitionId)),
        institutions: await institutionsOf(provider),
      }),
    },
    async (ctx, _body, { requisition, institutions }, read) => {
      const current = await unchanged(ctx, read.connection);
      if (requisition.status !== 'linked') throw fail('bankConnection.notAuthorised', { status: requisition.status });
      await writeConnection(
        ctx,
        {
          ...current,
          status: 'connected',
          accounts: requisition.accounts,
          connectedAt: new Date().toISOString(),
          validUntil: consentUntil(),
        },
        'bankConnected',
      );
      return connectionState(ctx, institutions);
    },
  );

  r.outside(
    BANK_CONNECTION_CALLS.syncBank,
    {
      read: async (ctx) => {
        const read = await readConnection(ctx);
        if (read.connection.status === 'expired') throw fail('bankConnection.expired');
        if (read.connection.status !== 'connected') throw fail('bankConnection.notConnected');
        const own = new Set((await listItems(ctx.tx, ctx.ownerId, 'bankAccounts')).map((a) => String(a.iban)));
        return { ...read, ibans: read.connection.accounts.filter((iban) => own.has(iban)) };
      },
      fetch: async ({ provider, connection, ibans }) => {
        const since = connection.lastSyncAt?.slice(0, 10) ?? null;
        // A file may hold several accounts' statements: each file is imported once.
        const files = new Map<string, Uint8Array>();
        for (const iban of ibans)
          for (const file of await guarded(() => provider.statements(connection.requisitionId, iban, since)))
            files.set(file.fileName, file.content);
        return files;
      },
    },
    async (ctx, _body, files, read) => {
      const current = await unchanged(ctx, read.connection);
      const jobs = [];
      for (const [fileName, content] of files) jobs.push(await queueBankFile(ctx, fileName, Buffer.from(content)));
      await writeConnection(ctx, { ...current, lastSyncAt: new Date().toISOString() }, 'bankSync');
      return { files: files.size, jobs };
    },
  );

  r.outside(
    BANK_CONNECTION_CALLS.disconnectBank,
    {
      read: async (ctx) => {
        const read = await readConnection(ctx);
        if (read.connection.status === 'notConnected') throw fail('bankConnection.notConnected');
        return read;
      },
      fetch: async ({ provider, connection }) => {
        if (connection.requisitionId) await guarded(() => provider.deleteRequisition(connection.requisitionId));
        return institutionsOf(provider);
      },
    },
    async (ctx, _body, institutions, read) => {
      await unchanged(ctx, read.connection);
      await writeConnection(ctx, NO_BANK_CONNECTION, 'bankDisconnect');
      return connectionState(ctx, institutions);
    },
  );
}
