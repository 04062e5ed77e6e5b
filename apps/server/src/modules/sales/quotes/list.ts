import {
  lineMonthlyAmount,
  type TQuote,
  type TQuoteListRow,
  ZQuoteLine,
  type ZQuotesDateRangeRequest,
} from '@backoffice/domain';
import { and, between, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { quotes } from '../../../db/schema/index.ts';
import { fail } from '../../../platform/errors.ts';
import { partyNames } from './joined.ts';

const { ownerId: _o, createdAt: _c, updatedAt: _u, ...apiColumns } = getTableColumns(quotes);
const ZStoredLines = z.array(ZQuoteLine).catch([]);

function selectQuotes(tx: Db, ownerId: number, where: SQL | undefined) {
  const parties = partyNames(quotes);
  const query = tx
    .select({ ...apiColumns, ...parties.columns })
    .from(quotes)
    .$dynamic();
  return parties
    .join(query)
    .where(and(eq(quotes.ownerId, ownerId), eq(quotes.deleted, 0), where))
    .orderBy(desc(quotes.requestDate), desc(quotes.id)) as unknown as Promise<TQuote[]>;
}

/** quotesDateRange: the live quotes requested in the range, by status and result, with their amount per month. */
export async function quotesDateRange(
  tx: Db,
  ownerId: number,
  filter: z.infer<typeof ZQuotesDateRangeRequest>,
): Promise<TQuoteListRow[]> {
  const rows = await selectQuotes(
    tx,
    ownerId,
    and(
      between(quotes.requestDate, filter.startDate, filter.endDate),
      filter.statusCode >= 0 ? eq(quotes.statusCode, filter.statusCode) : undefined,
      filter.result > 0 ? eq(quotes.result, filter.result) : undefined,
    ),
  );
  return rows.map((row) => ({
    ...row,
    amountExVat: ZStoredLines.parse(row.lines).reduce((sum, line) => sum + lineMonthlyAmount(line), 0),
  }));
}

/** One live quote of the owner. */
export async function loadQuote(tx: Db, ownerId: number, id: number): Promise<TQuote> {
  const [row] = await selectQuotes(tx, ownerId, eq(quotes.id, id));
  if (!row) throw fail('record.notFound', { entity: 'Quote', id });
  return row;
}
