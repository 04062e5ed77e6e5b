import {
  type BookingLine,
  DIARY_KIND,
  DOCUMENT_KIND,
  entryDifference,
  type TJournalLine,
  type ZJournalEntry,
  type ZJournalEntrySaved,
} from '@backoffice/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { diaries } from '../../db/schema/index.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { ensureLedgerDefaults } from './ledger-defaults.ts';
import { visibleAccounts } from './visible-accounts.ts';
import { type BookingGroup, writeBookings } from './write-bookings.ts';

// Bookings made by hand (spec 001 §5, 002 §5 Accounting): a journal entry in a memorandum diary (kind 0), every line
// with an account and a description, debit and credit totals equal; the document kinds (0-3) and diaries (kinds 1-4)
// the system books in are refused; a date in a closed book period too (write-bookings.ts).

type Entry = z.infer<typeof ZJournalEntry>;

/** Cents as the messages show them: 1234.5 euros as '1234.50'. */
export const euros = (cents: number) => (cents / 100).toFixed(2);

/** The diary of a manual entry: the one asked for, or the owner's memorandum (kind 0, numbering its entries first). */
export async function manualDiary(tx: Db, ownerId: number, diaryId: number) {
  await ensureLedgerDefaults(tx, ownerId);
  const [diary] = await tx
    .select({ id: diaries.id, name: diaries.name, kind: diaries.kind })
    .from(diaries)
    .where(
      and(
        eq(diaries.ownerId, ownerId),
        eq(diaries.deleted, 0),
        diaryId > 0 ? eq(diaries.id, diaryId) : eq(diaries.kind, DIARY_KIND.other),
      ),
    )
    .orderBy(desc(diaries.autoDoc), asc(diaries.number), asc(diaries.id))
    .limit(1);
  if (!diary) throw diaryId > 0 ? fail('journal.diaryNotFound', { id: diaryId }) : fail('journal.noMemorandum');
  if (diary.kind !== DIARY_KIND.other) throw fail('journal.reservedDiary', { name: diary.name });
  return diary;
}

/** The rules of the lines, in the order a person fixes them: enough lines, then each line, then the totals. */
function checkLines(lines: readonly TJournalLine[]): void {
  if (lines.length < 2) throw fail('journal.noLines');
  lines.forEach((l, index) => {
    const line = index + 1;
    if (!l.accountId) throw fail('journal.accountRequired', { line });
    if (!l.description.trim()) throw fail('journal.descriptionRequired', { line });
    if (l.debit > 0 === l.credit > 0) throw fail('journal.debitOrCredit', { line });
  });
  if (entryDifference(lines) !== 0) {
    const debit = lines.reduce((sum, l) => sum + l.debit, 0);
    const credit = lines.reduce((sum, l) => sum + l.credit, 0);
    throw fail('journal.unbalanced', { debit: euros(debit), credit: euros(credit) });
  }
}

/** Writes a manual group, all of it or (a closed period) nothing: the call's transaction is rolled back. */
export async function writeManual(ctx: CallContext, group: BookingGroup): Promise<void> {
  const [refused] = await writeBookings(ctx.tx, ctx.ownerId, ctx.userId, [group]);
  if (refused) throw fail('accounting.periodClosed', refused.params);
}

/** saveJournalEntry: numbered in its diary's sequence of manual entries (document kind 4), booked on its date. */
export async function saveJournalEntry(ctx: CallContext, entry: Entry): Promise<z.infer<typeof ZJournalEntrySaved>> {
  if (entry.documentKind !== DOCUMENT_KIND.other)
    throw fail('journal.reservedDocumentKind', { kind: entry.documentKind });
  const diary = await manualDiary(ctx.tx, ctx.ownerId, entry.diaryId);
  checkLines(entry.lines);
  await visibleAccounts(
    ctx.tx,
    ctx.ownerId,
    entry.lines.map((l) => l.accountId),
  );
  // One number at a time per owner: two entries at once never share one.
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext('journal-entry'), ${ctx.ownerId})`);
  const [last] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select coalesce(max(document_id), 0)::int as n from bookings
      where owner_id = ${ctx.ownerId} and document_kind = ${DOCUMENT_KIND.other}`,
  );
  const documentId = (last?.n ?? 0) + 1;
  const lines: BookingLine[] = entry.lines.map((l) => ({
    accountId: l.accountId,
    description: l.description.trim(),
    debit: l.debit,
    credit: l.credit,
    vatCodeId: 0,
    customerId: 0,
    supplierId: 0,
  }));
  const documentNumber = String(documentId);
  await writeManual(ctx, {
    diaryId: diary.id,
    documentKind: DOCUMENT_KIND.other,
    documentId,
    documentNumber,
    date: entry.date,
    counter: [],
    lines,
  });
  await ctx.audit('Booking', documentId, 'journalEntry', { diaryId: diary.id, date: entry.date, lines: lines.length });
  return { diaryId: diary.id, documentId, documentNumber, lines: lines.length };
}
