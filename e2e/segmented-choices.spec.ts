import { vatPeriodOf } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, login, OWNER_1 } from './support/session.ts';

// The segmented choices are our own control (platform/forms/segmented-choice.tsx), not Mantine's: a group of radio
// buttons named by its label, chosen by a click on an option or with the arrow keys, as a form field or a filter.

test('the VAT return switches from quarter to month and back with the arrow keys on its named choice', async ({
  page,
}) => {
  const quarter = vatPeriodOf(todayIso(), 'quarter');
  const month = vatPeriodOf(quarter.startDate, 'month');
  await login(page, ADMIN, { owner: OWNER_1, from: `/#/Accounting2/VatNL/${quarter.startDate}/${quarter.endDate}` });

  const kind = page.getByRole('radiogroup', { name: 'Period by' });
  await expect(kind.getByRole('radio', { name: 'Quarter' })).toBeChecked();
  await kind.getByRole('radio', { name: 'Quarter' }).focus();
  await page.keyboard.press('ArrowRight');
  // The quarter's first month is shown, and the address says so.
  await expect(kind.getByRole('radio', { name: 'Month' })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`/VatNL/${month.startDate}/${month.endDate}$`));

  await page.keyboard.press('ArrowLeft');
  await expect(kind.getByRole('radio', { name: 'Quarter' })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`/VatNL/${quarter.startDate}/${quarter.endDate}$`));
});

test("a project's announcement is a labelled field: Disabled hides the days ahead and the e-mail, Manual shows them", async ({
  page,
}) => {
  const token = await apiToken(page.request, ADMIN, 1);
  const answer = await page.request.get('/api/r/allProjects', { headers: { authorization: `Bearer ${token}` } });
  const [project] = (await answer.json()) as { id: number }[];
  expect(project).toBeDefined();
  await login(page, ADMIN, { owner: OWNER_1, from: `/#/Projects/Edit/${project?.id}` });

  const announcement = page.getByRole('radiogroup', { name: 'Announcement', exact: true });
  await announcement.getByText('Disabled', { exact: true }).click();
  await expect(announcement.getByRole('radio', { name: 'Disabled' })).toBeChecked();
  await expect(page.getByTestId('project-announcementDays')).toHaveCount(0);
  await expect(page.getByTestId('project-announcementEmail')).toHaveCount(0);

  await announcement.getByText('Manual', { exact: true }).click();
  await expect(announcement.getByRole('radio', { name: 'Manual' })).toBeChecked();
  await expect(announcement.getByRole('radio', { name: 'Disabled' })).not.toBeChecked();
  await expect(page.getByTestId('project-announcementDays')).toBeVisible();
  await expect(page.getByTestId('project-announcementEmail')).toBeVisible();
});
