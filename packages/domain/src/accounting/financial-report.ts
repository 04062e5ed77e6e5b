import { type FinancialScale, scaleAmount } from './financial-scale.ts';
import type { TReportAccount, TReportAmounts, TReportClass, TReportSection } from './report-schemas.ts';

// The balance's and the P&L's sections built from amounts per account (pure, so both the server and its tests use
// it): accounts by class, classes in balance order, every total summed in cents and only then scaled.

export interface ReportAccountInput {
  id: number;
  number: string;
  description: string;
  kind: number;
  classId: number;
}
export interface ReportClassInput {
  id: number;
  name: string;
  balanceOrder: number;
}

export const reportAmounts = (current: number, previous: number, scale: FinancialScale): TReportAmounts => ({
  current,
  previous,
  currentShown: scaleAmount(current, scale),
  previousShown: scaleAmount(previous, scale),
});

const sumOf = (rows: readonly TReportAmounts[], scale: FinancialScale) =>
  reportAmounts(
    rows.reduce((sum, row) => sum + row.current, 0),
    rows.reduce((sum, row) => sum + row.previous, 0),
    scale,
  );

/**
 * The accounts of one kind with an amount in either column (`amount` answers [current, previous] in cents, signed
 * for the side: debit - credit for assets and expenses, credit - debit for liabilities and income), by class.
 */
export function reportSection(
  kind: number,
  accounts: readonly ReportAccountInput[],
  classes: readonly ReportClassInput[],
  amount: (accountId: number) => readonly [number, number],
  scale: FinancialScale,
): TReportSection {
  const classById = new Map(classes.map((c) => [c.id, c]));
  const groups = new Map<number, TReportAccount[]>();
  for (const account of [...accounts].sort((a, b) => a.number.localeCompare(b.number))) {
    if (account.kind !== kind) continue;
    const [current, previous] = amount(account.id);
    if (current === 0 && previous === 0) continue;
    const classId = classById.has(account.classId) ? account.classId : 0;
    const line = { accountId: account.id, number: account.number, description: account.description };
    groups.set(classId, [...(groups.get(classId) ?? []), { ...line, ...reportAmounts(current, previous, scale) }]);
  }
  const reportClasses: TReportClass[] = [...groups].map(([classId, lines]) => ({
    classId,
    name: classById.get(classId)?.name ?? '',
    balanceOrder: classById.get(classId)?.balanceOrder ?? Number.MAX_SAFE_INTEGER,
    accounts: lines,
    ...sumOf(lines, scale),
  }));
  reportClasses.sort((a, b) => a.balanceOrder - b.balanceOrder || a.name.localeCompare(b.name));
  return { kind, classes: reportClasses, ...sumOf(reportClasses, scale) };
}

/** Amounts added (or, with sign -1, subtracted) in cents, then scaled. */
export const combineAmounts = (
  scale: FinancialScale,
  ...parts: readonly (readonly [TReportAmounts, 1 | -1])[]
): TReportAmounts =>
  reportAmounts(
    parts.reduce((sum, [part, sign]) => sum + sign * part.current, 0),
    parts.reduce((sum, [part, sign]) => sum + sign * part.previous, 0),
    scale,
  );
