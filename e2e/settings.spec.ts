import { expect, test } from '@playwright/test';
import {
  ADMIN,
  apiOwners,
  apiToken,
  chooseOwner,
  login,
  notice,
  OWNER_2,
  submitLogin,
  unique,
} from './support/session.ts';

test.describe('general settings', () => {
  let owner2Id = 0;

  test.beforeAll(async ({ request }) => {
    const owner = (await apiOwners(request, ADMIN)).find((choice) => choice.name === OWNER_2);
    if (!owner) throw new Error(`${OWNER_2} is missing (renamed by an earlier run?)`);
    owner2Id = owner.id;
  });

  // Other tests log in to owner 2 by its name: whatever happens here, the name goes back.
  test.afterAll(async ({ request }) => {
    const token = await apiToken(request, ADMIN, owner2Id);
    const headers = { Authorization: `Bearer ${token}` };
    const answer = await request.post('/api/r/getOwner', { headers, data: { id: owner2Id } });
    expect(answer.ok()).toBe(true);
    const owner = (await answer.json()) as { id: number; name: string; settings: unknown };
    if (owner.name === OWNER_2) return;
    const saved = await request.post('/api/r/saveOwner', {
      headers,
      data: { id: owner.id, name: OWNER_2, settings: owner.settings },
    });
    expect(saved.ok()).toBe(true);
  });

  test('the company name is saved and the header shows it, also after a reload', async ({ page }) => {
    const newName = `Tweede Vestiging ${unique()} B.V.`;
    await login(page, ADMIN, { owner: OWNER_2 });
    await page.getByTestId('nav-Home-GeneralSettings').click();
    const name = page.getByLabel('Company name');
    await expect(name).toHaveValue(OWNER_2);

    // An empty name is refused with a message and not saved.
    await name.fill('');
    await page.getByTestId('settings-save').click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('general-settings-page').getByText('At least 2 characters')).toBeVisible();
    await expect(page.getByTestId('notice-positive')).toHaveCount(0);
    await expect(page.getByTestId('owner-name')).toHaveText(OWNER_2);

    await name.fill(newName);
    await page.getByTestId('settings-save').click();
    await expect(notice(page, 'positive', 'The settings have been saved.')).toBeVisible();
    await expect(page.getByTestId('owner-name')).toHaveText(newName);

    await page.reload();
    await expect(page.getByTestId('owner-name')).toHaveText(newName);
    await expect(page.getByLabel('Company name')).toHaveValue(newName);
    await page.getByTestId('nav-home').click();
    await expect(page.getByTestId('home-owner')).toContainText(newName);

    // The login page offers the company under its new name.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/#\/Session\/Auth$/);
    await submitLogin(page, ADMIN);
    await chooseOwner(page, newName);
    await expect(page.getByTestId('owner-name')).toHaveText(newName);

    // Restore the name through the page as well.
    await page.goto('/#/Home/GeneralSettings');
    await expect(page.getByLabel('Company name')).toHaveValue(newName);
    await page.getByLabel('Company name').fill(OWNER_2);
    await page.getByTestId('settings-save').click();
    await expect(notice(page, 'positive', 'The settings have been saved.')).toBeVisible();
    await expect(page.getByTestId('owner-name')).toHaveText(OWNER_2);
  });
});
