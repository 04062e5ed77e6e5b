import {
  ABSENCE_STATUS,
  type ClosableEmployment,
  type ContractEmployment,
  type RoosterWeeks,
  roosterWeeks,
  type TAbsent,
} from '@backoffice/domain';
import { and, asc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { absents, employees, employers, employments, owners } from '../../../db/schema/index.ts';
import { employeeNameSql } from '../../keys/index.ts';

// Reading absences, and what their hours and rules need: the owner's rooster and the employees' employments.

const absentColumns = {
  id: absents.id,
  employeeId: absents.employeeId,
  startDate: absents.startDate,
  endDate: absents.endDate,
  kind: absents.kind,
  status: absents.status,
  decision: absents.decision,
  percentage: absents.percentage,
  sickClosed: absents.sickClosed,
  hourDetails: absents.hourDetails,
  description: absents.description,
  response: absents.response,
  deleted: absents.deleted,
};

export type AbsentRow = Omit<TAbsent, 'hours' | 'employeeName'>;
type StoredRow = Omit<AbsentRow, 'percentage' | 'hourDetails'> & { percentage: number; hourDetails: unknown };

/** The API shape of a stored row: percentage 0 (whole) reads as null. */
const toAbsent = (row: StoredRow): AbsentRow => ({
  ...row,
  kind: row.kind as AbsentRow['kind'],
  status: row.status as AbsentRow['status'],
  percentage: row.percentage || null,
  hourDetails: (row.hourDetails ?? {}) as Record<string, number>,
});

/** Absences of the owner overlapping [from, to], with the employee's name, by start date. */
export async function absentsInRange(
  tx: Db,
  ownerId: number,
  range: { startDate: string; endDate: string },
  where?: SQL,
): Promise<(AbsentRow & { employeeName: string })[]> {
  const rows = await tx
    .select({ ...absentColumns, employeeName: employeeNameSql(employees) })
    .from(absents)
    .innerJoin(employees, and(eq(employees.ownerId, absents.ownerId), eq(employees.id, absents.employeeId)))
    .where(
      and(
        eq(absents.ownerId, ownerId),
        eq(absents.deleted, 0),
        lte(absents.startDate, range.endDate),
        gte(absents.endDate, range.startDate),
        where,
      ),
    )
    .orderBy(asc(absents.startDate), asc(absents.employeeId), asc(absents.id));
  return rows.map((row) => ({ ...toAbsent(row), employeeName: row.employeeName }));
}

/** One absence of the owner (deleted ones too), or undefined; `forUpdate` locks its row for the transaction. */
export async function findAbsent(
  tx: Db,
  ownerId: number,
  id: number,
  forUpdate = false,
): Promise<AbsentRow | undefined> {
  const query = tx
    .select(absentColumns)
    .from(absents)
    .where(and(eq(absents.ownerId, ownerId), eq(absents.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row && toAbsent(row);
}

export interface OverlappingAbsence {
  id: number;
  employeeId: number;
  startDate: string;
  endDate: string;
  kind: number;
  status: number;
  decision: number;
  /** Partial sickness percentage, or null for a whole absence. */
  percentage: number | null;
  hourDetails: Record<string, number>;
}

/**
 * For the week view (SHIFTS): the approved absences (approved, or answered "approved") of the owner that overlap
 * [from, to], optionally of some employees only. A shift of the employee on one of its days is a conflict.
 */
export async function absencesOverlapping(
  tx: Db,
  ownerId: number,
  from: string,
  to: string,
  employeeIds?: readonly number[],
): Promise<OverlappingAbsence[]> {
  if (employeeIds && employeeIds.length === 0) return [];
  const rows = await tx
    .select({
      id: absents.id,
      employeeId: absents.employeeId,
      startDate: absents.startDate,
      endDate: absents.endDate,
      kind: absents.kind,
      status: absents.status,
      decision: absents.decision,
      percentage: absents.percentage,
      hourDetails: absents.hourDetails,
    })
    .from(absents)
    .where(
      and(
        eq(absents.ownerId, ownerId),
        eq(absents.deleted, 0),
        lte(absents.startDate, to),
        gte(absents.endDate, from),
        or(
          eq(absents.status, ABSENCE_STATUS.approved),
          and(eq(absents.status, ABSENCE_STATUS.responseSent), eq(absents.decision, ABSENCE_STATUS.approved)),
        ),
        employeeIds ? inArray(absents.employeeId, [...employeeIds]) : undefined,
      ),
    )
    .orderBy(asc(absents.employeeId), asc(absents.startDate), asc(absents.id));
  return rows.map((row) => ({
    ...row,
    percentage: row.percentage || null,
    hourDetails: (row.hourDetails ?? {}) as Record<string, number>,
  }));
}

/** The owner's rooster weeks (rooster.ts). */
export async function ownerRoosterWeeks(tx: Db, ownerId: number): Promise<RoosterWeeks> {
  const [row] = await tx.select({ rooster: owners.rooster }).from(owners).where(eq(owners.id, ownerId));
  return roosterWeeks(Array.isArray(row?.rooster) ? row.rooster : []);
}

export type EmploymentOfEmployee = ContractEmployment & ClosableEmployment & { employeeId: number; employerId: number };

/** Non-deleted employments of some employees (all of the owner's without a list), with their employer's closed date. */
export async function employmentsOf(
  tx: Db,
  ownerId: number,
  employeeIds?: readonly number[],
): Promise<Map<number, EmploymentOfEmployee[]>> {
  const byEmployee = new Map<number, EmploymentOfEmployee[]>();
  if (employeeIds && employeeIds.length === 0) return byEmployee;
  const rows = await tx
    .select({
      employeeId: employments.employeeId,
      employerId: employments.employerId,
      startDate: employments.startDate,
      endDate: employments.endDate,
      minHours: employments.minHours,
      salaryClosedDate: employers.salaryClosedDate,
    })
    .from(employments)
    .leftJoin(employers, and(eq(employers.ownerId, employments.ownerId), eq(employers.id, employments.employerId)))
    .where(
      and(
        eq(employments.ownerId, ownerId),
        eq(employments.deleted, 0),
        employeeIds ? inArray(employments.employeeId, [...employeeIds]) : undefined,
      ),
    )
    .orderBy(asc(employments.startDate));
  for (const row of rows) {
    const list = byEmployee.get(row.employeeId) ?? [];
    list.push({ ...row, salaryClosedDate: row.salaryClosedDate ?? null });
    byEmployee.set(row.employeeId, list);
  }
  return byEmployee;
}
