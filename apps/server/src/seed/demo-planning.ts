import { endAfter, minutesOfDay, SHIFT_STATUS, shiftHours } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { isoWeek, isoWeekStart } from '@backoffice/domain/iso-week';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agendaEntries, projects } from '../db/schema/index.ts';
import { writeDefaultPlanning } from '../modules/planning/index.ts';

// Demo planning of the first owner (issue 5): the default planning of last, this and next week from the demo works,
// last week's hours confirmed up to Wednesday, and a few planner changes: a changed shift, an extra shift that makes a
// day over 9 hours, a shift with a note and one without an employee.

/**
 * The demo works plan some people at the same early hour on two sites; as a planner would, the later shift of such a
 * pair is moved to start when the earlier one ends (a changed shift), so the demo shows a conflict only where one is
 * made on purpose below.
 */
async function staggerDoubleBookings(tx: Db, ownerId: number): Promise<void> {
  const rows = await tx
    .select({
      id: agendaEntries.id,
      employeeId: agendaEntries.employeeId,
      date: agendaEntries.date,
      startTime: agendaEntries.startTime,
      endTime: agendaEntries.endTime,
      pause: agendaEntries.pause,
    })
    .from(agendaEntries)
    .where(eq(agendaEntries.ownerId, ownerId))
    .orderBy(
      asc(agendaEntries.employeeId),
      asc(agendaEntries.date),
      asc(agendaEntries.startTime),
      asc(agendaEntries.id),
    );
  let previous: (typeof rows)[number] | undefined;
  for (const row of rows) {
    const sameDay = previous && previous.employeeId === row.employeeId && previous.date === row.date;
    if (previous && sameDay && row.startTime < previous.endTime) {
      const startTime = previous.endTime;
      const endTime = endAfter(startTime, minutesOfDay(row.endTime) - minutesOfDay(row.startTime));
      await tx
        .update(agendaEntries)
        .set({ startTime, endTime, hours: shiftHours(startTime, endTime, row.pause), planningType: 2 })
        .where(and(eq(agendaEntries.ownerId, ownerId), eq(agendaEntries.id, row.id)));
      previous = { ...row, startTime, endTime };
    } else previous = row;
  }
}

export async function seedDemoPlanning(tx: Db, ownerId: number): Promise<void> {
  const today = todayIso();
  const { year, week } = isoWeek(today);
  const thisMonday = isoWeekStart(year, week);
  const lastMonday = addDays(thisMonday, -7);
  await writeDefaultPlanning(tx, ownerId, { startDate: lastMonday, endDate: addDays(thisMonday, 13) }, today);
  await staggerDoubleBookings(tx, ownerId);

  // Last week's hours are confirmed up to Wednesday: the office has the rest of the week to go.
  await tx
    .update(agendaEntries)
    .set({
      confirmed: SHIFT_STATUS.confirmed,
      plannedStart: sql`${agendaEntries.startTime}`,
      plannedEnd: sql`${agendaEntries.endTime}`,
      plannedPause: sql`${agendaEntries.pause}`,
      plannedTravelTime: sql`${agendaEntries.travelTime}`,
      confirmedData: { byName: 'planner@demo.test', at: `${addDays(thisMonday, -1)}T16:00:00.000Z` },
    })
    .where(
      and(
        eq(agendaEntries.ownerId, ownerId),
        sql`${agendaEntries.date} between ${lastMonday} and ${addDays(lastMonday, 2)}`,
      ),
    );

  // This week's Monday morning shifts, in a fixed order.
  const monday = await tx
    .select({ id: agendaEntries.id, employeeId: agendaEntries.employeeId, projectId: agendaEntries.projectId })
    .from(agendaEntries)
    .where(and(eq(agendaEntries.ownerId, ownerId), eq(agendaEntries.date, thisMonday)))
    .orderBy(asc(agendaEntries.startTime), asc(agendaEntries.id));
  const [first, second, third] = monday;
  if (!first || !second || !third) return;

  // A changed shift: this Monday the employee comes in the evening instead.
  await tx
    .update(agendaEntries)
    .set({ startTime: 1700, endTime: 1900, hours: shiftHours(1700, 1900, 0), planningType: 2 })
    .where(and(eq(agendaEntries.ownerId, ownerId), eq(agendaEntries.id, second.id)));
  // A noted shift.
  await tx
    .update(agendaEntries)
    .set({ note: 'Sleutel ophalen bij de receptie; alarmcode is gewijzigd.' })
    .where(and(eq(agendaEntries.ownerId, ownerId), eq(agendaEntries.id, third.id)));

  // An extra shift for the first employee on another project: with the early shift that day it is over 9 hours.
  const [other] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), eq(projects.deleted, 0), sql`${projects.id} <> ${first.projectId}`))
    .orderBy(asc(projects.id));
  if (!other) return;
  await tx.insert(agendaEntries).values({
    ownerId,
    key: `demo-extra-${thisMonday}`,
    date: thisMonday,
    employeeId: first.employeeId,
    projectId: other.id,
    startTime: 900,
    endTime: 1700,
    pause: 50,
    travelTime: 25,
    hours: shiftHours(900, 1700, 50),
    addition: 'Verhuizing: kantoor opleveren',
    planningType: 3,
  });
  // An extra shift next week that nobody has been put on yet (To be scheduled lists it).
  await tx.insert(agendaEntries).values({
    ownerId,
    key: `demo-open-${thisMonday}`,
    date: addDays(thisMonday, 9),
    employeeId: 0,
    projectId: other.id,
    startTime: 1000,
    endTime: 1200,
    hours: shiftHours(1000, 1200, 0),
    addition: 'Extra glasbewassing na verbouwing',
    planningType: 3,
  });
}
