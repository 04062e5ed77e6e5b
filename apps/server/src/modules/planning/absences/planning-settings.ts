import { mergeLegends, planningSettingsOf, type TAbsentLegend, type TPlanningSettings } from '@backoffice/domain';
import { eq, sql } from 'drizzle-orm';
import { owners } from '../../../db/schema/index.ts';
import { diffRecords } from '../../../platform/audit.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';

// Planning settings live in the owner's settings document; planners (planning_edit) change these keys only, so the
// administrator's saveOwner is not needed for them.

type Settings = Record<string, unknown>;

async function lockedSettings(ctx: CallContext): Promise<Settings> {
  const [row] = await ctx.tx
    .select({ settings: owners.settings })
    .from(owners)
    .where(eq(owners.id, ctx.ownerId))
    .for('update');
  if (!row) throw fail('planningSettings.ownerNotFound', { id: ctx.ownerId });
  return (row.settings ?? {}) as Settings;
}

async function saveSettings(ctx: CallContext, before: Settings, patch: Settings): Promise<TPlanningSettings> {
  const next = { ...before, ...patch };
  const changes = diffRecords(before, next);
  if (Object.keys(changes).length > 0) {
    await ctx.tx.update(owners).set({ settings: next, updatedAt: sql`now()` }).where(eq(owners.id, ctx.ownerId));
    await ctx.audit('Owner', ctx.ownerId, 'update', changes);
  }
  return planningSettingsOf(next);
}

export async function readPlanningSettings(ctx: CallContext): Promise<TPlanningSettings> {
  const [row] = await ctx.tx.select({ settings: owners.settings }).from(owners).where(eq(owners.id, ctx.ownerId));
  if (!row) throw fail('planningSettings.ownerNotFound', { id: ctx.ownerId });
  return planningSettingsOf((row.settings ?? {}) as Settings);
}

/** saveAbsentLegends: the given kinds change, the others keep their legend. */
export async function saveAbsentLegends(ctx: CallContext, legends: readonly TAbsentLegend[]) {
  const before = await lockedSettings(ctx);
  return saveSettings(ctx, before, { absentLegends: mergeLegends(before.absentLegends, legends) });
}

/** savePlanningSettings: tooltips and announcement defaults; keys left out keep their value. */
export async function savePlanningSettings(ctx: CallContext, patch: Partial<Omit<TPlanningSettings, 'absentLegends'>>) {
  const before = await lockedSettings(ctx);
  const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  return saveSettings(ctx, before, defined);
}
