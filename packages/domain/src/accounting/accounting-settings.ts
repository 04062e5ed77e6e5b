import { z } from 'zod';
import { zInt } from '../api/fields.ts';

const zAccount = zInt(0).default(0);

/**
 * The accounting settings (/Accounting2/AccountingSettings, accounting_admin), kept in owners.settings.accounting as
 * the other areas keep theirs: the ledger accounts the system books on. 0: not chosen. The VAT of a sale goes to the
 * VAT code's own ledger account (the VAT codes list); a purchase's VAT to `vatToClaimAccountId`; reverse-charged VAT
 * on a purchase is both owed (`reverseChargeVatAccountId`) and deducted (`vatToClaimAccountId`).
 */
export const ZAccountingSettings = z.object({
  debtorsAccountId: zAccount,
  creditorsAccountId: zAccount,
  vatToClaimAccountId: zAccount,
  reverseChargeVatAccountId: zAccount,
  /** The rate a reverse-charged purchase's VAT is computed at (hundredths of a percent), the invoice showing none. */
  reverseChargePercentage: zInt(0, 10_000).default(2100),
  roundingAccountId: zAccount,
  unclassifiedRevenueAccountId: zAccount,
  unclassifiedExpenditureAccountId: zAccount,
  /**
   * Payments: what no link places yet ("te verwerken", suspense) and the payments without a bank account (cash, an
   * invoice marked paid by hand).
   */
  suspenseAccountId: zAccount,
  cashAccountId: zAccount,
});
export type TAccountingSettings = z.infer<typeof ZAccountingSettings>;
export const ACCOUNTING_SETTINGS_DEFAULTS: TAccountingSettings = ZAccountingSettings.parse({});

/** A link of one owner-list item (VAT code, work type, purchase type, bank account) to a ledger account. */
const ZLink = z.object({ id: zInt(1), ledgerAccountId: zAccount });
export type TLedgerLink = z.infer<typeof ZLink>;

/** The settings page at once: the settings and the ledger account of every VAT code, work/purchase type and bank. */
export const ZAccountingSetup = z.object({
  settings: ZAccountingSettings,
  vatCodes: z.array(ZLink).max(1000).default([]),
  workTypes: z.array(ZLink).max(1000).default([]),
  purchaseTypes: z.array(ZLink).max(1000).default([]),
  bankAccounts: z.array(ZLink).max(1000).default([]),
});
export type TAccountingSetup = z.infer<typeof ZAccountingSetup>;
export type TAccountingSetupInput = z.input<typeof ZAccountingSetup>;
