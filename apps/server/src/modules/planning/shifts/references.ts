import { isActiveOn, isInClosedPeriod, SERVER_TEXTS } from '@backoffice/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { employees, employers, employments, projects, works } from '../../../db/schema/index.ts';
import { badRequest } from '../../../platform/errors.ts';

// What a shift names must be the owner's own and alive; a shift in a closed salary period is locked.

interface Refs {
  employeeId: number;
  projectId: number;
  workId: number;
}

const unique = (ids: number[]) => [...new Set(ids.filter((id) => id > 0))];

/**
 * Every employee (0 = nobody), project and work named must be a live record of the owner, and a work must belong to
 * the shift's project. Another owner's record reads as not found, with the same words as a missing one.
 */
export async function checkReferences(tx: Db, ownerId: number, items: readonly Refs[]): Promise<void> {
  const employeeIds = unique(items.map((i) => i.employeeId));
  if (employeeIds.length > 0) {
    const found = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.ownerId, ownerId), inArray(employees.id, employeeIds), eq(employees.deleted, 0)));
    const known = new Set(found.map((e) => e.id));
    const missing = employeeIds.find((id) => !known.has(id));
    if (missing !== undefined) throw badRequest(`Employee ${missing} not found`);
  }
  const projectIds = unique(items.map((i) => i.projectId));
  const liveProjects = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), inArray(projects.id, projectIds), eq(projects.deleted, 0)));
  const knownProjects = new Set(liveProjects.map((p) => p.id));
  const missingProject = projectIds.find((id) => !knownProjects.has(id));
  if (missingProject !== undefined) throw badRequest(`Project ${missingProject} not found`);
  const workIds = unique(items.map((i) => i.workId));
  if (workIds.length === 0) return;
  const liveWorks = await tx
    .select({ id: works.id, projectId: works.projectId })
    .from(works)
    .where(and(eq(works.ownerId, ownerId), inArray(works.id, workIds), eq(works.deleted, 0)));
  const projectOfWork = new Map(liveWorks.map((w) => [w.id, w.projectId]));
  for (const item of items) {
    if (item.workId > 0 && projectOfWork.get(item.workId) !== item.projectId)
      throw badRequest(`Work ${item.workId} not found on project ${item.projectId}`);
  }
}

/**
 * A change to a shift on a day inside the closed salary period of the employer the employee works for that day is
 * refused (spec 002 §4: once closed, hours and planning are locked). Callers pass the old and the new day of a change.
 */
export async function assertOpenPeriods(
  tx: Db,
  ownerId: number,
  days: readonly { employeeId: number; date: string }[],
): Promise<void> {
  const employeeIds = unique(days.map((d) => d.employeeId));
  if (employeeIds.length === 0) return;
  const rows = await tx
    .select({
      employeeId: employments.employeeId,
      startDate: employments.startDate,
      endDate: employments.endDate,
      deleted: employments.deleted,
      salaryClosedDate: employers.salaryClosedDate,
    })
    .from(employments)
    .innerJoin(employers, and(eq(employers.ownerId, employments.ownerId), eq(employers.id, employments.employerId)))
    .where(
      and(
        eq(employments.ownerId, ownerId),
        inArray(employments.employeeId, employeeIds),
        eq(employments.deleted, 0),
        isNotNull(employers.salaryClosedDate),
      ),
    );
  if (rows.length === 0) return;
  for (const { employeeId, date } of days) {
    const closed = rows.some(
      (r) => r.employeeId === employeeId && isActiveOn(r, date) && isInClosedPeriod(date, r.salaryClosedDate),
    );
    if (closed) throw badRequest(SERVER_TEXTS.salaryPeriodClosed);
  }
}
