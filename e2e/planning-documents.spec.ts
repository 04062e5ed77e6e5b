import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { typeDate } from './support/employees.ts';
import { receivedMails } from './support/mail.ts';
import { openedPdfAddress, pdfText } from './support/pdf.ts';
import { ADMIN, apiOwners, apiToken, login, notice, OWNER_1 } from './support/session.ts';
import { grid, rowsWith, search } from './support/table.ts';

// Clock & documents (issue 5): the demo deviations, a work-order PDF of selected shifts, announcements mailed to the
// customer (delivered to the e2e SMTP server and listed under Home/Emails), and a project's clock times.

/** The project the demo seed sets to manual announcements, with its announcement address (seed/demo-clock.ts). */
const ANNOUNCING = { project: 'Stadskantoor Utrecht', email: 'facilitair@stadskantoor.example' };
/** A demo project that does not announce (announcement 1). */
const SILENT = 'TivoliVredenburg';

async function ownerToken(request: APIRequestContext): Promise<string> {
  const owner = (await apiOwners(request, ADMIN)).find((o) => o.name === OWNER_1);
  if (!owner) throw new Error(`${OWNER_1} is missing`);
  return apiToken(request, ADMIN, owner.id);
}

/** Ticks the row's checkbox in the grid. */
const tick = (page: Page, text: string) => rowsWith(page, text).first().getByRole('checkbox').check();

async function openOverview(page: Page): Promise<void> {
  await page.getByTestId('nav-Planning-TotalOverview').click();
  await expect(page.getByTestId('total-overview-page')).toBeVisible();
  await expect(grid(page).locator('tbody tr').first()).toBeVisible();
}

test.describe('planning documents', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
  });

  test('the deviations page shows the demo deviations with their reasons, and a planner checks one', async ({
    page,
  }) => {
    await page.getByTestId('nav-Planning-Deviations').click();
    const page_ = page.getByTestId('deviations-page');
    await expect(page_).toBeVisible();
    const far = rowsWith(page, 'Clock-in > 100 m away');
    await expect(far).toHaveCount(1);
    await expect(far).toContainText('Clock-out > 100 m away');
    await expect(rowsWith(page, 'Forgot to clock out').first()).toBeVisible();

    const id = (await far.getAttribute('data-testid'))?.replace('table-row-', '') ?? '';
    await page.getByTestId(`deviation-check-${id}`).click();
    await expect(notice(page, 'positive', 'Deviations marked as checked: 1')).toBeVisible();
    await expect(rowsWith(page, 'Clock-in > 100 m away')).toHaveCount(0);
    await page_.getByTestId('deviations-checked').getByText('Checked', { exact: true }).click();
    await expect(rowsWith(page, 'Clock-in > 100 m away')).toHaveCount(1);
    // And back, so the demo keeps its deviation to show.
    await page.getByTestId(`deviation-check-${id}`).click();
    await expect(notice(page, 'positive', 'Deviations opened again: 1')).toBeVisible();
    await expect(rowsWith(page, 'Clock-in > 100 m away')).toHaveCount(0);
  });

  test('a work order of selected shifts opens as a PDF holding the project and the employees', async ({
    page,
    request,
  }) => {
    await openOverview(page);
    const row = grid(page).locator('tbody tr').first();
    const project = (await row.locator('td').nth(3).innerText()).trim();
    const employee = (await row.locator('td').nth(2).innerText()).trim();
    await row.getByRole('checkbox').check();
    const file = await request.get(await openedPdfAddress(page, () => page.getByTestId('work-order').click()));
    expect(file.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(await file.body());
    expect(text).toContain(project);
    expect(text).toContain(employee);
    // The shift now has its work order.
    await expect(row.getByRole('button', { name: 'Open the work order' })).toBeVisible();
  });

  test('announcing shifts mails the customer; a project without announcements comes back with its reason', async ({
    page,
  }) => {
    await openOverview(page);
    await search(page, ANNOUNCING.project);
    await expect(rowsWith(page, ANNOUNCING.project).first()).toBeVisible();
    await tick(page, ANNOUNCING.project);
    await search(page, SILENT);
    await expect(rowsWith(page, SILENT).first()).toBeVisible();
    await tick(page, SILENT);

    await page.getByTestId('announce').click();
    await page.getByTestId('announce-send').click();
    const result = page.getByTestId('announce-result');
    await expect(result).toBeVisible();
    await expect(result.getByTestId('announce-failure')).toHaveCount(1);
    await expect(result.getByTestId('announce-failure')).toContainText(SILENT);
    await expect(result.getByTestId('announce-failure')).toContainText('Announcements are disabled for this project');
    await page.getByTestId('announce-result-close').click();
    // The failed shift stays checked for another try; the sent one is shaded as announced.
    await expect(page.getByTestId('announce')).toHaveText('Announce (1)');
    await search(page, ANNOUNCING.project);
    await expect(rowsWith(page, ANNOUNCING.project).first().locator('[data-testid^="announced-"]')).toBeVisible();

    // The customer receives it (the e2e SMTP server), and Home/E-mails lists it.
    await expect
      .poll(() =>
        receivedMails().some((mail) => mail.to.includes(ANNOUNCING.email) && mail.body.includes(ANNOUNCING.project)),
      )
      .toBe(true);
    await page.getByTestId('nav-Home-Emails').click();
    await search(page, ANNOUNCING.email);
    const mail = rowsWith(page, ANNOUNCING.email);
    await expect(mail.first()).toContainText(ANNOUNCING.project);
  });

  test('a project’s ClockTimes tab shows its shifts with clocked times', async ({ page, request }) => {
    const token = await ownerToken(request);
    const headers = { Authorization: `Bearer ${token}` };
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const answer = await request.post('/api/r/agendaEntriesClockTimes', {
      headers,
      data: { startDate: from, endDate: today },
    });
    expect(answer.ok()).toBe(true);
    const entries = (await answer.json()).entries as {
      projectId: number;
      projectName: string;
      date: string;
      clock: { inTime?: number };
    }[];
    const clocked = entries.find((e) => e.clock.inTime !== undefined);
    if (!clocked) throw new Error('the demo has no clocked shift in the last days');
    await page.goto(`/#/Projects/Edit/${clocked.projectId}/ClockTimes`);
    const tab = page.getByTestId('project-clocktimes');
    await expect(tab).toBeVisible();
    const [y, m, d] = from.split('-');
    await typeDate(tab.getByTestId('clock-from'), `${d}-${m}-${y}`);
    const hhmm = String(clocked.clock.inTime).padStart(4, '0');
    await expect(grid(page)).toContainText(`${hhmm.slice(0, 2)}:${hhmm.slice(2)}`);
  });
});
