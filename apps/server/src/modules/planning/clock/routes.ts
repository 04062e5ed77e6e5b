import { CLOCK_CALLS, planningToday } from '@backoffice/domain';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { agendaEntries } from '../../../db/schema/index.ts';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { xlsxInstead } from '../../../platform/xlsx.ts';
import { sendAnnouncements, sendDueAnnouncements } from './announcements.ts';
import { clock } from './clock-in.ts';
import { CLOCK_TIMES_COLUMNS, clockStatus, clockTimes, deviations } from './clock-reads.ts';
import { exportSheet } from './export-sheet.ts';
import { liveShift, readClockShiftsById } from './shift-rows.ts';
import { OVERVIEW_COLUMNS, overviewAll, overviewPage } from './total-overview.ts';
import { getWorkOrder } from './work-orders.ts';

/**
 * The .xlsx a read answers instead of its declared JSON when the body asks for `export: 1`. The registrar neither
 * checks nor sends an answer once the reply is sent, so the declared type is only there to satisfy the handler's.
 */
/** Planning calls of clock records of the employee app, clock times, deviations, work orders, announcements, the paged total overview. */
export function registerClockRoutes(r: CallRegistrar): void {
  r.handle(CLOCK_CALLS.clock, (ctx, body) => clock(ctx, body, new Date()));

  r.handle(CLOCK_CALLS.clockTimes, async (ctx, body, _request, reply) => {
    const now = new Date();
    const answer = await clockTimes(ctx.tx, ctx.ownerId, body, now);
    if (!body.export) return answer;
    const sheet = exportSheet('Clock times', CLOCK_TIMES_COLUMNS, body.columns, answer.entries);
    return xlsxInstead(reply, sheet, planningToday(now));
  });

  r.handle(CLOCK_CALLS.deviations, (ctx, body) => deviations(ctx.tx, ctx.ownerId, body, new Date()));

  // Marks deviations checked (or open again); answers the shifts as the deviations page lists them.
  r.handle(CLOCK_CALLS.checkDeviations, async (ctx, body) => {
    const ids = [...new Set(body.ids)];
    const changed = await ctx.tx
      .update(agendaEntries)
      .set({ checked: body.checked, updatedAt: sql`now()` })
      .where(and(liveShift(ctx.ownerId), inArray(agendaEntries.id, ids)) as SQL)
      .returning({ id: agendaEntries.id });
    for (const { id } of changed) await ctx.audit('AgendaEntry', id, 'update', { checked: body.checked });
    return readClockShiftsById(
      ctx.tx,
      ctx.ownerId,
      changed.map((row) => row.id),
      new Date(),
    );
  });

  r.handle(CLOCK_CALLS.clockStatus, (ctx) => clockStatus(ctx.tx, ctx.ownerId, new Date()));

  r.handle(CLOCK_CALLS.totalOverview, async (ctx, body, _request, reply) => {
    if (!body.export) return overviewPage(ctx.tx, ctx.ownerId, body);
    const rows = await overviewAll(ctx.tx, ctx.ownerId, body);
    const sheet = exportSheet('Total overview', OVERVIEW_COLUMNS, body.columns, rows);
    return xlsxInstead(reply, sheet, planningToday(new Date()));
  });

  r.handle(CLOCK_CALLS.workOrder, (ctx, body) => getWorkOrder(ctx, body, new Date()));

  r.handle(CLOCK_CALLS.announcements, (ctx, body) => sendAnnouncements(ctx, body.entries, new Date()));

  // What the hourly automatic run sends for this owner, now (announcement 2 projects).
  r.handle(CLOCK_CALLS.dueAnnouncements, (ctx) => {
    const now = new Date();
    return sendDueAnnouncements(ctx, planningToday(now), now);
  });
}
