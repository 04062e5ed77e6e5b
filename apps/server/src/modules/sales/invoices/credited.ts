import { creditsCancel, INVOICE_STATUS } from '@backoffice/domain';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { invoices } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { releaseInvoicedShifts } from './shift-billing.ts';

// An invoice that its invoiced credit invoices cancel (creditsCancel: together they bring it to zero) bills nothing
// any more: its work periods are due again in the periodic run (billedPeriods leaves it out) and its shifts go back
// from invoiced to confirmed. A credit draft changes nothing until it is invoiced (it may still be deleted).

const credit = alias(invoices, 'credit');

/** The owner's live invoices that their invoiced credits cancel; `sourceId` asks about that one only. */
export async function cancelledInvoiceIds(tx: Db, ownerId: number, sourceId?: number): Promise<Set<number>> {
  const rows = await tx
    .select({
      id: invoices.id,
      amountExVat: invoices.amountExVat,
      amountInclVat: invoices.amountInclVat,
      creditExVat: credit.amountExVat,
      creditInclVat: credit.amountInclVat,
    })
    .from(invoices)
    .innerJoin(
      credit,
      and(
        eq(credit.ownerId, ownerId),
        eq(credit.creditFor, invoices.id),
        eq(credit.deleted, 0),
        eq(credit.status, INVOICE_STATUS.invoiced),
      ),
    )
    .where(
      and(eq(invoices.ownerId, ownerId), eq(invoices.deleted, 0), sourceId ? eq(invoices.id, sourceId) : undefined),
    );
  const sources = new Map<
    number,
    { source: (typeof rows)[number]; credits: { amountExVat: number; amountInclVat: number }[] }
  >();
  for (const row of rows) {
    const entry = sources.get(row.id) ?? { source: row, credits: [] };
    entry.credits.push({ amountExVat: row.creditExVat, amountInclVat: row.creditInclVat });
    sources.set(row.id, entry);
  }
  return new Set([...sources.values()].filter((s) => creditsCancel(s.source, s.credits)).map((s) => s.source.id));
}

/** A credit invoice was invoiced: when its source is now cancelled, the source's shifts are free to bill again. */
export async function releaseCancelledInvoice(ctx: CallContext, sourceId: number): Promise<void> {
  if (!(await cancelledInvoiceIds(ctx.tx, ctx.ownerId, sourceId)).has(sourceId)) return;
  const shifts = await releaseInvoicedShifts(ctx.tx, ctx.ownerId, sourceId);
  await ctx.audit('Invoice', sourceId, 'cancelledByCredits', { shiftsFreed: shifts });
}
