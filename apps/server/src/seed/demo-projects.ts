import type { MapColor, TWorkEmployee } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { and, asc, between, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  customers,
  employees,
  employments,
  ownerUsers,
  projectAddresses,
  projectNotes,
  projects,
  works,
} from '../db/schema/index.ts';
import { readStored } from '../modules/owner-lists/index.ts';

// Demo projects of the first owner (issue 4): offices, schools and practices in and around Utrecht, with coordinates
// filled in (no geocoding while seeding), works that name the demo employees, one ended project and a few notes.

/** street, house number, postal code, city, latitude, longitude */
type Place = [string, string, string, string, number, number];

/**
 * name, map colour, works (o office Mon-Fri, w windows every 2 weeks, d deep clean the first Monday of the month),
 * addresses (the first is main) and whether the project has ended.
 */
type DemoProject = [string, MapColor, string, Place[], boolean?];

const PROJECTS: DemoProject[] = [
  [
    'Stadskantoor Utrecht',
    '0000FF',
    'owd',
    [
      ['Stadsplateau', '1', '3521 AZ', 'Utrecht', 52.0894, 5.1087],
      ['Jaarbeursplein', '25', '3521 AM', 'Utrecht', 52.0887, 5.1063],
    ],
  ],
  ['Bibliotheek Neude', 'FF0000', 'ow', [['Neude', '11', '3512 AE', 'Utrecht', 52.0926, 5.1195]]],
  ['TivoliVredenburg', 'B200FF', 'od', [['Vredenburgkade', '11', '3511 WC', 'Utrecht', 52.093, 5.1127]]],
  [
    'Kantoorpark Papendorp',
    '00FF00',
    'owd',
    [
      ['Papendorpseweg', '100', '3528 BJ', 'Utrecht', 52.0779, 5.0897],
      ['Papendorpseweg', '75', '3528 BJ', 'Utrecht', 52.0771, 5.0921],
    ],
  ],
  ['Huisartsenpraktijk Lombok', 'FFA100', 'o', [['Kanaalstraat', '150', '3531 CL', 'Utrecht', 52.0927, 5.1003]]],
  ['Tandartsenpraktijk Zeist', 'FF00DC', 'ow', [['Slotlaan', '200', '3701 GP', 'Zeist', 52.0889, 5.2335]]],
  ['Basisschool De Bilt', 'FFFF00', 'od', [['Hessenweg', '120', '3731 JN', 'De Bilt', 52.1105, 5.179]]],
  ['Sportcentrum Nieuwegein', '000000', 'ow', [['Zuidstedeweg', '2', '3431 HA', 'Nieuwegein', 52.029, 5.083]]],
  [
    'Bedrijfsverzamelgebouw Houten',
    '0000FF',
    'owd',
    [
      ['Meidoornkade', '20', '3992 AE', 'Houten', 52.0339, 5.1636],
      ['Het Rond', '1', '3995 DN', 'Houten', 52.0282, 5.1682],
    ],
  ],
  ['Kinderopvang Leidsche Rijn', '00FF00', 'o', [['Berlijnplein', '10', '3541 CM', 'Utrecht', 52.1, 5.0617]]],
  ['Kantoor Maarssen', 'FF0000', 'ow', [['Planetenbaan', '16', '3606 AK', 'Maarssen', 52.135, 5.043]]],
  ['Winkelcentrum Overvecht', 'FFA100', 'owd', [['Zamenhofdreef', '50', '3562 JW', 'Utrecht', 52.117, 5.113]]],
  ['Fysiotherapie Wittevrouwen', 'B200FF', 'o', [['Biltstraat', '150', '3572 BN', 'Utrecht', 52.095, 5.133]]],
  ['Appartementen Kanaleneiland', 'FF00DC', 'wd', [['Churchilllaan', '11', '3527 GV', 'Utrecht', 52.074, 5.103]]],
  ['Gemeentehuis IJsselstein', '000000', 'ow', [['Overtoom', '1', '3401 BK', 'IJsselstein', 52.02, 5.043]], true],
];

const entry = (employeeId: number, startTime: number, endTime: number): TWorkEmployee => ({
  employeeId,
  startDate: null,
  endDate: '3000-01-01',
  startTime,
  endTime,
  pause: 0,
  travelTime: 25,
  addition: '',
});

/** The three kinds of work; `staff` are the employees to plan, `typeId` finds a work type by its name. */
function workValues(kind: string, staff: number[], typeId: (pattern: RegExp) => number, startDate: string) {
  const [a = 0, b = a] = staff;
  const on = (days: number[], ids: number[], from: number, to: number) =>
    Object.fromEntries(days.map((d) => [String(d), ids.filter((id) => id > 0).map((id) => entry(id, from, to))]));
  if (kind === 'w')
    return {
      description: 'Glasbewassing binnen en buiten',
      workType: typeId(/glas|raam|window/i),
      minutes: 180,
      intervalWeeks: 2,
      selectedDays: [3],
      weekDays: on([3], [b], 800, 1100),
      startDate,
    };
  if (kind === 'd')
    return {
      description: 'Dieptereiniging vloeren en sanitair',
      workType: typeId(/diep|periodiek|deep/i),
      minutes: 240,
      periodicType: 3,
      weeksOfMonth: [1],
      selectedDays: [1],
      weekDays: on([1], [a, b], 1800, 2200),
      startDate,
    };
  return {
    description: 'Dagelijkse kantoorschoonmaak',
    workType: typeId(/kantoor|dagelijks|office/i),
    minutes: 120,
    hourRate: 3150,
    selectedDays: [1, 2, 3, 4, 5],
    weekDays: on([1, 2, 3, 4, 5], [a], 600, 800),
    startDate,
  };
}

