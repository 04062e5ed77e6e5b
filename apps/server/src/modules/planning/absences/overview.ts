import {
  ABSENCE_KIND,
  absenceDays,
  absenceHours,
  countedPeriod,
  type DateRange,
  intersectRange,
  isApprovedAbsence,
  type TAbsenceYearRow,
  type TAbsent,
  type TAbsentsDateRangeRequest,
} from '@backoffice/domain';
import { OPEN_END_DATE, todayIso } from '@backoffice/domain/dates';
import { and, eq, type SQL } from 'drizzle-orm';
import { absents } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { type AbsentRow, absentsInRange, employmentsOf, ownerRoosterWeeks } from './queries.ts';

// The lists of absences: a date range (AbsentOverview, Leave), sickness (Employees/SickLeave) and a year per employee
// (YearlyOverview). Hours are counted within the range asked for; an open sickness up to today.

type Listed = AbsentRow & { employeeName: string };

async function withRangeHours(ctx: CallContext, rows: Listed[], range: DateRange): Promise<TAbsent[]> {
  if (rows.length === 0) return [];
  const today = todayIso();
  const weeks = await ownerRoosterWeeks(ctx.tx, ctx.ownerId);
  const employments = await employmentsOf(ctx.tx, ctx.ownerId, [...new Set(rows.map((r) => r.employeeId))]);
  return rows.map((row) => ({
    ...row,
    hours: absenceHours(countedPeriod(row, today), weeks, employments.get(row.employeeId) ?? [], range),
  }));
}

/** absentsDateRange: absences overlapping the range, optionally of one employee, kind or status. */
export async function absentsDateRange(ctx: CallContext, body: TAbsentsDateRangeRequest): Promise<TAbsent[]> {
  const filters: SQL[] = [];
  if (body.employeeId) filters.push(eq(absents.employeeId, body.employeeId));
  if (body.kind) filters.push(eq(absents.kind, body.kind));
  if (body.status) filters.push(eq(absents.status, body.status));
  const rows = await absentsInRange(ctx.tx, ctx.ownerId, body, and(...filters));
  return withRangeHours(ctx, rows, body);
}

/** Sickness absences overlapping the range, open (not reported recovered) and closed, with their percentage. */
export async function sickLeaves(ctx: CallContext, range: DateRange): Promise<TAbsent[]> {
  const rows = await absentsInRange(ctx.tx, ctx.ownerId, range, eq(absents.kind, ABSENCE_KIND.sickness));
  return withRangeHours(ctx, rows, range);
}

/** Approved absences per employee over a calendar year: hours per kind per month, hours and days per kind. */
export async function absenceYearOverview(
  ctx: CallContext,
  body: { year: number; employerId?: number },
): Promise<TAbsenceYearRow[]> {
  const year = String(body.year).padStart(4, '0');
  const range = { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
  const rows = (await absentsInRange(ctx.tx, ctx.ownerId, range)).filter(isApprovedAbsence);
  if (rows.length === 0) return [];
  const today = todayIso();
  const weeks = await ownerRoosterWeeks(ctx.tx, ctx.ownerId);
  const employments = await employmentsOf(ctx.tx, ctx.ownerId, [...new Set(rows.map((r) => r.employeeId))]);
  const byEmployee = new Map<number, TAbsenceYearRow>();
  for (const absent of rows) {
    const list = employments.get(absent.employeeId) ?? [];
    // With an employer chosen: only that employer's employees, counted on the days of that employer's contracts.
    const counted = body.employerId ? list.filter((e) => e.employerId === body.employerId) : list;
    if (body.employerId && !counted.some((e) => intersectRange(range, { ...e, endDate: e.endDate ?? OPEN_END_DATE }))) {
      continue;
    }
    let row = byEmployee.get(absent.employeeId);
    if (!row) {
      row = { employeeId: absent.employeeId, name: absent.employeeName, months: range12(), totals: {} };
      byEmployee.set(absent.employeeId, row);
    }
    const total = row.totals[absent.kind] ?? { hours: 0, days: 0 };
    for (const day of absenceDays(countedPeriod(absent, today), weeks, counted, range)) {
      if (day.hours === 0) continue;
      const month = row.months[Number(day.date.slice(5, 7)) - 1] ?? {};
      month[absent.kind] = (month[absent.kind] ?? 0) + day.hours;
      total.hours += day.hours;
      total.days += 1;
    }
    row.totals[absent.kind] = total;
  }
  return [...byEmployee.values()].sort((a, b) => a.name.localeCompare(b.name) || a.employeeId - b.employeeId);
}

const range12 = () => Array.from({ length: 12 }, () => ({}) as Partial<Record<number, number>>);
