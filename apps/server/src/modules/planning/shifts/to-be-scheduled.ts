import type { TAgendaEntry, TPlanningRangeRequest, TToBeScheduledRow, ZAssignRequest } from '@backoffice/domain';
import { ZSaveAgendaEntry } from '@backoffice/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { agendaEntries, projects, works } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { plannedSlots } from './default-planning.ts';
import { entriesByIds, entryRows, inPeriod } from './queries.ts';
import { saveEntries, saveItem } from './save.ts';

// toBeScheduled: what needs someone: work occurrences with nobody planned, and shifts without an employee.

async function existingKeys(ctx: CallContext, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await ctx.tx
    .select({ key: agendaEntries.key })
    .from(agendaEntries)
    .where(and(eq(agendaEntries.ownerId, ctx.ownerId), inArray(agendaEntries.key, keys)));
  return new Set(rows.map((r) => r.key));
}

export async function toBeScheduled(ctx: CallContext, range: TPlanningRangeRequest): Promise<TToBeScheduledRow[]> {
  const { tx, ownerId } = ctx;
  const { open } = await plannedSlots(tx, ownerId, range.startDate, range.endDate);
  // An occurrence someone was put on (or that a planner removed) has a shift under its key.
  const taken = await existingKeys(
    ctx,
    open.map((o) => o.key),
  );
  const occurrences = open.filter((o) => !taken.has(o.key));
  const unassigned = await entryRows(
    tx,
    ownerId,
    and(inPeriod(range.startDate, range.endDate), eq(agendaEntries.employeeId, 0)),
  );
  const workIds = [...new Set([...occurrences.map((o) => o.workId), ...unassigned.map((e) => e.workId)])];
  const projectIds = [...new Set([...occurrences.map((o) => o.projectId), ...unassigned.map((e) => e.projectId)])];
  const workInfo = new Map(
    (workIds.length
      ? await tx
          .select({ id: works.id, description: works.description, minutes: works.minutes })
          .from(works)
          .where(and(eq(works.ownerId, ownerId), inArray(works.id, workIds)))
      : []
    ).map((w) => [w.id, w]),
  );
  const projectName = new Map(
    (projectIds.length
      ? await tx
          .select({ id: projects.id, name: projects.name })
          .from(projects)
          .where(and(eq(projects.ownerId, ownerId), inArray(projects.id, projectIds)))
      : []
    ).map((p) => [p.id, p.name]),
  );
  const rows: TToBeScheduledRow[] = [
    ...occurrences.map((o) => ({
      key: o.key,
      entryId: 0,
      date: o.date,
      projectId: o.projectId,
      projectName: projectName.get(o.projectId) ?? '',
      workId: o.workId,
      description: workInfo.get(o.workId)?.description ?? '',
      minutes: workInfo.get(o.workId)?.minutes ?? 0,
      startTime: null,
      endTime: null,
    })),
    ...unassigned.map((e) => ({
      key: e.key,
      entryId: e.id,
      date: e.date,
      projectId: e.projectId,
      projectName: projectName.get(e.projectId) ?? '',
      workId: e.workId,
      // A shift planned by hand has no work: its addition says what it is for.
      description: workInfo.get(e.workId)?.description || e.addition,
      minutes: Math.round((e.hours * 60) / 100),
      startTime: e.startTime,
      endTime: e.endTime,
    })),
  ];
  return rows.sort((p, q) => p.date.localeCompare(q.date) || p.projectName.localeCompare(q.projectName, 'nl'));
}

/** Parses an open occurrence's key (default-slots.ts defaultSlotKey with employee 0). */
function openKey(key: string): { workId: number; date: string } | null {
  const match = /^d:(\d+):(\d{4}-\d{2}-\d{2}):0:1$/.exec(key);
  return match ? { workId: Number(match[1]), date: match[2] as string } : null;
}

/**
 * Puts an employee on an open occurrence (the shift becomes the slot's default shift, under the slot's key) or on an
 * unassigned shift. Goes through the save rules: date range, closed period, live employee.
 */
export async function assignToBeScheduled(
  ctx: CallContext,
  body: z.infer<typeof ZAssignRequest>,
  today: string,
): Promise<TAgendaEntry> {
  if (body.entryId > 0) {
    const before = (await entriesByIds(ctx.tx, ctx.ownerId, [body.entryId])).get(body.entryId);
    if (!before || before.deleted) throw fail('shift.notFound', { id: body.entryId });
    const item = saveItem(
      ZSaveAgendaEntry.parse({
        ...before,
        employeeId: body.employeeId,
        startTime: body.startTime,
        endTime: body.endTime,
      }),
      today,
    );
    const [saved] = await saveEntries(ctx, [item]);
    if (!saved) throw fail('shift.notFound', { id: body.entryId });
    return saved;
  }
  const slot = openKey(body.key);
  const { open } = slot ? await plannedSlots(ctx.tx, ctx.ownerId, slot.date, slot.date) : { open: [] };
  const occurrence = open.find((o) => o.key === body.key);
  if (!slot || !occurrence || (await existingKeys(ctx, [body.key])).size > 0) throw fail('shift.occurrenceNotOpen');
  const item = saveItem(
    ZSaveAgendaEntry.parse({
      key: body.key,
      date: slot.date,
      employeeId: body.employeeId,
      projectId: occurrence.projectId,
      workId: slot.workId,
      startTime: body.startTime,
      endTime: body.endTime,
      planningType: 1,
    }),
    today,
  );
  const [saved] = await saveEntries(ctx, [item]);
  if (!saved) throw new Error('assign failed');
  await ctx.tx
    .update(agendaEntries)
    .set({ source: 'default', originalDate: slot.date, updatedAt: sql`now()` })
    .where(and(eq(agendaEntries.ownerId, ctx.ownerId), eq(agendaEntries.id, saved.id)));
  return { ...saved, source: 'default', originalDate: slot.date };
}