async function lookups(tx: Db, ownerId: number, today: string) {
  const customerRows = await tx
    .select({ id: customers.id, number: customers.number })
    .from(customers)
    .where(and(eq(customers.ownerId, ownerId), between(customers.number, 1001, 1012), eq(customers.deleted, 0)))
    .orderBy(asc(customers.number));
  // Employees with a contract in force, so the works name people who still work here.
  const staff = await tx
    .selectDistinct({ id: employees.id })
    .from(employees)
    .innerJoin(employments, and(eq(employments.ownerId, employees.ownerId), eq(employments.employeeId, employees.id)))
    .where(
      and(
        eq(employees.ownerId, ownerId),
        eq(employees.deleted, 0),
        eq(employments.deleted, 0),
        gte(employments.endDate, today),
      ),
    )
    .orderBy(asc(employees.id));
  const types = await readStored(tx, ownerId, 'workTypes');
  const typeId = (pattern: RegExp) =>
    Number(types.find((t) => !t.deleted && typeof t.id === 'number' && pattern.test(String(t.name ?? '')))?.id ?? 0);
  const [author] = await tx
    .select({ id: ownerUsers.id })
    .from(ownerUsers)
    .where(and(eq(ownerUsers.ownerId, ownerId), sql`${ownerUsers.roles} @> '["admin"]'::jsonb`));
  return {
    customerIds: customerRows.map((c) => c.id),
    staff: staff.map((e) => e.id),
    typeId,
    authorId: author?.id ?? 0,
  };
}

export async function seedDemoProjects(tx: Db, ownerId: number): Promise<void> {
  const today = todayIso();
  const { customerIds, staff, typeId, authorId } = await lookups(tx, ownerId, today);
  const pick = <T>(list: T[], i: number, fallback: T) => list[i % Math.max(list.length, 1)] ?? fallback;

  const inserted = await tx
    .insert(projects)
    .values(
      PROJECTS.map(([name, mapColor, , , ended], i) => ({
        ownerId,
        name,
        code: `P${String(101 + i)}`,
        customerId: pick(customerIds, i, 0),
        mapColor,
        mapNumber: i + 1,
        projectLeaderId: i % 4 === 0 ? pick(staff, 0, 0) : 0,
        workDescription: 'Zie werkomschrijving in het contract.',
        endDate: ended ? addDays(today, -45) : '3000-01-01',
      })),
    )
    .returning({ id: projects.id, name: projects.name });
  const idOf = (name: string) => inserted.find((p) => p.name === name)?.id ?? 0;

  await tx.insert(projectAddresses).values(
    PROJECTS.flatMap(([name, , , places]) =>
      places.map(([address, houseNumber, postalCode, city, latitude, longitude], i) => ({
        ownerId,
        projectId: idOf(name),
        address,
        houseNumber,
        postalCode,
        city,
        latitude,
        longitude,
        mainAddress: i === 0 ? 1 : 0,
      })),
    ),
  );

  await tx.insert(works).values(
    PROJECTS.flatMap(([name, , kinds, , ended], i) =>
      [...kinds].map((kind, k) => ({
        ownerId,
        projectId: idOf(name),
        ...workValues(kind, [pick(staff, i + k, 0), pick(staff, i + k + 1, 0)], typeId, '2024-01-01'),
        // The ended project's works ended with it, so it shows under "inactive".
        endDate: ended ? addDays(today, -45) : '3000-01-01',
      })),
    ),
  );

  await tx.insert(projectNotes).values([
    {
      ownerId,
      projectId: idOf('Bibliotheek Neude'),
      kind: 1,
      cause: 2,
      complaintKind: 1,
      complaintCause: 3,
      rating: 5,
      date: addDays(today, -12),
      text: 'Klacht: toiletten op de tweede verdieping niet schoongemaakt.',
      handled: 1,
      createdBy: authorId,
    },
    {
      ownerId,
      projectId: idOf('Kantoorpark Papendorp'),
      kind: 1,
      cause: 4,
      complaintKind: 2,
      complaintCause: 5,
      rating: 5,
      date: addDays(today, -2),
      text: 'Klacht: prullenbakken in vergaderzalen blijven vol.',
      handled: 0,
      createdBy: authorId,
    },
    {
      ownerId,
      projectId: idOf('Stadskantoor Utrecht'),
      kind: 3,
      date: addDays(today, -30),
      text: 'Kwaliteitscontrole uitgevoerd: alles in orde.',
      rating: 15,
      handled: 1,
      createdBy: authorId,
    },
  ]);
}
