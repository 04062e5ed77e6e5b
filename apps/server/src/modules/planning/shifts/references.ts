import { isActiveOn, isInClosedPeriod } from '@backoffice/domain';
import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { employees, employers, employments, projects, works } from '../../../db/schema/index.ts';
import { fail } from '../../../platform/errors.ts';

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
    if (missing !== undefined) throw fail('shift.employeeNotFound', { id: missing });
  }
  const projectIds = unique(items.map((i) => i.projectId));
  const liveProjects = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), inArray(projects.id, projectIds), eq(projects.deleted, 0)));
  const knownProjects = new Set(liveProjects.map((p) => p.id));
  const missingProject = projectIds.find((id) => !knownProjects.has(id));
  if (missingProject !== undefined) throw fail('shift.projectNotFound', { id: missingProject });
  const workIds = unique(items.map((i) => i.workId));
  if (workIds.length === 0) return;
  const liveWorks = await tx
    .select({ id: works.id, projectId: works.projectId })
    .from(works)
    .where(and(eq(works.ownerId, ownerId), inArray(works.id, workIds), eq(works.deleted, 0)));
  const projectOfWork = new Map(liveWorks.map((w) => [w.id, w.projectId]));
  for (const item of items) {
    if (item.workId > 0 && projectOfWork.get(item.workId) !== item.projectId)
      throw fail('shift.workNotOnProject', { workId: item.workId, projectId: item.projectId });
  }
}

/**
 * The contracts (employments) matching `where`, with the closed salary date of their employer: who can work which day
 * (a live employee with a contract that day) and which days are locked (inside the employer's closed salary period).
 */
export async function contractsOf(tx: Db, ownerId: number, where: SQL) {
  const rows = await tx
    .select({
      employeeId: employments.employeeId,
      startDate: employments.startDate,
      endDate: employments.endDate,
      employeeDeleted: employees.deleted,
      salaryClosedDate: employers.salaryClosedDate,
    })
    .from(employments)
    .innerJoin(employees, and(eq(employees.ownerId, employments.ownerId), eq(employees.id, employments.employeeId)))
    .leftJoin(employers, and(eq(employers.ownerId, employments.ownerId), eq(employers.id, employments.employerId)))
    .where(and(eq(employments.ownerId, ownerId), eq(employments.deleted, 0), where));
  const byEmployee = new Map<number, typeof rows>();
  for (const row of rows) byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), row]);
  const onDay = (employeeId: number, date: string) =>
    byEmployee.get(employeeId)?.filter((c) => isActiveOn(c, date)) ?? [];
  return {
    isAvailable: (employeeId: number, date: string) => onDay(employeeId, date).some((c) => !c.employeeDeleted),
    isLocked: (employeeId: number, date: string) =>
      onDay(employeeId, date).some((c) => isInClosedPeriod(date, c.salaryClosedDate)),
  };
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
  const contracts = await contractsOf(
    tx,
    ownerId,
    and(inArray(employments.employeeId, employeeIds), isNotNull(employers.salaryClosedDate)) as SQL,
  );
  if (days.some((d) => contracts.isLocked(d.employeeId, d.date))) throw fail('salaryPeriod.closed');
}
