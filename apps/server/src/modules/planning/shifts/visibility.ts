import { DEFAULT_PLANNING_VISIBILITY, type TPlanningVisibility, ZPlanningVisibility } from '@backoffice/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { owners } from '../../../db/schema/index.ts';
import { diffRecords } from '../../../platform/audit.ts';
import type { CallContext } from '../../../platform/calls.ts';

// What the week view shows, kept in owners.settings.planningVisibility (savePlanningVisibility, spec 000 §7).

const KEY = 'planningVisibility';

/** The owner's setting; a missing or unreadable one is the default. */
export async function readVisibility(tx: Db, ownerId: number): Promise<TPlanningVisibility> {
  const [row] = await tx
    .select({ value: sql<unknown>`${owners.settings} -> ${KEY}::text` })
    .from(owners)
    .where(eq(owners.id, ownerId));
  const parsed = ZPlanningVisibility.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : DEFAULT_PLANNING_VISIBILITY;
}

/** Replaces the setting (only its own key of the settings document). */
export async function saveVisibility(ctx: CallContext, value: TPlanningVisibility): Promise<TPlanningVisibility> {
  const before = await readVisibility(ctx.tx, ctx.ownerId);
  await ctx.tx
    .update(owners)
    .set({
      settings: sql`coalesce(${owners.settings}, '{}'::jsonb) || jsonb_build_object(${KEY}::text, ${JSON.stringify(value)}::jsonb)`,
      updatedAt: sql`now()`,
    })
    .where(eq(owners.id, ctx.ownerId));
  await ctx.audit('Owner', ctx.ownerId, 'update', { [KEY]: diffRecords(before, value) });
  return value;
}
