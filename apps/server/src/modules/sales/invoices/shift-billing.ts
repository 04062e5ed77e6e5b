import { SHIFT_STATUS, type TInvoiceRow } from '@backoffice/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { agendaEntries } from '../../../db/schema/index.ts';

// A confirmed shift is billed once (spec 002 §4 scheduled → confirmed → invoiced): a draft made by the periodic run
// holds it (agenda_entries.invoice_id), invoicing the draft makes it invoiced (confirmed = 2), and a deleted draft or a
// removed row lets it go again (invoice_id = 0), so the next run proposes it again. An invoice its credits cancel
// lets its invoiced shifts go back to confirmed (credited.ts).

const heldBy = (ownerId: number, invoiceId: number) =>
  and(
    eq(agendaEntries.ownerId, ownerId),
    eq(agendaEntries.invoiceId, invoiceId),
    eq(agendaEntries.confirmed, SHIFT_STATUS.confirmed),
  );

/** The invoice is invoiced: its shifts are invoiced too. */
export async function markShiftsInvoiced(tx: Db, ownerId: number, invoiceId: number): Promise<void> {
  await tx
    .update(agendaEntries)
    .set({ confirmed: SHIFT_STATUS.invoiced, updatedAt: sql`now()` })
    .where(heldBy(ownerId, invoiceId));
}

/** The draft is deleted: its shifts are free to be billed again. */
export async function releaseShifts(tx: Db, ownerId: number, invoiceId: number): Promise<void> {
  await tx.update(agendaEntries).set({ invoiceId: 0, updatedAt: sql`now()` }).where(heldBy(ownerId, invoiceId));
}

/** The invoice is cancelled by its credits: its invoiced shifts are confirmed and free again. Answers how many. */
export async function releaseInvoicedShifts(tx: Db, ownerId: number, invoiceId: number): Promise<number> {
  const freed = await tx
    .update(agendaEntries)
    .set({ confirmed: SHIFT_STATUS.confirmed, invoiceId: 0, updatedAt: sql`now()` })
    .where(
      and(
        eq(agendaEntries.ownerId, ownerId),
        eq(agendaEntries.invoiceId, invoiceId),
        eq(agendaEntries.confirmed, SHIFT_STATUS.invoiced),
      ),
    )
    .returning({ id: agendaEntries.id });
  return freed.length;
}

/** The draft's rows changed: shifts whose row (or joined row) is gone are free again. */
export async function releaseUnlistedShifts(
  tx: Db,
  ownerId: number,
  invoiceId: number,
  rows: readonly TInvoiceRow[],
): Promise<void> {
  const kept = rows.flatMap((row) => [row, ...row.joinedRows]).map((row) => row.confirmedEntryId);
  const ids = kept.filter((id) => id > 0);
  await tx
    .update(agendaEntries)
    .set({ invoiceId: 0, updatedAt: sql`now()` })
    .where(and(heldBy(ownerId, invoiceId), ids.length ? notInArray(agendaEntries.id, ids) : undefined));
}
