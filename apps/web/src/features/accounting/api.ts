import { type CallAnswer, LEDGER_ACCOUNT_CALLS, LEDGER_CLASS_CALLS } from '@backoffice/domain';
import { useCall } from '../../platform/call.ts';

// The Accounting2 calls the pages share (ACCOUNTING_CALLS and the resource calls in the domain).

export type LedgerAccountRow = CallAnswer<typeof LEDGER_ACCOUNT_CALLS.all>[number];

/**
 * How a ledger report is read: fetched again whenever a page shows it (the books change with every invoice, purchase
 * and bank line anywhere in the app, so the 30-second cache of other reads would show yesterday's figures), the last
 * figures shown while the new ones come.
 */
export const LEDGER_READ = { keepPrevious: true, staleTime: 0 } as const;

export const useLedgerAccounts = () => useCall(LEDGER_ACCOUNT_CALLS.all, undefined, { baseList: true });
export const useLedgerClasses = () => useCall(LEDGER_CLASS_CALLS.all);

/** The account choices of a select: "none" first, then the visible accounts as 'number description'. */
export function accountOptions(accounts: readonly LedgerAccountRow[] | undefined, none: string, keep = 0) {
  return [
    { value: '0', label: none },
    ...(accounts ?? [])
      .filter((account) => !account.hidden || account.id === keep)
      .map((account) => ({ value: String(account.id), label: `${account.number} ${account.description}` })),
  ];
}

/** The customer and supplier forms' ledger account select. */
export { PartyAccountSelect } from './party-account-select.tsx';
