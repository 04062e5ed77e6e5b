import { HOME_TODO_KINDS, type HomeTodoKind, type THomeTodoGroup, wallClock } from '@backoffice/domain';
import { addDays } from '@backoffice/domain/dates';
import { isoWeek, isoWeekStart } from '@backoffice/domain/iso-week';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed/demo.ts';
import { ADMIN_1, appPerFile } from '../../test/app-per-file.ts';
import { employment, person, saveEmployee, saveEmployer } from '../../test/fixtures/employees.ts';
import { addUser, BACKENDS } from '../../test/harness.ts';

describe.each(BACKENDS)('home to-do list on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1 });
  const today = wallClock(new Date()).date;

  const todo = async (token: string): Promise<Record<HomeTodoKind, THomeTodoGroup>> => {
    const answer = await t.app.request('GET', '/r/homeTodo', { token });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return Object.fromEntries((answer.json.groups as THomeTodoGroup[]).map((g) => [g.kind, g])) as Record<
      HomeTodoKind,
      THomeTodoGroup
    >;
  };
  const kinds = async (token: string) => Object.keys(await todo(token));

  it('counts what the linked pages list for the demo owner', async () => {
    const groups = await todo(t.admin);
    expect(Object.keys(groups)).toEqual([...HOME_TODO_KINDS]);

    // The demo has a leave request waiting: the leave page lists the same (status requested, its default period).
    const requests = await t.app.request('POST', '/r/absentsDateRange', {
      token: t.admin,
      body: { startDate: addDays(today, -90), endDate: addDays(today, 365), status: 1 },
    });
    expect(requests.status).toBe(200);
    expect(groups.leaveRequests.count).toBeGreaterThan(0);
    expect(groups.leaveRequests.count).toBe(requests.json.length);
    expect(groups.leaveRequests.items[0]?.id).toBe(requests.json[0].id);

    // Last week is partly confirmed: the open shifts of the hour confirmations page's default week.
    const { year, week } = isoWeek(addDays(today, -7));
    const monday = isoWeekStart(year, week);
    const overview = await t.app.request('POST', '/r/confirmationOverview', {
      token: t.admin,
      body: { startDate: monday, endDate: addDays(monday, 6) },
    });
    const open = overview.json.rows.filter((row: { confirmed: number }) => row.confirmed === 0);
    expect(groups.hoursToConfirm).toMatchObject({ count: open.length, startDate: monday, endDate: addDays(monday, 6) });
    const perEmployee = groups.hoursToConfirm.items.reduce((sum, item) => sum + (item.count ?? 0), 0);
    expect(perEmployee).toBeLessThanOrEqual(open.length);

    // Clock deviations of the last two weeks not checked yet, as the deviations page asks for them.
    const period = { startDate: addDays(today, -13), endDate: today };
    const deviations = await t.app.request('GET', '/r/getDeviations', {
      token: t.admin,
      query: { ...period, checked: 0 },
    });
    expect(deviations.status).toBe(200);
    expect(groups.deviations.count).toBeGreaterThan(0);
    expect(groups.deviations).toMatchObject({ count: deviations.json.length, ...period });
    expect(groups.deviations.items[0]?.codes?.length).toBeGreaterThan(0);

    // Overdue invoices: the open-invoices screen's total with status "overdue".
    const overdue = await t.app.request('POST', '/r/openInvoicesV2', {
      token: t.admin,
      body: { endDate: today, status: 1 },
    });
    expect(overdue.status).toBe(200);
    expect(groups.overdueInvoices.count).toBeGreaterThan(0);
    expect(groups.overdueInvoices.count).toBe(overdue.json.totals.openInvoices);
    const first = groups.overdueInvoices.items[0];
    expect(first?.number).toBeGreaterThan(0);
    expect(first?.count).toBeGreaterThan(0);

    const failures = await t.app.request('GET', '/r/reminderFailures', { token: t.admin });
    expect(groups.failedReminders.count).toBe(failures.json.length);
  });

  it('adds a new leave request, a contract that ends soon and a birthday in three days', async () => {
    const before = await todo(t.admin);
    const employerId = await saveEmployer(t.app, t.admin);
    const soon = await saveEmployee(t.app, t.admin, {
      ...person({ birthDate: `1985${addDays(today, 3).slice(4)}` }),
      employments: [employment(employerId, { startDate: '2024-01-01', endDate: addDays(today, 20) })],
    });
    // Not active: no birthday listed; its contract ended yesterday.
    const gone = await saveEmployee(t.app, t.admin, {
      ...person({ birthDate: `1985${addDays(today, 2).slice(4)}` }),
      employments: [employment(employerId, { startDate: '2024-01-01', endDate: addDays(today, -1) })],
    });
    const leave = await t.app.request('POST', '/r/saveAbsent', {
      token: t.admin,
      body: {
        id: 0,
        employeeId: soon.id,
        startDate: addDays(today, 5),
        endDate: addDays(today, 6),
        kind: 1,
        status: 1,
      },
    });
    expect(leave.status, JSON.stringify(leave.json)).toBe(200);

    const after = await todo(t.admin);
    expect(after.leaveRequests.count).toBe(before.leaveRequests.count + 1);
    expect(after.endingContracts.count).toBe(before.endingContracts.count + 1);
    expect(after.birthdays.count).toBe(before.birthdays.count + 1);
    const contract = after.endingContracts.items.find((item) => item.id === soon.id);
    expect(contract).toMatchObject({ name: soon.name, date: addDays(today, 20) });
    expect(contract?.subId).toBeGreaterThan(0);
    const birthday = after.birthdays.items.find((item) => item.id === soon.id);
    expect(birthday?.date).toBe(addDays(today, 3));
    expect(after.birthdays.items.some((item) => item.id === gone.id)).toBe(false);

    // Another owner's list holds none of it.
    const other = await todo(await t.app.login(DEMO_USERS.admin, 2));
    expect(other.endingContracts.items.some((item) => item.id === soon.id)).toBe(false);
    expect(other.birthdays.items.some((item) => item.id === soon.id)).toBe(false);
  });

  it('answers only the kinds whose pages the roles open', async () => {
    expect(await kinds(await t.app.login(DEMO_USERS.planner, 1))).toEqual([
      'leaveRequests',
      'hoursToConfirm',
      'deviations',
    ]);
    const sales = await addUser(t.app, 1, 'todo-sales@demo.test', ['employer_portal', 'show_sales']);
    expect(await kinds(sales)).toEqual(['overdueInvoices', 'failedReminders']);
    const hr = await addUser(t.app, 1, 'todo-hr@demo.test', ['employer_portal', 'show_employees']);
    expect(await kinds(hr)).toEqual(['endingContracts', 'birthdays']);
    // Basic employee data only: birthdays, not the contracts.
    const limited = await addUser(t.app, 1, 'todo-limited@demo.test', ['employer_portal', 'employees_limited']);
    expect(await kinds(limited)).toEqual(['birthdays']);
    const portal = await addUser(t.app, 1, 'todo-portal@demo.test', ['employer_portal']);
    expect(await kinds(portal)).toEqual([]);
    const mobile = await t.app.login(DEMO_USERS.employee, 1);
    expect((await t.app.request('GET', '/r/homeTodo', { token: mobile })).status).toBe(403);
  });
});
