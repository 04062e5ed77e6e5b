import { addDays, todayIso } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withSystem, withTenant } from '../../db/tenant.ts';
import type { TestApp } from '../../test/harness.ts';
import { person, saveEmployee } from '../employees/test-support.ts';

// Shared builders for the project API tests.

export const today = todayIso();
export const day = (offset: number) => addDays(today, offset);

export const projectAddress = (overrides: Record<string, unknown> = {}) => ({
  id: 0,
  address: 'Croeselaan',
  houseNumber: '1',
  postalCode: '3521 BJ',
  city: 'Utrecht',
  latitude: 52.0853,
  longitude: 5.1103,
  mainAddress: 1,
  ...overrides,
});

/** A weekly work on the given days; `employeeId` puts that employee on each day from 08:00 to 10:00. */
export const work = (overrides: Record<string, unknown> = {}, employeeId?: number, days = [1, 4]) => ({
  id: 0,
  description: 'Kantoorschoonmaak',
  minutes: 120,
  selectedDays: days,
  weekDays: employeeId
    ? Object.fromEntries(days.map((d) => [String(d), [{ employeeId, startTime: 800, endTime: 1000 }]]))
    : {},
  startDate: '2024-01-01',
  endDate: '',
  ...overrides,
});

let counter = 0;
export const project = (overrides: Record<string, unknown> = {}) => ({
  id: 0,
  name: `Kantoor ${++counter}`,
  mapColor: 'ff0000',
  addresses: [projectAddress()],
  works: [work()],
  ...overrides,
});

/** Saves and expects 200; returns the saved project. */
export async function saveProject(app: TestApp, token: string, body: Record<string, unknown>) {
  const response = await app.request('POST', '/r/saveProject', { token, body });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json;
}

export async function allProjects(app: TestApp, token: string) {
  const response = await app.request('GET', '/r/allProjects', { token });
  expect(response.status).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: tests read response fields freely
  return response.json as any[];
}

export const listed = async (app: TestApp, token: string, id: number) =>
  (await allProjects(app, token)).find((p) => p.id === id);

/** A new employee of the owner the token belongs to; returns its id. */
export async function newEmployee(app: TestApp, token: string): Promise<number> {
  return (await saveEmployee(app, token, person())).id as number;
}

/** A customer written straight into the database (the customer calls are another module's). */
export async function insertCustomer(app: TestApp, ownerId: number, name: string, deleted = 0): Promise<number> {
  const [row] = await withTenant(app.database, ownerId, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`insert into customers (owner_id, number, name, deleted)
        values (${ownerId}, (select coalesce(max(number), 0) + 1 from customers where owner_id = ${ownerId}), ${name},
          ${deleted}) returning id`,
    ),
  );
  if (!row) throw new Error('insert customer failed');
  return row.id;
}

/** Sets the owner's work types list (owners.settings.workTypes) as the work types calls store it. */
export async function setWorkTypes(app: TestApp, ownerId: number, list: Record<string, unknown>[]): Promise<void> {
  await withSystem(app.database, (tx) =>
    tx.execute(
      sql`update owners set settings = jsonb_set(settings, '{workTypes}', ${JSON.stringify(list)}::jsonb)
        where id = ${ownerId}`,
    ),
  );
}

/** Reads rows straight from the database, as the owner. */
export const rowsOf = <T>(app: TestApp, ownerId: number, query: ReturnType<typeof sql>) =>
  withTenant(app.database, ownerId, (tx) => queryRows<T>(tx, query));

export const auditActions = async (app: TestApp, entity: string, id: number) =>
  (
    await rowsOf<{ action: string }>(
      app,
      1,
      sql`select action from audit_log where entity = ${entity} and entity_id = ${id} order by id`,
    )
  ).map((r) => r.action);
