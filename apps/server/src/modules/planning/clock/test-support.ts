import { randomUUID } from 'node:crypto';
import { zonedInstant } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { queryRows } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { addUser, type TestApp } from '../../../test/harness.ts';

// Fixtures of the clock and documents tests. Shifts are written straight into agenda_entries: the shift calls are
// another slice's.

const insertRow = async (app: TestApp, ownerId: number, query: ReturnType<typeof sql>) => {
  const [row] = await withTenant(app.database, ownerId, (tx) => queryRows<{ id: number }>(tx, query));
  if (!row) throw new Error('insert returned nothing');
  return row.id;
};

export const rowsOf = <T>(app: TestApp, ownerId: number, query: ReturnType<typeof sql>) =>
  withTenant(app.database, ownerId, (tx) => queryRows<T>(tx, query));

let counter = 0;

/** An employee; clock mode 2 (offline and online) lets tests send records of the last days. */
export async function insertEmployee(
  app: TestApp,
  ownerId: number,
  values: { firstName?: string; lastName?: string; clock?: number; clockOnLocation?: number } = {},
) {
  const n = ++counter;
  return insertRow(
    app,
    ownerId,
    sql`insert into employees (owner_id, first_name, last_name, clock, clock_on_location)
      values (${ownerId}, ${values.firstName ?? `Kim${n}`}, ${values.lastName ?? `Klok${n}`}, ${values.clock ?? 2},
        ${values.clockOnLocation ?? 0}) returning id`,
  );
}

/** A login with employee_portal linked to the employee; returns its token. */
export async function employeeLogin(app: TestApp, ownerId: number, employeeId: number): Promise<string> {
  const userName = `clock-${randomUUID().slice(0, 8)}@test.example`;
  await addUser(app, ownerId, userName, ['employee_portal']);
  await withTenant(app.database, ownerId, (tx) =>
    tx.execute(sql`update owner_users set employee_id = ${employeeId}
      where owner_id = ${ownerId} and user_id = (select id from user_accounts where user_name = ${userName})`),
  );
  return app.login(userName, ownerId);
}

export const ADDRESS = { latitude: 52.0853, longitude: 5.1103 };

/** A project with a main address at ADDRESS (and an older, other main address that is not in force) and one work. */
export async function insertProject(
  app: TestApp,
  ownerId: number,
  values: {
    name?: string;
    customerId?: number;
    announcement?: number;
    announcementDays?: number;
    announcementEmail?: string;
    workDescription?: string;
  } = {},
) {
  const name = values.name ?? `Kantoor Klok ${++counter}`;
  const projectId = await insertRow(
    app,
    ownerId,
    sql`insert into projects (owner_id, name, customer_id, announcement, announcement_days, announcement_email,
        work_description)
      values (${ownerId}, ${name}, ${values.customerId ?? 0}, ${values.announcement ?? 1},
        ${values.announcementDays ?? 1}, ${values.announcementEmail ?? ''},
        ${values.workDescription ?? 'Sleutel bij de receptie.'}) returning id`,
  );
  await insertRow(
    app,
    ownerId,
    sql`insert into project_addresses (owner_id, project_id, address, house_number, postal_code, city, latitude,
        longitude, main_address, end_date)
      values (${ownerId}, ${projectId}, 'Oude Weg', '9', '3500 AA', 'Utrecht', 51.9, 4.4, 1, '2020-12-31') returning id`,
  );
  await insertRow(
    app,
    ownerId,
    sql`insert into project_addresses (owner_id, project_id, address, house_number, postal_code, city, latitude,
        longitude, main_address)
      values (${ownerId}, ${projectId}, 'Croeselaan', '1', '3521 BJ', 'Utrecht', ${ADDRESS.latitude},
        ${ADDRESS.longitude}, 1) returning id`,
  );
  const workId = await insertRow(
    app,
    ownerId,
    sql`insert into works (owner_id, project_id, description, start_date)
      values (${ownerId}, ${projectId}, 'Kantoren stofzuigen en sanitair', '2024-01-01') returning id`,
  );
  return { projectId, workId, name };
}

export async function insertCustomer(
  app: TestApp,
  ownerId: number,
  values: { name?: string; email?: string; locale?: string } = {},
) {
  return insertRow(
    app,
    ownerId,
    sql`insert into customers (owner_id, number, name, email, locale)
      values (${ownerId}, (select coalesce(max(number), 0) + 1 from customers where owner_id = ${ownerId}),
        ${values.name ?? `Klant ${++counter}`}, ${values.email ?? ''}, ${values.locale ?? 'nl'}) returning id`,
  );
}

export interface ShiftValues {
  date: string;
  employeeId: number;
  projectId: number;
  workId?: number;
  startTime?: number;
  endTime?: number;
  confirmed?: number;
  source?: string;
  deleted?: number;
  addition?: string;
}

/** A shift; its key is a fresh UUID as the shift calls give one. */
export async function insertShift(app: TestApp, ownerId: number, v: ShiftValues) {
  const key = randomUUID();
  const startTime = v.startTime ?? 800;
  const endTime = v.endTime ?? 1000;
  const hours = Math.round(
    ((Math.floor(endTime / 100) * 60 + (endTime % 100) - (Math.floor(startTime / 100) * 60 + (startTime % 100))) *
      100) /
      60,
  );
  const id = await insertRow(
    app,
    ownerId,
    sql`insert into agenda_entries (owner_id, key, date, employee_id, project_id, work_id, start_time, end_time,
        hours, confirmed, source, deleted, addition)
      values (${ownerId}, ${key}, ${v.date}, ${v.employeeId}, ${v.projectId}, ${v.workId ?? 0}, ${startTime},
        ${endTime}, ${hours}, ${v.confirmed ?? 0}, ${v.source ?? ''}, ${v.deleted ?? 0}, ${v.addition ?? ''})
      returning id`,
  );
  return { id, key };
}

/** The ISO instant of HHmm on `date` on the planning's wall clock. */
export const at = (date: string, hhmm: number) =>
  zonedInstant(date, Math.floor(hhmm / 100) * 60 + (hhmm % 100)).toISOString();

/** A position `metres` north of ADDRESS (a thousandth of a degree of latitude is about 111 m). */
export const northOf = (metres: number) => ({
  latitude: ADDRESS.latitude + metres / 111_195,
  longitude: ADDRESS.longitude,
});

/** A call answered with a file (an export, a PDF): status, headers and the raw bytes. */
export async function fetchFile(app: TestApp, method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const response = await app.app.inject({
    method,
    url: `${app.config.basePath}/api${path}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { payload: JSON.stringify(body ?? {}) } : {}),
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

/** The first sheet of an .xlsx as rows of cell values (header first), as wide as the header; a blank cell is null. */
export async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const width = rows[0]?.length ?? 0;
  return rows.map((row) =>
    Array.from({ length: width }, (_, i) => (row[i] === undefined || row[i] === '' ? null : row[i])),
  );
}
