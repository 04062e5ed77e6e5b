import { randomUUID } from 'node:crypto';
import { distanceMetres, minutesOfDay, wallClock, zonedInstant } from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { agendaEntries, clockRecords, employees, projects } from '../db/schema/index.ts';
import { absencesOverlapping, mainAddressPosition, refreshClockData } from '../modules/planning/index.ts';

// Demo clock records (issue 5) of the first owner: the last two days and today, on time, late, far from the address
// and one forgotten clock-out, so the clock times, deviations and status pages have something to show. The shifts
// come from the planning seed when it made any for those days; otherwise a few are planned here.

/** The project that announces by hand (3) and the one that announces automatically (2) two days ahead. */
const ANNOUNCING = [
  { name: 'Stadskantoor Utrecht', announcement: 3, announcementDays: 1, email: 'facilitair@stadskantoor.example' },
  { name: 'Bibliotheek Neude', announcement: 2, announcementDays: 2, email: 'beheer@bibliotheekneude.example' },
];

/** Minutes relative to start ('s') or end ('e') of the shift, metres from the address; null: no such record. */
type Punch = { from: 's' | 'e'; minutes: number; metres: number };
type Scenario = { in: Punch | null; out: Punch | null };

const ON_TIME: Scenario = { in: { from: 's', minutes: -3, metres: 12 }, out: { from: 'e', minutes: 2, metres: 8 } };
const LATE: Scenario = { in: { from: 's', minutes: 22, metres: 15 }, out: { from: 'e', minutes: 4, metres: 10 } };
const FAR: Scenario = { in: { from: 's', minutes: 0, metres: 380 }, out: { from: 'e', minutes: 0, metres: 410 } };
const FORGOT: Scenario = { in: { from: 's', minutes: -1, metres: 5 }, out: null };
const A_BIT_LATE: Scenario = { in: { from: 's', minutes: 7, metres: 20 }, out: { from: 'e', minutes: 7, metres: 20 } };

/** Per day offset: the scenarios for its first shifts, in start order. */
const DAYS: [number, Scenario[]][] = [
  [-2, [ON_TIME, A_BIT_LATE, ON_TIME]],
  [-1, [ON_TIME, LATE, FAR, FORGOT]],
  [0, [ON_TIME, LATE, ON_TIME]],
];

/** Times of the shifts planned here when the day has none: start, end. */
const OWN_TIMES: [number, number][] = [
  [600, 800],
  [800, 1000],
  [1000, 1200],
  [1300, 1500],
];

async function staffAndProjects(tx: Db, ownerId: number, today: string) {
  // Employees with a contract in force, so the shifts name people who still work here.
  const staff = await queryRows<{ id: number }>(
    tx,
    sql`select e.id from employees e where e.owner_id = ${ownerId} and e.deleted = 0 and exists (
      select 1 from employments m where m.owner_id = e.owner_id and m.employee_id = e.id and m.deleted = 0
        and m.end_date >= ${today}) order by e.id limit 4`,
  );
  const places = await tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), eq(projects.deleted, 0), gte(projects.endDate, today)))
    .orderBy(asc(projects.id))
    .limit(4);
  return { staff: staff.map((s) => s.id), places: places.map((p) => p.id) };
}

async function shiftsOn(tx: Db, ownerId: number, date: string) {
  return tx
    .select({
      id: agendaEntries.id,
      date: agendaEntries.date,
      employeeId: agendaEntries.employeeId,
      projectId: agendaEntries.projectId,
      startTime: agendaEntries.startTime,
      endTime: agendaEntries.endTime,
      checked: agendaEntries.checked,
      clockData: agendaEntries.clockData,
    })
    .from(agendaEntries)
    .where(
      and(
        eq(agendaEntries.ownerId, ownerId),
        eq(agendaEntries.date, date),
        eq(agendaEntries.deleted, 0),
        ne(agendaEntries.source, 'del'),
        ne(agendaEntries.employeeId, 0),
      ),
    )
    .orderBy(asc(agendaEntries.startTime), asc(agendaEntries.id));
}

export async function seedDemoClock(tx: Db, ownerId: number, now = new Date()): Promise<void> {
  const today = wallClock(now).date;
  const { staff, places } = await staffAndProjects(tx, ownerId, today);
  if (staff.length === 0 || places.length === 0) return;
  const clocking = new Set<number>();
  for (const [offset, scenarios] of DAYS) {
    const date = addDays(today, offset);
    // Nobody clocks on a day of an approved absence (their shifts show as conflicts in the week view instead).
    const absent = new Set((await absencesOverlapping(tx, ownerId, date, date)).map((a) => a.employeeId));
    const present = staff.filter((id) => !absent.has(id));
    if ((await shiftsOn(tx, ownerId, date)).length === 0 && present.length > 0) {
      await tx.insert(agendaEntries).values(
        OWN_TIMES.map(([startTime, endTime], i) => ({
          ownerId,
          key: randomUUID(),
          date,
          employeeId: present[i % present.length] as number,
          projectId: places[i % places.length] as number,
          startTime,
          endTime,
          hours: Math.round(((minutesOfDay(endTime) - minutesOfDay(startTime)) * 100) / 60),
          planningType: 3,
        })),
      );
    }
    const shifts = (await shiftsOn(tx, ownerId, date))
      .filter((shift) => !absent.has(shift.employeeId))
      .slice(0, scenarios.length);
    for (const [i, shift] of shifts.entries()) {
      const scenario = scenarios[i] as Scenario;
      const address = await mainAddressPosition(tx, ownerId, shift.projectId, date);
      const punches = [
        { kind: 'in', punch: scenario.in },
        { kind: 'out', punch: scenario.out },
      ].flatMap(({ kind, punch }) => {
        if (!punch) return [];
        const base = minutesOfDay(punch.from === 's' ? shift.startTime : shift.endTime);
        const at = zonedInstant(date, base + punch.minutes);
        // Nothing from the future: today's later shifts are not clocked yet.
        if (at > now) return [];
        // A point `metres` north of the address (a degree of latitude is about 111 km).
        const position = address
          ? { latitude: address.latitude + punch.metres / 111_195, longitude: address.longitude }
          : null;
        return [{ kind, at, position }];
      });
      if (punches.length === 0) continue;
      clocking.add(shift.employeeId);
      await tx.insert(clockRecords).values(
        punches.map((p) => ({
          ownerId,
          employeeId: shift.employeeId,
          agendaEntryId: shift.id,
          projectId: shift.projectId,
          kind: p.kind,
          at: p.at,
          latitude: p.position?.latitude ?? null,
          longitude: p.position?.longitude ?? null,
          distance: p.position && address ? distanceMetres(p.position, address) : null,
        })),
      );
      await refreshClockData(tx, ownerId, shift, now);
    }
  }
  // The employees above clock online; so does the demo app login's employee (the first one).
  if (staff[0]) clocking.add(staff[0]);
  await tx
    .update(employees)
    .set({ clock: 1 })
    .where(and(eq(employees.ownerId, ownerId), inArray(employees.id, [...clocking])));
  for (const project of ANNOUNCING) {
    await tx
      .update(projects)
      .set({
        announcement: project.announcement,
        announcementDays: project.announcementDays,
        announcementEmail: project.email,
        updatedAt: sql`now()`,
      })
      .where(and(eq(projects.ownerId, ownerId), eq(projects.name, project.name)));
  }
}
