import {
  PLANNING_VIEWS,
  packWeekEntry,
  planningFlags,
  type TPlanningWeek,
  type TWeekEntryTuple,
  type ZPlanningWeekRequest,
} from '@backoffice/domain';
import { dutchHolidays } from '@backoffice/domain/holidays';
import { isoWeek, isoWeekDates, isoWeeksInYear } from '@backoffice/domain/iso-week';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { fail } from '../../../platform/errors.ts';
import type { ListCache } from '../../../platform/list-cache.ts';
import { absencesOverlapping } from '../absences/queries.ts';
import { readVisibility } from './visibility.ts';
import { employeesOfOwner, overlaps, projectsOfOwner } from './week-names.ts';
import { readWeekShifts } from './week-shifts.ts';

// agendaEntriesPlanning: the week grid's data in one answer. A whole owner's week is some 20,000 shifts: each list is
// built by the database as one JSON text (thousands of rows through the driver cost far more than one text value,
// above all on PGlite), the flags are computed once here, and the shifts go out as short arrays (week-entries.ts).

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
const byName = (p: { name: string; id: number }, q: { name: string; id: number }) =>
  collator.compare(p.name, q.name) || p.id - q.id;

export async function planningWeek(
  tx: Db,
  lists: ListCache,
  ownerId: number,
  body: z.infer<typeof ZPlanningWeekRequest>,
  today: string,
): Promise<TPlanningWeek> {
  const current = isoWeek(today);
  const year = body.year ?? current.year;
  const week = body.week ?? current.week;
  if (week > isoWeeksInYear(year)) throw fail('planning.weekUnknown', { week, year });
  const dates = isoWeekDates(year, week);
  const from = dates[0] as string;
  const to = dates[6] as string;
  const byProject = body.view === PLANNING_VIEWS.projects;

  // One after the other: a transaction is one connection, and node-postgres does not run queries side by side on it.
  const shifts = await readWeekShifts(tx, lists, ownerId, dates);
  const people = await employeesOfOwner(lists, tx, ownerId);
  const projectList = await projectsOfOwner(lists, tx, ownerId);
  const absences = await absencesOverlapping(tx, ownerId, from, to);
  const visibility = await readVisibility(tx, ownerId);

  const blacklists = new Map(projectList.flatMap(([id, , , , list]) => (list ? [[id, list] as const] : [])));
  const { bits, colors, summary } = planningFlags(shifts, absences, (id) => blacklists.get(id));

  const hidden = new Set(byProject ? visibility.hiddenProjects : visibility.hiddenEmployees);
  const rowOf = (e: { employeeId: number; projectId: number }) => (byProject ? e.projectId : e.employeeId);
  const entries: TWeekEntryTuple[] = [];
  const withEntries = new Set<number>();
  shifts.forEach((shift, i) => {
    const row = rowOf(shift);
    if (hidden.has(row)) return;
    withEntries.add(row);
    entries.push(packWeekEntry(shift, shift.day, bits[i] ?? 0, colors[i] ?? 'scheduled'));
  });
  // Employee rows: live people with a contract in the week, or a shift in it; project rows: live projects with a live
  // work in the week, or a shift in it.
  const shiftEmployees = new Set(shifts.map((shift) => shift.employeeId));
  const shiftProjects = new Set(shifts.map((shift) => shift.projectId));
  const namedPeople = people.filter(
    ([id, , deleted, contracts]) => (!deleted && overlaps(contracts, from, to)) || shiftEmployees.has(id),
  );
  const namedProjects = projectList.filter(
    ([id, , deleted, endDate, , workPeriods]) =>
      (!deleted && endDate >= from && overlaps(workPeriods, from, to)) || shiftProjects.has(id),
  );
  const candidates = (byProject ? namedProjects : namedPeople).map(([id, name]) => ({ id, name }));
  const rows = candidates
    .filter((row) => !hidden.has(row.id) && (visibility.showEmptyRows || withEntries.has(row.id)))
    .sort(byName);
  if (!byProject && withEntries.has(0)) rows.push({ id: 0, name: '' });

  const years = [...new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))])];
  return {
    year,
    week,
    view: body.view,
    dates,
    holidays: years.flatMap((y) => dutchHolidays(y)).filter((h) => h.date >= from && h.date <= to),
    rows,
    employeeNames: Object.fromEntries(namedPeople.map(([id, name]) => [id, name])),
    projectNames: Object.fromEntries(namedProjects.map(([id, name]) => [id, name])),
    entries,
    absences: absences.map(({ id, employeeId, startDate, endDate, kind }) => ({
      id,
      employeeId,
      startDate,
      endDate,
      kind,
    })),
    summary,
    visibility,
  };
}
