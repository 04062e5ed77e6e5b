import { addDays, todayIso } from '@backoffice/domain/dates';
import { isoWeek, isoWeekStart } from '@backoffice/domain/iso-week';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { employment, person, saveEmployee, saveEmployer } from '../../../test/fixtures/employees.ts';
import { project, saveProject, work } from '../../../test/fixtures/projects.ts';
import type { TestApp } from '../../../test/harness.ts';

// Shared builders for the shift API tests.

export const today = todayIso();
/** Monday of the ISO week `offset` weeks from this one. */
export const monday = (offset = 0) => {
  const { year, week } = isoWeek(today);
  return addDays(isoWeekStart(year, week), offset * 7);
};

/** An employee of a new employer with a contract since 2020 (or as `contract` says); returns both ids. */
export async function worker(app: TestApp, token: string, contract: Record<string, unknown> = {}, personal = {}) {
  const employerId = await saveEmployer(app, token);
  const saved = await saveEmployee(app, token, {
    ...person(personal),
    employments: [employment(employerId, contract)],
  });
  return { employeeId: saved.id as number, employerId };
}

/** A project with the given works (projects test-support's work() shape). */
export async function projectWith(app: TestApp, token: string, works: Record<string, unknown>[], extra = {}) {
  return saveProject(app, token, project({ works, ...extra }));
}

export { work };

/** A shift to save by hand: 08:00–10:00 on `date`. */
export const shift = (overrides: Record<string, unknown> = {}) => ({
  id: 0,
  date: monday(1),
  employeeId: 0,
  projectId: 0,
  startTime: 800,
  endTime: 1000,
  ...overrides,
});

export async function saveShift(app: TestApp, token: string, body: Record<string, unknown>) {
  const response = await app.request('POST', '/r/saveAgendaEntry', { token, body });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json;
}

/** Rows straight from the database as the owner (to prove what was or was not written). */
export const dbRows = <T>(app: TestApp, ownerId: number, query: ReturnType<typeof sql>) =>
  withTenant(app.database, ownerId, (tx) => queryRows<T>(tx, query));

export const liveShifts = (app: TestApp, ownerId: number) =>
  dbRows<{ n: number }>(
    app,
    ownerId,
    sql`select count(*)::int as n from agenda_entries where owner_id = ${ownerId} and deleted = 0`,
  ).then((rows) => rows[0]?.n ?? 0);

/** Marks a shift invoiced, as invoicing will (confirmed = 2, invoiceId). */
export const markInvoiced = (app: TestApp, ownerId: number, id: number, invoiceId = 77) =>
  dbRows(app, ownerId, sql`update agenda_entries set confirmed = 2, invoice_id = ${invoiceId} where id = ${id}`);

/** An absence written straight into the table (the absence calls are another slice's). */
export const insertAbsence = (
  app: TestApp,
  ownerId: number,
  employeeId: number,
  startDate: string,
  endDate: string,
  status = 2,
) =>
  dbRows(
    app,
    ownerId,
    sql`insert into absents (owner_id, employee_id, start_date, end_date, kind, status)
      values (${ownerId}, ${employeeId}, ${startDate}, ${endDate}, 2, ${status})`,
  );
