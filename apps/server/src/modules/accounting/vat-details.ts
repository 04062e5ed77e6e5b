import { isInRubric, rubricOfLines, type TVatDetails, type TVatDetailsQuery } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { lateLines, lineGroups, periodLines, type ReturnScope, vatReadContext } from './vat-lines.ts';
import { vatReturnOf } from './vat-returns.ts';

// VatDetails: the booking lines behind one rubric of a return (the same lines the return reads), a page at a time,
// with the rubric's turnover and VAT over all of them.

export async function vatDetails(tx: Db, ownerId: number, request: TVatDetailsQuery): Promise<TVatDetails> {
  const period = { startDate: request.startDate, endDate: request.endDate };
  const current = await vatReturnOf(tx, ownerId, period);
  const scope: ReturnScope = { ownerId, ...period, returnId: current.status === 1 ? current.id : 0 };
  const context = await vatReadContext(tx, ownerId);
  const lines = sql`((${periodLines(scope)}) or (${lateLines(scope)}))`;
  const groups = (await lineGroups(tx, ownerId, lines))
    .map((g) => ({ ...g, where: rubricOfLines(g.accountId, g.vatCodeId, context) }))
    .filter((g) => isInRubric(g.where, request.rubric));
  const totals = { turnover: 0, vat: 0 };
  for (const g of groups) if (g.where) totals[g.where.part] += g.where.sign * (g.credit - g.debit);
  const empty = { lines: [], count: 0, ...totals };
  if (groups.length === 0) return empty;
  const pairs = sql.join(
    groups.map((g) => sql`(${g.accountId}::int, ${g.vatCodeId}::int)`),
    sql`, `,
  );
  const rows = await queryRows<{
    id: number;
    date: string;
    document_kind: number;
    document_id: number;
    document_number: string;
    account_id: number;
    account_number: string | null;
    account_description: string | null;
    description: string;
    vat_code_id: number;
    debit: number;
    credit: number;
  }>(
    tx,
    sql`select b.id, b.date::text as date, b.document_kind, b.document_id, b.document_number, b.account_id,
        a.number as account_number, a.description as account_description, b.description, b.vat_code_id, b.debit,
        b.credit
      from bookings b left join ledger_accounts a on a.owner_id = b.owner_id and a.id = b.account_id
      where b.owner_id = ${ownerId} and ${lines} and (b.account_id, b.vat_code_id) in (${pairs})
      order by b.date, b.id limit ${request.perPage} offset ${(request.page - 1) * request.perPage}`,
  );
  return {
    ...totals,
    count: groups.reduce((sum, g) => sum + g.lines, 0),
    lines: rows.map((r) => {
      const where = rubricOfLines(r.account_id, r.vat_code_id, context) ?? { part: 'turnover', sign: 1 };
      return {
        id: r.id,
        date: r.date,
        documentKind: r.document_kind,
        documentId: r.document_id,
        documentNumber: r.document_number,
        accountNumber: r.account_number ?? '',
        accountDescription: r.account_description ?? '',
        description: r.description,
        vatCodeId: r.vat_code_id,
        part: where.part,
        amount: where.sign * (r.credit - r.debit),
        late: r.date < period.startDate,
      };
    }),
  };
}
