import { employeeName } from '@backoffice/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customers, employees, owners, projects, works } from '../../../db/schema/index.ts';
import { mainAddresses } from './clock-data.ts';

// What work orders and announcements tell about the shifts: projects, their main address, works, employees, customers.

const unique = (ids: readonly number[]) => [...new Set(ids.filter((id) => id > 0))];

export interface DocumentProject {
  id: number;
  name: string;
  workDescription: string;
  customerId: number;
  announcement: number;
  announcementDays: number;
  announcementEmail: string;
  deleted: number;
}

export async function projectsById(
  tx: Db,
  ownerId: number,
  ids: readonly number[],
): Promise<Map<number, DocumentProject>> {
  const list = unique(ids);
  if (list.length === 0) return new Map();
  const rows = await tx
    .select({
      id: projects.id,
      name: projects.name,
      workDescription: projects.workDescription,
      customerId: projects.customerId,
      announcement: projects.announcement,
      announcementDays: projects.announcementDays,
      announcementEmail: projects.announcementEmail,
      deleted: projects.deleted,
    })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), inArray(projects.id, list)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** "Croeselaan 1 A, 3521 BJ Utrecht" */
const addressLine = (a: {
  address: string;
  houseNumber: string;
  houseAddition: string;
  postalCode: string;
  city: string;
}) =>
  [
    [a.address, a.houseNumber, a.houseAddition].filter(Boolean).join(' '),
    [a.postalCode, a.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

/** Each project's main address on `date` as one line. */
export async function mainAddressLines(tx: Db, ownerId: number, projectIds: readonly number[], date: string) {
  const addresses = await mainAddresses(tx, ownerId, projectIds, date);
  return new Map([...addresses].map(([projectId, address]) => [projectId, addressLine(address)]));
}

export async function worksById(tx: Db, ownerId: number, ids: readonly number[]) {
  const list = unique(ids);
  if (list.length === 0) return new Map<number, { description: string; projectId: number; deleted: number }>();
  const rows = await tx
    .select({ id: works.id, description: works.description, projectId: works.projectId, deleted: works.deleted })
    .from(works)
    .where(and(eq(works.ownerId, ownerId), inArray(works.id, list)));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function employeeNames(tx: Db, ownerId: number, ids: readonly number[]) {
  const list = unique(ids);
  if (list.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({
      id: employees.id,
      firstName: employees.firstName,
      insertion: employees.insertion,
      lastName: employees.lastName,
    })
    .from(employees)
    .where(and(eq(employees.ownerId, ownerId), inArray(employees.id, list)));
  return new Map(rows.map((row) => [row.id, employeeName(row)]));
}

export async function customersById(tx: Db, ownerId: number, ids: readonly number[]) {
  const list = unique(ids);
  if (list.length === 0) return new Map<number, { email: string; locale: string; deleted: number }>();
  const rows = await tx
    .select({ id: customers.id, email: customers.email, locale: customers.locale, deleted: customers.deleted })
    .from(customers)
    .where(and(eq(customers.ownerId, ownerId), inArray(customers.id, list)));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function ownerName(tx: Db, ownerId: number): Promise<string> {
  const [row] = await tx.select({ name: owners.name }).from(owners).where(eq(owners.id, ownerId));
  return row?.name ?? '';
}
