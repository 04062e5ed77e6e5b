import type { Config } from '../config.ts';
import { FakeBankProvider } from './fake-bank-provider.ts';

// Open banking (PSD2 account information) behind an interface: the office gives its consent at the bank, the
// provider then serves the covered accounts' statements. A real provider (GoCardless Bank Account Data, Ponto, a
// bank's own API) would be a class like FakeBankProvider speaking HTTP; none can be reached from here, so the one this
// installation offers is chosen by BANK_PROVIDER (config.ts): unset, there is none and the page says so.

interface BankInstitution {
  id: string;
  name: string;
}

/** The authorisation the office gives at the bank: created, then linked (consent given) or rejected/expired. */
interface BankRequisition {
  id: string;
  /** Where the office's browser goes to give its consent; the bank sends it back to the redirect address. */
  link: string;
}

export interface RequisitionStatus {
  status: 'created' | 'linked' | 'rejected' | 'expired';
  /** The IBANs the consent covers (empty until linked). */
  accounts: string[];
}

/** A statement file as the bank gives it (camt.053), read by the same import as an uploaded file. */
export interface BankStatementFile {
  fileName: string;
  content: Uint8Array;
}

export interface BankProvider {
  institutions(): Promise<BankInstitution[]>;
  createRequisition(input: { institutionId: string; redirectUrl: string; reference: string }): Promise<BankRequisition>;
  requisition(id: string): Promise<RequisitionStatus>;
  deleteRequisition(id: string): Promise<void>;
  /** The statements of one covered account booked on or after `since` (all when null). */
  statements(requisitionId: string, iban: string, since: string | null): Promise<BankStatementFile[]>;
}

/** The provider failed (network, refused, unreadable answer): the office sees 'Unexpected error creating the connection'. */
export class BankProviderError extends Error {}

/** The provider BANK_PROVIDER names: `fake:<folder of camt.053 files>`, or none. */
export function createBankProvider(config: Pick<Config, 'bankProvider'>): BankProvider | undefined {
  const setting = config.bankProvider;
  if (setting?.startsWith('fake:')) return new FakeBankProvider(setting.slice('fake:'.length));
  return undefined;
}
