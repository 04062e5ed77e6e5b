import {
  planningToday,
  ZAgendaIdsRequest,
  ZAssignRequest,
  ZConfirmAgendaEntries,
  ZConfirmationOverviewRequest,
  ZDefaultPlanningRequest,
  ZIdRequest,
  ZPlanningCacheRequest,
  ZPlanningRangeRequest,
  ZPlanningVisibility,
  ZPlanningWeekRequest,
  ZSaveAgendaEntry,
  ZUpdateAgendaEntries,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { agendaEntries } from '../../../db/schema/index.ts';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { confirmationOverview, confirmEntries, unconfirmEntries } from './confirm.ts';
import { generateDefaultPlanning, readPlanningJob } from './planning-jobs.ts';
import { entriesByIds, entryRows, inPeriod } from './queries.ts';
import { entriesByInvoice, entriesWithNames } from './reads.ts';
import { saveEntries, saveItem } from './save.ts';
import { assignToBeScheduled, toBeScheduled } from './to-be-scheduled.ts';
import { shiftTooltip } from './tooltip.ts';
import { readVisibility, saveVisibility } from './visibility.ts';
import { planningWeek } from './week-view.ts';

// Reads need show_planning or planning_limited, writes planning_edit (DESIGN §6).
const READ = { area: 'planning', level: 'read' } as const;
const WRITE = { area: 'planning', level: 'write' } as const;

/** Planning calls of agenda entries, default planning, hour confirmation, the week view's calls. */
export function registerShiftRoutes(r: CallRegistrar): void {
  r.call({ method: 'POST', path: '/agendaEntriesDateRange', ...READ, body: ZPlanningRangeRequest }, (ctx, body) =>
    entryRows(ctx.tx, ctx.ownerId, inPeriod(body.startDate, body.endDate)),
  );

  r.call({ method: 'POST', path: '/AgendaEntriesByIds', ...READ, body: ZAgendaIdsRequest }, async (ctx, body) => {
    const found = await entriesByIds(ctx.tx, ctx.ownerId, body.ids);
    return [...found.values()].filter((entry) => !entry.deleted);
  });

  // Invoicing reads the shifts of an invoice too.
  r.call(
    { method: 'POST', path: '/AgendaEntriesByInvoice', area: ['planning', 'sales'], level: 'read', body: ZIdRequest },
    (ctx, body) => entriesByInvoice(ctx.tx, ctx.ownerId, body.id),
  );

  r.call({ method: 'POST', path: '/agendaEntriesCache', ...READ, body: ZPlanningCacheRequest }, (ctx, body) =>
    entriesWithNames(ctx.tx, ctx.ownerId, body),
  );

  r.call({ method: 'POST', path: '/agendaEntriesPlanning', ...READ, body: ZPlanningWeekRequest }, (ctx, body) =>
    planningWeek(ctx.tx, ctx.app.lists, ctx.ownerId, body, todayIso()),
  );

  r.call({ method: 'POST', path: '/shiftTooltip', ...READ, body: ZIdRequest }, (ctx, body) =>
    shiftTooltip(ctx.tx, ctx.ownerId, body.id),
  );

  r.call({ method: 'POST', path: '/defaultPlanning', ...WRITE, body: ZDefaultPlanningRequest }, (ctx, body) =>
    generateDefaultPlanning(ctx, body, todayIso()),
  );

  r.call({ method: 'POST', path: '/defaultPlanningJob', ...READ, body: ZIdRequest }, (ctx, body) =>
    readPlanningJob(ctx, body.id),
  );

  r.call(
    {
      method: 'POST',
      path: '/saveAgendaEntry',
      ...WRITE,
      body: ZSaveAgendaEntry,
      onDelete: async (ctx, id) => (await saveEntries(ctx, [{ kind: 'delete', id }]))[0],
    },
    async (ctx, body) => (await saveEntries(ctx, [saveItem(body, todayIso())]))[0],
  );

  r.call({ method: 'POST', path: '/updateAgendaEntries', ...WRITE, body: ZUpdateAgendaEntries }, (ctx, body) => {
    const today = todayIso();
    return saveEntries(
      ctx,
      body.entries.map((entry) => (entry.op === 'delete' ? { kind: 'delete', id: entry.id } : saveItem(entry, today))),
    );
  });

  r.call({ method: 'POST', path: '/agendaEntryMultiDelete', ...WRITE, body: ZAgendaIdsRequest }, async (ctx, body) => {
    const deleted = await saveEntries(
      ctx,
      [...new Set(body.ids)].map((id) => ({ kind: 'delete', id })),
    );
    return { deleted: deleted.length };
  });

  // The planner accepts the shift as it is: only the flag changes, the shift keeps its times and its work's stamp.
  r.call(
    { method: 'POST', path: '/agendaEntryMultiRemoveMismatch', ...WRITE, body: ZAgendaIdsRequest },
    async (ctx, body) => {
      const changed = await ctx.tx
        .update(agendaEntries)
        .set({ mismatch: 0, updatedAt: sql`now()` })
        .where(
          and(
            eq(agendaEntries.ownerId, ctx.ownerId),
            inArray(agendaEntries.id, body.ids),
            eq(agendaEntries.deleted, 0),
            eq(agendaEntries.mismatch, 1),
          ),
        )
        .returning({ id: agendaEntries.id });
      for (const { id } of changed) await ctx.audit('AgendaEntry', id, 'update', { mismatch: [1, 0] });
      return { updated: changed.length };
    },
  );

  r.call({ method: 'POST', path: '/confirmAgendaEntries', ...WRITE, body: ZConfirmAgendaEntries }, (ctx, body) =>
    confirmEntries(ctx, body, planningToday()),
  );

  r.call({ method: 'POST', path: '/unconfirmAgendaEntries', ...WRITE, body: ZAgendaIdsRequest }, (ctx, body) =>
    unconfirmEntries(ctx, body.ids),
  );

  r.call({ method: 'POST', path: '/confirmationOverview', ...READ, body: ZConfirmationOverviewRequest }, (ctx, body) =>
    confirmationOverview(ctx, body),
  );

  r.call({ method: 'POST', path: '/toBeScheduled', ...READ, body: ZPlanningRangeRequest }, (ctx, body) =>
    toBeScheduled(ctx, body),
  );

  r.call({ method: 'POST', path: '/assignToBeScheduled', ...WRITE, body: ZAssignRequest }, (ctx, body) =>
    assignToBeScheduled(ctx, body, todayIso()),
  );

  r.call({ method: 'GET', path: '/planningVisibility', ...READ }, (ctx) => readVisibility(ctx.tx, ctx.ownerId));

  r.call({ method: 'POST', path: '/savePlanningVisibility', ...WRITE, body: ZPlanningVisibility }, (ctx, body) =>
    saveVisibility(ctx, body),
  );
}
