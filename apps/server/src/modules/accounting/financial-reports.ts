import {
  combineAmounts,
  dayBefore,
  type FinancialScale,
  type ReportAccountInput,
  reportAmounts,
  reportSection,
  sameDayYearBefore,
  startOfYear,
  type TBalance,
  type TProfitLoss,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerClasses } from '../../db/schema/index.ts';
import { type AccountSums, cumulativeSums } from './month-sums.ts';

// Balance and ProfitLoss (issue 20) from the sums per account up to a few days (month-sums.ts): every column is the
// difference of two cumulative sums, so both reports read whole months from the summary and at most a month of lines.

const ASSETS = 1;
const LIABILITIES = 2;
const EXPENSES = 3;
const INCOME = 4;

async function chart(tx: Db, ownerId: number) {
  const accounts: ReportAccountInput[] = await tx
    .select({
      id: ledgerAccounts.id,
      number: ledgerAccounts.number,
      description: ledgerAccounts.description,
      kind: ledgerAccounts.kind,
      classId: ledgerAccounts.classId,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.ownerId, ownerId));
  const classes = await tx
    .select({ id: ledgerClasses.id, name: ledgerClasses.name, balanceOrder: ledgerClasses.balanceOrder })
    .from(ledgerClasses)
    .where(eq(ledgerClasses.ownerId, ownerId));
  return { accounts, classes };
}

/** Debit - credit of an account up to cut-off `i` (0 when it has no lines). */
const netOf = (sums: Map<number, AccountSums>) => (accountId: number, i: number) => {
  const s = sums.get(accountId);
  return s ? (s.debit[i] ?? 0) - (s.credit[i] ?? 0) : 0;
};

/**
 * The balance on `date` and on the same day a year before: balance accounts (kinds 1, 2) up to the day; the P&L
 * accounts' (kinds 3, 4) net of the year up to the day is the result line, and their net before 1 January the earlier
 * years' results (0 once closing entries moved them to equity). Every line balances, so assets = liabilities + both.
 */
export async function balanceReport(
  tx: Db,
  ownerId: number,
  request: { date: string | null; scale: FinancialScale },
): Promise<TBalance> {
  const date = request.date ?? todayIso();
  const previousDate = sameDayYearBefore(date);
  const { accounts, classes } = await chart(tx, ownerId);
  // Cut-offs: the date, the day before its year, and the same for the previous column.
  const cutoffs = [date, dayBefore(startOfYear(date)), previousDate, dayBefore(startOfYear(previousDate))];
  const net = netOf(await cumulativeSums(tx, ownerId, cutoffs));
  const { scale } = request;
  const assets = reportSection(ASSETS, accounts, classes, (id) => [net(id, 0), net(id, 2)], scale);
  const liabilities = reportSection(LIABILITIES, accounts, classes, (id) => [-net(id, 0), -net(id, 2)], scale);
  // Credit - debit of the P&L accounts up to each cut-off: income less expenses.
  const profit = [0, 0, 0, 0];
  for (const account of accounts) {
    if (account.kind !== EXPENSES && account.kind !== INCOME) continue;
    for (const i of [0, 1, 2, 3]) profit[i] = (profit[i] ?? 0) - net(account.id, i);
  }
  const [now = 0, yearStart = 0, before = 0, previousYearStart = 0] = profit;
  const resultAmounts = reportAmounts(now - yearStart, before - previousYearStart, scale);
  const earlierAmounts = reportAmounts(yearStart, previousYearStart, scale);
  const total = combineAmounts(scale, [liabilities, 1], [resultAmounts, 1], [earlierAmounts, 1]);
  return {
    date,
    previousDate,
    scale,
    assets,
    liabilities,
    result: resultAmounts,
    earlierResults: earlierAmounts,
    liabilitiesAndEquity: total,
    balanced: total.current === assets.current && total.previous === assets.previous,
  };
}

/** Income and expenses of a period and of the same period a year before; the result is income less expenses. */
export async function profitLossReport(
  tx: Db,
  ownerId: number,
  request: { startDate: string; endDate: string; scale: FinancialScale },
): Promise<TProfitLoss> {
  const { startDate, endDate, scale } = request;
  const previousStartDate = sameDayYearBefore(startDate);
  const previousEndDate = sameDayYearBefore(endDate);
  const { accounts, classes } = await chart(tx, ownerId);
  const cutoffs = [endDate, dayBefore(startDate), previousEndDate, dayBefore(previousStartDate)];
  const net = netOf(await cumulativeSums(tx, ownerId, cutoffs));
  const period = (id: number) => [net(id, 0) - net(id, 1), net(id, 2) - net(id, 3)] as const;
  const income = reportSection(INCOME, accounts, classes, (id) => period(id).map((v) => -v) as [number, number], scale);
  const expenses = reportSection(EXPENSES, accounts, classes, period, scale);
  return {
    startDate,
    endDate,
    previousStartDate,
    previousEndDate,
    scale,
    income,
    expenses,
    result: combineAmounts(scale, [income, 1], [expenses, -1]),
  };
}
