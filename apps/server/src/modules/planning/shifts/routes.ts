import { planningToday, SHIFT_CALLS } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { agendaEntries } from '../../../db/schema/index.ts';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { confirmationOverview, confirmEntries, unconfirmEntries } from './confirm.ts';
import { generateDefaultPlanning, readPlanningJob } from './planning-jobs.ts';
import { entriesByIds, entryRows, inPeriod } from './queries.ts';
import { entriesByInvoice, entriesWithNames } from './reads.ts';
import { saveEntries, saveEntry, saveItem } from './save.ts';
import { assignToBeScheduled, toBeScheduled } from './to-be-scheduled.ts';
import { shiftTooltip } from './tooltip.ts';
import { readVisibility, saveVisibility } from './visibility.ts';
import { planningWeek } from './week-view.ts';

/** Planning calls of agenda entries, default planning, hour confirmation, the week view's calls. */
export function registerShiftRoutes(r: CallRegistrar): void {
  r.handle(SHIFT_CALLS.agendaEntriesDateRange, (ctx, body) =>
    entryRows(ctx.tx, ctx.ownerId, inPeriod(body.startDate, body.endDate)),
  );

  r.handle(SHIFT_CALLS.agendaEntriesByIds, async (ctx, body) => {
    const found = await entriesByIds(ctx.tx, ctx.ownerId, body.ids);
    return [...found.values()].filter((entry) => !entry.deleted);
  });

  // Invoicing reads the shifts of an invoice too.
  r.handle(SHIFT_CALLS.agendaEntriesByInvoice, (ctx, body) => entriesByInvoice(ctx.tx, ctx.ownerId, body.id));

  r.handle(SHIFT_CALLS.agendaEntriesCache, (ctx, body) => entriesWithNames(ctx.tx, ctx.ownerId, body));

  r.handle(SHIFT_CALLS.agendaEntriesPlanning, (ctx, body) =>
    planningWeek(ctx.tx, ctx.app.lists, ctx.ownerId, body, todayIso()),
  );

  r.handle(SHIFT_CALLS.shiftTooltip, (ctx, body) => shiftTooltip(ctx.tx, ctx.ownerId, body.id));

  r.handle(SHIFT_CALLS.defaultPlanning, (ctx, body) => generateDefaultPlanning(ctx, body, todayIso()));

  r.handle(SHIFT_CALLS.defaultPlanningJob, (ctx, body) => readPlanningJob(ctx, body.id));

  r.handle(SHIFT_CALLS.saveAgendaEntry, (ctx, body) => saveEntry(ctx, saveItem(body, todayIso())), {
    onDelete: (ctx, id) => saveEntry(ctx, { kind: 'delete', id }),
  });

  r.handle(SHIFT_CALLS.updateAgendaEntries, (ctx, body) => {
    const today = todayIso();
    return saveEntries(
      ctx,
      body.entries.map((entry) => (entry.op === 'delete' ? { kind: 'delete', id: entry.id } : saveItem(entry, today))),
    );
  });

  r.handle(SHIFT_CALLS.agendaEntryMultiDelete, async (ctx, body) => {
    const deleted = await saveEntries(
      ctx,
      [...new Set(body.ids)].map((id) => ({ kind: 'delete', id })),
    );
    return { deleted: deleted.length };
  });

  // The planner accepts the shift as it is: only the flag changes, the shift keeps its times and its work's stamp.
  r.handle(SHIFT_CALLS.agendaEntryMultiRemoveMismatch, async (ctx, body) => {
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
  });

  r.handle(SHIFT_CALLS.confirmAgendaEntries, (ctx, body) => confirmEntries(ctx, body, planningToday()));

  r.handle(SHIFT_CALLS.unconfirmAgendaEntries, (ctx, body) => unconfirmEntries(ctx, body.ids));

  r.handle(SHIFT_CALLS.confirmationOverview, (ctx, body) => confirmationOverview(ctx, body));

  r.handle(SHIFT_CALLS.toBeScheduled, (ctx, body) => toBeScheduled(ctx, body));

  r.handle(SHIFT_CALLS.assignToBeScheduled, (ctx, body) => assignToBeScheduled(ctx, body, todayIso()));

  r.handle(SHIFT_CALLS.planningVisibility, (ctx) => readVisibility(ctx.tx, ctx.ownerId));

  r.handle(SHIFT_CALLS.savePlanningVisibility, (ctx, body) => saveVisibility(ctx, body));
}
