import {
  ABSENCE_STATUS,
  PLANNING_VIEWS,
  planningFlags,
  type TPlanningWeek,
  type TWeekEntry,
  type ZPlanningWeekRequest,
} from '@backoffice/domain';
import { dutchHolidays } from '@backoffice/domain/holidays';
import { isoWeek, isoWeekDates, isoWeeksInYear } from '@backoffice/domain/iso-week';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { absents, agendaEntries, employees, employments, projects, works } from '../../../db/schema/index.ts';
import { badRequest } from '../../../platform/errors.ts';
import { employeeNameSql } from '../../keys/service.ts';
import { readVisibility } from './visibility.ts';

// agendaEntriesPlanning: the week grid's data in one answer, from five indexed queries whatever the number of rows.

const a = agendaEntries;
const weekEntryColumns = {
  id: a.id,
  key: a.key,
  date: a.date,
  originalDate: a.originalDate,
  employeeId: a.employeeId,
  projectId: a.projectId,
  workId: a.workId,
  startTime: a.startTime,
  endTime: a.endTime,
  pause: a.pause,
  travelTime: a.travelTime,
  hours: a.hours,
  addition: a.addition,
  note: a.note,
  source: a.source,
  planningType: a.planningType,
  standOut: a.standOut,
  confirmed: a.confirmed,
  mismatch: a.mismatch,
  checked: a.checked,
};

/** Employees with a contract in the week, and any employee with a shift in it (deleted ones too: name the shift). */
function employeeRows(tx: Db, ownerId: number, from: string, to: string, withShifts: number[]) {
  const contract = sql`exists (select 1 from ${employments} m where m.owner_id = ${employees.ownerId}
    and m.employee_id = ${employees.id} and m.deleted = 0 and m.start_date <= ${to} and m.end_date >= ${from})`;
  return tx
    .select({ id: employees.id, name: employeeNameSql(employees) })
    .from(employees)
    .where(
      and(
        eq(employees.ownerId, ownerId),
        withShifts.length
          ? sql`((${employees.deleted} = 0 and ${contract}) or ${inArray(employees.id, withShifts)})`
          : and(eq(employees.deleted, 0), contract),
      ),
    );
}

/** Projects with a live work in the week, and any project with a shift in it; with their blacklists. */
function projectRows(tx: Db, ownerId: number, from: string, to: string, withShifts: number[]) {
  const working = sql`(${projects.deleted} = 0 and ${projects.endDate} >= ${from} and exists (select 1 from ${works} w
    where w.owner_id = ${projects.ownerId} and w.project_id = ${projects.id} and w.deleted = 0
      and w.start_date <= ${to} and w.end_date >= ${from}))`;
  return tx
    .select({ id: projects.id, name: projects.name, blacklist: projects.blacklist })
    .from(projects)
    .where(
      and(
        eq(projects.ownerId, ownerId),
        withShifts.length ? sql`(${working} or ${inArray(projects.id, withShifts)})` : working,
      ),
    );
}

const byName = (p: { name: string; id: number }, q: { name: string; id: number }) =>
  p.name.localeCompare(q.name, 'nl') || p.id - q.id;

export async function planningWeek(
  tx: Db,
  ownerId: number,
  body: z.infer<typeof ZPlanningWeekRequest>,
  today: string,
): Promise<TPlanningWeek> {
  const current = isoWeek(today);
  const year = body.year ?? current.year;
  const week = body.week ?? current.week;
  if (week > isoWeeksInYear(year)) throw badRequest(`Week ${week} does not exist in ${year}`);
  const dates = isoWeekDates(year, week);
  const from = dates[0] as string;
  const to = dates[6] as string;
  const byProject = body.view === PLANNING_VIEWS.projects;

  // One after the other: a transaction is one connection, and node-postgres does not run queries side by side on it.
  const stored = await tx
    .select(weekEntryColumns)
    .from(a)
    .where(and(eq(a.ownerId, ownerId), gte(a.date, from), lte(a.date, to), eq(a.deleted, 0)));
  const absences = await tx
    .select({
      id: absents.id,
      employeeId: absents.employeeId,
      startDate: absents.startDate,
      endDate: absents.endDate,
      kind: absents.kind,
      status: absents.status,
    })
    .from(absents)
    .where(
      and(
        eq(absents.ownerId, ownerId),
        eq(absents.deleted, 0),
        eq(absents.status, ABSENCE_STATUS.approved),
        lte(absents.startDate, to),
        gte(absents.endDate, from),
      ),
    );
  const visibility = await readVisibility(tx, ownerId);
  const shiftEmployees = [...new Set(stored.map((e) => e.employeeId).filter((id) => id > 0))];
  const shiftProjects = [...new Set(stored.map((e) => e.projectId))];
  const people = await employeeRows(tx, ownerId, from, to, shiftEmployees);
  const places = await projectRows(tx, ownerId, from, to, shiftProjects);
  const blacklists = new Map(places.map((p) => [p.id, (p.blacklist ?? []) as number[]]));
  const { marks, summary } = planningFlags(stored, absences, (id) => blacklists.get(id));

  const hidden = new Set(byProject ? visibility.hiddenProjects : visibility.hiddenEmployees);
  const rowOf = (e: { employeeId: number; projectId: number }) => (byProject ? e.projectId : e.employeeId);
  const entries: TWeekEntry[] = [];
  const withEntries = new Set<number>();
  for (const e of stored) {
    if (hidden.has(rowOf(e))) continue;
    withEntries.add(rowOf(e));
    const mark = marks.get(e.id);
    entries.push({ ...e, flags: mark?.flags ?? [], color: mark?.color ?? 'scheduled' });
  }
  const candidates = (byProject ? places : people).filter(
    (row) => !hidden.has(row.id) && (visibility.showEmptyRows || withEntries.has(row.id)),
  );
  const rows = candidates.map((row) => ({ id: row.id, name: row.name })).sort(byName);
  if (!byProject && withEntries.has(0)) rows.push({ id: 0, name: '' });

  const years = [...new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))])];
  return {
    year,
    week,
    view: body.view,
    dates,
    holidays: years.flatMap((y) => dutchHolidays(y)).filter((h) => h.date >= from && h.date <= to),
    rows,
    employeeNames: Object.fromEntries(people.map((p) => [p.id, p.name])),
    projectNames: Object.fromEntries(places.map((p) => [p.id, p.name])),
    entries,
    absences: absences.map(({ status: _status, ...rest }) => rest),
    summary,
    visibility,
  };
}
