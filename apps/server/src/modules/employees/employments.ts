import { isInClosedPeriod, nextNumber, overlappingEmployment, type TEmployment } from '@backoffice/domain';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employers, employments } from '../../db/schema/index.ts';
import { diffRecords } from '../../platform/audit.ts';
import type { CallContext } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { lockOwnerSequence } from '../../platform/sequences.ts';
import { type EmploymentRow, employmentRows } from './queries.ts';

// Saving employments of one employee (saveEmployee, saveEmployment, insertEmployees share it).

interface EmployerLock {
  id: number;
  deleted: number;
  salaryClosedDate: string | null;
}

async function employersById(tx: Db, ownerId: number, ids: number[]): Promise<Map<number, EmployerLock>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: employers.id, deleted: employers.deleted, salaryClosedDate: employers.salaryClosedDate })
    .from(employers)
    .where(and(eq(employers.ownerId, ownerId), inArray(employers.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Highest employment number of the owner ('<auto>' numbers continue from it). */
async function highestNumber(tx: Db, ownerId: number): Promise<number> {
  await lockOwnerSequence(tx, ownerId, 'employment');
  const [row] = await tx
    .select({ n: max(employments.number) })
    .from(employments)
    .where(eq(employments.ownerId, ownerId));
  return row?.n ?? 0;
}

/**
 * Whether a change touches dates on or before the employer's salary closed date: a new or deleted contract starting
 * there, or a start or end date moved from or into the closed period. Unchanged dates may lie there (a long contract).
 */
function touchesClosedPeriod(
  before: EmploymentRow | undefined,
  after: TEmployment,
  closedOf: (employerId: number) => string | null,
): boolean {
  const closedAfter = closedOf(after.employerId);
  if (!before || before.deleted) return !after.deleted && isInClosedPeriod(after.startDate, closedAfter);
  const closedBefore = closedOf(before.employerId);
  if (after.deleted || before.employerId !== after.employerId) {
    return (
      isInClosedPeriod(before.startDate, closedBefore) ||
      (!after.deleted && isInClosedPeriod(after.startDate, closedAfter))
    );
  }
  const startMoved =
    before.startDate !== after.startDate &&
    (isInClosedPeriod(before.startDate, closedAfter) || isInClosedPeriod(after.startDate, closedAfter));
  const endMoved =
    before.endDate !== after.endDate &&
    (isInClosedPeriod(before.endDate, closedAfter) || isInClosedPeriod(after.endDate, closedAfter));
  return startMoved || endMoved;
}

export const rowValues = (e: TEmployment, number: number) => {
  const { id: _id, number: _number, ...values } = e;
  // An employment is closed when a termination reason with a non-zero value is given (spec 000 §4).
  return { ...values, number, isClosed: e.reasonTerminationId ? 1 : e.isClosed };
};

/**
 * Upserts (and soft-deletes, deleted: 1) employments of one employee by id; id 0 is new. Refuses (400) unknown
 * employers, an end before the start, overlapping contracts of one employer and changes in a closed salary period.
 * Returns the saved rows in input order.
 */
export async function saveEmployments(
  ctx: CallContext,
  employeeId: number,
  input: readonly TEmployment[],
): Promise<EmploymentRow[]> {
  if (input.length === 0) return [];
  const { tx, ownerId } = ctx;
  const state = new Map((await employmentRows(tx, ownerId, [employeeId], true)).map((e) => [e.id, e]));
  const employerIds = new Set(input.map((e) => e.employerId));
  for (const e of input) {
    const before = state.get(e.id);
    if (before) employerIds.add(before.employerId);
  }
  const employerMap = await employersById(tx, ownerId, [...employerIds]);
  const closedOf = (id: number) => employerMap.get(id)?.salaryClosedDate ?? null;
  let lastNumber: number | undefined;
  const saved: EmploymentRow[] = [];

  for (const e of input) {
    const before = e.id ? state.get(e.id) : undefined;
    if (e.id && (!before || before.deleted)) throw fail('record.notFound', { entity: 'Employment', id: e.id });
    if (!before && e.deleted) continue; // a new row deleted before its first save
    const employer = employerMap.get(e.employerId);
    const employerChanged = !before || before.employerId !== e.employerId;
    if (!employer || (employer.deleted && employerChanged))
      throw fail('employment.unknownEmployer', { id: e.employerId });
    if (e.endDate < e.startDate) throw fail('employment.endBeforeStart');
    if (touchesClosedPeriod(before, e, closedOf)) throw fail('salaryPeriod.closed');
    let number: number;
    if (typeof e.number === 'number') number = e.number;
    else if (before) number = before.number;
    else {
      lastNumber = nextNumber([lastNumber ?? (await highestNumber(tx, ownerId))]);
      number = lastNumber;
    }
    const values = rowValues(e, number);
    if (!values.deleted && overlappingEmployment([...state.values()], { ...values, id: e.id })) {
      throw fail('employment.overlap');
    }

    let row: EmploymentRow;
    if (before) {
      const changes = diffRecords(before, values);
      if (Object.keys(changes).length > 0) {
        await tx
          .update(employments)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(employments.ownerId, ownerId), eq(employments.id, before.id)));
        await ctx.audit('Employment', before.id, values.deleted ? 'delete' : 'update', changes);
      }
      row = { ...before, ...values };
    } else {
      const [inserted] = await tx
        .insert(employments)
        .values({ ...values, ownerId, employeeId })
        .returning({ id: employments.id });
      if (!inserted) throw new Error('insert employment failed');
      await ctx.audit('Employment', inserted.id, 'create', diffRecords({}, { ...values, employeeId }));
      row = { ...values, id: inserted.id, employeeId };
    }
    state.set(row.id, row);
    saved.push(row);
  }
  return saved;
}
