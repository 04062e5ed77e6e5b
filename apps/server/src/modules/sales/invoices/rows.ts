import {
  INVOICE_STATUS,
  joinRows,
  type TInvoiceDetail,
  type TInvoiceRow,
  unjoinRows,
  type ZAddRowsRequest,
} from '@backoffice/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { invoices } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { assertDraft, insertDraft, updateDraftRows } from './draft.ts';
import { findInvoice, loadInvoiceDetail } from './queries.ts';

/** joinInvoiceRows / unjoinInvoiceRows on a draft (the rules are the domain's joinRows and unjoinRows). */
export async function changeJoinedRows(
  ctx: CallContext,
  body: { id: number; rowIds: string[] },
  change: 'join' | 'unjoin',
): Promise<TInvoiceDetail> {
  const before = await findInvoice(ctx.tx, ctx.ownerId, body.id, true);
  assertDraft(before);
  const rows = change === 'join' ? joinRows(before.rows, body.rowIds) : unjoinRows(before.rows, body.rowIds);
  if (rows.length === before.rows.length) throw fail('invoice.nothingToJoin');
  await updateDraftRows(ctx, before, rows);
  return loadInvoiceDetail(ctx.tx, ctx.ownerId, body.id);
}

/** The oldest live draft of a customer and project (0: without project), locked; undefined when there is none. */
async function draftOf(ctx: CallContext, customerId: number, projectId: number) {
  const [draft] = await ctx.tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.ownerId, ctx.ownerId),
        eq(invoices.customerId, customerId),
        eq(invoices.projectId, projectId),
        eq(invoices.status, INVOICE_STATUS.draft),
        eq(invoices.creditFor, 0),
        eq(invoices.deleted, 0),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(1);
  return draft ? findInvoice(ctx.tx, ctx.ownerId, draft.id, true) : undefined;
}

/**
 * addRowsToDraftInvoice: each item's rows go onto its customer's (and project's) draft, which is made when there is
 * none. Answers the drafts that changed. All items or none: one bad row refuses the whole list.
 */
export async function addRowsToDrafts(
  ctx: CallContext,
  items: z.infer<typeof ZAddRowsRequest>,
): Promise<TInvoiceDetail[]> {
  const touched: number[] = [];
  for (const item of items) {
    const draft = await draftOf(ctx, item.customerId, item.projectId);
    if (draft) {
      await updateDraftRows(ctx, draft, [...draft.rows, ...(item.rows as TInvoiceRow[])]);
      if (!touched.includes(draft.id)) touched.push(draft.id);
    } else {
      const id = await insertDraft(ctx, {
        customerId: item.customerId,
        projectId: item.projectId,
        invoiceDate: null,
        bookDate: null,
        startPeriod: null,
        endPeriod: null,
        period: '',
        textAbove: '',
        textBelow: '',
        rows: item.rows,
      });
      touched.push(id);
    }
  }
  const answer: TInvoiceDetail[] = [];
  for (const id of touched) answer.push(await loadInvoiceDetail(ctx.tx, ctx.ownerId, id));
  return answer;
}
