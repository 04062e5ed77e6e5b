import { SHIFT_STATUS, shiftHours, type TWorkEmployee, WORK_INVOICE_OPTION, workOccurrences } from '@backoffice/domain';
import { addDays, startOfMonth, todayIso } from '@backoffice/domain/dates';
import { isoWeek, isoWeekStart } from '@backoffice/domain/iso-week';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agendaEntries, customers, projects, works } from '../db/schema/index.ts';

// The demo owner's first periodic run (issue 17): invoice options and rates on the demo works, and confirmed hours in
// last month, so the run for last month proposes some tens of invoices of every kind. Runs after the planning seed.

const projectIds = async (tx: Db, ownerId: number, names: string[]) =>
  (
    await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.ownerId, ownerId), inArray(projects.name, names)))
  ).map((p) => p.id);

export async function seedDemoPeriodic(tx: Db, ownerId: number): Promise<void> {
  const owned = eq(works.ownerId, ownerId);
  // Office cleaning stays option 1 at its sold minutes × hour rate; windows are billed per 2-week cycle (option 9);
  // deep cleaning on its confirmed hours (no sold minutes).
  await tx
    .update(works)
    .set({ invoicing: WORK_INVOICE_OPTION.weekInterval, hourRate: 3600 })
    .where(and(owned, eq(works.description, 'Glasbewassing binnen en buiten')));
  await tx
    .update(works)
    .set({ invoicing: WORK_INVOICE_OPTION.lastDayOfMonth, hourRate: 3950, minutes: 0 })
    .where(and(owned, eq(works.description, 'Dieptereiniging vloeren en sanitair')));
  // A fixed monthly price, a quarterly contract, a direct work and a project blocked for invoicing.
  const [neude = 0] = await projectIds(tx, ownerId, ['Bibliotheek Neude']);
  const [zeist = 0] = await projectIds(tx, ownerId, ['Tandartsenpraktijk Zeist']);
  const [lombok = 0] = await projectIds(tx, ownerId, ['Huisartsenpraktijk Lombok']);
  const office = eq(works.description, 'Dagelijkse kantoorschoonmaak');
  await tx
    .update(works)
    .set({ fixedPrice: 125_000, minutes: 0 })
    .where(and(owned, office, eq(works.projectId, neude)));
  await tx
    .update(works)
    .set({ invoicing: WORK_INVOICE_OPTION.fixedDay, invoiceDay: 1 })
    .where(and(owned, office, eq(works.projectId, zeist)));
  await tx
    .update(works)
    .set({ invoicing: WORK_INVOICE_OPTION.direct })
    .where(and(owned, office, eq(works.projectId, lombok)));
  await tx
    .update(projects)
    .set({ invoicingBlocked: 1 })
    .where(and(eq(projects.ownerId, ownerId), eq(projects.name, 'Sportcentrum Nieuwegein')));
  // The customer with the most projects gets one invoice for all of them.
  const [many] = await tx
    .select({ customerId: projects.customerId })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), eq(projects.deleted, 0)))
    .groupBy(projects.customerId)
    .orderBy(sql`count(*) desc`, projects.customerId)
    .limit(1);
  if (many)
    await tx
      .update(customers)
      .set({ joinInvoices: 1, multiProjects: 1 })
      .where(and(eq(customers.ownerId, ownerId), eq(customers.id, many.customerId)));

  await seedConfirmedHours(tx, ownerId);
}

/**
 * Confirmed shifts of the hour-billed and direct works in last month, before the days the planning seed planned
 * (from last week's Monday), so no day gets its shift twice.
 */
async function seedConfirmedHours(tx: Db, ownerId: number): Promise<void> {
  const today = todayIso();
  const { year, week } = isoWeek(today);
  const plannedFrom = addDays(isoWeekStart(year, week), -7);
  const from = startOfMonth(addDays(startOfMonth(today), -1));
  const to =
    addDays(startOfMonth(today), -1) < plannedFrom ? addDays(startOfMonth(today), -1) : addDays(plannedFrom, -1);
  const billed = await tx
    .select()
    .from(works)
    .where(
      and(
        eq(works.ownerId, ownerId),
        eq(works.deleted, 0),
        sql`(${works.invoicing} = ${WORK_INVOICE_OPTION.direct} or ${works.minutes} = 0) and ${works.fixedPrice} = 0`,
      ),
    );
  const rows = billed.flatMap((work) =>
    workOccurrences(
      {
        ...work,
        fixedWeeks: work.fixedWeeks as number[],
        fixedMonths: work.fixedMonths as number[],
        weeksOfMonth: work.weeksOfMonth as number[],
        selectedDays: work.selectedDays as number[],
        weekDays: work.weekDays as Record<string, TWorkEmployee[]>,
      },
      from,
      to,
    ).flatMap((occurrence) =>
      occurrence.employees.map((employee) => ({
        ownerId,
        key: `demo-periodic-${work.id}-${occurrence.date}-${employee.employeeId}`,
        date: occurrence.date,
        employeeId: employee.employeeId,
        projectId: work.projectId,
        workId: work.id,
        startTime: employee.startTime,
        endTime: employee.endTime,
        hours: shiftHours(employee.startTime, employee.endTime, 0),
        confirmed: SHIFT_STATUS.confirmed,
        plannedStart: employee.startTime,
        plannedEnd: employee.endTime,
        plannedPause: 0,
        plannedTravelTime: 0,
        confirmedData: { byName: 'planner@demo.test', at: `${occurrence.date}T20:00:00.000Z` },
      })),
    ),
  );
  if (rows.length) await tx.insert(agendaEntries).values(rows);
}
