import type { VatLineGroup, VatReadContext } from '@backoffice/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';
import { readStored } from '../owner-lists/index.ts';
import { accountingSettingsOf } from './settings-store.ts';

// Which booking lines a VAT return reads (invoice basis: the lines with a VAT code by their date). A return that is
// not final reads the undeclared lines of its period, and the undeclared lines dated in an earlier period that a final
// return declared (booked after it: they go into the next return, shown as late). A final return reads the lines it
// declared. Both sum per account and VAT code from bookings_vat_idx / bookings_vat_undeclared_idx (index-only).

export interface ReturnScope {
  ownerId: number;
  startDate: string;
  endDate: string;
  /** The final return whose lines are read (0: the undeclared lines). */
  returnId: number;
}

// Inlined (an integer): a literal lets the planner match the partial indexes' predicates.
const declaredBy = (scope: ReturnScope) =>
  sql.raw(`vat_code_id <> 0 and vat_return_id = ${Math.trunc(scope.returnId)}`);

/** The lines of the period itself. */
export function periodLines(scope: ReturnScope): SQL {
  return sql`${declaredBy(scope)}
    and date >= ${scope.startDate} and date <= ${scope.endDate}`;
}

/** The late lines: dated before the period, in a period some final return covers (bounded below by the first). */
export function lateLines(scope: ReturnScope): SQL {
  const firstFinal = sql`(select min(v.start_date) from vat_returns v where v.owner_id = ${scope.ownerId} and v.status = 1)`;
  const inFinalPeriod = sql`exists (select 1 from vat_returns v where v.owner_id = ${scope.ownerId} and v.status = 1
    and v.start_date <= b.date and v.end_date >= b.date)`;
  return sql`${declaredBy(scope)} and date >= ${firstFinal} and date < ${scope.startDate}
    ${scope.returnId ? sql`` : sql`and ${inFinalPeriod}`}`;
}

export interface LateGroup extends VatLineGroup {
  lines: number;
  from: string;
}

/** Debit and credit per account and VAT code of the lines `where` picks. */
export async function lineGroups(tx: Db, ownerId: number, where: SQL): Promise<LateGroup[]> {
  const rows = await queryRows<{
    account_id: number;
    vat_code_id: number;
    debit: string;
    credit: string;
    lines: number;
    first: string;
  }>(
    tx,
    sql`select account_id, vat_code_id, sum(debit)::bigint as debit, sum(credit)::bigint as credit,
      count(*)::int as lines, min(date)::text as first
      from bookings b where owner_id = ${ownerId} and ${where} group by account_id, vat_code_id`,
  );
  return rows.map((r) => ({
    accountId: r.account_id,
    vatCodeId: r.vat_code_id,
    debit: Number(r.debit),
    credit: Number(r.credit),
    lines: r.lines,
    from: r.first,
  }));
}

/** The owner's VAT codes (deleted ones too: old lines keep their rubric), settings and revenue accounts. */
export async function vatReadContext(tx: Db, ownerId: number): Promise<VatReadContext> {
  const settings = await accountingSettingsOf(tx, ownerId);
  const codes = await readStored(tx, ownerId, 'vatCodes');
  const workTypes = await readStored(tx, ownerId, 'workTypes');
  const income = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerId, ownerId), eq(ledgerAccounts.kind, 4)));
  const sales = new Set([
    settings.unclassifiedRevenueAccountId,
    ...workTypes.map((w) => Number(w.ledgerAccountId) || 0),
    ...income.map((a) => a.id),
  ]);
  sales.delete(0);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    settings,
    vatCodes: new Map(
      codes.map((c) => [
        Number(c.id),
        {
          percentage: Number(c.percentage) || 0,
          reverseCharge: Number(c.reverseCharge) || 0,
          salesRubric: text(c.salesRubric),
          purchaseRubric: text(c.purchaseRubric),
          ledgerAccountId: Number(c.ledgerAccountId) || 0,
        },
      ]),
    ),
    isSalesAccount: (accountId) => sales.has(accountId),
  };
}
