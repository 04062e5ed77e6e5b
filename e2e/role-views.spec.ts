import { todayIso } from '@backoffice/domain/dates';
import { isoWeek } from '@backoffice/domain/iso-week';
import { expect, type Page, type Response, test } from '@playwright/test';
import { receivedMail } from './support/mail.ts';
import { ADMIN, apiOwners, apiToken, login, OWNER_1, PLANNER, unique } from './support/session.ts';
import { rowsWith, search } from './support/table.ts';

// Limited roles see limited data (issue 14): what the browser of a planner and of an employees_limited user receives
// of the employees, and that their pages work without the rest.

/** Fields of an employee no limited view sends (packages/domain views.ts PERSONAL_FIELDS, the ones a page could show). */
const PERSONAL = ['birthDate', 'bsn', 'iban', 'addresses', 'documentNumber', 'martialStatus', 'flexFilterValue'];
const TERMS = ['internalRate', 'externalRate', 'scale', 'contractType', 'surchargesTables'];

interface ListedEmployee {
  id: number;
  name: string;
  [field: string]: unknown;
  employments?: Record<string, unknown>[];
}

/** The body of the first allEmployees answer the page receives from now on. */
function allEmployeesAnswer(page: Page): Promise<ListedEmployee[]> {
  return new Promise((resolve, reject) => {
    const seen = (response: Response) => {
      if (!response.url().endsWith('/api/r/allEmployees')) return;
      page.off('response', seen);
      expect(response.status()).toBe(200);
      response.json().then(resolve, reject);
    };
    page.on('response', seen);
  });
}

function expectNoPersonalData(employees: readonly ListedEmployee[]): void {
  expect(employees.length).toBeGreaterThan(3);
  for (const employee of employees) {
    expect(employee.name).toBeTruthy();
    for (const field of PERSONAL) expect(employee, `${employee.name} ${field}`).not.toHaveProperty(field);
    for (const employment of employee.employments ?? []) {
      for (const field of TERMS) expect(employment, `${employee.name} ${field}`).not.toHaveProperty(field);
    }
  }
}

test('a planner plans with names and contact, and is sent no birth date, BSN, IBAN or home address', async ({
  page,
}) => {
  const answer = allEmployeesAnswer(page);
  const projectDetails: Record<string, unknown>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/r/getProject') && response.ok()) {
      void response.json().then((project: Record<string, unknown>) => projectDetails.push(project));
    }
  });
  await login(page, PLANNER);
  // The demo planning of this week: every row is an employee by name, and a shift opens with its employee.
  const { year, week } = isoWeek(todayIso());
  await page.goto(`/#/Planning/WeekView/1/${year}/${week}`);
  await expect(page.getByTestId('week-grid')).toBeVisible();
  const employees = await answer;
  expectNoPersonalData(employees);
  // What planning needs is there: names, phone numbers, and the contracts' periods and hours for absences.
  expect(employees.some((e) => typeof e.mobile === 'string' && e.mobile !== '')).toBe(true);
  expect(employees.some((e) => e.employments?.some((j) => typeof j.minHours === 'number'))).toBe(true);

  const planned = employees.find((e) => e.name === 'Bram de Groot') as ListedEmployee;
  expect(planned).toBeDefined();
  const row = page.getByTestId(`row-${planned.id}`);
  await expect(row).toContainText(planned.name);
  const shift = row.locator('[data-testid^="shift-"]').first();
  await expect(shift).toBeVisible();
  await shift.click();
  const dialog = page.getByTestId('shift-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('shift-employee')).toHaveValue(planned.name);
  await expect(dialog.getByTestId('shift-project')).not.toHaveValue('');
  // The shift's project comes with its works' schedule, not with their rates or invoicing.
  await expect.poll(() => projectDetails.length).toBeGreaterThan(0);
  for (const project of projectDetails) {
    expect(project).not.toHaveProperty('remarks');
    for (const work of project.works as Record<string, unknown>[]) {
      expect(work).toHaveProperty('weekDays');
      expect(work).not.toHaveProperty('hourRate');
      expect(work).not.toHaveProperty('invoicing');
    }
  }
  await dialog.getByTestId('dialog-cancel').click();
  await expect(dialog).toBeHidden();
});

test('an employees_limited user reads names and contact on the employee pages, without personal data', async ({
  page,
}) => {
  // The administrator invites a user with the basic employee data only; the user sets a password from the mail.
  const owner = (await apiOwners(page.request, ADMIN)).find((choice) => choice.name === OWNER_1);
  if (!owner) throw new Error(`${OWNER_1} is missing`);
  const admin = await apiToken(page.request, ADMIN, owner.id);
  const email = `limited-${unique()}@demo.test`;
  const password = `pw-${unique()}`;
  const created = await page.request.post('/api/r/createUser', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { userName: email, roles: ['employer_portal', 'employees_limited'] },
  });
  expect(created.ok()).toBe(true);
  const link = /#\/Session\/ResetPW\/(\d+)\/([^"'\s<]+)/.exec((await receivedMail(email, '')).body);
  expect(link).not.toBeNull();
  const set = await page.request.post('/api/setPassword', {
    data: { id: Number(link?.[1]), key: decodeURIComponent(link?.[2] ?? ''), password },
  });
  expect(set.ok()).toBe(true);

  const answer = allEmployeesAnswer(page);
  await login(page, email, { password });
  await page.getByTestId('nav-Employees-Index').click();
  expectNoPersonalData(await answer);
  // Sick leave is health data: not on this user's menu.
  await expect(page.getByTestId('nav-Employees-SickLeave')).toHaveCount(0);

  await search(page, 'Bram de Groot');
  await rowsWith(page, 'Bram de Groot').first().click();
  await expect(page.getByTestId('employee-title')).toHaveText('Bram de Groot');
  await expect(page.getByTestId('employee-phone')).toBeVisible();
  for (const field of ['birthDate', 'bsn', 'iban', 'documentNumber', 'martialStatus']) {
    await expect(page.getByTestId(`employee-${field}`), field).toHaveCount(0);
  }
  await expect(page.getByTestId('employee-tab-Employments')).toBeVisible();
  await expect(page.getByTestId('employee-tab-Keys')).toBeVisible();
  for (const tab of ['Addresses', 'Notes', 'Properties', 'Files', 'User', 'Works']) {
    await expect(page.getByTestId(`employee-tab-${tab}`), tab).toHaveCount(0);
  }
  // The employments show their numbers and periods, not their terms.
  const employments = page.getByTestId('employee-panel-Employments');
  await expect(employments.locator('tbody tr').first()).toBeVisible();
  await expect(employments.getByRole('columnheader', { name: 'Hourly wage' })).toHaveCount(0);
  await expect(employments.getByRole('columnheader', { name: 'Hours per week' })).toHaveCount(0);
});
