import type { TProject } from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { saveProjectAddresses } from './addresses.ts';
import { findProjectRow, loadProject, type ProjectRow } from './queries.ts';
import type { ProjectInput } from './validation.ts';
import { saveWorks } from './works.ts';

type ProjectValues = Omit<ProjectInput, 'id' | 'addresses' | 'works'>;

async function upsertProject(ctx: CallContext, values: ProjectValues, before?: ProjectRow): Promise<number> {
  const { tx, ownerId } = ctx;
  if (!before) {
    const [inserted] = await tx
      .insert(projects)
      .values({ ...values, ownerId })
      .returning({ id: projects.id });
    if (!inserted) throw new Error('insert project failed');
    await ctx.audit('Project', inserted.id, 'create', diffRecords({}, values));
    return inserted.id;
  }
  const changes = diffRecords(before, values);
  if (Object.keys(changes).length > 0) {
    await tx
      .update(projects)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(projects.ownerId, ownerId), eq(projects.id, before.id)));
    await ctx.audit('Project', before.id, 'update', changes);
  }
  return before.id;
}

/**
 * saveProject in the caller's transaction: upsert the project, then its addresses and (when sent) its works by id. A
 * save with deleted: 1 deletes the project alone; its works stay but no longer list. Returns getProject's shape with
 * warnings.
 */
export async function saveProject(ctx: CallContext, input: ProjectInput, today: string): Promise<TProject> {
  const { tx, ownerId } = ctx;
  const before = input.id ? await findProjectRow(tx, ownerId, input.id) : undefined;
  if (input.id && (!before || before.deleted)) throw fail('record.notFound', { entity: 'Project', id: input.id });
  const { id: _id, addresses, works: workInput, ...values } = input;
  if (values.deleted) {
    if (!before) throw fail('project.notFound');
    await tx
      .update(projects)
      .set({ deleted: 1, updatedAt: sql`now()` })
      .where(and(eq(projects.ownerId, ownerId), eq(projects.id, before.id)));
    await ctx.audit('Project', before.id, 'delete', { deleted: [0, 1] });
    return { ...(await mustLoad(tx, ownerId, before.id, today)), warnings: [] };
  }
  const id = await upsertProject(ctx, values, before);
  const warnings = await saveProjectAddresses(ctx, id, addresses);
  if (workInput) await saveWorks(ctx, id, workInput, today);
  return { ...(await mustLoad(tx, ownerId, id, today)), warnings };
}

export async function mustLoad(tx: Db, ownerId: number, id: number, today: string): Promise<TProject> {
  const project = await loadProject(tx, ownerId, id, today);
  if (!project) throw fail('record.notFound', { entity: 'Project', id });
  return project;
}
