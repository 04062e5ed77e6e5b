import {
  planningToday,
  ZAnnouncementsRequest,
  ZCheckDeviationsRequest,
  ZClockRequest,
  ZClockTimesRequest,
  ZDeviationsRequest,
  ZPagedAgendaRequest,
  ZWorkOrderRequest,
} from '@backoffice/domain';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { agendaEntries } from '../../../db/schema/index.ts';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { sendXlsx } from '../../../platform/xlsx.ts';
import { sendAnnouncements, sendDueAnnouncements } from './announcements.ts';
import { clock } from './clock-in.ts';
import { CLOCK_TIMES_COLUMNS, clockStatus, clockTimes, deviations } from './clock-reads.ts';
import { exportSheet } from './export-sheet.ts';
import { liveShift, readClockShiftsById } from './shift-rows.ts';
import { OVERVIEW_COLUMNS, overviewAll, overviewPage } from './total-overview.ts';
import { getWorkOrder } from './work-orders.ts';

/** Planning calls of clock records of the employee app, clock times, deviations, work orders, announcements, the paged total overview. */
export function registerClockRoutes(r: CallRegistrar): void {
  r.call({ method: 'POST', path: '/clock', area: 'employeeApp', level: 'write', body: ZClockRequest }, (ctx, body) =>
    clock(ctx, body, new Date()),
  );

  r.call(
    { method: 'POST', path: '/agendaEntriesClockTimes', area: 'planning', level: 'read', body: ZClockTimesRequest },
    async (ctx, body, _request, reply) => {
      const now = new Date();
      const answer = await clockTimes(ctx.tx, ctx.ownerId, body, now);
      if (!body.export) return answer;
      const sheet = exportSheet('Clock times', CLOCK_TIMES_COLUMNS, body.columns, answer.entries);
      return sendXlsx(reply, sheet, planningToday(now));
    },
  );

  r.call(
    { method: 'GET', path: '/getDeviations', area: 'planning', level: 'read', body: ZDeviationsRequest },
    (ctx, body) => deviations(ctx.tx, ctx.ownerId, body, new Date()),
  );

  // Marks deviations checked (or open again); answers the shifts as the deviations page lists them.
  r.call(
    { method: 'POST', path: '/checkDeviations', area: 'planning', level: 'write', body: ZCheckDeviationsRequest },
    async (ctx, body) => {
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
    },
  );

  r.call({ method: 'GET', path: '/clockStatus', area: 'planning', level: 'read' }, (ctx) =>
    clockStatus(ctx.tx, ctx.ownerId, new Date()),
  );

  r.call(
    { method: 'POST', path: '/pagedAgendaEntriesCacheV3', area: 'planning', level: 'read', body: ZPagedAgendaRequest },
    async (ctx, body, _request, reply) => {
      if (!body.export) return overviewPage(ctx.tx, ctx.ownerId, body);
      const rows = await overviewAll(ctx.tx, ctx.ownerId, body);
      const sheet = exportSheet('Total overview', OVERVIEW_COLUMNS, body.columns, rows);
      return sendXlsx(reply, sheet, planningToday(new Date()));
    },
  );

  r.call(
    { method: 'POST', path: '/getWorkOrder', area: 'planning', level: 'write', body: ZWorkOrderRequest },
    (ctx, body) => getWorkOrder(ctx, body, new Date()),
  );

  r.call(
    { method: 'POST', path: '/sendAnnouncementsV2', area: 'planning', level: 'write', body: ZAnnouncementsRequest },
    (ctx, body) => sendAnnouncements(ctx, body.entries, new Date()),
  );

  // What the hourly automatic run sends for this owner, now (announcement 2 projects).
  r.call({ method: 'POST', path: '/sendDueAnnouncements', area: 'planning', level: 'write' }, (ctx) => {
    const now = new Date();
    return sendDueAnnouncements(ctx, planningToday(now), now);
  });
}
