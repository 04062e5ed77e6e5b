import { errorMessage, IMPORT_TEXTS, keyedMessage, VALIDATION_MESSAGES } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { createFakeGeo } from '../../platform/geo.ts';
import { ADMIN_1, ADMIN_2, appPerFile } from '../../test/app-per-file.ts';
import {
  address,
  allEmployees,
  day,
  employment,
  person,
  saveEmployee,
  saveEmployer,
  today,
} from '../../test/fixtures/employees.ts';
import { addUser, BACKENDS, countRows } from '../../test/harness.ts';
import { runImport } from '../../test/imports.ts';

const geo = createFakeGeo([
  {
    street: 'Lange Nieuwstraat',
    houseNumber: '4',
    postalCode: '3512 PH',
    city: 'Utrecht',
    latitude: 52.088,
    longitude: 5.12,
  },
]);

describe.each(BACKENDS)('employees on %s', (backend) => {
  const t = appPerFile(backend, { owner1: ADMIN_1, owner2: ADMIN_2 }, { geo });
  let limited: string;
  let employerId: number;

  beforeAll(async () => {
    limited = await addUser(t.app, 1, 'limited@employees.test', ['employer_portal', 'employees_limited']);
    employerId = await saveEmployer(t.app, t.owner1);
  });

  const audit = (entity: string, id: number) =>
    withTenant(t.app.database, 1, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_log where entity = ${entity} and entity_id = ${id} order by id`,
      ),
    ).then((rows) => rows.map((r) => r.action));

  it('creates an employee with addresses and employments sent as JSON text, in the list shape', async () => {
    const before = await allEmployees(t.app, t.owner1);
    const highest = Math.max(0, ...before.flatMap((e) => e.employments.map((x: { number: number }) => x.number)));
    const saved = await saveEmployee(t.app, t.owner1, {
      ...person({ firstName: 'Jan', insertion: 'van', lastName: 'Dijk' }),
      overheadOrder: '3',
      addresses: JSON.stringify([address()]),
      employments: JSON.stringify([employment(employerId, { number: '' })]),
      flexFilterValue: JSON.stringify({ shoeSize: 44 }),
    });
    expect(saved).toMatchObject({
      name: 'Jan van Dijk',
      active: true,
      overheadOrder: 3,
      bsn: '111222333',
      iban: 'NL91ABNA0417164300',
      flexFilterValue: { shoeSize: 44 },
      warnings: [],
    });
    expect(saved.workYears).toBeGreaterThanOrEqual(5);
    expect(saved.addresses).toHaveLength(1);
    expect(saved.employments[0]).toMatchObject({
      number: highest + 1,
      minHours: 1200,
      isClosed: 0,
      endDate: '3000-01-01',
    });
    const listed = (await allEmployees(t.app, t.owner1)).find((e) => e.id === saved.id);
    const { warnings: _w, ...shape } = saved;
    expect(listed).toEqual(shape);
    expect(await audit('Employee', saved.id)).toEqual(['create']);
    expect(await audit('Employment', saved.employments[0].id)).toEqual(['create']);
    expect(await audit('EmployeeAddress', saved.addresses[0].id)).toEqual(['create']);
  });

  it('continues <auto> numbers from the highest, within one save too', async () => {
    const saved = await saveEmployee(t.app, t.owner1, {
      ...person(),
      employments: [
        employment(employerId, { number: 900, endDate: '2020-12-31' }),
        employment(employerId, { startDate: '2021-01-01' }),
      ],
    });
    expect(saved.employments.map((e: { number: number }) => e.number)).toEqual([900, 901]);
  });

  it('closes the previous main address the day before a new main address starts', async () => {
    const first = await saveEmployee(t.app, t.owner1, {
      ...person(),
      addresses: [address({ startDate: '2021-03-01' })],
    });
    const second = await saveEmployee(t.app, t.owner1, {
      ...first,
      addresses: [...first.addresses, address({ address: 'Amsterdamsestraatweg', startDate: '2024-06-15' })],
    });
    const old = second.addresses.find((a: { id: number }) => a.id === first.addresses[0].id);
    expect(old.endDate).toBe('2024-06-14');
    expect(second.addresses).toHaveLength(2);
    expect(await audit('EmployeeAddress', old.id)).toEqual(['create', 'close']);
    // A second, non-main address closes nothing.
    const third = await saveEmployee(t.app, t.owner1, {
      ...second,
      addresses: [...second.addresses, address({ main: 0, startDate: '2025-01-01' })],
    });
    expect(third.addresses.filter((a: { endDate: string }) => a.endDate === '3000-01-01')).toHaveLength(2);
  });

  it('geocodes an address at 0/0, and keeps it with a warning when the geocoder cannot', async () => {
    const known = address({
      address: 'Lange Nieuwstraat',
      houseNumber: '4',
      postalCode: '3512 PH',
      latitude: 0,
      longitude: 0,
    });
    const saved = await saveEmployee(t.app, t.owner1, { ...person(), addresses: [known] });
    expect(saved.warnings).toEqual([]);
    expect(saved.addresses[0]).toMatchObject({ latitude: 52.088, longitude: 5.12 });

    const unknown = await saveEmployee(t.app, t.owner1, {
      ...person(),
      addresses: [address({ postalCode: '9999 ZZ', latitude: 0, longitude: 0 })],
    });
    expect(unknown.warnings).toEqual([keyedMessage('geo.notFound')]);
    expect(unknown.addresses[0]).toMatchObject({ latitude: 0, longitude: 0 });

    geo.failing = true;
    try {
      const failing = await saveEmployee(t.app, t.owner1, { ...person(), addresses: [known] });
      expect(failing.warnings).toEqual([keyedMessage('geo.failed')]);
      expect(failing.addresses).toHaveLength(1);
    } finally {
      geo.failing = false;
    }
  });

  it("answers invalid addresses with 'Validation addresses error' and the issues, writing nothing", async () => {
    const counts = async () =>
      Promise.all(['employees', 'employee_addresses', 'audit_log'].map((table) => countRows(t.app, table)));
    const before = await counts();
    for (const bad of [
      [address({ city: '' })],
      JSON.stringify([address({ startDate: '2024-02-30' })]),
      [address({ startDate: '2024-05-01', endDate: '2024-04-01' })],
    ]) {
      const response = await t.app.request('POST', '/r/saveEmployee', {
        token: t.owner1,
        body: { ...person(), addresses: bad },
      });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(errorMessage('address.invalid'));
      expect(response.json.issues[0].path).toMatch(/^addresses\.0\./);
    }
    const list = await t.app.request('POST', '/r/insertEmployees', {
      token: t.owner1,
      body: [person(), { ...person(), addresses: [address({ city: '' })] }],
    });
    expect(list.status).toBe(400);
    expect(list.json.message).toBe(errorMessage('address.invalid'));
    expect(await counts()).toEqual(before);
  });

  it('refuses a bad BSN, IBAN, e-mail or number with the spec messages and writes nothing', async () => {
    const before = await countRows(t.app, 'employees');
    const cases: [Record<string, unknown>, string][] = [
      [{ bsn: '123456789' }, VALIDATION_MESSAGES.invalidSsn],
      [{ iban: 'NL91ABNA0417164301' }, VALIDATION_MESSAGES.invalidIban],
      [{ email: 'not-an-email' }, VALIDATION_MESSAGES.invalidEmail],
      [
        { employments: [employment(employerId, { startDate: '2024-05-01', endDate: '2024-04-01' })] },
        VALIDATION_MESSAGES.endBeforeStart,
      ],
    ];
    for (const [change, message] of cases) {
      const response = await t.app.request('POST', '/r/saveEmployee', {
        token: t.owner1,
        body: { ...person(), ...change },
      });
      expect(response.status, message).toBe(400);
      expect(response.json.message).toContain(message);
    }
    for (const body of [{}, [], '{nope', { ...person(), overheadOrder: 'x' }, { ...person(), id: -1 }]) {
      expect((await t.app.request('POST', '/r/saveEmployee', { token: t.owner1, body })).status).toBe(400);
    }
    expect(await countRows(t.app, 'employees')).toBe(before);
  });

  it('refuses to delete an employee in use and deletes one that is not', async () => {
    const saved = await saveEmployee(t.app, t.owner1, { ...person(), employments: [employment(employerId)] });
    const refused = await t.app.request('POST', '/r/saveEmployee', { token: t.owner1, body: { ...saved, deleted: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ key: 'employee.notDeletable', message: 'Employee is not deletable' });
    expect((await allEmployees(t.app, t.owner1)).map((e) => e.id)).toContain(saved.id);

    const ended = await saveEmployee(t.app, t.owner1, {
      ...saved,
      employments: [{ ...saved.employments[0], deleted: 1 }],
    });
    expect(ended.employments).toEqual([]);
    const removed = await saveEmployee(t.app, t.owner1, { ...ended, deleted: 1 });
    expect(removed.deleted).toBe(1);
    expect((await allEmployees(t.app, t.owner1)).map((e) => e.id)).not.toContain(saved.id);
    expect(await audit('Employee', saved.id)).toEqual(['create', 'delete']);
    // A deleted employee can be neither changed nor deleted again.
    expect((await t.app.request('POST', '/r/saveEmployee', { token: t.owner1, body: ended })).status).toBe(404);
  });

  it('refuses to delete an employee holding a key', async () => {
    const saved = await saveEmployee(t.app, t.owner1, person());
    await withTenant(t.app.database, 1, (tx) =>
      tx.execute(sql`insert into keys (owner_id, name, employee_id) values (1, 'Key of the test', ${saved.id})`),
    );
    const refused = await t.app.request('POST', '/r/saveEmployee', { token: t.owner1, body: { ...saved, deleted: 1 } });
    expect(refused.json).toMatchObject({ key: 'employee.notDeletable', message: 'Employee is not deletable' });
  });

  it('imports a list of employees as a job: all or nothing, numbers in row order, audited', async () => {
    const before = await countRows(t.app, 'employees');
    const bad = await t.app.request('POST', '/r/insertEmployees', {
      token: t.owner1,
      body: [
        { ...person(), employments: [employment(employerId)] },
        { ...person(), employments: [employment(employerId), employment(employerId, { startDate: '2022-01-01' })] },
        { ...person(), employments: [employment(999_999)] },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(
      `Row 2: employments.1.startDate: ${VALIDATION_MESSAGES.contractOverlap} (and 1 more row)`,
    );
    expect(bad.json.issues).toEqual([
      { path: '1.employments.1.startDate', message: VALIDATION_MESSAGES.contractOverlap },
      { path: '2.employments.0.employerId', message: 'Employer 999999 not found' },
    ]);
    const closed = await saveEmployer(t.app, t.owner1);
    await t.app.request('POST', '/r/setClosedDateEmployer', {
      token: t.owner1,
      body: { employerId: closed, salaryClosedDate: '2021-12-31' },
    });
    const inClosed = await t.app.request('POST', '/r/insertEmployees', {
      token: t.owner1,
      body: [
        { ...person(), employments: [employment(closed, { startDate: '2021-06-01' })] },
        { ...person(), id: 5 },
      ],
    });
    expect(inClosed.json.issues).toEqual([
      { path: '0.employments.0.startDate', message: errorMessage('salaryPeriod.closed') },
      { path: '1.id', message: IMPORT_TEXTS.newOnly },
    ]);
    expect(await countRows(t.app, 'employees')).toBe(before);

    const other = await saveEmployer(t.app, t.owner1);
    // '<auto>' continues from the highest number of the owner, deleted contracts included.
    const [row] = await withTenant(t.app.database, 1, (tx) =>
      queryRows<{ highest: number }>(tx, sql`select max(number)::int as highest from employments where owner_id = 1`),
    );
    const highest = row?.highest ?? 0;
    const job = await runImport(t.app, t.owner1, '/r/insertEmployees', [
      {
        ...person({ firstName: 'Import' }),
        addresses: JSON.stringify([address({ startDate: '2024-01-01' }), address({ startDate: '2020-01-01' })]),
      },
      { ...person({ firstName: 'Import' }), employments: [employment(employerId), employment(other)] },
      { ...person({ firstName: 'Import' }), employments: [employment(employerId, { number: highest + 10 })] },
      { ...person({ firstName: 'Import' }), employments: [employment(employerId)] },
    ]);
    expect(job).toMatchObject({ status: 'done', total: 4, imported: 4, warnings: [] });
    const listed = await allEmployees(t.app, t.owner1);
    const [moved, two, typed, next] = job.ids.map((id: number) => listed.find((e) => e.id === id));
    // The later main address closed the earlier one the day before it starts.
    expect(moved.addresses.map((a: { startDate: string; endDate: string }) => [a.startDate, a.endDate])).toEqual([
      ['2020-01-01', '2023-12-31'],
      ['2024-01-01', '3000-01-01'],
    ]);
    expect(two.employments.map((e: { number: number }) => e.number)).toEqual([highest + 1, highest + 2]);
    expect(typed.employments[0].number).toBe(highest + 10);
    expect(next.employments[0].number).toBe(highest + 11);
    expect(await countRows(t.app, 'employees')).toBe(before + 4);
    expect(await audit('Employee', moved.id)).toEqual(['create']);
    expect(await audit('EmployeeAddress', moved.addresses[0].id)).toEqual(['create', 'close']);
    expect(await audit('Employment', two.employments[1].id)).toEqual(['create']);
  });

  it('gives employees_limited the basic data only and 403 on every save', async () => {
    const saved = await saveEmployee(t.app, t.owner1, { ...person(), employments: [employment(employerId)] });
    const seen = (await allEmployees(t.app, limited)).find((e) => e.id === saved.id);
    expect(seen).toMatchObject({ name: saved.name, phone: saved.phone, active: true });
    for (const field of ['bsn', 'iban', 'birthDate', 'documentNumber', 'documentType', 'martialStatus', 'addresses']) {
      expect(seen, field).not.toHaveProperty(field);
    }
    expect(seen.employments[0]).toMatchObject({ employerId, startDate: '2020-01-01' });
    for (const field of ['externalRate', 'internalRate', 'minInternalRate', 'scale', 'minHours', 'contractType']) {
      expect(seen.employments[0], field).not.toHaveProperty(field);
    }
    for (const path of ['/r/saveEmployee', '/r/insertEmployees', '/r/saveEmployment', '/r/saveEmployer']) {
      expect((await t.app.request('POST', path, { token: limited, body: saved })).status, path).toBe(403);
    }
    expect((await t.app.request('POST', '/r/notesEmployee', { token: limited, body: { id: saved.id } })).status).toBe(
      403,
    );
  });

  it('lets project and planning users pick employees from the basic list; sales alone gets 403', async () => {
    const saved = await saveEmployee(t.app, t.owner1, { ...person(), employments: [employment(employerId)] });
    const projects = await addUser(t.app, 1, 'projects@employees.test', ['employer_portal', 'show_projects']);
    const planner = await addUser(t.app, 1, 'planning@employees.test', ['employer_portal', 'show_planning']);
    for (const token of [projects, planner]) {
      const seen = (await allEmployees(t.app, token)).find((e) => e.id === saved.id);
      expect(seen).toMatchObject({ name: saved.name });
      expect(seen).not.toHaveProperty('bsn');
    }
    const sales = await addUser(t.app, 1, 'sales@employees.test', ['employer_portal', 'show_sales']);
    expect((await t.app.request('GET', '/r/allEmployees', { token: sales })).status).toBe(403);
  });

  it("keeps owner 1's employees away from owner 2", async () => {
    const saved = await saveEmployee(t.app, t.owner1, { ...person(), addresses: [address()] });
    expect((await allEmployees(t.app, t.owner2)).map((e) => e.id)).not.toContain(saved.id);
    const change = await t.app.request('POST', '/r/saveEmployee', {
      token: t.owner2,
      body: { ...saved, firstName: 'X' },
    });
    expect(change.status).toBe(404);
    const remove = await t.app.request('POST', '/r/saveEmployee', { token: t.owner2, body: { ...saved, deleted: 1 } });
    expect(remove.status).toBe(404);
    // Owner 2's own employee cannot take over owner 1's address by its id.
    const own = await saveEmployee(t.app, t.owner2, person());
    const steal = await t.app.request('POST', '/r/saveEmployee', {
      token: t.owner2,
      body: { ...own, addresses: saved.addresses },
    });
    expect(steal.status).toBe(404);
    const employment2 = await t.app.request('POST', '/r/saveEmployment', {
      token: t.owner2,
      body: { employeeId: saved.id, employment: employment(employerId) },
    });
    expect(employment2.status).toBe(400);
    const { warnings: _w, ...shape } = saved;
    expect((await allEmployees(t.app, t.owner1)).find((e) => e.id === saved.id)).toEqual(shape);
  });

  it('answers every employees call with an empty body without a server error', async () => {
    const paths = t.app.calls.filter((c) => c.area === 'employees' && c.path !== '/insertEmployees');
    for (const call of paths) {
      const response = await t.app.request(call.method, `/r${call.path}`, { token: t.owner1, body: {} });
      expect([200, 400, 404], call.path).toContain(response.status);
    }
  });

  it('answers today in the list: inactive once every employment has ended', async () => {
    const saved = await saveEmployee(t.app, t.owner1, {
      ...person(),
      employments: [employment(employerId, { startDate: '2019-01-01', endDate: day(-1) })],
    });
    expect(saved.active).toBe(false);
    const future = await saveEmployee(t.app, t.owner1, {
      ...person(),
      employments: [employment(employerId, { startDate: day(1) })],
    });
    expect(future.active).toBe(false);
    const lastDay = await saveEmployee(t.app, t.owner1, {
      ...person(),
      employments: [employment(employerId, { startDate: '2019-01-01', endDate: today })],
    });
    expect(lastDay.active).toBe(true);
  });
});
