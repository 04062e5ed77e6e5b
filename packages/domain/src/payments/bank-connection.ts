import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { zFlag, zLine } from '../api/fields.ts';

// The open-banking connection (spec 000 §2: the two pages for it; 002 §4: not connected, then connected, with an
// optional reconnect; §5: the consent must be ticked; §8: its two errors). The bank's side runs behind a provider
// interface on the server (platform/bank-provider.ts); the connection is kept in owners.settings.bankConnection.

export const BANK_CONNECTION_STATUSES = ['notConnected', 'pending', 'connected', 'expired'] as const;
export type BankConnectionStatus = (typeof BANK_CONNECTION_STATUSES)[number];

/** How long a bank's consent lasts (PSD2: at most 180 days), after which the office reconnects. */
export const BANK_CONSENT_DAYS = 90;

export const ZBankConnection = z.object({
  status: z.enum(BANK_CONNECTION_STATUSES),
  institutionId: z.string(),
  institutionName: z.string(),
  /** The provider's id of the authorisation the office gave at the bank. */
  requisitionId: z.string(),
  /** The accounts the consent covers (IBANs). */
  accounts: z.array(z.string()),
  connectedAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
});
export type TBankConnection = z.infer<typeof ZBankConnection>;

export const NO_BANK_CONNECTION: TBankConnection = {
  status: 'notConnected',
  institutionId: '',
  institutionName: '',
  requisitionId: '',
  accounts: [],
  connectedAt: null,
  validUntil: null,
  lastSyncAt: null,
};

export const ZBankInstitution = z.object({ id: z.string(), name: z.string() });

export const ZBankConnectionState = z.object({
  /** false: this installation has no open-banking provider (the page says so). */
  available: z.boolean(),
  institutions: z.array(ZBankInstitution),
  connection: ZBankConnection,
  /** The connected accounts that are not among the owner's bank accounts (a sync would refuse their lines). */
  unknownAccounts: z.array(z.string()),
});
export type TBankConnectionState = z.infer<typeof ZBankConnectionState>;

export const ZConnectBankRequest = z.object({
  institutionId: zLine(100, { min: 1 }),
  /** Spec 002 §5: the consent to share the bank's data must be ticked. */
  consent: zFlag,
});

/** Where the office goes to give its consent at the bank; it comes back on /Payments/BankConnectionDone. */
export const ZConnectBankAnswer = z.object({ link: z.string() });

export const ZCompleteBankConnectionRequest = z.object({ requisitionId: zLine(200, { min: 1 }) });

export const BANK_CONNECTION_CALLS = {
  bankConnection: defineCall({
    method: 'GET',
    path: '/bankConnection',
    area: 'payments',
    level: 'read',
    body: ZNoBody,
    response: ZBankConnectionState,
    summary: "The owner's open-banking connection and the banks it can connect to",
  }),
  connectBank: defineCall({
    method: 'POST',
    path: '/connectBank',
    area: 'payments',
    level: 'admin',
    body: ZConnectBankRequest,
    response: ZConnectBankAnswer,
    summary: 'Start (or renew) the connection to a bank: answers the link where the office gives its consent',
  }),
  completeBankConnection: defineCall({
    method: 'POST',
    path: '/completeBankConnection',
    area: 'payments',
    level: 'admin',
    body: ZCompleteBankConnectionRequest,
    response: ZBankConnectionState,
    summary: 'After the consent at the bank: the connection with the accounts it covers',
  }),
  disconnectBank: defineCall({
    method: 'POST',
    path: '/disconnectBank',
    area: 'payments',
    level: 'admin',
    body: ZNoBody,
    response: ZBankConnectionState,
    summary: 'End the connection: the consent is withdrawn at the provider and no more lines are fetched',
  }),
};
