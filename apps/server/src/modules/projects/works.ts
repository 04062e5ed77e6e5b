import { isValidUntilActive } from '@backoffice/domain';
import { OPEN_END_DATE } from '@backoffice/domain/dates';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { projects, works } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { readStored } from '../owner-lists/index.ts';
import { recordPriceChanges, workPriceChanges } from './price-changes.ts';
import { type WorkRow, workColumns, workRows } from './queries.ts';
import type { WorkInput } from './validation.ts';

// Saving a project's works by id, after checking the work types and employees they name.

/** The work types of owners.settings: only what the check needs, read leniently (the list has its own calls). */
const ZStoredWorkTypes = z
  .array(
    z.looseObject({
      id: z.coerce.number(),
      validUntil: z.string().catch(OPEN_END_DATE).default(OPEN_END_DATE),
      deleted: z.coerce.number().catch(0).default(0),
    }),
  )
  .catch([]);

export async function ownerWorkTypes(tx: Db, ownerId: number) {
  return ZStoredWorkTypes.parse(await readStored(tx, ownerId, 'workTypes'));
}

/**
 * A new work, or one whose work type changed, needs a work type of the owner that is not deleted and valid after today;
 * an unchanged one keeps its type even once expired. (The employees planned on it are references: the registrar checks
 * them.)
 */
async function checkReferences(
  ctx: CallContext,
  items: { input: WorkInput; before?: WorkRow }[],
  today: string,
): Promise<void> {
  const live = items.filter(({ input }) => !input.deleted);
  const typed = live.filter(({ input, before }) => input.workType !== 0 && input.workType !== before?.workType);
  if (typed.length > 0) {
    const types = await ownerWorkTypes(ctx.tx, ctx.ownerId);
    for (const { input } of typed) {
      const type = types.find((t) => t.id === input.workType);
      if (!type || !isValidUntilActive(type, today)) throw fail('work.typeInvalid', { workType: input.workType });
    }
  }
}

/**
 * Upserts (and soft-deletes) one project's works by id; id 0 is new, stored ones left out of the list are kept. A
 * refused work throws, and the call's transaction leaves the project as it was.
 */
export async function saveWorks(
  ctx: CallContext,
  projectId: number,
  input: readonly WorkInput[],
  today: string,
): Promise<number[]> {
  if (input.length === 0) return [];
  const { tx, ownerId } = ctx;
  const stored = new Map((await workRows(tx, ownerId, [projectId], true)).map((w) => [w.id, w]));
  const items = input.map((work) => {
    const before = work.id > 0 ? stored.get(work.id) : undefined;
    if (work.id > 0 && (!before || before.deleted)) throw fail('record.notFound', { entity: 'Work', id: work.id });
    return { input: work, before };
  });
  await checkReferences(ctx, items, today);

  const saved: number[] = [];
  for (const { input: work, before } of items) {
    const { id: _id, ...values } = work;
    if (!before) {
      if (values.deleted) continue;
      const [inserted] = await tx
        .insert(works)
        .values({ ...values, ownerId, projectId })
        .returning({ id: works.id });
      if (!inserted) throw new Error('insert work failed');
      await ctx.audit('Work', inserted.id, 'create', diffRecords({}, { ...values, projectId }));
      saved.push(inserted.id);
      continue;
    }
    saved.push(before.id);
    const changes = diffRecords(before, values);
    if (Object.keys(changes).length === 0) continue;
    await tx
      .update(works)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(works.ownerId, ownerId), eq(works.id, before.id)));
    await ctx.audit('Work', before.id, values.deleted ? 'delete' : 'update', changes);
    if (!values.deleted)
      await recordPriceChanges(tx, ownerId, ctx.userId, workPriceChanges(before, before, values, today));
  }
  return saved;
}

/** The work plans the employee on some weekday: a match on the week_days JSON ({"1": [{"employeeId": 7, ...}], ...}). */
export const plannedOn = (employeeId: number) =>
  sql`jsonb_path_exists(${works.weekDays}, '$.*[*] ? (@.employeeId == $id)', jsonb_build_object('id', ${employeeId}::int))`;

/**
 * allWorksInUse: the live works of live projects on which the employee is planned on some weekday.
 */
export async function worksOfEmployee(tx: Db, ownerId: number, employeeId: number) {
  const rows = await tx
    .select({ ...workColumns, projectName: projects.name })
    .from(works)
    .innerJoin(projects, and(eq(projects.ownerId, works.ownerId), eq(projects.id, works.projectId)))
    .where(and(eq(works.ownerId, ownerId), eq(works.deleted, 0), eq(projects.deleted, 0), plannedOn(employeeId)))
    .orderBy(asc(projects.name), asc(works.startDate), asc(works.id));
  return rows as (WorkRow & { projectName: string })[];
}
