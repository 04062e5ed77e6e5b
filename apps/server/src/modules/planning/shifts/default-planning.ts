import {
  defaultSlots,
  isWorkDateInRange,
  reconcileSlots,
  type SlotProject,
  type SlotWork,
  type StoredSlot,
  shiftHours,
  type TDefaultPlanningResult,
  type TPlanningRangeRequest,
} from '@backoffice/domain';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { agendaEntries, employments, projects, works } from '../../../db/schema/index.ts';
import { fail } from '../../../platform/errors.ts';
import { workColumns } from '../../projects/index.ts';
import { contractsOf } from './references.ts';

// defaultPlanning: the shifts the recurring works ask for in a period, made idempotently (default-slots.ts decides
// which; this loads the inputs in a few queries and writes in bulk).

const CHUNK = 5000;

/** The live works of live projects that overlap the period, with their projects. */
async function worksInPeriod(tx: Db, ownerId: number, from: string, to: string) {
  const workList = (await tx
    .select(workColumns)
    .from(works)
    .innerJoin(projects, and(eq(projects.ownerId, works.ownerId), eq(projects.id, works.projectId)))
    .where(
      and(
        eq(works.ownerId, ownerId),
        eq(works.deleted, 0),
        eq(projects.deleted, 0),
        lte(works.startDate, to),
        gte(works.endDate, from),
        gte(projects.endDate, from),
      ),
    )) as SlotWork[];
  const projectIds = [...new Set(workList.map((w) => w.projectId))];
  const projectList = projectIds.length
    ? ((await tx
        .select({
          id: projects.id,
          endDate: projects.endDate,
          deleted: projects.deleted,
          datesClosed: projects.datesClosed,
        })
        .from(projects)
        .where(and(eq(projects.ownerId, ownerId), inArray(projects.id, projectIds)))) as SlotProject[])
    : [];
  return { workList, projects: new Map(projectList.map((p) => [p.id, p])) };
}

/** The stored default shifts whose work gave them a date in the period (removed ones too). */
async function storedSlots(tx: Db, ownerId: number, from: string, to: string): Promise<StoredSlot[]> {
  return tx
    .select({
      id: agendaEntries.id,
      key: agendaEntries.key,
      source: agendaEntries.source,
      confirmed: agendaEntries.confirmed,
      deleted: agendaEntries.deleted,
      workStamp: agendaEntries.workStamp,
    })
    .from(agendaEntries)
    .where(
      and(
        eq(agendaEntries.ownerId, ownerId),
        sql`${agendaEntries.originalDate} is not null`,
        sql`${agendaEntries.originalDate} between ${from} and ${to}`,
        sql`${agendaEntries.key} like 'd:%'`,
      ),
    );
}

/** The default shifts and open occurrences of a period (also what toBeScheduled lists). */
export async function plannedSlots(tx: Db, ownerId: number, from: string, to: string) {
  const { workList, projects: projectMap } = await worksInPeriod(tx, ownerId, from, to);
  const contracts = await contractsOf(
    tx,
    ownerId,
    and(lte(employments.startDate, to), gte(employments.endDate, from)) as SQL,
  );
  return { ...defaultSlots(workList, (id) => projectMap.get(id), from, to, contracts.isAvailable), contracts };
}

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/**
 * Plans the period: creates the missing default shifts in bulk and marks mismatches. Used by the call (with its audit
 * line) and by the demo seed.
 */
export async function writeDefaultPlanning(
  tx: Db,
  ownerId: number,
  range: TPlanningRangeRequest,
  today: string,
): Promise<TDefaultPlanningResult> {
  const { startDate: from, endDate: to } = range;
  if (!isWorkDateInRange(from, today) || !isWorkDateInRange(to, today)) throw fail('shift.workDateOutOfRange');
  const { slots, open, contracts } = await plannedSlots(tx, ownerId, from, to);
  const { create, mismatch, unchanged } = reconcileSlots(slots, open, await storedSlots(tx, ownerId, from, to));
  const allowed = create.filter((slot) => !contracts.isLocked(slot.employeeWorkId, slot.originalDate));
  let created = 0;
  for (const part of chunks(allowed)) {
    const rows = part.map((s) => ({
      k: s.key,
      d: s.originalDate,
      e: s.employeeWorkId,
      p: s.projectId,
      w: s.workId,
      s: s.startTime,
      n: s.endTime,
      a: s.pause,
      t: s.travelTime,
      h: shiftHours(s.startTime, s.endTime, s.pause),
      x: s.addition,
      st: s.stamp,
    }));
    // One statement per chunk; a slot another run made meanwhile is skipped by the key (owner_id, key).
    const [result] = await queryRows<{ n: number }>(
      tx,
      sql`with inserted as (
        insert into agenda_entries (owner_id, key, date, original_date, employee_id, project_id, work_id,
          employee_work_id, start_time, end_time, pause, travel_time, hours, addition, source, planning_type, work_stamp)
        select ${ownerId}, r.k, r.d::date, r.d::date, r.e, r.p, r.w, r.e, r.s, r.n, r.a, r.t, r.h, r.x, 'default', 1, r.st
        from json_to_recordset(${JSON.stringify(rows)}::json)
          as r(k text, d text, e int, p int, w int, s int, n int, a int, t int, h int, x text, st text)
        on conflict (owner_id, key) do nothing
        returning 1)
      select count(*)::int as n from inserted`,
    );
    created += result?.n ?? 0;
  }
  for (const part of chunks(mismatch)) {
    await tx.execute(sql`update agenda_entries a set mismatch = 1, work_stamp = r.st, updated_at = now()
      from json_to_recordset(${JSON.stringify(part.map((m) => ({ id: m.id, st: m.stamp })))}::json)
        as r(id int, st text)
      where a.owner_id = ${ownerId} and a.id = r.id`);
  }
  const result = {
    created,
    unchanged: unchanged + (allowed.length - created),
    mismatched: mismatch.length,
    locked: create.length - allowed.length,
    open: open.length,
  };
  return result;
}
