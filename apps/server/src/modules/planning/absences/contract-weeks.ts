import {
  absenceHours,
  contractWeekSummary,
  employeeName,
  isoWeeksBetween,
  sumContractWeeks,
  type TContractWeeks,
  type TContractWeeksRequest,
  weekContract,
} from '@backoffice/domain';
import { addDays, OPEN_END_DATE } from '@backoffice/domain/dates';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { agendaEntries, employees, employers } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { absencesOverlapping, type EmploymentOfEmployee, employmentsOf, ownerRoosterWeeks } from './queries.ts';

// countPlanningContractWeek(V2): planned hours (live shifts: not deleted, not a removed default 'del') per employee
// per ISO week against the contract hours (domain contract-hours.ts says what they are).

/** Planned hours per employee per ISO week (keyed by the week's Monday). */
async function plannedHours(ctx: CallContext, from: string, to: string): Promise<Map<number, Map<string, number>>> {
  const monday = sql<string>`to_char(date_trunc('week', ${agendaEntries.date}), 'YYYY-MM-DD')`;
  const rows = await ctx.tx
    .select({ employeeId: agendaEntries.employeeId, monday, hours: sql<number>`sum(${agendaEntries.hours})::int` })
    .from(agendaEntries)
    .where(
      and(
        eq(agendaEntries.ownerId, ctx.ownerId),
        gte(agendaEntries.date, from),
        lte(agendaEntries.date, to),
        eq(agendaEntries.deleted, 0),
        ne(agendaEntries.source, 'del'),
        ne(agendaEntries.employeeId, 0),
      ),
    )
    .groupBy(agendaEntries.employeeId, monday);
  const byEmployee = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const weeks = byEmployee.get(row.employeeId) ?? new Map<string, number>();
    weeks.set(row.monday, Number(row.hours));
    byEmployee.set(row.employeeId, weeks);
  }
  return byEmployee;
}

const overlaps = (e: EmploymentOfEmployee, from: string, to: string) =>
  e.startDate <= to && (e.endDate ?? OPEN_END_DATE) >= from;

export async function contractWeeks(ctx: CallContext, body: TContractWeeksRequest): Promise<TContractWeeks> {
  const { tx, ownerId } = ctx;
  const weeks = isoWeeksBetween(
    { year: body.startYear, week: body.startWeek },
    { year: body.endYear, week: body.endWeek },
  );
  const from = weeks[0]?.startDate ?? '';
  const to = addDays(weeks[weeks.length - 1]?.startDate ?? from, 6);
  // One transaction answers one query at a time: awaited in turn.
  const rooster = await ownerRoosterWeeks(tx, ownerId);
  const employments = await employmentsOf(tx, ownerId);
  const planned = await plannedHours(ctx, from, to);
  const absences = await absencesOverlapping(tx, ownerId, from, to);
  const employerList = await tx
    .select({ id: employers.id, name: employers.name })
    .from(employers)
    .where(and(eq(employers.ownerId, ownerId), eq(employers.deleted, 0)))
    .orderBy(asc(employers.sortOrder), asc(employers.name));

  // Employees with a contract in the range (of the chosen employer), and without a filter also anyone planned.
  const counted = new Map<number, EmploymentOfEmployee[]>();
  for (const [employeeId, list] of employments) {
    const inRange = list.filter((e) => overlaps(e, from, to) && (!body.employerId || e.employerId === body.employerId));
    if (inRange.length > 0) counted.set(employeeId, inRange);
  }
  if (!body.employerId)
    for (const employeeId of planned.keys()) if (!counted.has(employeeId)) counted.set(employeeId, []);
  if (counted.size === 0) return { weeks, employers: employerList, rows: [] };

  const people = await tx
    .select({
      id: employees.id,
      firstName: employees.firstName,
      insertion: employees.insertion,
      lastName: employees.lastName,
    })
    .from(employees)
    .where(and(eq(employees.ownerId, ownerId), eq(employees.deleted, 0), inArray(employees.id, [...counted.keys()])));

  const absencesOf = new Map<number, typeof absences>();
  for (const absence of absences)
    absencesOf.set(absence.employeeId, [...(absencesOf.get(absence.employeeId) ?? []), absence]);
  const rows = people.map((person) => {
    const list = counted.get(person.id) ?? [];
    const own = absencesOf.get(person.id) ?? [];
    const summaries = weeks.map((week) => {
      const range = { startDate: week.startDate, endDate: addDays(week.startDate, 6) };
      const absence = own.reduce((total, a) => total + absenceHours(a, rooster, list, range), 0);
      return contractWeekSummary(
        weekContract(rooster, list, week.startDate),
        absence,
        planned.get(person.id)?.get(week.startDate) ?? 0,
      );
    });
    return {
      employeeId: person.id,
      name: employeeName(person),
      employerIds: [...new Set(list.map((e) => e.employerId))],
      weeks: summaries,
      total: sumContractWeeks(summaries),
    };
  });
  rows.sort((a, b) => a.name.localeCompare(b.name) || a.employeeId - b.employeeId);
  return { weeks, employers: employerList, rows };
}
