import { call, type TestApp } from '../../test/harness.ts';

// Shared readers for the accounting API tests: an owner's account ids by number, a document's booking lines, and
// what those lines come to per account.

interface Amounts {
  accountNumber: string;
  debit: number;
  credit: number;
}

/** The chart of the token's owner: an account's id by its number (0 when there is none). */
export async function accountIds(app: TestApp, token: string): Promise<(number: string) => number> {
  const accounts: { id: number; number: string }[] = (await app.request('GET', '/r/allAccounts', { token })).json;
  return (number) => accounts.find((a) => a.number === number)?.id ?? 0;
}

/** Every booking line of one document, as the bookings call lists them. */
export async function documentLines<L extends Amounts>(
  app: TestApp,
  token: string,
  documentKind: number,
  documentId: number,
): Promise<L[]> {
  return (await call(app, token, 'bookings', { documentKind, documentId, perPage: 500 })).bookings;
}

/** Debit minus credit per account number, accounts at 0 left out. */
export function netByAccount(lines: readonly Amounts[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const l of lines) sums[l.accountNumber] = (sums[l.accountNumber] ?? 0) + l.debit - l.credit;
  for (const key of Object.keys(sums)) if (sums[key] === 0) delete sums[key];
  return sums;
}

/** Debit minus credit over all lines: 0 when they balance. */
export const balanceOf = (lines: readonly Amounts[]) => lines.reduce((sum, l) => sum + l.debit - l.credit, 0);
