import { expect, test } from '@playwright/test';
import { ADMIN, chooseOwner, login, notice, OWNER_1, OWNER_1_CARS, PLANNER, submitLogin } from './support/session.ts';
import { grid, headerTexts, rowsWith } from './support/table.ts';

test.describe('access and not-found', () => {
  test('a planner sees no Other menu and gets "Access denied" on /Other/Cars', async ({ page }) => {
    await login(page, PLANNER);

    const menu = page.getByTestId('nav-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('nav-home')).toBeVisible();
    await expect(page.getByTestId('nav-group-other')).toHaveCount(0);
    await expect(page.getByTestId('nav-Other-Cars')).toHaveCount(0);
    await expect(menu.getByText('Cars', { exact: true })).toHaveCount(0);

    await page.goto('/#/Other/Cars');
    const denied = page.getByTestId('access-denied-page');
    await expect(denied).toBeVisible();
    await expect(denied.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(denied).toContainText('You do not have permission to open this page.');
    // The list itself is not rendered (and not loaded).
    await expect(page.getByTestId('data-table')).toHaveCount(0);
    await expect(page).toHaveURL(/#\/Other\/Cars$/);

    // The way out leads to the dashboard.
    await denied.getByRole('button', { name: 'Go to the dashboard' }).click();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    await page.goto('/#/No/Such/Page');

    const notFound = page.getByTestId('not-found-page');
    await expect(notFound).toBeVisible();
    await expect(notFound.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('nav-menu')).toBeVisible();
    await notFound.getByRole('button', { name: 'Go to the dashboard' }).click();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });
});

test.describe('language', () => {
  test('Nederlands replaces the texts, survives a reload, and English comes back', async ({ page }) => {
    await page.goto('/#/Session/Auth');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('language-switch')).toHaveText('EN');

    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-nl').click();
    await expect(page.getByTestId('language-switch')).toHaveText('NL');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await expect(page.getByText('Log in met uw e-mailadres en wachtwoord.')).toBeVisible();
    await expect(page.getByLabel('Wachtwoord', { exact: true })).toBeVisible();
    await expect(page.getByTestId('login-forgot')).toHaveText('Wachtwoord vergeten?');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await expect(page.getByTestId('login-submit')).toHaveText('Inloggen');

    // The company choice and the menu behind the login are Dutch too.
    await submitLogin(page, ADMIN);
    await expect(page.getByTestId('login-submit')).toHaveText('Verder');
    await expect(page.getByText('Bedrijf', { exact: true })).toBeVisible();
    await chooseOwner(page, OWNER_1);
    await expect(page.getByTestId('nav-group-other')).toContainText('Overig');
    await expect(page.getByTestId('nav-Other-Cars')).toHaveText("Auto's");
    await expect(page.getByTestId('nav-Home-GeneralSettings')).toHaveText('Algemene instellingen');
    await expect(page.getByTestId('nav-Home-Users')).toHaveText('Gebruikers');

    await page.getByTestId('nav-Other-Cars').click();
    await expect(page.getByRole('heading', { name: "Auto's" })).toBeVisible();
    await expect.poll(() => headerTexts(page)).toEqual(['Naam', 'Kenteken']);
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('logout')).toHaveText('Uitloggen');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByTestId('nav-Other-Cars')).toHaveText("Auto's");

    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-en').click();
    await expect(page.getByTestId('language-switch')).toHaveText('EN');
    await expect(page.getByTestId('nav-Other-Cars')).toHaveText('Cars');
    await expect(page.getByRole('heading', { name: 'Cars' })).toBeVisible();
    await expect.poll(() => headerTexts(page)).toEqual(['Name', 'Licence plate']);
    await page.reload();
    await expect(page.getByTestId('nav-group-other')).toContainText('Other');
    await expect(page.getByTestId('nav-Other-Cars')).toHaveText('Cars');
  });

  test('table and dialog controls are named in the chosen language too', async ({ page }) => {
    await page.goto('/#/Session/Auth');
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-nl').click();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await submitLogin(page, ADMIN);
    await chooseOwner(page, OWNER_1);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.goto('/#/Other/Cars');
    const car = OWNER_1_CARS[0] ?? '';
    await expect(rowsWith(page, car)).toHaveCount(1);

    // Screen readers read these names; DESIGN §7: every visible text goes through i18n.
    await expect(grid(page).getByRole('checkbox', { name: 'Alle rijen op deze pagina selecteren' })).toBeVisible();
    // The page is rendered by now (the rows are there): short waits keep a failing run short.
    await expect
      .soft(rowsWith(page, car).getByRole('checkbox', { name: 'Deze rij selecteren' }))
      .toBeVisible({ timeout: 2_000 });
    await expect.soft(grid(page).getByRole('img', { name: /sorted/i })).toHaveCount(0, { timeout: 2_000 });

    await page.getByTestId('resource-new').click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe auto' });
    await expect(dialog).toBeVisible();
    await expect.soft(dialog.getByRole('button', { name: 'Sluiten' })).toBeVisible({ timeout: 2_000 });
    await dialog.getByTestId('dialog-cancel').click();
    await expect(dialog).toBeHidden();

    // A notice can be closed by a named button as well.
    await page.goto('/#/Other/Cars/edit/999999');
    const missing = notice(page, 'negative', 'Record 999999 is niet gevonden.');
    await expect(missing).toBeVisible();
    await expect.soft(missing.getByRole('button', { name: 'Sluiten' })).toBeVisible({ timeout: 2_000 });
  });
});
