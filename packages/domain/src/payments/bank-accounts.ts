import { z } from 'zod';
import { isIbanValid } from '../api/field-rules.ts';
import { zCode, zFlag, zId, zInt, zIsoDate, zLine } from '../api/fields.ts';
import { VALIDATION_MESSAGES } from '../api/messages.ts';
import { BIC_PATTERN } from '../purchases/supplier-rules.ts';

/** The SEPA credit transfer versions a batch file is written in: 09 by default, 03 for banks that still want it. */
export const PAIN_VERSIONS = [9, 3] as const;

/**
 * One of the owner's own bank accounts (spec 000 §3 owner settings bankAccounts; 001 §3 labels): kept in the owner's
 * settings and served by the owner-list calls (GET /r/allBankAccounts, POST /r/saveBankAccount, payments_admin).
 * The opening balance (cents, signed) on `initialBalanceDate` is where the balance per date starts.
 */
export const ZBankAccount = z
  .object({
    id: zId,
    name: zLine(200, { min: 1 }),
    /** Empty only for an account the bank numbers otherwise (accountNumber). */
    iban: zLine(50)
      .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
      .refine((v) => v === '' || isIbanValid(v), VALIDATION_MESSAGES.invalidIban)
      .default(''),
    /**
     * The bank's own number of an account that has no IBAN in its exports (ING savings: 'K 444-12345'): a bank file
     * naming it is imported into this account.
     */
    accountNumber: zLine(50).default(''),
    /** Needed before the account can pay a SEPA batch (spec 001 §5). */
    bic: zLine(20)
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .refine((v) => v === '' || BIC_PATTERN.test(v), VALIDATION_MESSAGES.invalidBic)
      .default(''),
    /** The ledger account the bank is booked on (0: not chosen yet; the accounting issue links it). */
    ledgerAccountId: zInt(0).default(0),
    initialBalance: zInt().default(0),
    initialBalanceDate: zIsoDate.default('2000-01-01'),
    /** Shown on the financial dashboard. */
    visibleFD: zFlag.default(1),
    /** Counted in the payment statistics. */
    paymentStats: zFlag.default(1),
    /** Used for settlements (SEPA batches). */
    settlements: zFlag.default(1),
    painVersion: zCode(PAIN_VERSIONS).default(9),
    deleted: zFlag.default(0),
  })
  // A bank file names the account by one of the two: without either, nothing could ever be imported into it.
  .refine((account) => account.iban !== '' || account.accountNumber.trim() !== '', {
    message: VALIDATION_MESSAGES.required,
    path: ['iban'],
  });
export type TBankAccount = z.infer<typeof ZBankAccount>;
