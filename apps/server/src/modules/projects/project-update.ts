import type { TProjectListRow, ZUpdateProjectsRequest } from '@backoffice/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { projects } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { listProjects, projectColumns } from './queries.ts';

type UpdateRequest = z.infer<typeof ZUpdateProjectsRequest>;

/**
 * updateProjects: the same few fields changed on many projects in one statement. Every id must be a live project of
 * the owner, otherwise nothing changes. Returns the changed projects as list rows.
 */
export async function updateProjects(
  ctx: CallContext,
  { ids, changes }: UpdateRequest,
  today: string,
): Promise<TProjectListRow[]> {
  const { tx, ownerId } = ctx;
  const unique = [...new Set(ids)];
  const where = and(eq(projects.ownerId, ownerId), inArray(projects.id, unique), eq(projects.deleted, 0));
  const before = await tx.select(projectColumns).from(projects).where(where);
  if (before.length !== unique.length) {
    const found = new Set(before.map((p) => p.id));
    throw fail('project.unknown', { id: unique.find((id) => !found.has(id)) ?? 0 });
  }
  await tx
    .update(projects)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(where);
  for (const project of before) {
    const diff = diffRecords(project, changes);
    if (Object.keys(diff).length > 0) await ctx.audit('Project', project.id, 'update', diff);
  }
  return listProjects(tx, ownerId, today, unique);
}
