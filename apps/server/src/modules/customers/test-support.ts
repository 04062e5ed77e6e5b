import { addDays, todayIso } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import type { TestApp } from '../../test/harness.ts';

// Shared builders for the customer API tests.

export const today = todayIso();
export const day = (offset: number) => addDays(today, offset);

let counter = 0;
export const customer = (overrides: Record<string, unknown> = {}) => ({
  id: 0,
  number: '<auto>',
  name: `Klant ${++counter}`,
  address: 'Oudegracht',
  houseNumber: '12',
  postalCode: '3511 AB',
  city: 'Utrecht',
  latitude: 52.0907,
  longitude: 5.1214,
  ...overrides,
});

/** Saves and expects 200; returns the saved customer. */
export async function saveCustomer(app: TestApp, token: string, body: Record<string, unknown>) {
  const response = await app.request('POST', '/r/saveCustomer', { token, body });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json;
}

export async function allCustomers(app: TestApp, token: string) {
  const response = await app.request('GET', '/r/allCustomers', { token });
  expect(response.status).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: tests read response fields freely
  return response.json as any[];
}

export async function listed(app: TestApp, token: string, id: number) {
  return (await allCustomers(app, token)).find((c) => c.id === id);
}

/** A project of a customer straight in the database (the projects calls are another module's). */
export async function insertProject(
  app: TestApp,
  ownerId: number,
  customerId: number,
  values: { endDate?: string; deleted?: number } = {},
): Promise<number> {
  const rows = await withTenant(app.database, ownerId, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`insert into projects (owner_id, name, customer_id, end_date, deleted)
        values (${ownerId}, 'Testproject', ${customerId}, ${values.endDate ?? '3000-01-01'}, ${values.deleted ?? 0})
        returning id`,
    ),
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert project failed');
  return id;
}

export async function insertWork(
  app: TestApp,
  ownerId: number,
  projectId: number,
  values: { endDate?: string; deleted?: number } = {},
): Promise<number> {
  const rows = await withTenant(app.database, ownerId, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`insert into works (owner_id, project_id, start_date, end_date, deleted)
        values (${ownerId}, ${projectId}, '2020-01-01', ${values.endDate ?? '3000-01-01'}, ${values.deleted ?? 0})
        returning id`,
    ),
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert work failed');
  return id;
}

/** Runs one statement in owner 1's tenant transaction. */
export function execute(app: TestApp, ownerId: number, query: ReturnType<typeof sql>) {
  return withTenant(app.database, ownerId, (tx) => tx.execute(query));
}
