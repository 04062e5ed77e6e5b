import { type BookingLine, formatDate } from '@backoffice/domain';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { insertStatements } from '../../platform/bulk-insert.ts';
import { closedDateOf } from './closed-date.ts';

// The one writer of booking lines: the system's bookings of documents, payments and links, manual journal entries and
// the start balance all go through it, so a closed book period holds for everyone (spec 001 §4).

/** The lines of one document (or entry) booked together on one date in one diary. */
export interface BookingGroup {
  diaryId: number;
  documentKind: number;
  documentId: number;
  documentNumber: string;
  date: string;
  /** Lines that reverse earlier ones (counter 1), then the new lines. */
  counter: readonly BookingLine[];
  lines: readonly BookingLine[];
}

/** A group refused because its date is on or before the date the books are closed up to. */
export interface RefusedGroup {
  group: BookingGroup;
  /** The message's values ('accounting.periodClosed'), dates as DD-MM-YYYY. */
  params: { closedDate: string; date: string };
}

/**
 * Writes the groups' lines set-based, except those dated on or before the closed date: those are answered, nothing of
 * them written (a system booking marks its document failed, a manual entry is refused).
 */
export async function writeBookings(
  tx: Db,
  ownerId: number,
  userId: number,
  groups: readonly BookingGroup[],
): Promise<RefusedGroup[]> {
  const closedDate = groups.length > 0 ? await closedDateOf(tx, ownerId) : null;
  const refused: RefusedGroup[] = [];
  const rows: (typeof bookings.$inferInsert)[] = [];
  for (const group of groups) {
    if (closedDate !== null && group.date <= closedDate) {
      refused.push({ group, params: { closedDate: formatDate(closedDate), date: formatDate(group.date) } });
      continue;
    }
    const { counter, lines, ...document } = group;
    const base = { ownerId, createdBy: userId, ...document };
    for (const line of counter) rows.push({ ...base, ...line, counter: 1 });
    for (const line of lines) rows.push({ ...base, ...line });
  }
  for (const statement of insertStatements(bookings, rows)) await tx.execute(statement);
  return refused;
}
