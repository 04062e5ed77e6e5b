import { formatDate, type TClosedDate, ZClosedDate } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { ownerSettingOf, writeOwnerSetting } from '../settings/index.ts';

// Closing a book period (spec 001 §4, 002 §4): irreversible, so a date is only ever moved later. Kept in the owner's
// settings beside the accounting settings; saveOwner leaves it alone (settings/routes.ts), so only this call moves it.

const CLOSED_DATE_KEY = 'accountingClosedDate';

/** The date the owner's books are closed up to, or null. */
export async function closedDateOf(tx: Db, ownerId: number): Promise<string | null> {
  return (await ownerSettingOf(tx, ownerId, CLOSED_DATE_KEY, ZClosedDate, { closedDate: null })).closedDate;
}

/** saveAccountingClosedDate: a later date than the one stored (or the first); an earlier or the same one is refused. */
export async function saveClosedDate(ctx: CallContext, closedDate: string): Promise<TClosedDate> {
  // Two closings at once: the second waits and compares with the first's date.
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext('accounting-closed-date'), ${ctx.ownerId})`);
  const before = await closedDateOf(ctx.tx, ctx.ownerId);
  if (before !== null && closedDate <= before)
    throw fail('accounting.closedDateEarlier', { closedDate: formatDate(before) });
  await writeOwnerSetting(ctx.tx, ctx.ownerId, CLOSED_DATE_KEY, { closedDate });
  await ctx.audit('Owner', ctx.ownerId, 'closeBookPeriod', { closedDate: [before, closedDate] });
  return { closedDate };
}
