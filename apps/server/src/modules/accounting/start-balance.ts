import {
  type BookingLine,
  DOCUMENT_KIND,
  entryDifference,
  rebookLines,
  type TStartBalance,
  ZStartBalanceSettings,
} from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { ownerSettingOf, writeOwnerSetting } from '../settings/index.ts';
import { euros, manualDiary, writeManual } from './journal-entry.ts';
import { visibleAccounts } from './visible-accounts.ts';

// The start balance (/Accounting2/StartBalance, spec 000 §3): the month the books start in is kept in the owner's
// settings as accounting.startBalanceYear and startBalanceMonth; the opening balance per balance account is ONE
// balanced entry (document kind 4, number 0) in the memorandum, dated the first day of that month. Saved again, the
// earlier entry is countered on its own date and the new one booked.

const SETTINGS_KEY = 'accounting';
const START_BALANCE_ID = 0;
const DESCRIPTION = 'Beginbalans';
const firstDay = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

async function bookedStartBalance(ctx: CallContext) {
  const rows = await queryRows<BookingLine & { date: string; counter: number }>(
    ctx.tx,
    sql`select account_id as "accountId", debit, credit, description, vat_code_id as "vatCodeId",
        customer_id as "customerId", supplier_id as "supplierId", date::text as date, counter
      from bookings where owner_id = ${ctx.ownerId} and document_kind = ${DOCUMENT_KIND.other}
        and document_id = ${START_BALANCE_ID} order by id`,
  );
  // The date of the entry as it stands: that of its last line that is not a counter line.
  const date = rows.filter((row) => row.counter === 0).at(-1)?.date ?? '';
  return { lines: rows.map(({ date: _date, counter: _counter, ...line }) => line), date };
}

/** startBalance: the start month and the net opening balance per account (debit or credit). */
export async function readStartBalance(ctx: CallContext): Promise<TStartBalance> {
  const month = await ownerSettingOf(ctx.tx, ctx.ownerId, SETTINGS_KEY, ZStartBalanceSettings, {
    ...ZStartBalanceSettings.parse({}),
  });
  const net = new Map<number, number>();
  for (const line of (await bookedStartBalance(ctx)).lines)
    net.set(line.accountId, (net.get(line.accountId) ?? 0) + line.debit - line.credit);
  const lines = [...net]
    .filter(([, amount]) => amount !== 0)
    .map(([accountId, amount]) => ({ accountId, debit: Math.max(amount, 0), credit: Math.max(-amount, 0) }));
  return { startBalanceYear: month.startBalanceYear, startBalanceMonth: month.startBalanceMonth, lines };
}

/** saveStartBalance: balance accounts only (kinds 1-2), balanced; nothing is saved otherwise. */
export async function saveStartBalance(ctx: CallContext, body: TStartBalance): Promise<TStartBalance> {
  const entered = body.lines.filter((l) => l.debit !== l.credit);
  const accounts = await visibleAccounts(
    ctx.tx,
    ctx.ownerId,
    entered.map((l) => l.accountId),
  );
  for (const line of entered) {
    const account = accounts.get(line.accountId);
    if (account && account.kind > 2) throw fail('startBalance.notBalanceAccount', { number: account.number });
  }
  if (entryDifference(entered) !== 0) {
    const debit = entered.reduce((sum, l) => sum + l.debit, 0);
    const credit = entered.reduce((sum, l) => sum + l.credit, 0);
    throw fail('startBalance.unbalanced', { debit: euros(debit), credit: euros(credit) });
  }
  const diary = await manualDiary(ctx.tx, ctx.ownerId, 0);
  const date = firstDay(body.startBalanceYear, body.startBalanceMonth);
  const target: BookingLine[] = entered.map((l) => ({
    accountId: l.accountId,
    debit: Math.max(l.debit - l.credit, 0),
    credit: Math.max(l.credit - l.debit, 0),
    description: DESCRIPTION,
    vatCodeId: 0,
    customerId: 0,
    supplierId: 0,
  }));
  const booked = await bookedStartBalance(ctx);
  const { counter, lines } = rebookLines(booked.lines, target);
  const moved = booked.date !== '' && booked.date !== date;
  const document = { diaryId: diary.id, documentKind: DOCUMENT_KIND.other, documentId: START_BALANCE_ID };
  const change = { ...document, documentNumber: String(START_BALANCE_ID), lines: [] as BookingLine[] };
  // Countered on the date it was booked on; the new entry on the first day of the start month.
  const countered = moved ? rebookLines(booked.lines, []).counter : counter;
  if (countered.length > 0) await writeManual(ctx, { ...change, date: booked.date, counter: countered });
  const fresh = moved ? target : lines;
  if (fresh.length > 0) await writeManual(ctx, { ...change, date, counter: [], lines: fresh });
  await writeOwnerSetting(ctx.tx, ctx.ownerId, SETTINGS_KEY, {
    startBalanceYear: body.startBalanceYear,
    startBalanceMonth: body.startBalanceMonth,
  });
  await ctx.audit('Booking', START_BALANCE_ID, 'startBalance', { date, lines: target.length });
  return readStartBalance(ctx);
}
