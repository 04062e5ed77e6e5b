import { creditsCancel, INVOICE_STATUS, SHIFT_STATUS, type TInvoiceRow } from '@backoffice/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';
import { agendaEntries } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { findInvoice } from './queries.ts';
import { releaseInvoicedShifts } from './shift-billing.ts';

// An invoice that its invoiced credit invoices cancel (creditsCancel: together they bring it to zero) bills nothing
// any more: its work periods are due again in the periodic run (billedPeriods leaves it out) and its shifts go back
// from invoiced to confirmed. A credit draft changes nothing until it is invoiced (it may still be deleted).
// The chain counts: a credit of a credit (made with force) undoes (part of) that credit, so every invoiced credit
// below the invoice, at any depth, adds its amounts (docs/periodic-invoicing.md).

type ChainRow = {
  id: number;
  amount_ex_vat: number;
  amount_incl_vat: number;
  credit_ex_vat: number;
  credit_incl_vat: number;
};

/** The owner's live invoices (not credits) that their invoiced credit chains cancel; `sourceId` asks about one only. */
export async function cancelledInvoiceIds(tx: Db, ownerId: number, sourceId?: number): Promise<Set<number>> {
  const invoiced = INVOICE_STATUS.invoiced;
  const rows = await queryRows<ChainRow>(
    tx,
    sql`with recursive chain as (
          select i.id as root_id, c.id
          from invoices i
          join invoices c on c.owner_id = i.owner_id and c.credit_for = i.id and c.deleted = 0 and c.status = ${invoiced}
          where i.owner_id = ${ownerId} and i.deleted = 0 and i.credit_for = 0
            ${sourceId ? sql`and i.id = ${sourceId}` : sql``}
          union all
          select chain.root_id, c.id
          from chain
          join invoices c on c.owner_id = ${ownerId} and c.credit_for = chain.id and c.deleted = 0
            and c.status = ${invoiced}
        )
        select i.id, i.amount_ex_vat, i.amount_incl_vat,
          c.amount_ex_vat as credit_ex_vat, c.amount_incl_vat as credit_incl_vat
        from chain
        join invoices i on i.owner_id = ${ownerId} and i.id = chain.root_id
        join invoices c on c.owner_id = ${ownerId} and c.id = chain.id`,
  );
  const sources = new Map<
    number,
    {
      source: { amountExVat: number; amountInclVat: number };
      credits: { amountExVat: number; amountInclVat: number }[];
    }
  >();
  for (const row of rows) {
    const id = Number(row.id);
    const entry = sources.get(id) ?? {
      source: { amountExVat: Number(row.amount_ex_vat), amountInclVat: Number(row.amount_incl_vat) },
      credits: [],
    };
    entry.credits.push({ amountExVat: Number(row.credit_ex_vat), amountInclVat: Number(row.credit_incl_vat) });
    sources.set(id, entry);
  }
  return new Set([...sources].filter(([, s]) => creditsCancel(s.source, s.credits)).map(([id]) => id));
}

/** The invoice at the top of a credit chain: the one a credit (of a credit…) of `id` finally credits. */
async function chainRoot(tx: Db, ownerId: number, id: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`with recursive up as (
          select id, credit_for from invoices where owner_id = ${ownerId} and id = ${id}
          union all
          select i.id, i.credit_for from up join invoices i on i.owner_id = ${ownerId} and i.id = up.credit_for
        )
        select id from up where credit_for = 0 limit 1`,
  );
  return row ? Number(row.id) : id;
}

/**
 * Shifts of a reinstated invoice (its cancelling credit undone by a credit of that credit) that are still free: it
 * bills them again. Answers how many it took back, and the ids of its shifts another invoice holds meanwhile.
 */
async function retakeShifts(ctx: CallContext, invoiceId: number): Promise<{ taken: number; elsewhere: number[] }> {
  const invoice = await findInvoice(ctx.tx, ctx.ownerId, invoiceId);
  const ids = invoice.rows
    .flatMap((row: TInvoiceRow) => [row, ...row.joinedRows])
    .map((row) => row.confirmedEntryId)
    .filter((id) => id > 0);
  if (ids.length === 0) return { taken: 0, elsewhere: [] };
  const taken = await ctx.tx
    .update(agendaEntries)
    .set({ confirmed: SHIFT_STATUS.invoiced, invoiceId, updatedAt: sql`now()` })
    .where(
      and(
        eq(agendaEntries.ownerId, ctx.ownerId),
        inArray(agendaEntries.id, ids),
        eq(agendaEntries.invoiceId, 0),
        eq(agendaEntries.confirmed, SHIFT_STATUS.confirmed),
      ),
    )
    .returning({ id: agendaEntries.id });
  const held = await ctx.tx
    .select({ id: agendaEntries.id, invoiceId: agendaEntries.invoiceId })
    .from(agendaEntries)
    .where(and(eq(agendaEntries.ownerId, ctx.ownerId), inArray(agendaEntries.id, ids)));
  const elsewhere = held.filter((shift) => shift.invoiceId > 0 && shift.invoiceId !== invoiceId).map((s) => s.id);
  return { taken: taken.length, elsewhere };
}

/**
 * A credit invoice was invoiced (`creditFor` is what it credits, maybe a credit itself): when the chain's invoice is
 * now cancelled its shifts are free to bill again; when a credit of a credit reinstated it, it takes back those of its
 * shifts that are still free (the audit names those another invoice billed meanwhile: the office corrects that).
 */
export async function releaseCancelledInvoice(ctx: CallContext, creditFor: number): Promise<void> {
  const sourceId = await chainRoot(ctx.tx, ctx.ownerId, creditFor);
  if ((await cancelledInvoiceIds(ctx.tx, ctx.ownerId, sourceId)).has(sourceId)) {
    const shifts = await releaseInvoicedShifts(ctx.tx, ctx.ownerId, sourceId);
    await ctx.audit('Invoice', sourceId, 'cancelledByCredits', { shiftsFreed: shifts });
    return;
  }
  const { taken, elsewhere } = await retakeShifts(ctx, sourceId);
  if (taken > 0 || elsewhere.length > 0)
    await ctx.audit('Invoice', sourceId, 'reinstatedByCredits', {
      shiftsTaken: taken,
      shiftsOnOtherInvoices: elsewhere,
    });
}
