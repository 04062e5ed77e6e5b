import { BANK_CONNECTION_CALLS, NO_BANK_CONNECTION } from '@backoffice/domain';
import { BankProviderError } from '../../../platform/bank-provider.ts';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { connectionState, consentUntil, providerOf, storedConnection, writeConnection } from './connection.ts';

/** The page the bank sends the office back to after the consent (apps/web features/payments/bank-connection). */
const RETURN_PAGE = '/#/Payments/BankConnectionDone';

/**
 * The open-banking connection (spec 002 §4: not connected, then connected, with an optional reconnect). Connecting
 * asks the provider for a consent link; the office gives its consent at the bank, which sends it back to the return
 * page, and that page completes the connection with the accounts the consent covers.
 */
export function registerBankConnectionRoutes(r: CallRegistrar): void {
  r.handle(BANK_CONNECTION_CALLS.bankConnection, (ctx) => connectionState(ctx));

  r.handle(BANK_CONNECTION_CALLS.connectBank, async (ctx, body) => {
    const provider = providerOf(ctx);
    if (!body.consent) throw fail('bankConnection.consentRequired');
    const institution = (await provider.institutions()).find((choice) => choice.id === body.institutionId);
    if (!institution) throw fail('bankConnection.unknownInstitution', { id: body.institutionId });
    const current = await storedConnection(ctx.tx, ctx.ownerId);
    const requisition = await provider
      .createRequisition({
        institutionId: institution.id,
        redirectUrl: `${ctx.app.config.publicUrl}${RETURN_PAGE}`,
        reference: `owner-${ctx.ownerId}`,
      })
      .catch((error: unknown) => {
        if (error instanceof BankProviderError) throw fail('bankConnection.createFailed');
        throw error;
      });
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
  });

  r.handle(BANK_CONNECTION_CALLS.completeBankConnection, async (ctx, body) => {
    const provider = providerOf(ctx);
    const current = await storedConnection(ctx.tx, ctx.ownerId);
    if (body.requisitionId !== current.requisitionId) throw fail('bankConnection.unknownRequisition');
    const requisition = await provider.requisition(body.requisitionId);
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
    return connectionState(ctx);
  });

  r.handle(BANK_CONNECTION_CALLS.disconnectBank, async (ctx) => {
    const provider = providerOf(ctx);
    const current = await storedConnection(ctx.tx, ctx.ownerId);
    if (current.status === 'notConnected') throw fail('bankConnection.notConnected');
    if (current.requisitionId) await provider.deleteRequisition(current.requisitionId);
    await writeConnection(ctx, NO_BANK_CONNECTION, 'bankDisconnect');
    return connectionState(ctx);
  });
}
