import { expect, type Page, test } from '@playwright/test';
import { chooseOption, typeDate } from './support/employees.ts';
import {
  ADMIN,
  apiOwners,
  apiToken,
  EMPLOYEE,
  login,
  logout,
  notice,
  OWNER_1,
  PLANNER,
  unique,
} from './support/session.ts';
import { rowsWith, search } from './support/table.ts';

// Absences and leave (issue 5): a sickness entered in the dialog shows in the absence overview, a leave request is
// filed in the employee app is approved and answered by mail, and an absence outside the employee's contract is refused with its own message.

const iso = (date: Date) => date.toISOString().slice(0, 10);
const ddmmyyyy = (isoDate: string) => `${isoDate.slice(8, 10)}-${isoDate.slice(5, 7)}-${isoDate.slice(0, 4)}`;
const today = iso(new Date());

interface Employee {
  id: number;
  name: string;
  email: string;
  employments: { startDate: string; endDate: string; deleted: number }[];
}

/** The planner's token and the demo employees whose contract covers the next half year and who have an address. */
async function demoStaff(page: Page): Promise<{ token: string; staff: Employee[] }> {
  const owner = (await apiOwners(page.request, ADMIN)).find((choice) => choice.name === OWNER_1);
  if (!owner) throw new Error(`${OWNER_1} is missing`);
  const token = await apiToken(page.request, PLANNER, owner.id);
  const answer = await page.request.get('/api/r/allEmployees', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  const halfYear = iso(new Date(Date.now() + 183 * 86_400_000));
  const staff = ((await answer.json()) as Employee[]).filter(
    (e) => e.email && e.employments.some((j) => !j.deleted && j.startDate <= today && j.endDate >= halfYear),
  );
  expect(staff.length).toBeGreaterThan(2);
  return { token, staff };
}

test.describe('absences and leave', () => {
  test('a sickness entered for an employee shows in the absence overview', async ({ page }) => {
    const { staff } = await demoStaff(page);
    const employee = staff[1] as Employee;
    const description = `Griep ${unique()}`;
    await login(page, PLANNER);
    await page.getByTestId('nav-Planning-AbsentOverview').click();
    await expect(page.getByTestId('absent-overview-page')).toBeVisible();

    await page.getByTestId('absence-new').click();
    const dialog = page.getByTestId('absence-dialog');
    await chooseOption(page, dialog.getByTestId('absence-employee'), employee.name);
    await chooseOption(page, dialog.getByTestId('absence-kind'), 'Sickness');
    await typeDate(dialog.getByTestId('absence-start'), ddmmyyyy(today));
    // A sickness may stay open until the employee is reported recovered.
    await dialog.getByTestId('absence-end').fill('');
    await dialog.getByTestId('absence-end').blur();
    await dialog.getByTestId('absence-description').fill(description);
    await expect(dialog.getByTestId('absence-total')).toContainText('Up to today');
    await dialog.getByTestId('dialog-save').click();
    await expect(notice(page, 'positive', 'The absence has been saved.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await search(page, description);
    const row = rowsWith(page, description);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(employee.name);
    await expect(row).toContainText('Sickness');
    await expect(row).toContainText(ddmmyyyy(today));
    await expect(row).toContainText('open');
    await expect(page.getByTestId('overview-total-2')).toBeVisible();
  });

  test('a leave request from the employee app is approved and answered; the answer is mailed and listed under Home/E-mails', async ({
    page,
  }) => {
    const { staff, token } = await demoStaff(page);
    const owner = (await apiOwners(page.request, EMPLOYEE)).find((choice) => choice.name === OWNER_1);
    const employeeToken = await apiToken(page.request, EMPLOYEE, owner?.id ?? 0);
    const description = `Vakantie ${unique()}`;
    const start = iso(new Date(Date.now() + 70 * 86_400_000));
    const end = iso(new Date(Date.now() + 74 * 86_400_000));
    const requested = await page.request.post('/api/r/requestLeave', {
      headers: { Authorization: `Bearer ${employeeToken}` },
      data: { startDate: start, endDate: end, kind: 1, description },
    });
    expect(requested.ok()).toBe(true);
    const asked = (await requested.json()) as { id: number; employeeId: number };
    const employee = staff.find((e) => e.id === asked.employeeId) as Employee;
    expect(employee).toBeDefined();

    // A shift of the employee on the first day of the leave: approving offers to take the employee off it.
    const planner = { Authorization: `Bearer ${token}` };
    const projects = (await (await page.request.get('/api/r/allProjects', { headers: planner })).json()) as {
      id: number;
      name: string;
    }[];
    const project = projects[0] as { id: number; name: string };
    const planned = await page.request.post('/api/r/saveAgendaEntry', {
      headers: planner,
      data: { id: 0, date: start, employeeId: employee.id, projectId: project.id, startTime: 700, endTime: 900 },
    });
    expect(planned.ok()).toBe(true);
    const shiftId = ((await planned.json()) as { id: number }).id;

    await login(page, PLANNER);
    await page.getByTestId('nav-Planning-Leave').click();
    await search(page, description);
    const row = rowsWith(page, description);
    await expect(row).toContainText('Requested');
    const { id } = asked;
    await page.getByTestId(`absence-approve-${id}`).click();
    const approve = page.getByTestId('approve-dialog');
    const listed = approve.getByTestId(`approve-shift-${shiftId}`);
    await expect(listed).toContainText(ddmmyyyy(start));
    await expect(listed).toContainText(project.name);
    await expect(listed).toContainText('07:00–09:00');
    await expect(approve.getByTestId('approve-unassign')).toBeChecked();
    await approve.getByTestId('dialog-save').click();
    await expect(
      notice(page, 'positive', 'The request has been approved and the employee has been taken off 1 shift.'),
    ).toBeVisible();
    const after = await page.request.post('/api/r/AgendaEntriesByIds', { headers: planner, data: { ids: [shiftId] } });
    expect(((await after.json()) as { employeeId: number }[])[0]?.employeeId).toBe(0);
    // Requests are shown first; the approved one moves to "Approved".
    await expect(row).toHaveCount(0);
    await page.getByTestId('leave-status').getByText('Approved', { exact: true }).click();
    await search(page, description);
    await expect(rowsWith(page, description)).toContainText('Approved');

    await page.getByTestId(`absence-respond-${id}`).click();
    const dialog = page.getByTestId('response-dialog');
    await expect(dialog.getByTestId('response-answer')).toHaveText('Approved');
    await dialog.getByTestId('response-message').fill('Prettige vakantie!');
    await dialog.getByTestId('dialog-save').click();
    await expect(notice(page, 'positive', 'The response has been sent.')).toBeVisible();
    await page.getByTestId('leave-status').getByText('Response sent', { exact: true }).click();
    await search(page, description);
    const status = page.getByTestId(`absence-status-${id}`);
    await expect(status).toHaveText('Approved');
    await expect(status).toHaveAttribute('title', 'Response sent (Approved)');

    await logout(page);
    await login(page, ADMIN, { owner: OWNER_1 });
    await page.getByTestId('nav-Home-Emails').click();
    await search(page, employee.email);
    const mail = rowsWith(page, 'Uw aanvraag voor verlof: goedgekeurd').filter({ hasText: employee.email });
    await expect(mail.first()).toBeVisible();
    await mail.first().click();
    const frame = page.frameLocator('[data-testid="email-preview-frame"]');
    await expect(frame.getByText('Prettige vakantie!')).toBeVisible();
  });

  test('an absence outside the employee’s contract shows its own message and saves nothing', async ({ page }) => {
    const { token, staff } = await demoStaff(page);
    const employee = staff[0] as Employee;
    const contractStart = employee.employments.map((j) => j.startDate).sort()[0] ?? '2000-01-01';
    const before = iso(new Date(new Date(`${contractStart}T12:00:00Z`).getTime() - 30 * 86_400_000));
    const description = `Buiten contract ${unique()}`;
    await login(page, PLANNER);
    await page.getByTestId('nav-Planning-AbsentOverview').click();
    await page.getByTestId('absence-new').click();
    const dialog = page.getByTestId('absence-dialog');
    await chooseOption(page, dialog.getByTestId('absence-employee'), employee.name);
    await typeDate(dialog.getByTestId('absence-start'), ddmmyyyy(before));
    await typeDate(dialog.getByTestId('absence-end'), ddmmyyyy(before));
    await dialog.getByTestId('absence-description').fill(description);
    await expect(dialog.getByTestId('absence-no-contract')).toBeVisible();
    await dialog.getByTestId('dialog-save').click();
    await expect(
      notice(page, 'negative', 'Failed to save the absence: the employee has no active contract for this period.'),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('dialog-cancel').click();

    const stored = await page.request.post('/api/r/absentsDateRange', {
      headers: { Authorization: `Bearer ${token}` },
      data: { startDate: before, endDate: before, employeeId: employee.id },
    });
    expect(await stored.json()).toEqual([]);
  });
});
