import { VALIDATION_MESSAGES } from '../api/messages.ts';

/** One bank account of a supplier as the rules see it: percentages are whole percent. */
export interface SupplierBankAccountLike {
  iban: string;
  bic: string;
  percentage: number;
  gAccount: number;
}

export interface BankAccountProblem {
  /** The account's index, or undefined for the list as a whole. */
  index: number | undefined;
  field: 'percentage' | 'bic' | 'gAccount' | 'iban' | undefined;
  message: string;
}

/** BIC (ISO 9362): bank code, country, location, optional branch: 8 or 11 letters and digits. */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** A transfer to an IBAN outside the Netherlands needs the bank's BIC in our SEPA batches (spec 001 §5). */
export const needsBic = (iban: string): boolean => iban.length >= 2 && iban.slice(0, 2) !== 'NL';

/**
 * The bank-account rules of spec 001 §5 and 002 §5 (the G-account split): with several accounts each percentage lies
 * above 0 and below 100 and together they make 100; a single account takes it all (100). A non-Dutch IBAN needs a BIC,
 * one IBAN is listed once, and one account at most is the G-account.
 */
export function bankAccountProblems(accounts: readonly SupplierBankAccountLike[]): BankAccountProblem[] {
  const problems: BankAccountProblem[] = [];
  if (accounts.length === 0) return problems;
  if (accounts.length > 1) {
    accounts.forEach((account, index) => {
      if (account.percentage <= 0 || account.percentage >= 100)
        problems.push({ index, field: 'percentage', message: VALIDATION_MESSAGES.percentageRange });
    });
  }
  const total = accounts.reduce((sum, account) => sum + account.percentage, 0);
  if (total !== 100) {
    // On the last account, where the user types the remainder; on a single account its own field.
    problems.push({ index: accounts.length - 1, field: 'percentage', message: VALIDATION_MESSAGES.percentagesTotal });
  }
  const seen = new Set<string>();
  accounts.forEach((account, index) => {
    if (needsBic(account.iban) && account.bic === '')
      problems.push({ index, field: 'bic', message: VALIDATION_MESSAGES.bicRequired });
    if (seen.has(account.iban)) problems.push({ index, field: 'iban', message: VALIDATION_MESSAGES.ibanTwice });
    seen.add(account.iban);
  });
  const gAccounts = accounts.flatMap((account, index) => (account.gAccount ? [index] : []));
  for (const index of gAccounts.slice(1))
    problems.push({ index, field: 'gAccount', message: VALIDATION_MESSAGES.oneGAccount });
  return problems;
}

/** What of a supplier's payment goes to each account, in cents: the G-account split, the remainder to the last one. */
export function splitPayment(
  amount: number,
  accounts: readonly Pick<SupplierBankAccountLike, 'percentage'>[],
): number[] {
  let left = amount;
  return accounts.map((account, index) => {
    if (index === accounts.length - 1) return left;
    const share = Math.round((amount * account.percentage) / 100);
    left -= share;
    return share;
  });
}

/** Supplier bank accounts arrive as JSON text, sometimes JSON text of JSON text: unwrapped up to 100 times (spec 001 §5). */
export function unwrapJson(value: unknown): unknown {
  let current = value;
  for (let round = 0; round < 100 && typeof current === 'string'; round++) {
    const text = current.trim();
    if (text === '') return undefined;
    try {
      current = JSON.parse(text);
    } catch {
      return current;
    }
  }
  return current;
}
