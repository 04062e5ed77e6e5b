import { SHIFT_STATUS, shiftHours } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { isoWeek, isoWeekStart } from '@backoffice/domain/iso-week';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agendaEntries, projects } from '../db/schema/index.ts';
import { writeDefaultPlanning } from '../modules/planning/shifts/default-planning.ts';

// Demo planning of the first owner (issue 5): the default planning of last, this and next week from the demo works,
// last week's hours confirmed, and a few planner changes: a changed shift, an extra shift that makes a day over
// 9 hours, and a shift with a note.

export async function seedDemoPlanning(tx: Db, ownerId: number): Promise<void> {
  const today = todayIso();
  const { year, week } = isoWeek(today);
  const thisMonday = isoWeekStart(year, week);
  const lastMonday = addDays(thisMonday, -7);
  await writeDefaultPlanning(tx, ownerId, { startDate: lastMonday, endDate: addDays(thisMonday, 13) }, today);

  // Last week's hours are confirmed, as the office would have done by now.
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
        sql`${agendaEntries.date} between ${lastMonday} and ${addDays(lastMonday, 6)}`,
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

  // A changed shift: the employee comes an hour later this Monday.
  await tx
    .update(agendaEntries)
    .set({ startTime: 700, endTime: 900, hours: shiftHours(700, 900, 0), planningType: 2 })
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
}
