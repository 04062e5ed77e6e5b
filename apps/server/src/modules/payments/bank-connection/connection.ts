import {
  BANK_CONSENT_DAYS,
  NO_BANK_CONNECTION,
  type TBankConnection,
  type TBankConnectionState,
  ZBankConnection,
} from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import type { Db } from '../../../db/client.ts';
import { type BankProvider, BankProviderError } from '../../../platform/bank-provider.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { listItems } from '../../owner-lists/index.ts';
import { ownerSettingOf, writeOwnerSetting } from '../../settings/index.ts';

/** The owner's connection as stored (owners.settings.bankConnection); a consent past its date has expired. */
export async function storedConnection(tx: Db, ownerId: number): Promise<TBankConnection> {
  const connection = await ownerSettingOf(tx, ownerId, 'bankConnection', ZBankConnection, NO_BANK_CONNECTION);
  const expired =
    connection.status === 'connected' && connection.validUntil !== null && connection.validUntil < todayIso();
  return expired ? { ...connection, status: 'expired' } : connection;
}

export async function writeConnection(ctx: CallContext, next: TBankConnection, action: string): Promise<void> {
  await writeOwnerSetting(ctx.tx, ctx.ownerId, 'bankConnection', next);
  await ctx.audit('Owner', ctx.ownerId, action, {
    bankConnection: { status: next.status, institutionId: next.institutionId, accounts: next.accounts.join(', ') },
  });
}

/** The provider of this installation, or the spec's refusal when there is none. */
export function providerOf(ctx: CallContext): BankProvider {
  if (!ctx.app.bank) throw fail('bankConnection.unavailable');
  return ctx.app.bank;
}

/** The banks to choose from, asked of the provider (outside any transaction: see routes.ts); none without one. */
export const institutionsOf = (provider: BankProvider | undefined) =>
  provider ? guarded(() => provider.institutions()) : Promise.resolve([]);

/**
 * A provider call: its failure is the spec's refusal, not a server error. Calls to the provider run outside the
 * database transaction, so a failure has written nothing.
 */
export async function guarded<T>(
  work: () => Promise<T>,
  key: 'bankConnection.fetchFailed' | 'bankConnection.createFailed' = 'bankConnection.fetchFailed',
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BankProviderError) throw fail(key);
    throw error;
  }
}

/** What the connection page shows: the connection, the banks to choose from, the accounts that are not the owner's. */
export async function connectionState(
  ctx: CallContext,
  institutions: Awaited<ReturnType<typeof institutionsOf>>,
): Promise<TBankConnectionState> {
  const connection = await storedConnection(ctx.tx, ctx.ownerId);
  const own = new Set((await listItems(ctx.tx, ctx.ownerId, 'bankAccounts')).map((account) => String(account.iban)));
  return {
    available: ctx.app.bank !== undefined,
    institutions,
    connection,
    unknownAccounts: connection.accounts.filter((iban) => !own.has(iban)),
  };
}

/** A consent given now lasts BANK_CONSENT_DAYS. */
export const consentUntil = () => addDays(todayIso(), BANK_CONSENT_DAYS);
